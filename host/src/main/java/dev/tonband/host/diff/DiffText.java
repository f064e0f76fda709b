// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.stats.Units;
import dev.tonband.host.text.AlignedColumns;
import dev.tonband.host.text.TerminalText;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A diff for a terminal: what was compared, then the changes as a table, largest first, and the objects on one side only. */
public final class DiffText {
  /** The columns of the table of changes; the first and the last four hold numbers. */
  public static final List<String> COLUMNS = List.of("change", "kind", "object", "metric", "base", "new", "agree", "p");

  private DiffText() {}

  /** A change's row in the table of changes, as the terminal, the report and the web page show it. */
  public static List<String> cells(Change c) {
    Figure f = c.figure();
    return List.of(change(c), f.kind(), f.object().isEmpty() ? "-" : f.object(), f.metricName(), value(f, c.base()),
        value(f, c.now()), Math.round(c.agreement() * 100) + " %", p(c.p()));
  }

  /** Whether a column of the table of changes holds text, to be left-aligned. */
  public static boolean isText(int column) {
    return column >= 1 && column <= 3;
  }

  /** How many runs of its side have an object of one side only: "6 of 6 new runs". */
  public static String runs(TraceDiff.Result diff, Presence p) {
    return p.runs() + " of " + (p.added() ? diff.newRuns() + " new" : diff.baseRuns() + " base") + " runs";
  }

  public static void print(TraceDiff.Result diff, Thresholds thresholds, List<FailRule> broken, PrintStream out) {
    out.println(TerminalText.escape(headline(diff, thresholds)));
    String note = significanceNote(diff, thresholds);
    if (note != null) {
      out.println(TerminalText.escape(note));
    }
    if (!diff.changes().isEmpty()) {
      List<String[]> rows = new ArrayList<>();
      rows.add(COLUMNS.toArray(String[]::new));
      for (Change c : diff.changes()) {
        rows.add(cells(c).toArray(String[]::new));
      }
      out.println();
      AlignedColumns.print(rows, DiffText::isText, out);
    }
    if (!diff.presences().isEmpty()) {
      out.println();
      for (Presence p : diff.presences()) {
        out.println(TerminalText.escape("  " + (p.added() ? "added:   " : "removed: ") + p.kind() + " " + p.object()));
      }
    }
    if (!broken.isEmpty()) {
      out.println();
    }
    for (FailRule rule : broken) {
      out.println(TerminalText.escape("FAIL  " + rule.text()));
    }
  }

  /** One change on one line: "task consumer tasks.run_p50: 12.3 us -> 17.4 us (+41.2 %, p 2.0e-05)". */
  public static String describe(Change c) {
    Figure f = c.figure();
    return (f.object().isEmpty() ? "trace" : f.kind() + " " + f.object()) + " " + f.metricName() + ": "
        + value(f, c.base()) + " -> " + value(f, c.now()) + " (" + change(c) + (Double.isNaN(c.p()) ? ""
        : ", p " + p(c.p())) + ")";
  }

  /** "base: 10 runs, new: 10 runs; 412 figures compared; 2 changes (...)". */
  public static String headline(TraceDiff.Result diff, Thresholds t) {
    int n = diff.changes().size();
    return "base: " + runs(diff.baseRuns()) + ", new: " + runs(diff.newRuns()) + "; " + diff.figures()
        + " figures compared; " + (n == 0 ? "no change" : n == 1 ? "1 change" : n + " changes")
        + (diff.presences().isEmpty() ? "" : ", " + diff.presences().size()
            + (diff.presences().size() == 1 ? " object" : " objects") + " on one side only")
        + " (more than " + percent(t.relative()) + " and " + Units.duration(Math.round(t.durationFloorNs())) + ", "
        + percent(t.shareFloor()) + " of time, " + number(t.countFloor())
        + (diff.judged() ? "; runs agreeing " + percent(t.agreement()) + "; Mann-Whitney U, Holm-adjusted p < "
        + number(t.alpha()) : "") + ")";
  }

  /** What the runs allow to judge, when they do not allow it all; null when they do. */
  public static String significanceNote(TraceDiff.Result diff, Thresholds t) {
    if (!diff.judged()) {
      return "note: with one run on a side, whether a difference is more than noise cannot be judged; these are sizes"
          + " only. Give each side several runs (a folder of traces): 4 or more for a two-sided p below 0.05.";
    }
    if (diff.smallestP() >= t.alpha()) {
      return "note: with " + diff.baseRuns() + " and " + diff.newRuns() + " runs the smallest p-value the test can give"
          + " is " + p(diff.smallestP()) + ", not below " + number(t.alpha()) + ": no change can be significant. Give each"
          + " side more runs.";
    }
    return null;
  }

  private static String runs(int n) {
    return n == 1 ? "1 run" : n + " runs";
  }

  /** "+41.2 %", "-8.3 %", "from 0". */
  public static String change(Change c) {
    if (Double.isNaN(c.change())) {
      return "from 0";
    }
    return (c.change() >= 0 ? "+" : "") + BigDecimal.valueOf(c.change() * 100).setScale(1, RoundingMode.HALF_UP)
        .toPlainString() + " %";
  }

  /** A figure's value as stats writes it: a duration, a share, a rate or a count. */
  public static String value(Figure figure, double v) {
    if (figure.isRate()) {
      return String.format(Locale.ROOT, "%.1f/s", v);
    }
    return switch (figure.metric().kind()) {
      case DURATION -> Units.duration(Math.round(v));
      case SHARE -> Units.percent(v);
      case COUNT, VALUE -> number(v);
    };
  }

  public static String p(double p) {
    return Double.isNaN(p) ? "-" : p < 1e-4 ? String.format(Locale.ROOT, "%.1e", p)
        : String.format(Locale.ROOT, "%.4f", p);
  }

  private static String percent(double share) {
    return number(share * 100) + " %";
  }

  private static String number(double v) {
    return v == Math.rint(v) ? Long.toString(Math.round(v)) : BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
  }
}

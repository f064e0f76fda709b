// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.Problem;
import java.io.PrintStream;

/**
 * The problems of a trace for people, on stderr: a count per kind, then the first occurrences
 * of each (or, listed as they came, every one). A damaged trace may have millions; the counts
 * and the first ones say where to look, in a few lines.
 */
public final class ProblemSummary {
  private ProblemSummary() {}

  /** One problem as a line: {@code KIND where: message}, safe for a terminal. */
  public static String line(Problem p) {
    return TerminalText.escape(p.kind() + " " + p);
  }

  /**
   * @param done what was done with the rest of the trace ("decoded", "converted")
   * @param listedAlready every problem was printed as it came ({@code --all-problems}), so the
   *     first occurrences are not repeated
   */
  public static void print(ProblemLog problems, String done, PrintStream err, boolean listedAlready) {
    if (problems.clean()) {
      return;
    }
    err.printf("%,d problem(s) in the trace; everything else was %s:%n", problems.total(), done);
    problems.counts().forEach((kind, count) -> err.printf("  %-26s %,d%n", kind, count));
    if (listedAlready) {
      return;
    }
    err.println("first occurrences" + (problems.counts().size() * ProblemLog.SHOWN_PER_KIND < problems.total()
        ? " (--all-problems lists every one):" : ":"));
    for (Problem p : problems.firstOccurrences()) {
      err.println("  " + line(p));
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.host.Analysis;
import dev.tonband.host.Conversion;
import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.budget.BudgetsException;
import dev.tonband.host.budget.BudgetsLoader;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.PerfettoTraces;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.TraceStats;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.DoubleConsumer;

/**
 * One conversion as the web page makes it: the bytes of one file in (a device stream, a hex dump
 * of one or a dial9 archive, gzip-compressed or not), a Perfetto trace, its problems, a summary
 * and its stats out, and budgets held against those. It runs the converter of {@code tonband
 * convert FILE} and, in the same pass, the analysis of {@code tonband report}, so the trace is the
 * one the CLI writes, byte for byte, and the stats those it computes. Plain Java: the tests run
 * it on the JVM as well.
 */
public final class WebConversion {
  /**
   * @param trace the Perfetto trace; null when the file is no input of a conversion (a Perfetto trace, or no
   *     device stream at all, as {@code tonband convert} refuses it)
   * @param refusal why the file is no input of a conversion, for people; null when converted
   * @param stats what {@code tonband report} shows of the trace ({@code tonband stats}, with the
   *     report's values over time), from the same reading as the trace; null when not converted
   */
  public record Result(byte[] trace, TraceSummary summary, ProblemLog problems, String refusal, Stats stats) {}

  private WebConversion() {}

  /**
   * Converts {@code input}, named {@code name} in the problems' positions as the CLI names a file.
   *
   * @param progress told the share of the input read so far, 0 to 1, every few thousand events
   */
  public static Result convert(byte[] input, String name, DoubleConsumer progress) {
    return convert(input, name, TraceCatalogue.builtIn(), progress);
  }

  /**
   * As {@link #convert(byte[], String, DoubleConsumer)}, decoding with the catalogue file {@code
   * catalogueName} ({@code tonband convert --catalogue FILE}): a team's {@code app-events.yaml}.
   * A catalogue with errors converts nothing; the refusal lists them at their {@code
   * file:line:column}, as the CLI does.
   */
  public static Result convert(byte[] input, String name, byte[] catalogue, String catalogueName,
      DoubleConsumer progress) {
    TraceCatalogue loaded;
    try {
      loaded = TraceCatalogue.load(catalogueName, catalogue);
    } catch (IllegalArgumentException e) {
      return new Result(null, TraceSummary.NONE, new ProblemLog(), e.getMessage(), null);
    }
    return convert(input, name, loaded, progress);
  }

  /**
   * The errors of the catalogue file {@code name}, each at its {@code file:line:column}, as {@code
   * tonband convert --catalogue} lists them; null when it has none.
   */
  public static String catalogueErrors(byte[] catalogue, String name) {
    try {
      TraceCatalogue.load(name, catalogue);
      return null;
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  /**
   * The stats of {@code input} alone, as {@code tonband stats} reads them, with nothing converted:
   * a run of a comparison of two builds ({@link PageDiff}). {@code catalogue} as for {@link
   * #convert(byte[], String, byte[], String, DoubleConsumer)}, null for the built-in one.
   */
  public static Result analyse(byte[] input, String name, byte[] catalogue, String catalogueName,
      DoubleConsumer progress) {
    TraceCatalogue loaded;
    try {
      loaded = catalogue == null ? TraceCatalogue.builtIn() : TraceCatalogue.load(catalogueName, catalogue);
    } catch (IllegalArgumentException e) {
      return new Result(null, TraceSummary.NONE, new ProblemLog(), e.getMessage(), null);
    }
    return read(input, name, loaded, progress, (stream, told, problems) -> new Result(null, TraceSummary.NONE,
        problems, null, Analysis.run(List.of(stream), false, told, problems, merger -> merger)));
  }

  private static Result convert(byte[] input, String name, TraceCatalogue catalogue, DoubleConsumer progress) {
    return read(input, name, catalogue, progress, (stream, told, problems) -> {
      ByteArrayOutputStream trace = new ByteArrayOutputStream();
      Trace[] read = new Trace[1];
      TraceStats[] stats = new TraceStats[1];
      Conversion.run(List.of(stream), trace, false, told, problems, merger -> merger, t -> {
        read[0] = t;
        return stats[0] = new TraceStats(t, true);
      });
      return new Result(trace.toByteArray(), TraceSummary.of(read[0].cores), problems, null, stats[0].finish());
    });
  }

  /** What is made of a trace's stream once it is open: a conversion, or its stats alone. */
  private interface Reading {
    Result of(DeviceStream stream, Conversion.Progress progress, ProblemLog problems) throws IOException;
  }

  /** Opens {@code input} as the CLI opens a file, and hands it to {@code reading}; a refusal when it is no device stream. */
  private static Result read(byte[] input, String name, TraceCatalogue catalogue, DoubleConsumer progress,
      Reading reading) {
    ByteArrayInputStream raw = new ByteArrayInputStream(input);
    ProblemLog problems = new ProblemLog();
    try {
      DeviceStream stream;
      // the bytes are all here, so an archive's thread batches are read side by side, as the CLI reads files
      Reread again = new Reread(input);
      try {
        stream = InputFormat.AUTO.open(raw, again, name, 0, new Timebase(), catalogue);
      } catch (IllegalArgumentException e) { // a Perfetto trace, or a file that is no device stream at all
        return new Result(null, TraceSummary.NONE, problems, PerfettoTraces.isOne(input)
            ? name + " is a Perfetto trace already (what this page writes): open it at ui.perfetto.dev as it is"
            : e.getMessage(), null);
      }
      // an archive is read through once to find its batches, then batch by batch
      double total = stream.isArchive() ? 2.0 * input.length : input.length;
      return reading.of(stream,
          items -> progress.accept(input.length == 0 ? 1 : (input.length - raw.available() + again.bytes) / total),
          problems);
    } catch (IOException e) {
      throw new IllegalStateException("reading and writing memory failed", e); // byte arrays do not fail
    }
  }

  /**
   * The budgets file {@code name} held against {@code stats}, as {@code tonband check --budgets}
   * holds them; a file with errors checks nothing, and says why as the CLI does.
   */
  public static Verdicts check(byte[] budgets, String name, Stats stats) {
    try {
      return new Verdicts(name, null, BudgetCheck.check(BudgetsLoader.load(name, budgets), stats));
    } catch (BudgetsException e) {
      return new Verdicts(name, budgetErrors(name, e), List.of());
    }
  }

  /**
   * The errors of the budgets file {@code name}, each at its {@code file:line:column}, then what
   * they stop, as {@code tonband check} lists them; null when it has none.
   */
  public static String budgetErrors(byte[] budgets, String name) {
    try {
      BudgetsLoader.load(name, budgets);
      return null;
    } catch (BudgetsException e) {
      return budgetErrors(name, e);
    }
  }

  private static String budgetErrors(String name, BudgetsException e) {
    return String.join("\n", e.errors()) + "\n" + name + " has " + e.errors().size() + " error(s); nothing was checked";
  }

  /**
   * How a trace holds up to a budgets file.
   *
   * @param errors the file's errors as {@link #budgetErrors} gives them, or null
   * @param results one per budget, in the file's order; none when the file has errors
   */
  public record Verdicts(String file, String errors, List<BudgetCheck.Result> results) {}

  /** The input's bytes once more, for an archive's batches, counting what they read for progress. */
  private static final class Reread implements InputFormat.Reopen {
    private final byte[] input;
    long bytes;

    Reread(byte[] input) {
      this.input = input;
    }

    @Override
    public InputStream open() {
      return new ByteArrayInputStream(input) {
        @Override
        public synchronized int read(byte[] b, int off, int len) {
          int n = super.read(b, off, len);
          bytes += Math.max(0, n);
          return n;
        }
      };
    }
  }
}

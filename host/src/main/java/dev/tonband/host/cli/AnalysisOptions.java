package dev.tonband.host.cli;

import dev.tonband.host.Analysis;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.stats.Stats;
import java.io.IOException;
import picocli.CommandLine.Option;

/** What the analysing commands (stats, check, report) share: reading the trace once, with progress. */
final class AnalysisOptions {
  // Declared by its negative name, which is the one users type, so that completion offers it.
  @Option(names = "--no-progress", negatable = true,
      description = "Show a progress bar on stderr when it is a terminal (the default), or not (--no-progress).")
  boolean noProgress;

  /**
   * Reads the inputs to the end (with --follow: until they close or Ctrl-C) and returns their
   * stats; {@code charts} keeps the values over time for the report.
   */
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  Stats run(InputOptions input, boolean charts) throws IOException {
    try (Inputs inputs = input.open(); LiveCapture live = input.follow ? new LiveCapture(inputs) : null) {
      ProgressBar bar = new ProgressBar(System.err, inputs, !noProgress && System.console() != null);
      Stats stats = Analysis.run(inputs.streams(), charts, bar, new ProblemLog());
      bar.clear();
      return stats;
    }
  }
}

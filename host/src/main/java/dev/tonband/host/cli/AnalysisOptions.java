// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Analysis;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stats.Stats;
import java.io.IOException;
import picocli.CommandLine.Option;

/** What the analysing commands (stats, check, report) share: reading the trace once, with progress. */
final class AnalysisOptions {
  // Declared by its negative name, which is the one users type, so that completion offers it.
  @Option(names = "--no-progress", negatable = true,
      description = "Show a progress bar on stderr when it is a terminal (the default), or not (--no-progress).")
  boolean noProgress;

  /** What a command does with the stats; returns its exit code. */
  interface Then {
    int with(Stats stats) throws IOException;
  }

  /**
   * Reads the inputs to the end (with --follow: until they close or Ctrl-C) and hands their stats
   * to {@code then}, before a live capture counts as ended, so that Ctrl-C does not cut off what
   * it writes. {@code charts} keeps the values over time for the report.
   */
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  int run(InputOptions input, boolean charts, Then then) throws IOException {
    try (Inputs inputs = input.open(); LiveCapture live = input.follow ? new LiveCapture(inputs) : null) {
      ProgressBar bar = new ProgressBar(System.err, inputs, !noProgress);
      Stats stats = Analysis.run(inputs.streams(), charts, bar, new ProblemLog(), InputOptions.reading(input.live()));
      bar.clear();
      return then.with(stats);
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.text.ProblemSummary;
import dev.tonband.host.trace.ProblemLog;
import picocli.CommandLine.Option;

/** What the commands that write a trace's output (convert, export) show while they run: progress, and problems. */
final class ProgressOptions {
  // Declared by its negative name, which is the one users type, so that completion offers it.
  @Option(names = "--no-progress", negatable = true,
      description = "Show a progress bar on stderr when it is a terminal (the default), or not (--no-progress).")
  boolean noProgress;

  @Option(names = "--all-problems",
      description = "List every problem on stderr as it is found, not only the first " + ProblemLog.SHOWN_PER_KIND
          + " of each kind.")
  boolean allProblems;

  /** A log of a trace's problems that, when {@code listEach}, prints each one on stderr as it is found. */
  static ProblemLog problems(ProgressBar bar, boolean listEach) {
    ProblemLog problems = new ProblemLog();
    if (listEach) {
      problems.tell(problem -> {
        bar.clear();
        System.err.println("  " + ProblemSummary.line(problem));
      });
    }
    return problems;
  }
}

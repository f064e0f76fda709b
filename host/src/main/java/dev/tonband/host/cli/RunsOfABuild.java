// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Analysis;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.input.TraceFiles;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.text.TerminalText;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs of one build, as {@code diff} takes them: each trace file one run, a folder every file
 * under it; the stats of each, read to its end.
 */
final class RunsOfABuild {
  private RunsOfABuild() {}

  /** A run: the file it was read from, and its stats. */
  record Run(String file, Stats stats) {}

  /**
   * The stats of each run, in the order found; a file found in a folder that is no trace (empty,
   * text, ...) is left out with a note, one named on the command line is refused.
   *
   * @param side what the runs are called in messages, e.g. "base"
   * @param charts keep the values over time the report draws
   */
  static List<Stats> analyse(List<String> arguments, String side, DecodingOptions decoding, boolean progress,
      boolean charts) throws IOException {
    return read(arguments, side, decoding, progress, charts).stream().map(Run::stats).toList();
  }

  /** As {@link #analyse}, with the file of each run. */
  static List<Run> read(List<String> arguments, String side, DecodingOptions decoding, boolean progress,
      boolean charts) throws IOException {
    List<Run> runs = new ArrayList<>();
    for (TraceFiles.Found trace : TraceFiles.expand(arguments)) {
      InputSpec spec = trace.spec();
      if (spec.kind() != InputSpec.Kind.FILE) {
        throw new IllegalArgumentException(spec.location() + ": the runs of a build are recorded traces; capture it"
            + " to a file first ('tonband convert --to dial9')");
      }
      if (!trace.named() && Files.size(Path.of(spec.location())) == 0) {
        note(spec.location() + " is empty");
        continue;
      }
      try (Inputs inputs = decoding.open(List.of(spec), false)) {
        ProgressBar bar = new ProgressBar(System.err, inputs, progress);
        runs.add(new Run(spec.location(),
            Analysis.run(inputs.streams(), charts, bar, new ProblemLog(), InputOptions.reading(false))));
        bar.clear();
      } catch (IllegalArgumentException e) { // no device stream: text, an ELF file, a Perfetto trace, ...
        if (trace.named()) {
          throw e;
        }
        note(e.getMessage());
      }
    }
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("the " + side + " side (" + String.join(" ", arguments) + ") holds no trace");
    }
    return runs;
  }

  /**
   * Refuses an output that is one of the runs of {@code arguments} (a file named, or one in a
   * folder named), also through a link: writing it would destroy a run.
   *
   * @param option how the user named the output, e.g. {@code -o}
   */
  static void checkNotARun(Path output, List<String> arguments, String option) throws IOException {
    if (!Files.exists(output)) {
      return;
    }
    for (TraceFiles.Found trace : TraceFiles.expand(arguments)) {
      Path path = Path.of(trace.spec().location());
      if (trace.spec().kind() == InputSpec.Kind.FILE && Files.exists(path) && Files.isSameFile(output, path)) {
        throw new IllegalArgumentException(option + " " + output + " is the run " + path + "; writing it would destroy"
            + " the run: choose another output file");
      }
    }
  }

  private static void note(String why) {
    System.err.println(TerminalText.escape("tonband: not compared: " + why));
  }
}

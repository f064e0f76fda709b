// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Archiving;
import dev.tonband.host.Conversion;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.text.ProblemSummary;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "convert",
    description = {
      "Convert device streams (or dial9 archives of them) into a Perfetto trace (.pftrace) to open at"
          + " https://ui.perfetto.dev, or archive a device stream as a self-describing dial9 file (--to dial9).",
      "Problems in the input become instants on the 'Tracing Errors' track and a summary on stderr;"
          + " everything else is converted. Exit code 1 means the trace had problems."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class ConvertCommand implements Callable<Integer> {
  /** What {@code convert} writes. */
  enum Target { PERFETTO, DIAL9 }

  /** The values of --to as they are typed. */
  static final class Targets extends EnumValues<Target> {
    Targets() {
      super(Target.class, "a target");
    }
  }

  @Mixin InputOptions input;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
      description = "The file to write: the Perfetto trace (e.g. trace.pftrace), or with --to dial9 the archive (e.g."
          + " trace.dial9); '-' for standard output (a pipe or a file, not a terminal).")
  Path output;

  @Option(names = "--to", paramLabel = "TARGET", defaultValue = "perfetto", converter = Targets.class,
      completionCandidates = Targets.class,
      description = "What to write: perfetto (default), or dial9, an archive of one device stream that any dial9"
          + " reader can read without the catalogue (docs/dial9.md), with --catalogue's application events too;"
          + " 'decode' and 'convert' read it back.")
  Target to;

  @Mixin ProgressOptions progress;

  @Override
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  public Integer call() throws IOException {
    if (to == Target.DIAL9) {
      checkArchivable();
    }
    input.checkNotAnInput(output, "-o");
    // The summary is printed before the capture ends, so that Ctrl-C does not cut it off.
    boolean live = input.live();
    try (Inputs inputs = input.open(); LiveCapture capture = live ? new LiveCapture(inputs) : null) {
      Writing writing = to == Target.DIAL9 ? archiving(inputs, live) : converting(inputs, live);
      ProblemLog problems = write(inputs, output, !progress.noProgress, live, progress.allProblems, writing);
      ProblemSummary.print(problems, "converted", System.err, progress.allProblems);
      System.err.println(TerminalText.escape(output.equals(OutputFile.STDOUT) ? "wrote the trace to standard output"
          : "wrote " + output));
      return problems.clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
    }
  }

  /**
   * An archive is one device stream as the device sent it, core_id events included. Several
   * inputs, or a core pinned with @N, would need events the device never sent to say which core
   * each event belongs to, so they are refused rather than archived wrongly.
   */
  private void checkArchivable() {
    if (input.inputs.size() != 1) {
      throw new IllegalArgumentException("--to dial9 archives one device stream, got " + input.inputs.size()
          + " inputs; archive each input on its own");
    }
    if (input.specs().get(0).core() != 0) {
      throw new IllegalArgumentException("--to dial9 keeps the stream as the device sent it, so it cannot keep a core"
          + " pinned with @N; archive the input without @N (in-stream core_id events are kept)");
    }
  }

  /** Shared with {@code serve}, which converts before serving; problems are summed up, not listed. */
  static ProblemLog convert(Inputs inputs, Path output, boolean live) throws IOException {
    return write(inputs, output, true, live, false, converting(inputs, live));
  }

  private static Writing converting(Inputs inputs, boolean live) {
    return (out, bar, problems) -> Conversion.run(inputs.streams(), out, live, bar, problems, InputOptions.reading(live));
  }

  private static Writing archiving(Inputs inputs, boolean live) {
    DeviceStream stream = inputs.streams().get(0);
    if (stream.isArchive()) {
      throw new IllegalArgumentException(stream.name() + " is a dial9 archive already; --to dial9 archives device streams");
    }
    return (out, bar, problems) -> Archiving.run(stream, out, live, bar, problems);
  }

  /**
   * Writes {@code output} the way {@code writing} does, with a progress bar when wanted and on a
   * terminal. The file appears only when the run succeeds; a live capture is written to the
   * temporary file beside it meanwhile, which the user is told.
   *
   * @param listProblems print every problem on stderr as it is found
   */
  private static ProblemLog write(Inputs inputs, Path output, boolean progress, boolean live, boolean listProblems,
      Writing writing) throws IOException {
    try (OutputFile file = OutputFile.create(output, "-o")) {
      if (live && !output.equals(OutputFile.STDOUT)) {
        System.err.println(TerminalText.escape("capturing; the trace so far is in " + file.partial()
            + " (Perfetto can open it); Ctrl-C ends the capture and writes " + output));
      }
      ProgressBar bar = new ProgressBar(System.err, inputs, progress);
      ProblemLog problems = ProgressOptions.problems(bar, listProblems);
      writing.run(file.stream(), bar, problems);
      bar.clear();
      file.commit();
      return problems;
    }
  }

  private interface Writing {
    void run(OutputStream out, Conversion.Progress progress, ProblemLog problems) throws IOException;
  }
}

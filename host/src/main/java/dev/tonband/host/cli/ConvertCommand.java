package dev.tonband.host.cli;

import dev.tonband.host.Archiving;
import dev.tonband.host.Conversion;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
    mixinStandardHelpOptions = true)
final class ConvertCommand implements Callable<Integer> {
  /** What {@code convert} writes. */
  enum Target { PERFETTO, DIAL9 }

  @Mixin InputOptions input;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
      description = "The file to write: the Perfetto trace (e.g. trace.pftrace), or with --to dial9 the archive (e.g. trace.dial9).")
  Path output;

  @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "perfetto",
      description = "What to write: perfetto (default), or dial9, an archive of one device stream that any dial9"
          + " reader can read without the catalogue (docs/dial9.md); 'decode' and 'convert' read it back.")
  Target to;

  @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "Show a progress bar on stderr when it is a terminal (default: on; --no-progress turns it off).")
  boolean progress;

  @Override
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  public Integer call() throws IOException {
    if (to == Target.DIAL9) {
      checkArchivable();
    }
    // The summary is printed before the capture ends, so that Ctrl-C does not cut it off.
    try (Inputs inputs = input.open(); LiveCapture live = input.follow ? new LiveCapture(inputs) : null) {
      ProblemLog problems = to == Target.DIAL9
          ? archive(inputs, output, progress, input.follow)
          : convert(inputs, output, progress, input.follow);
      problems.printSummary(System.err);
      System.err.println("wrote " + output);
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

  private static OutputStream create(Path output) throws IOException {
    try {
      return new BufferedOutputStream(Files.newOutputStream(output), 1 << 16);
    } catch (IOException e) {
      throw new IOException(output + ": cannot write the trace (" + e.getClass().getSimpleName()
          + "); does the directory exist, and may you write there?", e);
    }
  }

  /** Shared with {@code serve}, which converts before serving. */
  static ProblemLog convert(Inputs inputs, Path output, boolean progress, boolean live) throws IOException {
    return write(inputs, output, progress, (out, bar) -> Conversion.run(inputs.streams(), out, live, bar));
  }

  private static ProblemLog archive(Inputs inputs, Path output, boolean progress, boolean live) throws IOException {
    DeviceStream stream = inputs.streams().get(0);
    if (stream.isArchive()) {
      throw new IllegalArgumentException(stream.name() + " is a dial9 archive already; --to dial9 archives device streams");
    }
    return write(inputs, output, progress, (out, bar) -> Archiving.run(stream, out, live, bar));
  }

  /** Writes {@code output} the way {@code writing} does, with a progress bar when wanted and on a terminal. */
  private static ProblemLog write(Inputs inputs, Path output, boolean progress, Writing writing) throws IOException {
    try (OutputStream out = create(output)) {
      ProgressBar bar = progress && System.console() != null ? new ProgressBar(System.err, inputs) : null;
      ProblemLog problems = writing.run(out, items -> {
        if (bar != null) {
          bar.update(items);
        }
      });
      if (bar != null) {
        bar.finish();
      }
      return problems;
    }
  }

  private interface Writing {
    ProblemLog run(OutputStream out, Conversion.Progress progress) throws IOException;
  }
}

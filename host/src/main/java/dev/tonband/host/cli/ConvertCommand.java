package dev.tonband.host.cli;

import dev.tonband.host.Conversion;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.model.ProblemLog;
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
      "Convert device streams into a Perfetto trace (.pftrace) to open at https://ui.perfetto.dev.",
      "Problems in the input become instants on the 'Tracing Errors' track and a summary on stderr;"
          + " everything else is converted. Exit code 1 means the trace had problems."
    },
    mixinStandardHelpOptions = true)
final class ConvertCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "The Perfetto trace to write, e.g. trace.pftrace.")
  Path output;

  @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "Show a progress bar on stderr when it is a terminal (default: on; --no-progress turns it off).")
  boolean progress;

  @Override
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  public Integer call() throws IOException {
    // The summary is printed before the capture ends, so that Ctrl-C does not cut it off.
    try (Inputs inputs = input.open(); LiveCapture live = input.follow ? new LiveCapture(inputs) : null) {
      ProblemLog problems = convert(inputs, output, progress, input.follow);
      problems.printSummary(System.err);
      System.err.println("wrote " + output);
      return problems.clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
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
    try (OutputStream out = create(output)) {
      ProgressBar bar = progress && System.console() != null ? new ProgressBar(System.err, inputs) : null;
      ProblemLog problems = Conversion.run(inputs.streams(), out, live, items -> {
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
}

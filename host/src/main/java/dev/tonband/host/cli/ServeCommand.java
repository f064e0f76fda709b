package dev.tonband.host.cli;

import dev.tonband.host.input.Inputs;
import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.serve.TraceServer;
import java.io.IOException;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "serve",
    description = {
      "Serve a trace on 127.0.0.1 for https://ui.perfetto.dev and print the link that opens it there.",
      "Give a converted .pftrace, or device streams to convert first (same inputs as 'convert')."
          + " Serves until Ctrl-C, or until the first download with --once."
    },
    mixinStandardHelpOptions = true)
final class ServeCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Option(names = {"-p", "--port"}, defaultValue = "" + TraceServer.DEFAULT_PORT,
      description = "Port on 127.0.0.1 (default: ${DEFAULT-VALUE}, the one the Perfetto UI may fetch from).")
  int port;

  @Option(names = "--once", description = "Stop after the trace has been downloaded once.")
  boolean once;

  @Override
  public Integer call() throws IOException, InterruptedException {
    int exit = ExitCode.OK;
    Path trace;
    if (input.inputs.size() == 1 && input.inputs.get(0).endsWith(".pftrace")) {
      trace = Path.of(input.inputs.get(0));
      if (!Files.isRegularFile(trace)) {
        throw new IOException(trace + ": no such file");
      }
    } else {
      trace = Files.createTempFile("tonband-", ".pftrace");
      trace.toFile().deleteOnExit();
      try (Inputs inputs = input.open()) {
        ProblemLog problems = ConvertCommand.convert(inputs, trace, true, false);
        problems.printSummary(System.err);
        exit = problems.clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
      }
    }
    TraceServer server;
    try {
      server = TraceServer.start(trace, port);
    } catch (BindException e) {
      throw new IOException("port " + port + " is in use (another 'tonband serve' or trace_processor?);"
          + " stop it, or pick another with --port (the Perfetto UI may then refuse to fetch from it)", e);
    }
    try (server) {
      System.out.println("Open the trace in Perfetto:");
      System.out.println("  " + server.uiLink());
      System.out.println(once ? "Serving until it has been downloaded once." : "Serving; Ctrl-C stops.");
      System.out.flush();
      if (once) {
        server.awaitFirstDownload();
      } else {
        Thread.currentThread().join(); // until Ctrl-C ends the JVM
      }
    }
    return exit;
  }
}

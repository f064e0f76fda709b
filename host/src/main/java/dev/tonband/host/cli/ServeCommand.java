// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Conversion;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.input.PerfettoTraces;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.serve.TraceServer;
import dev.tonband.host.text.ProblemSummary;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

@Command(
    name = "serve",
    description = {
      "Serve a trace on 127.0.0.1 for https://ui.perfetto.dev and print the link that opens it there.",
      "Give a Perfetto trace (told by its content, whatever its name), or device streams to convert first (same inputs"
          + " as 'convert'). Serves until Ctrl-C, or until the first download with --once.",
      "With --follow, a live capture is served while it runs: open the link at any time, and reload it to see what has"
          + " arrived since; Ctrl-C ends the capture and the server."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class ServeCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Option(names = {"-p", "--port"}, paramLabel = "PORT", defaultValue = "" + TraceServer.DEFAULT_PORT,
      converter = PortConverter.class,
      description = "Port on 127.0.0.1 (default: ${DEFAULT-VALUE}, the one the Perfetto UI may fetch from; 0: any free"
          + " port).")
  int port;

  @Option(names = "--once", description = "Stop after the trace has been downloaded once.")
  boolean once;

  @Override
  public Integer call() throws IOException, InterruptedException {
    List<InputSpec> specs = input.specs();
    for (InputSpec spec : specs) {
      if (spec.kind() == InputSpec.Kind.FILE && PerfettoTraces.isOne(Path.of(spec.location()))) {
        if (specs.size() > 1) {
          throw new IllegalArgumentException(spec.location() + " is a Perfetto trace, which is served as it is;"
              + " serve it on its own, or give only device streams to convert and serve");
        }
        return serve(Path.of(spec.location()), null, ExitCode.OK);
      }
    }
    if (once && input.live()) {
      throw new IllegalArgumentException("--once does not go with a live capture (--follow, or a serial port):"
          + " it is served until Ctrl-C, as often as it is reloaded");
    }
    // Named after the input, in a folder of its own: the name is what the Perfetto UI shows.
    Path folder = Files.createTempDirectory("tonband-serve");
    folder.toFile().deleteOnExit();
    Path converted = folder.resolve(servedName(specs.get(0)));
    converted.toFile().deleteOnExit(); // deleted before its folder, registered after it
    if (input.live()) {
      return serveLive(converted);
    }
    int exit;
    try (Inputs inputs = input.open()) {
      ProblemLog problems = ConvertCommand.convert(inputs, converted, false);
      ProblemSummary.print(problems, "converted", System.err, false);
      exit = problems.clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
    }
    return serve(converted, null, exit);
  }

  /** {@code capture.pftrace} for {@code capture.bin} (or {@code capture.bin.gz}, {@code tcp:host:port}, ...). */
  static String servedName(InputSpec spec) {
    String name = spec.displayName();
    if (spec.kind() == InputSpec.Kind.FILE) { // without its extensions
      name = name.replaceFirst("\\.gz$", "").replaceFirst("(?<=.)\\.[^.]*$", "");
    }
    return name.replaceAll("[^A-Za-z0-9._-]", "_") + ".pftrace";
  }

  /** Serves {@code trace} until Ctrl-C or, with --once, its first download; returns {@code exit}. */
  private int serve(Path trace, LongSupplier length, int exit) throws IOException, InterruptedException {
    try (TraceServer server = start(trace, length)) {
      announce(server, once ? "Serving until it has been downloaded once." : "Serving; Ctrl-C stops.");
      if (once) {
        server.awaitFirstDownload();
      } else {
        Thread.currentThread().join(); // until Ctrl-C ends the JVM
      }
    }
    return exit;
  }

  /**
   * Converts a live capture while serving it: each download gets the trace up to its last flush,
   * which the converter makes whenever the inputs wait for data, so it ends on a whole packet.
   */
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  private int serveLive(Path converted) throws IOException, InterruptedException {
    try (Inputs inputs = input.open();
        FlushedBytes out = new FlushedBytes(Files.newOutputStream(converted));
        TraceServer server = start(converted, out::flushed)) {
      announce(server, "Capturing; reload the page to see what has arrived since. Ctrl-C stops.");
      try (LiveCapture live = new LiveCapture(inputs)) {
        ProblemLog problems = Conversion.run(inputs.streams(), out, true, n -> {});
        ProblemSummary.print(problems, "converted", System.err, false);
      }
      System.out.println("The capture has ended; serving the whole trace. Ctrl-C stops.");
      System.out.flush();
      Thread.currentThread().join(); // until Ctrl-C ends the JVM
      return ExitCode.OK;
    }
  }

  private TraceServer start(Path trace, LongSupplier length) throws IOException {
    try {
      return length == null ? TraceServer.start(trace, port) : TraceServer.start(trace, port, length);
    } catch (BindException e) {
      throw new IOException("port " + port + " is in use (another 'tonband serve' or trace_processor?);"
          + " stop it, or pick another with --port (the Perfetto UI may then refuse to fetch from it)", e);
    }
  }

  private static void announce(TraceServer server, String until) {
    System.out.println("Open the trace in Perfetto:");
    System.out.println("  " + server.uiLink());
    System.out.println(until);
    System.out.flush();
  }

  /** Counts the bytes written up to the last flush: as much of a trace being written as is whole. */
  private static final class FlushedBytes extends FilterOutputStream {
    private long written;
    private volatile long flushed;

    FlushedBytes(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
      written += len;
    }

    @Override
    public void write(int b) throws IOException {
      out.write(b);
      written++;
    }

    @Override
    public void flush() throws IOException {
      out.flush();
      flushed = written;
    }

    long flushed() {
      return flushed;
    }
  }

  /** A TCP port number, 0 to 65535. */
  static final class PortConverter implements ITypeConverter<Integer> {
    private static final int MAX_PORT = 65535;

    @Override
    public Integer convert(String value) {
      try {
        int port = Integer.parseInt(value);
        if (port >= 0 && port <= MAX_PORT) {
          return port;
        }
      } catch (NumberFormatException e) {
        // said below
      }
      throw new TypeConversionException("'" + value + "' is not a port: give a number from 1 to " + MAX_PORT
          + " (0: any free port)");
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.host.Conversion;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Conversion throughput of the host converter: converts a device trace (from {@link
 * SyntheticTrace}) to Perfetto several times in one JVM and prints events per second for each
 * run, by wall time and by the converting thread's CPU time (which other processes on a busy
 * machine do not inflate). The output goes to a counting sink, so disk speed is not measured.
 *
 * <pre>java -Xmx256m -cp ... dev.tonband.bench.ConvertBench TRACE_FILE EVENTS [RUNS]</pre>
 */
public final class ConvertBench {
  private ConvertBench() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: ConvertBench TRACE_FILE EVENTS [RUNS]");
      System.exit(2);
    }
    Path trace = Path.of(args[0]);
    long events = Long.parseLong(args[1].replace("_", ""));
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int run = 1; run <= runs; run++) {
      CountingSink sink = new CountingSink();
      long wall = System.nanoTime();
      long cpu = threads.getCurrentThreadCpuTime();
      ProblemLog problems;
      try (InputStream in = new BufferedInputStream(Files.newInputStream(trace), 1 << 16)) {
        problems = Conversion.run(List.of(new DeviceStream(trace.getFileName().toString(), in, 0, new Timebase())), sink, false, n -> {});
      }
      double wallSeconds = (System.nanoTime() - wall) / 1e9;
      double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      System.out.printf(
          "run %d: %,d events in %.2f s wall (%,.0f events/s), %.2f s CPU (%,.0f events/s); %,d bytes out, %,d problems%n",
          run, events, wallSeconds, events / wallSeconds, cpuSeconds, events / cpuSeconds, sink.bytes, problems.total());
    }
    Runtime rt = Runtime.getRuntime();
    System.out.printf("heap: max %,d MB, used at end %,d MB%n", rt.maxMemory() >> 20, (rt.totalMemory() - rt.freeMemory()) >> 20);
  }

  /** Discards the trace but counts it, so the work of writing it cannot be optimised away. */
  static final class CountingSink extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }
}

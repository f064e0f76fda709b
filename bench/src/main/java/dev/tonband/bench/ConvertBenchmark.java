// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.host.Conversion;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Conversion throughput of the host converter on the same 10-million-event {@link
 * SyntheticTrace} as {@link DecodeBenchmark}, as {@code tonband convert} does it: the trace read
 * from a file, decoded, modelled and written as Perfetto to a counting sink (so the disk is not
 * measured), in a JVM limited to 256 MB of heap, which the trace (107 MB) could not even be held
 * in twice. One operation is one device event. Run it in the same JMH invocation as {@link
 * DecodeBenchmark} to compare it with the visitor path; docs/performance.md has the command.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = "-Xmx256m")
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class ConvertBenchmark {
  private Path trace;

  @Setup(Level.Trial)
  public void writeTrace() throws IOException, CatalogueException {
    trace = DecodeBenchmark.writeTraceFile("tonband-convert-bench");
  }

  @TearDown(Level.Trial)
  public void deleteTrace() throws IOException {
    Files.deleteIfExists(trace);
  }

  @Benchmark
  @OperationsPerInvocation(DecodeBenchmark.EVENTS)
  public long convert() throws IOException {
    ConvertBench.CountingSink sink = new ConvertBench.CountingSink();
    try (InputStream in = new BufferedInputStream(Files.newInputStream(trace), 1 << 16)) {
      ProblemLog problems = Conversion.run(List.of(new DeviceStream("synthetic", in, 0, new Timebase())), sink, false, n -> {});
      return sink.bytes + problems.total();
    }
  }
}

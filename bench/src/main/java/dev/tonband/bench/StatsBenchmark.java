// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.host.Analysis;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.StreamEvent;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.StreamMerger;
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
 * {@code tonband stats} throughput on the same 10-million-event {@link SyntheticTrace} as
 * {@link DecodeBenchmark}, as the command runs it: read from a file, decoded, merged into stream
 * items and analysed into {@link Stats} (without the report's charts), in forks limited to {@code
 * -Xmx256m} like {@link ConvertBenchmark}'s, where the trace (107 MB) could not even be held twice:
 * the stats' memory is bounded. One operation is one device event; run it in the same JMH
 * invocation as {@code DecodeBenchmark.visitor}, whose events/s it is measured against
 * (docs/performance.md).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = "-Xmx256m")
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class StatsBenchmark {
  private Path trace;

  @Setup(Level.Trial)
  public void writeTrace() throws IOException, CatalogueException {
    trace = DecodeBenchmark.writeTraceFile("tonband-stats-bench");
    Stats check = stats();
    if (check.events() != DecodeBenchmark.EVENTS || check.tasks().isEmpty() || check.isrs().isEmpty()) {
      throw new IllegalStateException("the stats saw " + check.events() + " of " + DecodeBenchmark.EVENTS
          + " events, " + check.tasks().size() + " tasks and " + check.isrs().size() + " ISRs: the benchmark is broken");
    }
  }

  @TearDown(Level.Trial)
  public void deleteTrace() throws IOException {
    Files.deleteIfExists(trace);
  }

  /**
   * What every analysis of the merged items costs before it does anything: the same file read,
   * decoded and merged into stream items, each item only touched, taken as the analysis takes them
   * ({@link StreamMerger#next(ItemSink)}). {@link #stats} cannot be faster.
   */
  @Benchmark
  @OperationsPerInvocation(DecodeBenchmark.EVENTS)
  public long items() throws IOException {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(trace), 1 << 16)) {
      StreamMerger merger = new StreamMerger(List.of(new DeviceStream("synthetic", in, 0, new Timebase())));
      TimeSum sum = new TimeSum();
      while (merger.next(sum)) {
        // the sink touches each item
      }
      return sum.ns;
    }
  }

  /** Adds up the time of each item. */
  private static final class TimeSum implements ItemSink {
    long ns;

    @Override
    public void event(StreamEvent event) {
      this.ns += event.ns();
    }

    @Override
    public void item(StreamItem item) {
      this.ns += item.ns();
    }
  }

  @Benchmark
  @OperationsPerInvocation(DecodeBenchmark.EVENTS)
  public Stats stats() throws IOException {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(trace), 1 << 16)) {
      return Analysis.run(List.of(new DeviceStream("synthetic", in, 0, new Timebase())), false, items -> {},
          new ProblemLog());
    }
  }
}

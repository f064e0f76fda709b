// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.codec.DecodeErrorListener;
import dev.tonband.codec.TraceReader;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Decode throughput of a 10-million-event {@link SyntheticTrace} held in memory, through the
 * visitor path (primitive arguments, no allocation per event) and the object path (one record per
 * event). One operation is one event, so the primary score is events/s; the {@code bytes}
 * secondary score is trace bytes/s. Run from the checkout root (the trace generator reads
 * events.yaml there); the command and results are in docs/performance.md.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class DecodeBenchmark {
  static final int EVENTS = 10_000_000;
  static final long SEED = 1;

  /** The benchmarks' trace, written to a new temporary file (which the caller deletes). */
  static Path writeTraceFile(String prefix) throws IOException, CatalogueException {
    Path trace = Files.createTempFile(prefix, ".bin");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(trace), 1 << 16)) {
      SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), EVENTS, SEED, out);
    }
    return trace;
  }

  /** A clean synthetic trace decodes without errors; one here means the benchmark is broken. */
  private static final DecodeErrorListener FAIL =
      error -> {
        throw new IllegalStateException("the synthetic trace failed to decode: " + error);
      };

  private byte[] trace;

  /** Trace bytes decoded, reported by JMH per second next to the events/s score. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Throughput {
    public long bytes;

    @Setup(Level.Iteration)
    public void reset() {
      bytes = 0;
    }
  }

  @Setup(Level.Trial)
  public void writeTrace() throws IOException, CatalogueException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 26);
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), EVENTS, SEED, out);
    trace = out.toByteArray();
    SummingVisitor check = new SummingVisitor();
    decode(new TraceReader(check, FAIL));
    if (check.events != EVENTS) {
      throw new IllegalStateException(
          "the summing visitor saw " + check.events + " of " + EVENTS
              + " events: SyntheticTrace writes an event it does not override");
    }
    System.out.printf(
        "%n%,d events, %,d bytes (%.2f bytes/event)%n", EVENTS, trace.length, (double) trace.length / EVENTS);
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public long visitor(Throughput throughput) {
    SummingVisitor visitor = new SummingVisitor();
    decode(new TraceReader(visitor, FAIL));
    throughput.bytes += trace.length;
    return visitor.sum;
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public void objects(Throughput throughput, Blackhole blackhole) {
    decode(TraceReader.forEvents(blackhole::consume, FAIL));
    throughput.bytes += trace.length;
  }

  /**
   * The fixed reference the decoder paths are measured against: a plain loop that touches every
   * byte of the same buffer once, counting the 0x00 delimiters. Simple code, never tuned: it
   * stands for the cost of reading the trace, so that the ratio of a path's bytes/s to this one's
   * compares like with like on machines of different speed.
   */
  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public long reference(Throughput throughput) {
    long zeros = 0;
    for (byte b : trace) {
      if (b == 0) {
        zeros++;
      }
    }
    throughput.bytes += trace.length;
    return zeros;
  }

  private void decode(TraceReader reader) {
    reader.feed(trace);
    reader.finish();
  }
}

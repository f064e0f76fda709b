// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.codec.DecodeErrorListener;
import dev.tonband.codec.FrameDecoder;
import dev.tonband.codec.TraceReader;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.corpus.ReferenceEncoder;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * Application events decoded two ways, to the objects the host tools use: by the decoder
 * generated from events.yaml (one record per event), and with events.yaml given at run time
 * ({@code --catalogue}), where a DynamicDecoder builds each event from the catalogue's model. The
 * trace holds the demo group's timed events in turn (a sensor sample with optional fields, a
 * motor state with an enum, a log line with a string); one operation is one event. Run from the
 * checkout root; the command and results are in docs/performance.md.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class CatalogueDecodeBenchmark {
  static final int EVENTS = 3_000_000;

  private static final DecodeErrorListener FAIL =
      error -> {
        throw new IllegalStateException("the benchmark trace failed to decode: " + error);
      };

  private byte[] trace;
  private FrameDecoder atRunTime;

  @Setup
  public void writeTrace() throws IOException, CatalogueException {
    Catalogue catalogue = CatalogueLoader.load(SyntheticTrace.findCatalogue());
    atRunTime = TraceCatalogue.of(catalogue, "events.yaml").decoder();
    trace = write(catalogue, EVENTS);
  }

  /** {@code count} demo events, sensor samples, motor states and log lines in turn. */
  static byte[] write(Catalogue catalogue, int count) {
    ReferenceEncoder encoder = new ReferenceEncoder(catalogue, 20);
    Event sample = event(catalogue, "sensor_sample");
    Event state = event(catalogue, "motor_state");
    Event log = event(catalogue, "log_line");
    ByteArrayOutputStream out = new ByteArrayOutputStream(count * 12);
    for (int i = 0; i < count; i++) {
      long ts = 1000L + 37L * i;
      switch (i % 3) {
        case 0 -> out.writeBytes(encoder.encode(sample, sample.variants().get(0),
            List.of(ts, (long) (i & 7), (long) (i % 2000 - 1000), (long) i, 90L)));
        case 1 -> out.writeBytes(encoder.encode(state, state.variants().get(0),
            List.of(ts, (long) (i & 1), i % 6 == 1 ? "DEMO_MOTOR_RUNNING" : "DEMO_MOTOR_RAMPING")));
        default -> out.writeBytes(encoder.encode(log, log.variants().get(0), List.of(ts, 2L, "sample taken")));
      }
    }
    return out.toByteArray();
  }

  private static Event event(Catalogue catalogue, String name) {
    return catalogue.events().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public void generated(Blackhole blackhole) {
    decode(TraceReader.forEvents(blackhole::consume, FAIL));
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public void atRunTime(Blackhole blackhole) {
    decode(TraceReader.forEvents(blackhole::consume, FAIL, atRunTime));
  }

  private void decode(TraceReader reader) {
    reader.feed(trace);
    reader.finish();
    if (reader.events() != EVENTS) {
      throw new IllegalStateException("decoded " + reader.events() + " of " + EVENTS + " events");
    }
  }
}

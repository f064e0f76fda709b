// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.events.TraceEvent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Test helpers: golden .hex files (hex bytes, {@code #} comments), quick stream reading, and
 * archives of device events.
 */
final class Golden {
  private Golden() {}

  /** The bytes of test resource {@code name}: hex digits, whitespace ignored, {@code #} to end of line a comment. */
  static byte[] bytes(String name) {
    try (InputStream in = Golden.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + name);
      }
      return hex(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Hex text with {@code #} comments, as in the golden files. */
  static byte[] hex(String text) {
    return HexFormat.of().parseHex(text.replaceAll("#[^\n]*", "").replaceAll("\\s+", ""));
  }

  /** Everything a reader reports, in order, as text, so tests can compare whole streams at once. */
  static List<String> read(byte[] stream) throws IOException {
    return read(new ByteArrayInputStream(stream));
  }

  static List<String> read(InputStream stream) throws IOException {
    List<String> frames = new ArrayList<>();
    new Dial9Reader(stream).readAll(new Dial9Visitor() {
      @Override
      public void onEvent(Dial9Event event) {
        frames.add("event " + event.schema().name() + " @" + Long.toUnsignedString(event.timestampNs()) + " " + event.values());
      }

      @Override
      public void onSchema(Schema schema) {
        frames.add("schema " + schema);
      }

      @Override
      public void onPoolEntry(PooledString entry) {
        frames.add("pool " + entry.poolId() + "=" + entry.value());
      }

      @Override
      public void onTimestampReset(long timestampNs) {
        frames.add("reset " + Long.toUnsignedString(timestampNs));
      }

      @Override
      public void onStackPoolEntry(PooledStackFrames entry) {
        frames.add("stack pool " + entry.poolId() + "=" + entry);
      }

      @Override
      public void onAnnotations(Schema schema, List<FieldAnnotation> annotations) {
        frames.add("annotations " + schema.name() + " " + annotations);
      }

      /** Batch 0 starts every stream; only the later ones are news. */
      @Override
      public void onBatchStart(int batch) {
        if (batch > 0) {
          frames.add("batch " + batch);
        }
      }
    });
    return frames;
  }

  static List<Dial9Event> events(byte[] stream) throws IOException {
    List<Dial9Event> events = new ArrayList<>();
    new Dial9Reader(new ByteArrayInputStream(stream)).readAll(events::add);
    return events;
  }

  /** Bytes this thread has allocated so far (HotSpot's ThreadMXBean): memory tests measure by it, not by the heap's size. */
  static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getThreadAllocatedBytes(Thread.currentThread().getId());
  }

  /** A stream written by {@code body} on a fresh writer. */
  static byte[] write(WriterBody body) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Dial9Writer writer = new Dial9Writer(out)) {
      body.write(writer);
    }
    return out.toByteArray();
  }

  /** The archive {@link DeviceToDial9} writes of {@code events}. */
  static byte[] archive(List<TraceEvent> events) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DeviceToDial9 archive = new DeviceToDial9(out)) {
      for (TraceEvent event : events) {
        archive.accept(event);
      }
    }
    return out.toByteArray();
  }

  interface WriterBody {
    void write(Dial9Writer writer) throws IOException;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A write-only protobuf encoder in the manner of Perfetto's "protozero": fields go straight into
 * a byte buffer in the order they are written, and a nested message's length is patched in when
 * it ends. There are no message objects, no reflection and nothing beyond plain Java, so the
 * same writer runs in the JVM and in a browser build. The caller keeps to the schema; {@code
 * PerfettoFieldsTest} holds the field numbers used against Perfetto's official proto.
 */
final class ProtoWriter {
  static final int VARINT = 0;
  static final int FIXED64 = 1;
  static final int LENGTH_DELIMITED = 2;

  /** Buffered output is handed to the sink once it passes this size, at a message boundary. */
  private static final int FLUSH_BYTES = 1 << 16;

  private final OutputStream sink;
  private byte[] buf = new byte[FLUSH_BYTES * 2];
  private int pos;

  ProtoWriter(OutputStream sink) {
    this.sink = sink;
  }

  void tag(int field, int wireType) {
    varint((field << 3) | wireType);
  }

  /** An unsigned LEB128 varint; negative values take ten bytes, as protobuf's int64 does. */
  void varint(long value) {
    if ((value & ~0x7FL) == 0) { // most values here: tags, small ids, deltas
      ensure(1);
      buf[pos++] = (byte) value;
      return;
    }
    ensure(10);
    byte[] b = buf;
    int p = pos;
    while ((value & ~0x7FL) != 0) {
      b[p++] = (byte) ((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    b[p++] = (byte) value;
    pos = p;
  }

  /** A varint field (uint32, uint64, int32, int64, bool or enum). */
  void varint(int field, long value) {
    tag(field, VARINT);
    varint(value);
  }

  void fixed64(int field, long value) {
    tag(field, FIXED64);
    ensure(8);
    for (int i = 0; i < 8; i++) {
      buf[pos++] = (byte) (value >>> (8 * i));
    }
  }

  void bytes(int field, byte[] value) {
    tag(field, LENGTH_DELIMITED);
    varint(value.length);
    ensure(value.length);
    System.arraycopy(value, 0, buf, pos, value.length);
    pos += value.length;
  }

  void string(int field, String value) {
    bytes(field, value.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Starts a nested message (or a length-delimited field written piecewise). One byte is kept for
   * its length, enough for almost every message written here; {@link #end} moves the content up
   * in the rare case the length needs more.
   *
   * @return where the message's content starts, to pass to {@link #end}
   */
  int begin(int field) {
    tag(field, LENGTH_DELIMITED);
    ensure(1);
    pos++;
    return pos;
  }

  void end(int start) {
    int length = pos - start;
    if (length < 0x80) {
      buf[start - 1] = (byte) length;
      return;
    }
    int extra = varintSize(length) - 1;
    ensure(extra);
    System.arraycopy(buf, start, buf, start + extra, length);
    pos = start - 1;
    varint(length);
    pos += length;
  }

  static int varintSize(long value) {
    return value == 0 ? 1 : (Long.SIZE - Long.numberOfLeadingZeros(value) + 6) / 7;
  }

  /** Hands what is buffered to the sink once there is enough of it; call between messages. */
  void maybeFlush() throws IOException {
    if (pos >= FLUSH_BYTES) {
      drain();
    }
  }

  /** Hands everything buffered to the sink and flushes it; call between messages. */
  void flush() throws IOException {
    drain();
    sink.flush();
  }

  void close() throws IOException {
    flush();
    sink.close();
  }

  private void drain() throws IOException {
    sink.write(buf, 0, pos);
    pos = 0;
  }

  private void ensure(int bytes) {
    if (pos + bytes > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + bytes));
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Reads dial9's primitive encodings from a stream through a fixed buffer, counting the offset of
 * every byte so that errors can say where they are. A stream that ends inside a value is a {@link
 * Dial9FormatException.Kind#TRUNCATED} error at the offset where that value began.
 */
final class LittleEndianInput {
  private static final int BUFFER_BYTES = 64 * 1024;

  private final InputStream in;
  private final byte[] buffer = new byte[BUFFER_BYTES];
  private int next;
  private int filled;
  private long bufferOffset;

  LittleEndianInput(InputStream in) {
    this.in = in;
  }

  /** Offset of the next byte to be read. */
  long offset() {
    return bufferOffset + next;
  }

  /** True when the stream has no more bytes: the only place a stream may end is between frames. */
  boolean atEnd() throws IOException {
    return next == filled && !refill();
  }

  int u8(String what) throws IOException {
    if (next == filled && !refill()) {
      throw truncated(offset(), what);
    }
    return buffer[next++] & 0xFF;
  }

  int u16(String what) throws IOException {
    return (int) fixed(2, what);
  }

  int u24(String what) throws IOException {
    return (int) fixed(3, what);
  }

  long u32(String what) throws IOException {
    return fixed(4, what);
  }

  long u64(String what) throws IOException {
    return fixed(8, what);
  }

  /** Unsigned LEB128 of at most 10 bytes and 64 bits; longer zero-padded forms are refused. */
  long varint(String what) throws IOException {
    long start = offset();
    long value = 0;
    for (int i = 0; i < 10; i++) {
      if (next == filled && !refill()) {
        throw truncated(start, what);
      }
      int b = buffer[next++] & 0xFF;
      if (i == 9 && (b & 0x7E) != 0) {
        throw new Dial9FormatException(
            Dial9FormatException.Kind.BAD_VARINT, start, what + ": varint has more than 64 bits");
      }
      value |= (long) (b & 0x7F) << (7 * i);
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new Dial9FormatException(
        Dial9FormatException.Kind.BAD_VARINT, start, what + ": varint runs past 10 bytes");
  }

  /**
   * The next {@code length} bytes. The array grows as the bytes arrive, so a length that the
   * stream does not back (a damaged or hostile prefix) costs no more memory than the bytes it has.
   */
  byte[] bytes(int length, String what) throws IOException {
    long start = offset();
    byte[] out = new byte[Math.min(length, BUFFER_BYTES)];
    int copied = 0;
    while (copied < length) {
      if (next == filled && !refill()) {
        throw truncated(start, what);
      }
      if (copied == out.length) {
        out = Arrays.copyOf(out, (int) Math.min(length, 2L * out.length));
      }
      int n = Math.min(Math.min(length - copied, filled - next), out.length - copied);
      System.arraycopy(buffer, next, out, copied, n);
      next += n;
      copied += n;
    }
    return out;
  }

  /** The next {@code count} u64 LE values, read as {@link #bytes} reads them, so as memory-safe. */
  long[] u64s(int count, String what) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap(bytes(count * 8, what)).order(ByteOrder.LITTLE_ENDIAN);
    long[] values = new long[count];
    bytes.asLongBuffer().get(values);
    return values;
  }

  private long fixed(int size, String what) throws IOException {
    long start = offset();
    long value = 0;
    for (int i = 0; i < size; i++) {
      if (next == filled && !refill()) {
        throw truncated(start, what);
      }
      value |= (long) (buffer[next++] & 0xFF) << (8 * i);
    }
    return value;
  }

  private boolean refill() throws IOException {
    bufferOffset += filled;
    next = 0;
    filled = 0;
    int n = in.read(buffer);
    while (n == 0) {
      n = in.read(buffer);
    }
    if (n < 0) {
      return false;
    }
    filled = n;
    return true;
  }

  private static Dial9FormatException truncated(long start, String what) {
    return new Dial9FormatException(
        Dial9FormatException.Kind.TRUNCATED, start, "the stream ends inside " + what);
  }
}

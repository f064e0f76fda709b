// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Finds the {@code 0x00} frame delimiters of a stream eight bytes at a time, reading the bytes as
 * little-endian longs through a heap {@link ByteBuffer} (plain Java that the JIT turns into one
 * load, and that a browser build of the decoder supports too).
 */
final class Delimiters {
  private static final long LOW_7_BITS = 0x7F7F_7F7F_7F7F_7F7FL;
  private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

  private Delimiters() {}

  /** A view of {@code data} whose {@code getLong(at)} reads {@code data[at]} as the lowest byte. */
  static ByteBuffer words(byte[] data) {
    return ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * The zero bytes of {@code word} as the high bit of each byte, exactly: adding 0x7F to a byte's
   * low seven bits sets its high bit unless they are all clear, and no carry crosses bytes.
   */
  static long zeroBytes(long word) {
    return ~(((word & LOW_7_BITS) + LOW_7_BITS) | word) & HIGH_BITS;
  }

  /**
   * Which of the 64 bytes from {@code at} are zero, as bit {@code k} for byte {@code at + k}. Each
   * word's eight byte flags are gathered into one byte by a multiplication, whose partial
   * products land on distinct bits, so nothing carries into the top byte that is kept.
   */
  static long zeroBits(ByteBuffer words, int at) {
    long bits = 0;
    for (int k = 0; k < Long.BYTES; k++) {
      long flags = zeroBytes(words.getLong(at + Long.BYTES * k)) >>> 7;
      bits |= (flags * 0x0102_0408_1020_4080L >>> 56) << (Long.BYTES * k);
    }
    return bits;
  }

  /** The index of the first {@code 0x00} in {@code data[from, end)}, or {@code end}. */
  static int indexOf(ByteBuffer words, int from, int end) {
    int i = from;
    for (; i <= end - Long.BYTES; i += Long.BYTES) {
      long zeros = zeroBytes(words.getLong(i));
      if (zeros != 0) {
        return i + (Long.numberOfTrailingZeros(zeros) >>> 3);
      }
    }
    byte[] data = words.array();
    while (i < end && data[i] != 0) {
      i++;
    }
    return i;
  }
}

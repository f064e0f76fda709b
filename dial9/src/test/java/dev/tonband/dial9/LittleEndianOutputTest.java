// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The writer's fixed buffer loses and reorders nothing, whatever the values' sizes and wherever
 * the buffer fills: every write is checked against the JDK's little-endian ByteBuffer, over
 * several buffer lengths of output, with byte arrays that fit, overflow what is left, or exceed the
 * whole buffer.
 */
class LittleEndianOutputTest {
  @Test
  void everyWriteLandsInOrderAcrossManyBufferFills() throws IOException {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    BufferedOutputStream stream = new BufferedOutputStream(sink, 1 << 20); // holds it all until flushed
    LittleEndianOutput out = new LittleEndianOutput(stream);
    ByteBuffer expected = ByteBuffer.allocate(4 << 20).order(ByteOrder.LITTLE_ENDIAN);
    SplittableRandom random = new SplittableRandom(13);

    while (expected.position() < 600_000) {
      long value = random.nextLong();
      switch (random.nextInt(7)) {
        case 0 -> {
          out.u8((int) value);
          expected.put((byte) value);
        }
        case 1 -> {
          out.u16((int) value);
          expected.putShort((short) value);
        }
        case 2 -> {
          out.u24((int) value);
          expected.putShort((short) value).put((byte) (value >>> 16));
        }
        case 3 -> {
          out.u32(value);
          expected.putInt((int) value);
        }
        case 4 -> {
          out.u64(value);
          expected.putLong(value);
        }
        case 5 -> {
          long varint = value >>> random.nextInt(64);
          out.varint(varint);
          expected.put(leb128(varint));
        }
        default -> {
          // mostly small, sometimes a whole buffer's worth or more
          int length = random.nextInt(10) == 0 ? 60_000 + random.nextInt(10_000) : random.nextInt(300);
          byte[] data = new byte[length];
          random.nextBytes(data);
          out.bytes(data);
          expected.put(data);
        }
      }
      assertThat(out.position()).isEqualTo(expected.position());
    }
    out.flush();

    byte[] want = new byte[expected.position()];
    expected.flip().get(want);
    assertThat(sink.toByteArray()).isEqualTo(want);
  }

  /** Unsigned LEB128, shortest form, as the dial9 spec defines it. */
  private static byte[] leb128(long value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while (Long.compareUnsigned(value, 0x80) >= 0) {
      out.write((int) (value & 0x7F) | 0x80);
      value >>>= 7;
    }
    out.write((int) value);
    return out.toByteArray();
  }
}

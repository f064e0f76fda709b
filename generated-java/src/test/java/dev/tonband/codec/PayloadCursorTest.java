// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Varints read alike on both of the cursor's paths: the unrolled one, taken when the payload holds
 * five bytes from the varint on, and the byte loop. Each case runs in a buffer that ends with the
 * payload and in one followed by 0xFF / 0x00 filler, which must never leak into the value.
 */
class PayloadCursorTest {
  private static final int[] FILLERS = {-1, 0xFF, 0x00}; // -1: no slack after the payload

  @Test
  void u64ReadsEveryLengthAlikeOnBothPaths() throws FrameException {
    for (long value : interestingValues()) {
      byte[] varint = leb128(value, 0);
      for (int filler : FILLERS) {
        PayloadCursor in = cursor(concat(varint, new byte[] {0x2A}), filler);
        assertThat(in.u64("f")).isEqualTo(value);
        assertThat(in.u8("next")).isEqualTo(0x2A);
      }
    }
  }

  @Test
  void u32AndS64ReadAlikeOnBothPaths() throws FrameException {
    for (long value : interestingValues()) {
      for (int filler : FILLERS) {
        long u32 = value & 0xFFFF_FFFFL;
        assertThat(cursor(leb128(u32, 0), filler).u32("f")).isEqualTo(u32);
        long magnitude = value == Long.MIN_VALUE ? 0 : Math.abs(value);
        long signMagnitude = (magnitude << 1) | (value < 0 ? 1 : 0);
        assertThat(cursor(leb128(signMagnitude, 0), filler).s64("f")).isEqualTo(value);
      }
    }
  }

  @Test
  void zeroPaddedFormsAreAcceptedUpToTheTypeLength() throws FrameException {
    // alone in the payload (byte loop) and followed by more fields (unrolled path)
    byte[] next = {0x2A, 0x01, 0x02, 0x03, 0x04};
    for (int padding = 0; padding <= 4; padding++) {
      for (int filler : FILLERS) {
        assertThat(cursor(leb128(5, padding), filler).u32("f")).isEqualTo(5);
        assertThat(cursor(leb128(5, padding + 5), filler).u64("f")).isEqualTo(5);
        PayloadCursor u32 = cursor(concat(leb128(5, padding), next), filler);
        assertThat(u32.u32("f")).isEqualTo(5);
        assertThat(u32.u8("next")).isEqualTo(0x2A);
        PayloadCursor u64 = cursor(concat(leb128(5, padding + 5), next), filler);
        assertThat(u64.u64("f")).isEqualTo(5);
        assertThat(u64.u8("next")).isEqualTo(0x2A);
      }
    }
  }

  @Test
  void aU8AtTheFrameEndIsTruncatedWhateverFollowsInTheBuffer() {
    for (int filler : FILLERS) {
      PayloadCursor in = cursor(hex("07"), filler);
      assertThat(kindOf(() -> in.u8("a") + in.u8("b"))).isEqualTo(ErrorKind.TRUNCATED_FIELD);
    }
  }

  @Test
  void messagesCountTheLooseBytesAndNameTheWidth() throws FrameException {
    PayloadCursor loose = cursor(hex("070809"), -1);
    loose.u8("a");
    assertThat(assertThrows(FrameException.class, () -> loose.end("e")).getMessage())
        .isEqualTo("2 loose byte(s) after the last field of 'e'");
    assertThat(assertThrows(FrameException.class, () -> cursor(hex("FFFFFFFF1F"), -1).u32("f")).getMessage())
        .isEqualTo("field 'f' has bits beyond 32 set");
    assertThat(assertThrows(FrameException.class, () -> cursor(hex("FFFFFFFFFFFFFFFFFF03"), -1).u64("f")).getMessage())
        .isEqualTo("field 'f' has bits beyond 64 set");
  }

  @Test
  void aVarintCutByTheFrameEndIsTruncatedWhateverFollowsInTheBuffer() {
    // 0x81 promises another byte; the filler after the payload would complete the varint.
    for (int filler : FILLERS) {
      for (int length = 1; length <= 9; length++) {
        byte[] cut = new byte[length];
        Arrays.fill(cut, (byte) 0x81);
        PayloadCursor in = cursor(cut, filler == -1 ? -1 : 0x01);
        FrameException e = assertThrows(FrameException.class, () -> in.u64("f"));
        assertThat(e.kind()).isEqualTo(ErrorKind.TRUNCATED_FIELD);
      }
    }
  }

  @Test
  void tooLongAndTooWideAreReportedOnBothPaths() {
    for (int filler : FILLERS) {
      assertThat(kindOf(() -> cursor(hex("8080808080"), filler).u32("f"))).isEqualTo(ErrorKind.VARINT_TOO_LONG);
      assertThat(kindOf(() -> cursor(hex("FFFFFFFF1F"), filler).u32("f"))).isEqualTo(ErrorKind.VARINT_TOO_WIDE);
      assertThat(kindOf(() -> cursor(hex("80808080808080808080"), filler).u64("f"))).isEqualTo(ErrorKind.VARINT_TOO_LONG);
      assertThat(kindOf(() -> cursor(hex("FFFFFFFFFFFFFFFFFF03"), filler).u64("f"))).isEqualTo(ErrorKind.VARINT_TOO_WIDE);
    }
  }

  private interface Read {
    long run() throws FrameException;
  }

  private static ErrorKind kindOf(Read read) {
    return assertThrows(FrameException.class, read::run).kind();
  }

  private static List<Long> interestingValues() {
    List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1));
    for (int bit = 0; bit < 64; bit++) {
      values.add(1L << bit);
      values.add((1L << bit) - 1);
      values.add(-(1L << bit));
    }
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 200; i++) {
      values.add(random.nextLong() >>> random.nextInt(64));
    }
    return values;
  }

  /** Unsigned LEB128 of {@code value}, followed by {@code padding} zero-value continuation bytes. */
  private static byte[] leb128(long value, int padding) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long rest = value;
    while (Long.compareUnsigned(rest, 0x80) >= 0) {
      out.write((int) (rest & 0x7F) | 0x80);
      rest >>>= 7;
    }
    if (padding == 0) {
      out.write((int) rest);
      return out.toByteArray();
    }
    out.write((int) rest | 0x80);
    for (int i = 1; i < padding; i++) {
      out.write(0x80);
    }
    out.write(0);
    return out.toByteArray();
  }

  /** A cursor over {@code payload}; with a filler, the buffer goes on for 16 bytes of it. */
  private static PayloadCursor cursor(byte[] payload, int filler) {
    byte[] buffer = Arrays.copyOf(payload, payload.length + (filler == -1 ? 0 : 16));
    if (filler != -1) {
      Arrays.fill(buffer, payload.length, buffer.length, (byte) filler);
    }
    PayloadCursor in = new PayloadCursor();
    in.reset(buffer, 0, payload.length);
    return in;
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] both = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    return both;
  }

  private static byte[] hex(String hex) {
    return java.util.HexFormat.of().parseHex(hex);
  }
}

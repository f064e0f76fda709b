// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The golden vectors of docs/wire-format.md, and random payloads through both decoding paths. */
class CobsTest {
  @Test
  void decodesTheSpecGoldenVectors() {
    assertDecodes("01", "");
    assertDecodes("030102020402 05".replace(" ", ""), "010200040005");
    assertDecodes("0101", "00");
    assertDecodes("FF" + "88".repeat(254), "88".repeat(254));
    assertDecodes("FF" + "88".repeat(254) + "0288", "88".repeat(255));
    assertDecodes("FF" + "88".repeat(254) + "0101", "88".repeat(254) + "00");
  }

  @Test
  void aFullBlockAtTheEndDecodesWithOrWithoutATrailingOneCode() {
    assertDecodes("FF" + "88".repeat(254) + "01", "88".repeat(254));
  }

  @Test
  void randomPayloadsRoundTripAtAnyOffset() {
    // Short payloads with many zeros take the bulk-copy path; long runs bring 0xFF codes.
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 5_000; i++) {
      byte[] payload = new byte[random.nextInt(i % 10 == 0 ? 700 : 30)];
      int zeroEvery = 1 + random.nextInt(i % 10 == 0 ? 600 : 8);
      for (int k = 0; k < payload.length; k++) {
        payload[k] = random.nextInt(zeroEvery) == 0 ? 0 : (byte) (1 + random.nextInt(255));
      }
      byte[] frame = encode(payload);
      int offset = random.nextInt(4);
      byte[] shifted = new byte[offset + frame.length];
      System.arraycopy(frame, 0, shifted, offset, frame.length);
      byte[] out = new byte[frame.length];

      int length = Cobs.decode(shifted, offset, frame.length, out);

      assertThat(Arrays.copyOf(out, length)).isEqualTo(payload);
    }
  }

  @Test
  void aCodePointingPastTheEndReportsItsIndex() {
    byte[] frame = HexFormat.of().parseHex("0201050401"); // the code at index 2 wants 4 bytes
    assertThat(Cobs.decode(frame, 0, frame.length, new byte[frame.length])).isEqualTo(-3);
    byte[] longRun = HexFormat.of().parseHex("FF" + "88".repeat(200));
    assertThat(Cobs.decode(longRun, 0, longRun.length, new byte[longRun.length])).isEqualTo(-1);
  }

  private static void assertDecodes(String frameHex, String payloadHex) {
    byte[] frame = HexFormat.of().parseHex(frameHex);
    byte[] out = new byte[frame.length];
    int length = Cobs.decode(frame, 0, frame.length, out);
    assertThat(HexFormat.of().formatHex(out, 0, length)).isEqualTo(payloadHex.toLowerCase());
  }

  /** Textbook COBS without the delimiter, writing no trailing code after a final full block. */
  private static byte[] encode(byte[] payload) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream block = new ByteArrayOutputStream();
    for (int i = 0; i < payload.length; i++) {
      if (payload[i] == 0) {
        out.write(block.size() + 1);
        out.writeBytes(block.toByteArray());
        block.reset();
        continue;
      }
      block.write(payload[i]);
      if (block.size() == 254) {
        out.write(0xFF);
        out.writeBytes(block.toByteArray());
        block.reset();
        if (i == payload.length - 1) {
          return out.toByteArray();
        }
      }
    }
    out.write(block.size() + 1);
    out.writeBytes(block.toByteArray());
    return out.toByteArray();
  }
}

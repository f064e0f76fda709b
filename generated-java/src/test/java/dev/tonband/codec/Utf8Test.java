// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The strict UTF-8 check against the JDK's own decoder, which rejects what Unicode forbids
 * (overlong forms, surrogates, code points above U+10FFFF, stray or missing continuation bytes).
 * Each sequence is checked inside a larger array, so a check that reads past its window fails.
 */
class Utf8Test {
  /** Bytes around each lead: the edges of ASCII, continuation bytes and every lead range. */
  private static final int[] EDGES = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xF0, 0xF4, 0xFF};
  /** The last byte after a 4-byte lead: a continuation byte or not, at each edge. */
  private static final int[] LAST = {0x7F, 0x80, 0xBF, 0xC0};

  private final CharsetDecoder jdk = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT)
      .onUnmappableCharacter(CodingErrorAction.REPORT);

  @Test
  void agreesWithTheJdkOnEveryOneAndTwoByteSequence() {
    for (int a = 0; a < 256; a++) {
      assertAgrees(a);
      for (int b = 0; b < 256; b++) {
        assertAgrees(a, b);
      }
    }
  }

  @Test
  void agreesWithTheJdkOnEveryLeadAndSecondByteOfLongerSequences() {
    for (int lead = 0x80; lead < 256; lead++) {
      for (int second = 0; second < 256; second++) {
        for (int third : EDGES) {
          assertAgrees(lead, second, third);
          for (int fourth : lead >= 0xF0 ? LAST : new int[0]) {
            assertAgrees(lead, second, third, fourth);
          }
        }
      }
    }
  }

  @Test
  void agreesWithTheJdkOnTheEdgesOfEachForm() {
    assertAgrees(0xDF, 0xBF);                   // U+07FF, last 2-byte
    assertAgrees(0xE0, 0xA0, 0x80);             // U+0800, first 3-byte
    assertAgrees(0xE0, 0x9F, 0xBF);             // overlong U+07FF
    assertAgrees(0xED, 0x9F, 0xBF);             // U+D7FF, before the surrogates
    assertAgrees(0xED, 0xA0, 0x80);             // U+D800, first surrogate
    assertAgrees(0xED, 0xBF, 0xBF);             // U+DFFF, last surrogate
    assertAgrees(0xEE, 0x80, 0x80);             // U+E000, after them
    assertAgrees(0xEF, 0xBF, 0xBF);             // U+FFFF, last 3-byte
    assertAgrees(0xF0, 0x8F, 0xBF, 0xBF);       // overlong U+FFFF
    assertAgrees(0xF0, 0x90, 0x80, 0x80);       // U+10000, first 4-byte
    assertAgrees(0xF4, 0x8F, 0xBF, 0xBF);       // U+10FFFF, the last code point
    assertAgrees(0xF4, 0x90, 0x80, 0x80);       // U+110000, beyond it
    assertAgrees(0xF0, 0x9F, 0x98, 0x80, 0x41); // U+1F600 then ASCII
    assertAgrees(0xF0, 0x9F, 0x98);             // cut short
  }

  @Test
  void agreesWithTheJdkOnRandomMixturesOfWellFormedAndBrokenText() {
    SplittableRandom random = new SplittableRandom(19);
    String[] pieces = {"a", "\u00e9", "\u20ac", "\ud83d\ude00", "\u07ff", "\u0800", "\ufffd"};
    for (int n = 0; n < 20_000; n++) {
      StringBuilder text = new StringBuilder();
      for (int k = random.nextInt(8); k > 0; k--) {
        text.append(pieces[random.nextInt(pieces.length)]);
      }
      byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
      if (bytes.length > 0 && random.nextBoolean()) {
        bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
      }
      assertAgrees(bytes);
    }
  }

  private void assertAgrees(int... sequence) {
    byte[] bytes = new byte[sequence.length];
    for (int i = 0; i < sequence.length; i++) {
      bytes[i] = (byte) sequence[i];
    }
    assertAgrees(bytes);
  }

  /** The sequence inside a window of a larger array, with a continuation byte just after the window. */
  private void assertAgrees(byte[] sequence) {
    byte[] array = new byte[sequence.length + 2];
    array[0] = (byte) 0x41;
    System.arraycopy(sequence, 0, array, 1, sequence.length);
    array[array.length - 1] = (byte) 0x80;
    boolean expected = jdkAccepts(sequence);
    if (Utf8.isValid(array, 1, sequence.length) != expected) {
      assertWithMessage(HexFormat.ofDelimiter(" ").formatHex(sequence))
          .that(Utf8.isValid(array, 1, sequence.length)).isEqualTo(expected);
    }
  }

  private boolean jdkAccepts(byte[] bytes) {
    try {
      jdk.reset().decode(ByteBuffer.wrap(bytes));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}

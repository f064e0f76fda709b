// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A field's type change, one rule each, judged by the bytes on the wire (docs/wire-format.md):
 * the exact line `tonband catalogue diff` prints for it. The CLI's own test covers the other
 * kinds of change.
 */
class CatalogueDiffTest {
  private static final String CATALOGUE = """
      enums:
        Mode:
          description: A mode.
          values: {OFF: 0, ON: 1}
        Level:
          description: A level.
          values: {LOW: 0, HIGH: 1}
      groups:
        app:
          description: Application events.
          events:
            sample:
              id: 0x90
              fields:
                sensor: u8
                reading: %s
              description: A reading.
      """;

  /** The one change when field {@code reading} of type {@code was} becomes {@code is}. */
  private static String change(String was, String is) throws CatalogueException {
    var changes = CatalogueDiff.between(
        CatalogueLoader.load("old.yaml", CATALOGUE.formatted(was)),
        CatalogueLoader.load("new.yaml", CATALOGUE.formatted(is)));
    assertThat(changes).hasSize(1);
    return changes.get(0).toString();
  }

  private static String expected(String kind, String was, String is, String reason) {
    return "new.yaml:16:11: " + kind + ": event 'app/sample' (0x90): required field 'reading' is " + is + " now, was "
        + was + ": " + reason;
  }

  @Test
  void widenedVarintsReadEveryOldValue() throws Exception {
    assertThat(change("u16", "u32")).isEqualTo(expected("compatible", "u16", "u32",
        "the same LEB128 varint, and every u16 value fits"));
    assertThat(change("u32", "u64")).isEqualTo(expected("compatible", "u32", "u64",
        "the same LEB128 varint, and every u32 value fits"));
    assertThat(change("s8", "s64")).isEqualTo(expected("compatible", "s8", "s64",
        "the same sign-and-magnitude varint, and every s8 value fits"));
  }

  @Test
  void narrowedVarintsLoseOldValues() throws Exception {
    assertThat(change("u64", "u32")).isEqualTo(expected("breaking", "u64", "u32",
        "the same LEB128 varint, but old traces' values outside the u32 range no longer decode"));
    assertThat(change("s32", "s16")).isEqualTo(expected("breaking", "s32", "s16",
        "the same sign-and-magnitude varint, but old traces' values outside the s16 range no longer decode"));
  }

  @Test
  void signednessChangesMoveTheSignBit() throws Exception {
    assertThat(change("u32", "s32")).isEqualTo(expected("breaking", "u32", "s32",
        "a sign-and-magnitude varint keeps the sign in its lowest bit, so old traces' bytes read as other numbers"
            + " (an old 2 reads as 1)"));
    assertThat(change("s64", "u64")).isEqualTo(expected("breaking", "s64", "u64",
        "old traces hold sign-and-magnitude varints, with the sign in the lowest bit, so their bytes read as other"
            + " numbers (an old 1 reads as 2)"));
  }

  @Test
  void aRawByteIsNoVarint() throws Exception {
    assertThat(change("u8", "u32")).isEqualTo(expected("breaking", "u8", "u32",
        "old traces hold one raw byte where it now reads a LEB128 varint: an old byte from 0x80 up reads as the start"
            + " of a longer number"));
    assertThat(change("u16", "u8")).isEqualTo(expected("breaking", "u16", "u8",
        "old traces hold a LEB128 varint where it now reads one raw byte: old values from 128 up take more than one"
            + " byte"));
  }

  @Test
  void oneByteTypesDifferInTheValuesTheyAllow() throws Exception {
    assertThat(change("Mode", "u8")).isEqualTo(expected("compatible", "Mode", "u8",
        "the same one byte; old values show as numbers now"));
    assertThat(change("u8", "Mode")).isEqualTo(expected("breaking", "u8", "Mode",
        "the same one byte, but old values that enum Mode does not declare no longer decode"));
    assertThat(change("Mode", "Level")).isEqualTo(expected("breaking", "Mode", "Level",
        "the same one byte, but old values that enum Level does not declare no longer decode"));
    assertThat(change("u8", "bool")).isEqualTo(expected("breaking", "u8", "bool",
        "the same one byte, but a bool's is 0 or 1: old values from 2 up no longer decode"));
    assertThat(change("bool", "u32")).isEqualTo(expected("compatible", "bool", "u32",
        "a bool's byte 0 or 1 is also the varint 0 or 1"));
  }

  @Test
  void anyFloatChangeIsBreaking() throws Exception {
    assertThat(change("f32", "f64")).isEqualTo(expected("breaking", "f32", "f64",
        "old traces hold 4 raw IEEE 754 bytes where it now reads 8 raw IEEE 754 bytes"));
    assertThat(change("u32", "f32")).isEqualTo(expected("breaking", "u32", "f32",
        "old traces hold a LEB128 varint where it now reads 4 raw IEEE 754 bytes"));
    assertThat(change("f64", "s64")).isEqualTo(expected("breaking", "f64", "s64",
        "old traces hold 8 raw IEEE 754 bytes where it now reads a sign-and-magnitude varint"));
  }

  @Test
  void anyStringTypeChangeIsBreaking() throws Exception {
    assertThat(change("string", "bytes")).isEqualTo(expected("breaking", "string", "bytes",
        "both are written as a varint length then that many bytes, but old traces' text now reads as raw bytes"));
    assertThat(change("bytes", "string")).isEqualTo(expected("breaking", "bytes", "string",
        "both are written as a varint length then that many bytes, but old traces' raw bytes now read as text"));
    assertThat(change("string", "u32")).isEqualTo(expected("breaking", "string", "u32",
        "old traces hold a varint length then that many bytes where it now reads a LEB128 varint"));
  }

  @Test
  void arraysKeepTheirLengthAndJudgeTheirElements() throws Exception {
    assertThat(change("u16[3]", "u16[4]")).isEqualTo(expected("breaking", "u16[3]", "u16[4]",
        "old traces hold 3 elements one after another where it now reads 4 elements"));
    assertThat(change("u16[3]", "u32[3]")).isEqualTo(expected("compatible", "u16[3]", "u32[3]",
        "the same LEB128 varint, and every u16 value fits"));
    assertThat(change("f32[2]", "f64[2]")).isEqualTo(expected("breaking", "f32[2]", "f64[2]",
        "old traces hold 4 raw IEEE 754 bytes where it now reads 8 raw IEEE 754 bytes"));
  }

  @Test
  void aMaximumLengthBoundsOnlyTheEncoder() throws Exception {
    String string8 = "{type: string, max_length: 8}";
    String string16 = "{type: string, max_length: 16}";
    assertThat(change(string8, string16)).isEqualTo(expected("compatible", "string", "string",
        "holds up to 16 bytes now, was 8: the same length-prefixed bytes; the maximum bounds only what encoders"
            + " write"));
    assertThat(change(string16, string8)).isEqualTo(expected("compatible", "string", "string",
        "holds up to 8 bytes now, was 16: the same length-prefixed bytes; the maximum bounds only what encoders"
            + " write"));
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

/** The wire types a field can have (see docs/wire-format.md, "Field types"). */
public enum FieldKind {
  U8("u8", 1),
  U16("u16", 3),
  U32("u32", 5),
  U64("u64", 10),
  S8("s8", 2),
  S16("s16", 3),
  S32("s32", 5),
  S64("s64", 10),
  /** One byte, 0 or 1. */
  BOOL("bool", 1),
  /** IEEE 754 binary32, its raw bits little endian. */
  F32("f32", 4),
  /** IEEE 754 binary64, its raw bits little endian. */
  F64("f64", 8),
  /** One byte holding a value declared by a catalogue enum. */
  ENUM("enum", 1),
  /** Raw bytes to the end of the frame; only as the varlen field. */
  STR("str", 0),
  /** A varint length, then that many bytes; bounded by the field's maximum length. */
  BYTES("bytes", 0),
  /** As {@link #BYTES}, holding UTF-8 text. */
  STRING("string", 0);

  private final String keyword;
  private final int maxBytes;

  FieldKind(String keyword, int maxBytes) {
    this.keyword = keyword;
    this.maxBytes = maxBytes;
  }

  /** The name used in events.yaml; enums are referred to by their own name instead. */
  public String keyword() {
    return keyword;
  }

  /** Whether values are whole numbers (a counter can plot them). */
  public boolean isInteger() {
    return this == U8 || this == U16 || this == U32 || this == U64
        || this == S8 || this == S16 || this == S32 || this == S64;
  }

  /** Whether values are IEEE 754 floating point numbers. */
  public boolean isFloat() {
    return this == F32 || this == F64;
  }

  /** Whether the field is a length-prefixed run of bytes ({@code bytes} or {@code string}). */
  public boolean isSized() {
    return this == BYTES || this == STRING;
  }

  /** Whether a fixed-size array of this kind can be declared ({@code u16[3]}). */
  public boolean isArrayElement() {
    return isInteger() || isFloat() || this == BOOL;
  }

  /**
   * Most bytes one value takes in a frame payload; 0 for the kinds bounded by a length instead
   * (str by MAX_STR_LEN, bytes and string by the field's maximum length).
   */
  public int maxBytes() {
    return maxBytes;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

/**
 * A field's type: a wire kind; for {@link FieldKind#ENUM} the name of the catalogue enum; for a
 * fixed array {@code T[N]} its length N (0 for a single value); for {@code bytes} and {@code
 * string} the most bytes the encoder writes (0 for every other kind).
 */
public record FieldType(FieldKind kind, String enumName, int arrayLength, int maxLength) {
  /** The maximum length of a bytes or string field whose catalogue states none. */
  public static final int DEFAULT_MAX_LENGTH = 32;

  /** A single value of a keyword kind; bytes and string get {@link #DEFAULT_MAX_LENGTH}. */
  public static FieldType of(FieldKind kind) {
    if (kind == FieldKind.ENUM) {
      throw new IllegalArgumentException("enum types need the enum's name");
    }
    return new FieldType(kind, null, 0, kind.isSized() ? DEFAULT_MAX_LENGTH : 0);
  }

  public static FieldType ofEnum(String enumName) {
    return new FieldType(FieldKind.ENUM, enumName, 0, 0);
  }

  /** A fixed array {@code kind[length]} of a scalar kind. */
  public static FieldType arrayOf(FieldKind kind, int length) {
    if (!kind.isArrayElement() || length < 1) {
      throw new IllegalArgumentException("no array " + kind.keyword() + "[" + length + "]");
    }
    return new FieldType(kind, null, length, 0);
  }

  /** A bytes or string field of at most {@code maxLength} bytes. */
  public static FieldType sized(FieldKind kind, int maxLength) {
    if (!kind.isSized()) {
      throw new IllegalArgumentException(kind.keyword() + " has no maximum length");
    }
    return new FieldType(kind, null, 0, maxLength);
  }

  public boolean isEnum() {
    return kind == FieldKind.ENUM;
  }

  public boolean isArray() {
    return arrayLength > 0;
  }

  /** How events.yaml spells this type: {@code u16}, {@code u16[3]}, {@code MotorPhase}. */
  public String spelling() {
    if (isEnum()) {
      return enumName;
    }
    return isArray() ? kind.keyword() + "[" + arrayLength + "]" : kind.keyword();
  }

  /**
   * Most bytes the field takes in a frame payload: an array's elements, a bytes or string field's
   * length varint and bytes; 0 for str, bounded by MAX_STR_LEN instead.
   */
  public int maxBytes() {
    if (kind.isSized()) {
      return varintBytes(maxLength) + maxLength;
    }
    return kind.maxBytes() * Math.max(1, arrayLength);
  }

  private static int varintBytes(long value) {
    int bytes = 1;
    while (value >= 0x80) {
      value >>>= 7;
      bytes++;
    }
    return bytes;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

/**
 * The field types of dial9 version 1 (dial9's latest spec), with their tags. Each type names the
 * Java value a {@link Dial9Reader} delivers for it; {@link Dial9Writer} writes all but the three
 * that Tonband never produces ({@link #isWritten()}).
 */
public enum FieldType {
  /** 8-byte little-endian signed; {@link Long}. */
  I64(1, Long.class),
  /** 8-byte little-endian IEEE 754 double; {@link Double}. */
  F64(2, Double.class),
  /** 1 byte, 0 = false, nonzero = true; {@link Boolean}. */
  BOOL(3, Boolean.class),
  /** u32 length + UTF-8; {@link String}. */
  STRING(4, String.class),
  /** u32 length + raw bytes; {@code byte[]}. */
  BYTES(5, byte[].class),
  /** u32 id into the stack pool; {@link PooledStackFrames}. */
  POOLED_STACK_FRAMES(6, PooledStackFrames.class),
  /** u32 id into the string pool; {@link PooledString}. */
  POOLED_STRING(7, PooledString.class),
  /** u32 count + that many u64 LE addresses; {@code long[]} (unsigned). */
  STACK_FRAMES(8, long[].class),
  /** Unsigned LEB128, up to 10 bytes; {@link Long} (unsigned). */
  VARINT(9, Long.class),
  /** u32 count + (u32 length, key, u32 length, value) pairs; {@link StringMap}. */
  STRING_MAP(10, StringMap.class),
  /** 1-byte unsigned; {@link Integer}. */
  U8(11, Integer.class),
  /** 2-byte little-endian unsigned; {@link Integer}. */
  U16(12, Integer.class),
  /** 4-byte little-endian unsigned; {@link Long}. */
  U32(13, Long.class),
  /** u32 count + that many (u8 type tag, value) elements; {@link DynamicList}. */
  DYNAMIC_LIST(14, DynamicList.class),
  /** u32 count + that many (u8 key tag, key, u8 value tag, value) entries; {@link DynamicMap}. */
  DYNAMIC_MAP(15, DynamicMap.class);

  private final int tag;
  private final Class<?> javaType;

  FieldType(int tag, Class<?> javaType) {
    this.tag = tag;
    this.javaType = javaType;
  }

  /** The class of this type's values in the writer and reader API. */
  public Class<?> javaType() {
    return javaType;
  }

  /** The tag this type has in a schema's FieldDef (without the optional bit). */
  public int tag() {
    return tag;
  }

  /** Whether {@link Dial9Writer} writes this type: every type but the pooled stacks and dynamic containers. */
  public boolean isWritten() {
    return this != POOLED_STACK_FRAMES && this != DYNAMIC_LIST && this != DYNAMIC_MAP;
  }

  /** The type with {@code tag} (without the optional bit), or null when version 1 defines none. */
  public static FieldType fromTag(int tag) {
    for (FieldType type : values()) {
      if (type.tag == tag) {
        return type;
      }
    }
    return null;
  }
}

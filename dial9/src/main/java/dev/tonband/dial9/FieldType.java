package dev.tonband.dial9;

/**
 * The field types of dial9 version 1, with their tags. Each type names the Java value a {@link
 * Dial9Writer} accepts and a {@link Dial9Reader} delivers for it.
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
  U32(13, Long.class);

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

  /** The type with {@code tag}, or null when version 1 defines none (6 is unassigned). */
  public static FieldType fromTag(int tag) {
    for (FieldType type : values()) {
      if (type.tag == tag) {
        return type;
      }
    }
    return null;
  }
}

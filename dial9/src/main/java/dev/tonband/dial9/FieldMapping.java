// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.WireType;
import java.io.IOException;
import java.util.Locale;

/**
 * How one catalogue field becomes one dial9 field, and back, for generated records and run-time
 * catalogues alike. The dial9 type follows from the
 * catalogue type alone (docs/dial9.md has the table and the reasons):
 *
 * <ul>
 *   <li>u8 and enums: {@code U8}, one byte as on the device;
 *   <li>u32 and u64: {@code Varint}: ids, counts and lengths are small, so mostly one byte where
 *       {@code U32} would always take four;
 *   <li>u16: {@code U16}, its two bytes;
 *   <li>s8, s16, s32 and s64: {@code I64}, dial9's only signed integer (there is no signed varint);
 *   <li>bool: {@code Bool}; f64: {@code F64}; f32: {@code F64} too, widened exactly (a NaN keeps
 *       its payload and its quiet bit, which Java's own widening would set);
 *   <li>bytes: {@code Bytes};
 *   <li>string: as str, by the same rule;
 *   <li>str of a metadata event: {@code String}, since each name is sent about once;
 *   <li>str of a timed event: {@code PooledString}: markers repeat a few messages, which then cost
 *       4 bytes per event and their text once.
 * </ul>
 *
 * <p>A fixed array is {@code Bytes}: its elements little endian at their C size ({@link ArrayBytes}),
 * as Tonband writes no dial9 lists.
 *
 * <p>Field values on the catalogue side are as {@code EventRecords} and {@code DynamicEvent} give
 * them: Long, Integer, Byte, Short, Boolean, Float, Double, String, byte[], or an enum constant or
 * {@code DynamicEnumValue}; null for an absent optional field.
 */
final class FieldMapping {
  private final CatalogueField field;
  private final FieldDef def;
  private final EnumValues enumValues;

  /**
   * The mapping of {@code field} of a timed or a metadata event.
   *
   * @param enumValues the values of an enum field, else null
   */
  FieldMapping(CatalogueField field, boolean metadataEvent, EnumValues enumValues) {
    if ((field.type() == WireType.ENUM) != (enumValues != null)) {
      throw new IllegalArgumentException("field " + field.name() + ": enum values go with an enum field, and only with one");
    }
    this.field = field;
    this.def = new FieldDef(field.name(),
        field.arrayLength() > 0 ? FieldType.BYTES : dial9Type(field.type(), metadataEvent), field.optional());
    this.enumValues = enumValues;
  }

  static FieldType dial9Type(WireType type, boolean metadataEvent) {
    return switch (type) {
      case U8, ENUM -> FieldType.U8;
      case U16 -> FieldType.U16;
      case U32, U64 -> FieldType.VARINT;
      case S8, S16, S32, S64 -> FieldType.I64;
      case BOOL -> FieldType.BOOL;
      case F32, F64 -> FieldType.F64;
      case BYTES -> FieldType.BYTES;
      case STR, STRING -> metadataEvent ? FieldType.STRING : FieldType.POOLED_STRING;
    };
  }

  FieldDef def() {
    return def;
  }

  /** The dial9 value of this field's {@code value}; null when an optional field is absent. */
  Object toDial9(Object value, Dial9Writer writer) throws IOException {
    if (value == null) {
      return null;
    }
    if (def.type() == FieldType.POOLED_STRING) {
      return writer.intern((String) value);
    }
    if (field.arrayLength() > 0) {
      return ArrayBytes.pack(field.type(), value, field.arrayLength());
    }
    return switch (field.type()) {
      case ENUM -> enumValues.valueOf(value);
      case S8, S16, S32 -> ((Number) value).longValue();
      case F32 -> widen((Float) value);
      default -> value;
    };
  }

  /** A float as the double of the same value, a NaN with the same sign and payload bits. */
  static double widen(float value) {
    if (!Float.isNaN(value)) {
      return value;
    }
    long bits = Float.floatToRawIntBits(value) & 0xFFFF_FFFFL;
    return Double.longBitsToDouble((bits >>> 31) << 63 | 0x7FFL << 52 | (bits & 0x7F_FFFFL) << 29);
  }

  /** The float {@link #widen} made this double from. */
  static float narrow(double value) {
    if (!Double.isNaN(value)) {
      return (float) value;
    }
    long bits = Double.doubleToRawLongBits(value);
    return Float.intBitsToFloat((int) ((bits >>> 63) << 31 | 0xFFL << 23 | (bits >>> 29) & 0x7F_FFFFL));
  }

  /**
   * The field value for a dial9 value written by {@link #toDial9}, or throws a {@link
   * MappingException} saying why the value cannot be this field's.
   */
  Object fromDial9(Object value) throws MappingException {
    if (value == null) {
      return null;
    }
    if (field.type() == WireType.ENUM) {
      Object constant = enumValues.constantOf((Integer) value);
      if (constant == null) {
        throw new MappingException(
            "field '" + field.name() + "': " + value + " is not a value of enum " + enumValues.name());
      }
      return constant;
    }
    if (value instanceof PooledString pooled) {
      if (pooled.value() == null) {
        throw new MappingException(
            "field '" + field.name() + "' refers to pool_id " + pooled.poolId() + ", which is not defined before it");
      }
      return pooled.value();
    }
    if (field.arrayLength() > 0) {
      Object array = ArrayBytes.unpack(field.type(), (byte[]) value, field.arrayLength());
      if (array == null) {
        throw new MappingException("field '" + field.name() + "': " + ((byte[]) value).length + " bytes are no "
            + field.type().name().toLowerCase(Locale.ROOT) + "[" + field.arrayLength() + "]");
      }
      return array;
    }
    return switch (field.type()) {
      case S8 -> (byte) inRange((Long) value, Byte.MIN_VALUE, Byte.MAX_VALUE);
      case S16 -> (short) inRange((Long) value, Short.MIN_VALUE, Short.MAX_VALUE);
      case S32 -> (int) inRange((Long) value, Integer.MIN_VALUE, Integer.MAX_VALUE);
      case F32 -> narrow((Double) value);
      default -> value;
    };
  }

  private long inRange(long value, long min, long max) throws MappingException {
    if (value < min || value > max) {
      throw new MappingException("field '" + field.name() + "': " + value + " is out of "
          + field.type().name().toLowerCase(Locale.ROOT) + " range");
    }
    return value;
  }
}

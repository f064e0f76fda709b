package dev.tonband.dial9;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.WireType;
import java.io.IOException;

/**
 * How one catalogue field becomes one dial9 field, and back, for generated records and run-time
 * catalogues alike. The dial9 type follows from the
 * catalogue type alone (docs/dial9.md has the table and the reasons):
 *
 * <ul>
 *   <li>u8 and enums: {@code U8}, one byte as on the device;
 *   <li>u32 and u64: {@code Varint}: ids, counts and lengths are small, so mostly one byte where
 *       {@code U32} would always take four;
 *   <li>s64: {@code I64}, dial9's only signed integer (there is no signed varint);
 *   <li>str of a metadata event: {@code String}, since each name is sent about once;
 *   <li>str of a timed event: {@code PooledString}: markers repeat a few messages, which then cost
 *       4 bytes per event and their text once.
 * </ul>
 *
 * <p>Field values on the catalogue side are as {@code EventRecords} and {@code DynamicEvent} give
 * them: Long, Integer, String, or an enum constant or {@code DynamicEnumValue}; null for an absent
 * optional field.
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
    this.def = new FieldDef(field.name(), dial9Type(field.type(), metadataEvent), field.optional());
    this.enumValues = enumValues;
  }

  static FieldType dial9Type(WireType type, boolean metadataEvent) {
    return switch (type) {
      case U8, ENUM -> FieldType.U8;
      case U32, U64 -> FieldType.VARINT;
      case S64 -> FieldType.I64;
      case STR -> metadataEvent ? FieldType.STRING : FieldType.POOLED_STRING;
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
    return enumValues != null ? (Object) enumValues.valueOf(value) : value;
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
    return value;
  }
}

package dev.tonband.dial9;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How one catalogue field becomes one dial9 field, and back. The dial9 type follows from the
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
 */
final class FieldMapping {
  private final CatalogueField field;
  private final FieldDef def;
  private final MethodHandle accessor;
  private final EnumValues enumValues;

  FieldMapping(CatalogueField field, boolean metadataEvent, RecordComponent component) {
    this.field = field;
    this.def = new FieldDef(field.name(), dial9Type(field.type(), metadataEvent), field.optional());
    try {
      this.accessor =
          MethodHandles.publicLookup()
              .unreflect(component.getAccessor())
              .asType(MethodType.methodType(Object.class, TraceEvent.class));
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("generated record component " + component + " is not public", e);
    }
    this.enumValues = field.type() == WireType.ENUM ? new EnumValues(enumType(component)) : null;
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

  /** The dial9 value of this field of {@code event}; null when an optional field is absent. */
  Object toDial9(TraceEvent event, Dial9Writer writer) throws IOException {
    Object component = component(event);
    if (component instanceof OptionalLong o) {
      return o.isPresent() ? o.getAsLong() : null;
    }
    if (component instanceof OptionalInt o) {
      return o.isPresent() ? o.getAsInt() : null;
    }
    if (component instanceof Optional<?> o) {
      return o.map(this::plain).orElse(null);
    }
    return def.type() == FieldType.POOLED_STRING ? writer.intern((String) component) : plain(component);
  }

  /**
   * The record component for a dial9 value written by {@link #toDial9}, or throws a {@link
   * MappingException} saying why the value cannot be this field's.
   */
  Object fromDial9(Object value) throws MappingException {
    if (!field.optional()) {
      return catalogueValue(value);
    }
    if (value == null) {
      return switch (field.type()) {
        case U8 -> OptionalInt.empty();
        case ENUM -> Optional.empty();
        default -> OptionalLong.empty();
      };
    }
    Object plain = catalogueValue(value);
    return switch (field.type()) {
      case U8 -> OptionalInt.of((Integer) plain);
      case ENUM -> Optional.of(plain);
      default -> OptionalLong.of((Long) plain);
    };
  }

  private Object plain(Object component) {
    return component instanceof Enum<?> e ? (Object) enumValues.valueOf(e) : component;
  }

  private Object catalogueValue(Object value) throws MappingException {
    if (field.type() == WireType.ENUM) {
      Enum<?> constant = enumValues.constantOf((Integer) value);
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

  private Object component(TraceEvent event) {
    try {
      return (Object) accessor.invokeExact(event);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("record accessors throw no checked exceptions", e);
    }
  }

  /** The enum of an enum component, plain or inside an {@code Optional}. */
  private static Class<?> enumType(RecordComponent component) {
    if (component.getType() == Optional.class) {
      return (Class<?>) ((ParameterizedType) component.getGenericType()).getActualTypeArguments()[0];
    }
    return component.getType();
  }
}

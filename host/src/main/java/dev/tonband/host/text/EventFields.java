package dev.tonband.host.text;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.EventType;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.TraceEvent;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The fields of any event record, by catalogue name, for output that lists every field (decode
 * text and JSON, annotations of undeclared application events). Names and wire types come from
 * the generated catalogue table; the accessors of each record class are looked up once. Absent
 * optional fields are left out, and u64 values beyond 2^63 become BigIntegers, never negative.
 */
public final class EventFields {
  /** A field's catalogue name ({@code isr_id}) and value (a Number, String or an enum). */
  public record Field(String name, Object value) {}

  private record Accessor(CatalogueField field, MethodHandle getter) {}

  private static final Map<Class<?>, EventType> TYPES =
      EventTypes.ALL.stream().collect(Collectors.toMap(EventType::recordType, Function.identity()));

  private static final ClassValue<List<Accessor>> ACCESSORS = new ClassValue<>() {
    @Override
    protected List<Accessor> computeValue(Class<?> type) {
      List<CatalogueField> fields = TYPES.get(type).fields();
      RecordComponent[] components = type.getRecordComponents();
      int first = components.length - fields.size(); // the timestamp, printed apart in ns, comes first
      List<Accessor> accessors = new ArrayList<>();
      for (int i = 0; i < fields.size(); i++) {
        try {
          accessors.add(new Accessor(fields.get(i),
              MethodHandles.publicLookup().unreflect(components[first + i].getAccessor())));
        } catch (IllegalAccessException e) {
          throw new IllegalStateException("generated event records are public", e);
        }
      }
      return List.copyOf(accessors);
    }
  };

  private EventFields() {}

  public static List<Field> of(TraceEvent event) {
    if (event instanceof DynamicEvent dynamic) {
      return of(dynamic);
    }
    List<Field> fields = new ArrayList<>();
    for (Accessor accessor : ACCESSORS.get(event.getClass())) {
      Object value;
      try {
        value = accessor.getter().invoke(event);
      } catch (Throwable e) {
        throw new IllegalStateException("record accessor failed", e);
      }
      Object present = present(value);
      if (present != null) {
        fields.add(new Field(accessor.field().name(), unsigned(accessor.field().type(), present)));
      }
    }
    return fields;
  }

  /** An event of a catalogue given at run time: its values are in wire order already. */
  private static List<Field> of(DynamicEvent event) {
    List<Field> fields = new ArrayList<>();
    List<DynamicField> types = event.type().fields();
    for (int i = 0; i < types.size(); i++) {
      Object value = event.values().get(i);
      if (value != null) {
        fields.add(new Field(types.get(i).name(), unsigned(types.get(i).type(), value)));
      }
    }
    return fields;
  }

  /** Unwraps optionals; null for an absent one. */
  private static Object present(Object value) {
    if (value instanceof OptionalLong o) {
      return o.isPresent() ? o.getAsLong() : null;
    }
    if (value instanceof OptionalInt o) {
      return o.isPresent() ? o.getAsInt() : null;
    }
    if (value instanceof Optional<?> o) {
      return o.orElse(null);
    }
    return value;
  }

  /** Records hold u64 values in a long; the ones beyond 2^63 must not print negative. */
  private static Object unsigned(WireType type, Object value) {
    if (type == WireType.U64 && (Long) value < 0) {
      return new BigInteger(Long.toUnsignedString((Long) value));
    }
    return value;
  }
}

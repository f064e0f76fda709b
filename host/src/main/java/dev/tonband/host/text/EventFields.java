package dev.tonband.host.text;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The fields of any event record, by catalogue name, for output that lists every field (decode
 * text and JSON, annotations of undeclared application events). The accessors of each record
 * class are looked up once; absent optional fields are left out.
 */
public final class EventFields {
  /** A field's catalogue name ({@code isr_id}) and value (Long, Integer, String or an enum). */
  public record Field(String name, Object value) {}

  private record Accessor(String name, MethodHandle getter) {}

  private static final ClassValue<List<Accessor>> ACCESSORS = new ClassValue<>() {
    @Override
    protected List<Accessor> computeValue(Class<?> type) {
      List<Accessor> accessors = new ArrayList<>();
      for (RecordComponent component : type.getRecordComponents()) {
        if (component.getName().equals("ts") && TimedEvent.class.isAssignableFrom(type)) {
          continue; // the timestamp is printed apart, in ns
        }
        try {
          accessors.add(new Accessor(snakeCase(component.getName()),
              MethodHandles.publicLookup().unreflect(component.getAccessor())));
        } catch (IllegalAccessException e) {
          throw new IllegalStateException("generated event records are public", e);
        }
      }
      return List.copyOf(accessors);
    }
  };

  private EventFields() {}

  public static List<Field> of(TraceEvent event) {
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
        fields.add(new Field(accessor.name(), present));
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

  /** {@code isrId} back to the catalogue's {@code isr_id}. */
  static String snakeCase(String camel) {
    StringBuilder s = new StringBuilder(camel.length() + 4);
    for (char c : camel.toCharArray()) {
      if (Character.isUpperCase(c)) {
        s.append('_').append(Character.toLowerCase(c));
      } else {
        s.append(c);
      }
    }
    return s.toString();
  }
}

package dev.tonband.dial9;

import dev.tonband.codec.EventType;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * One catalogue event as a dial9 schema: the schema ({@code group/name}, type_id = event id,
 * timestamped unless metadata, one field per catalogue field), and the record's accessors and
 * canonical constructor, looked up once here so that per-event work is plain method-handle calls.
 */
final class EventMapping {
  private final Schema schema;
  private final List<FieldMapping> fields;
  private final MethodHandle constructor;

  EventMapping(EventType type) {
    RecordComponent[] components = type.recordType().getRecordComponents();
    int first = type.metadata() ? 0 : 1; // a timed record's first component is ts
    List<FieldMapping> mappings = new ArrayList<>();
    List<FieldDef> defs = new ArrayList<>();
    for (int i = 0; i < type.fields().size(); i++) {
      FieldMapping mapping = new FieldMapping(type.fields().get(i), type.metadata(), components[first + i]);
      mappings.add(mapping);
      defs.add(mapping.def());
    }
    this.fields = List.copyOf(mappings);
    this.schema = new Schema(type.id(), type.group() + "/" + type.name(), !type.metadata(), defs);
    Class<?>[] parameterTypes = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      parameterTypes[i] = components[i].getType();
    }
    try {
      this.constructor =
          MethodHandles.publicLookup()
              .findConstructor(type.recordType(), MethodType.methodType(void.class, parameterTypes))
              .asSpreader(Object[].class, components.length)
              .asType(MethodType.methodType(TraceEvent.class, Object[].class));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(type.recordType() + " has no public canonical constructor", e);
    }
  }

  Schema schema() {
    return schema;
  }

  /** The dial9 values of {@code event}, interning its pooled strings with {@code writer}. */
  Object[] values(TraceEvent event, Dial9Writer writer) throws IOException {
    Object[] values = new Object[fields.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = fields.get(i).toDial9(event, writer);
    }
    return values;
  }

  /** The record of a dial9 event of this schema; {@code ticks} is ignored for metadata events. */
  TraceEvent toRecord(long ticks, List<Object> values) throws MappingException {
    int first = schema.hasTimestamp() ? 1 : 0;
    Object[] arguments = new Object[first + fields.size()];
    if (schema.hasTimestamp()) {
      arguments[0] = ticks;
    }
    for (int i = 0; i < fields.size(); i++) {
      arguments[first + i] = fields.get(i).fromDial9(values.get(i));
    }
    try {
      return (TraceEvent) constructor.invokeExact(arguments);
    } catch (IllegalArgumentException e) {
      // the record's own range checks, e.g. a Varint beyond a u32 field's range
      throw new MappingException(schema.name() + ": " + e.getMessage());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("record constructors throw no checked exceptions", e);
    }
  }

  /** Whether {@code other} is this mapping's schema, whatever type_id a writer gave it. */
  boolean matches(Schema other) {
    return other.name().equals(schema.name())
        && other.hasTimestamp() == schema.hasTimestamp()
        && other.fields().equals(schema.fields());
  }
}

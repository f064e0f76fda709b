package dev.tonband.dial9;

import dev.tonband.codec.EventType;
import dev.tonband.codec.events.EventRecords;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One catalogue event as a dial9 schema: the schema ({@code group/name}, type_id = event id,
 * timestamped unless metadata, one field per catalogue field), and the mapping of each field.
 * Records are read and built through the generated {@link EventRecords}.
 */
final class EventMapping {
  private final int eventId;
  private final Schema schema;
  private final List<FieldMapping> fields;

  EventMapping(EventType type) {
    this.eventId = type.id();
    List<FieldMapping> mappings = new ArrayList<>();
    List<FieldDef> defs = new ArrayList<>();
    for (int i = 0; i < type.fields().size(); i++) {
      FieldMapping mapping = new FieldMapping(type.id(), i, type.fields().get(i), type.metadata());
      mappings.add(mapping);
      defs.add(mapping.def());
    }
    this.fields = List.copyOf(mappings);
    this.schema = new Schema(type.id(), type.group() + "/" + type.name(), !type.metadata(), defs);
  }

  Schema schema() {
    return schema;
  }

  /** The dial9 values of {@code event}, interning its pooled strings with {@code writer}. */
  Object[] values(TraceEvent event, Dial9Writer writer) throws IOException {
    Object[] values = EventRecords.fields(event);
    for (int i = 0; i < values.length; i++) {
      values[i] = fields.get(i).toDial9(values[i], writer);
    }
    return values;
  }

  /** The record of a dial9 event of this schema; {@code ticks} is ignored for metadata events. */
  TraceEvent toRecord(long ticks, List<Object> values) throws MappingException {
    Object[] fieldValues = new Object[fields.size()];
    for (int i = 0; i < fieldValues.length; i++) {
      fieldValues[i] = fields.get(i).fromDial9(values.get(i));
    }
    try {
      return EventRecords.create(eventId, ticks, fieldValues);
    } catch (IllegalArgumentException e) {
      // the record's own range checks, e.g. a Varint beyond a u32 field's range
      throw new MappingException(schema.name() + ": " + e.getMessage());
    }
  }

  /** Whether {@code other} is this mapping's schema, whatever type_id a writer gave it. */
  boolean matches(Schema other) {
    return other.name().equals(schema.name())
        && other.hasTimestamp() == schema.hasTimestamp()
        && other.fields().equals(schema.fields());
  }
}

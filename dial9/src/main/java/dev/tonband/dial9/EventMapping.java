// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicEventType;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.EventType;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.DynamicMetadataEvent;
import dev.tonband.codec.events.DynamicTimedEvent;
import dev.tonband.codec.events.EventRecords;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One catalogue event as a dial9 schema: the schema ({@code group/name}, type_id = event id,
 * timestamped unless metadata, one field per catalogue field), and the mapping of each field.
 * Generated records are read and built through the generated {@link EventRecords}; events of a
 * catalogue given at run time are {@link DynamicEvent}s of their {@link DynamicEventType}.
 */
final class EventMapping {
  /** How the events of one type give their field values, and are made from them. */
  private interface Records {
    Object[] fields(TraceEvent event);

    /** @throws IllegalArgumentException when a value is out of its field's range */
    TraceEvent create(long ticks, Object[] fields);
  }

  private final Schema schema;
  private final List<FieldMapping> fields;
  private final Records records;

  private EventMapping(
      int id, String group, String name, boolean metadata, List<FieldMapping> fields, Records records) {
    this.fields = List.copyOf(fields);
    this.records = records;
    List<FieldDef> defs = new ArrayList<>();
    for (FieldMapping field : fields) {
      defs.add(field.def());
    }
    this.schema = new Schema(id, group + "/" + name, !metadata, defs);
  }

  /** The mapping of a generated record type. */
  static EventMapping of(EventType type) {
    List<FieldMapping> fields = new ArrayList<>();
    for (int i = 0; i < type.fields().size(); i++) {
      CatalogueField field = type.fields().get(i);
      EnumValues enumValues = field.type() == WireType.ENUM ? EnumValues.generated(type.id(), i) : null;
      fields.add(new FieldMapping(field, type.metadata(), enumValues));
    }
    return new EventMapping(type.id(), type.group(), type.name(), type.metadata(), fields, new Records() {
      @Override
      public Object[] fields(TraceEvent event) {
        return EventRecords.fields(event);
      }

      @Override
      public TraceEvent create(long ticks, Object[] fields) {
        return EventRecords.create(type.id(), ticks, fields);
      }
    });
  }

  /** The mapping of an event type of a catalogue given at run time. */
  static EventMapping of(DynamicEventType type) {
    List<FieldMapping> fields = new ArrayList<>();
    for (DynamicField field : type.fields()) {
      EnumValues enumValues = field.type() == WireType.ENUM ? EnumValues.of(field) : null;
      fields.add(new FieldMapping(
          new CatalogueField(field.name(), field.type(), field.optional(), field.arrayLength()), type.metadata(),
          enumValues));
    }
    return new EventMapping(type.id(), type.group(), type.name(), type.metadata(), fields, new Records() {
      @Override
      public Object[] fields(TraceEvent event) {
        return ((DynamicEvent) event).values().toArray();
      }

      @Override
      public TraceEvent create(long ticks, Object[] fields) {
        for (int i = 0; i < fields.length; i++) {
          DynamicField field = type.fields().get(i);
          if (field.type() == WireType.U32 && fields[i] != null && ((Long) fields[i] >>> 32) != 0) {
            throw new IllegalArgumentException(
                field.name() + " is out of u32 range: " + Long.toUnsignedString((Long) fields[i]));
          }
        }
        List<Object> values = Collections.unmodifiableList(Arrays.asList(fields)); // as DynamicDecoder gives them
        return type.metadata() ? new DynamicMetadataEvent(type, values) : new DynamicTimedEvent(type, ticks, values);
      }
    });
  }

  Schema schema() {
    return schema;
  }

  /** The dial9 values of {@code event}, interning its pooled strings with {@code writer}. */
  Object[] values(TraceEvent event, Dial9Writer writer) throws IOException {
    Object[] values = records.fields(event);
    for (int i = 0; i < values.length; i++) {
      values[i] = fields.get(i).toDial9(values[i], writer);
    }
    return values;
  }

  /** The event of a dial9 event of this schema; {@code ticks} is ignored for metadata events. */
  TraceEvent toRecord(long ticks, List<Object> values) throws MappingException {
    Object[] fieldValues = new Object[fields.size()];
    for (int i = 0; i < fieldValues.length; i++) {
      fieldValues[i] = fields.get(i).fromDial9(values.get(i));
    }
    try {
      return records.create(ticks, fieldValues);
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

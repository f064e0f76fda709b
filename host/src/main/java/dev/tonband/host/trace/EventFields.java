// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.EventType;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.EventRecords;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.TraceEvent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields of any event record, by catalogue name, for output that lists every field (decode
 * text and JSON, annotations of undeclared application events). Names and wire types come from
 * the generated catalogue table, values from the generated {@link EventRecords}
 * (or, for a catalogue given at run time, from the {@link DynamicEvent}). Absent
 * optional fields are left out, u64 values beyond 2^63 become BigIntegers, never negative, bytes
 * fields the upper-case hex of their bytes, and arrays Lists of their elements.
 */
public final class EventFields {
  /** A field's catalogue name ({@code isr_id}) and value (a Number, Boolean, String, List or an enum). */
  public record Field(String name, Object value) {}

  private static final EventType[] TYPES = new EventType[256];

  static {
    for (EventType type : EventTypes.ALL) {
      TYPES[type.id()] = type;
    }
  }

  private EventFields() {}

  public static List<Field> of(TraceEvent event) {
    if (event instanceof DynamicEvent dynamic) {
      return of(dynamic);
    }
    List<CatalogueField> declared = TYPES[event.eventId()].fields();
    Object[] values = EventRecords.fields(event);
    List<Field> fields = new ArrayList<>(values.length);
    for (int i = 0; i < values.length; i++) {
      if (values[i] != null) {
        fields.add(new Field(declared.get(i).name(), shown(declared.get(i).type(), values[i])));
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
        fields.add(new Field(types.get(i).name(), shown(types.get(i).type(), value)));
      }
    }
    return fields;
  }

  /**
   * A value as output shows it. Records hold u64 values in a long, and the ones beyond 2^63 must
   * not print negative; bytes print as hex; an array (a primitive array) becomes a List.
   */
  private static Object shown(WireType type, Object value) {
    if (type == WireType.BYTES) {
      return hex((byte[]) value);
    }
    if (value.getClass().isArray()) {
      List<Object> elements = new ArrayList<>();
      for (Object element : elements(value)) {
        elements.add(shown(type, element));
      }
      return elements;
    }
    if (type == WireType.U64 && (Long) value < 0) {
      return new BigInteger(Long.toUnsignedString((Long) value));
    }
    return value;
  }

  /** Upper-case hex; by hand, as the web page's TeaVM has no HexFormat. */
  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder(bytes.length * 2);
    for (byte b : bytes) {
      out.append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)))
          .append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
    }
    return out.toString();
  }

  /**
   * The elements of an array field's primitive array, boxed; without reflection, which the web
   * page's TeaVM lacks.
   */
  private static List<Object> elements(Object array) {
    List<Object> out = new ArrayList<>();
    if (array instanceof int[] a) {
      for (int v : a) {
        out.add(v);
      }
    } else if (array instanceof long[] a) {
      for (long v : a) {
        out.add(v);
      }
    } else if (array instanceof short[] a) {
      for (short v : a) {
        out.add(v);
      }
    } else if (array instanceof byte[] a) {
      for (byte v : a) {
        out.add(v);
      }
    } else if (array instanceof boolean[] a) {
      for (boolean v : a) {
        out.add(v);
      }
    } else if (array instanceof float[] a) {
      for (float v : a) {
        out.add(v);
      }
    } else {
      for (double v : (double[]) array) {
        out.add(v);
      }
    }
    return out;
  }
}

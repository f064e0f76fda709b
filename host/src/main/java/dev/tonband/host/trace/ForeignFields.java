// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.DynamicValue;
import dev.tonband.dial9.FieldDef;
import dev.tonband.dial9.FieldType;
import dev.tonband.dial9.PooledString;
import dev.tonband.dial9.StringMap;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The fields of a foreign dial9 event (a schema this catalogue does not know), by the schema's
 * field names, as the same {@link EventFields.Field}s device events give: numbers stay numbers
 * (unsigned ones beyond 2^63 as BigInteger), booleans booleans, and everything else becomes text
 * a person can read. Absent optional fields are left out.
 */
public final class ForeignFields {
  private ForeignFields() {}

  public static List<EventFields.Field> of(Dial9Event event) {
    List<EventFields.Field> fields = new ArrayList<>();
    List<FieldDef> defs = event.schema().fields();
    for (int i = 0; i < defs.size(); i++) {
      Object value = event.values().get(i);
      if (value != null) {
        fields.add(new EventFields.Field(defs.get(i).name(), readable(defs.get(i).type(), value)));
      }
    }
    return fields;
  }

  private static Object readable(FieldType type, Object value) {
    if ((type == FieldType.VARINT || type == FieldType.U32) && (Long) value < 0) {
      return new BigInteger(Long.toUnsignedString((Long) value));
    }
    if (value instanceof PooledString pooled) {
      return pooled.value() != null ? pooled.value() : "<string pool entry " + pooled.poolId() + " not defined>";
    }
    if (type == FieldType.BYTES || type == FieldType.STACK_FRAMES) {
      return new DynamicValue(type, value).toString(); // bytes in hex, frames as 0x addresses
    }
    if (value instanceof StringMap map) {
      return map.entries().stream().map(e -> e.key() + "=" + e.value()).collect(Collectors.joining(", "));
    }
    return value;
  }
}

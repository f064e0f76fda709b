// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.Collections;
import java.util.List;

/**
 * One decoded event of any dial9 stream: its schema and its values, read without knowing anything
 * about the producer.
 *
 * @param timestampNs absolute timestamp in nanoseconds (unsigned); 0 when the schema has none
 * @param values one per schema field, in schema order, typed as {@link FieldType} describes; null
 *     for an absent optional field. Arrays ({@code byte[]}, {@code long[]}) compare by identity.
 */
public record Dial9Event(Schema schema, long timestampNs, List<Object> values) {
  public Dial9Event {
    values = Collections.unmodifiableList(values);
  }

  /** The value of the field called {@code fieldName}, or null when it is absent or not in the schema. */
  public Object value(String fieldName) {
    int index = schema.indexOf(fieldName);
    return index < 0 ? null : values.get(index);
  }
}

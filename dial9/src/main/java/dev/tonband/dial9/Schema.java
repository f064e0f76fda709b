// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.List;
import java.util.Objects;

/**
 * The layout of one event type: what a schema frame declares.
 *
 * @param typeId 0..65535, referenced by the type's event frames
 * @param hasTimestamp whether its events carry a packed nanosecond timestamp (not a field)
 */
public record Schema(int typeId, String name, boolean hasTimestamp, List<FieldDef> fields) {
  public Schema {
    if (typeId < 0 || typeId > 0xFFFF) {
      throw new IllegalArgumentException("type_id is a u16, got " + typeId);
    }
    Dial9.checkName(Objects.requireNonNull(name, "name"));
    fields = List.copyOf(fields);
    if (fields.size() > 0xFFFF) {
      throw new IllegalArgumentException("a schema has at most 65535 fields, got " + fields.size());
    }
  }

  /** The index of the field called {@code name}, or -1: readers look fields up by name. */
  public int indexOf(String fieldName) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(fieldName)) {
        return i;
      }
    }
    return -1;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The value of a {@link FieldType#DYNAMIC_MAP} field: entries whose keys and values may each be of
 * any type. A list and not a map, because the format keeps order and does not forbid repeated keys.
 */
public record DynamicMap(List<Entry> entries) {
  public DynamicMap {
    entries = List.copyOf(entries);
  }

  /** {@code {"a": 1, 2: true}} */
  @Override
  public String toString() {
    return entries.stream().map(Entry::toString).collect(Collectors.joining(", ", "{", "}"));
  }

  public record Entry(DynamicValue key, DynamicValue value) {
    public Entry {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
      return key + ": " + value;
    }
  }
}

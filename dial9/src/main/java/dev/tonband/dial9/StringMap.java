// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.List;
import java.util.Objects;

/**
 * The value of a {@link FieldType#STRING_MAP} field: key-value pairs in stream order. A list and
 * not a map, because the format keeps order and does not forbid repeated keys.
 */
public record StringMap(List<Entry> entries) {
  public StringMap {
    entries = List.copyOf(entries);
  }

  public static StringMap of(Entry... entries) {
    return new StringMap(List.of(entries));
  }

  public record Entry(String key, String value) {
    public Entry {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(value, "value");
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.List;
import java.util.stream.Collectors;

/** The value of a {@link FieldType#DYNAMIC_LIST} field: elements of any types, in stream order. */
public record DynamicList(List<DynamicValue> elements) {
  public DynamicList {
    elements = List.copyOf(elements);
  }

  /** {@code [1, "a", true]} */
  @Override
  public String toString() {
    return elements.stream().map(DynamicValue::toString).collect(Collectors.joining(", ", "[", "]"));
  }
}

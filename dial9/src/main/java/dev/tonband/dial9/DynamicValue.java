// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.Arrays;
import java.util.Objects;

/**
 * An element of a {@link DynamicList} or a key or value of a {@link DynamicMap}: each carries its
 * own field type, so a reader knows, say, an unsigned {@code Varint} from a signed {@code I64}.
 *
 * @param value as {@link FieldType} describes for {@code type}
 */
public record DynamicValue(FieldType type, Object value) {
  public DynamicValue {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(value, "value");
  }

  /** Arrays ({@code Bytes}, {@code StackFrames}) compare by content. */
  @Override
  public boolean equals(Object o) {
    return o instanceof DynamicValue other && type == other.type && Objects.deepEquals(value, other.value);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + Arrays.deepHashCode(new Object[] {value});
  }

  /** The value as a person reads it: unsigned numbers unsigned, strings quoted, bytes in hex. */
  @Override
  public String toString() {
    return ValueText.of(type, value);
  }
}

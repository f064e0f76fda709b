// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.util.Map;
import java.util.Objects;

/**
 * One field of a {@link DynamicEventType}.
 *
 * @param optional whether frames may leave it out (an optional field)
 * @param enumName the catalogue enum of an {@link WireType#ENUM} field, else null
 * @param enumValues the enum's values by their byte, else empty
 * @param arrayLength N for a fixed array {@code T[N]} of {@code type}, 0 for a single value
 */
public record DynamicField(
    String name, WireType type, boolean optional, String enumName, Map<Integer, DynamicEnumValue> enumValues,
    int arrayLength) {

  public DynamicField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    enumValues = Map.copyOf(enumValues);
    if ((type == WireType.ENUM) != (enumName != null)) {
      throw new IllegalArgumentException("field " + name + ": an enum name goes with an enum field, and only with one");
    }
  }

  /** A field of a type other than an enum. */
  public static DynamicField of(String name, WireType type, boolean optional) {
    return new DynamicField(name, type, optional, null, Map.of(), 0);
  }

  /** An enum field. */
  public static DynamicField ofEnum(String name, boolean optional, String enumName, Map<Integer, DynamicEnumValue> values) {
    return new DynamicField(name, WireType.ENUM, optional, enumName, values, 0);
  }
}

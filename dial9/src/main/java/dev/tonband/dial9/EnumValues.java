// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.DynamicEnumValue;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.events.EventRecords;

/**
 * The wire bytes of the catalogue enum of one event field, and its values by byte: the constants
 * of a generated Java enum (looked up once through {@link EventRecords#enumConstant}), or the
 * {@link DynamicEnumValue}s of a catalogue given at run time. Conversions then map values to bytes
 * and back with array reads. Catalogue enums are encoded as one byte, so 256 entries hold them all.
 */
final class EnumValues {
  private static final int WIRE_VALUES = 256;

  private final Object[] constantByValue = new Object[WIRE_VALUES];
  /** The byte of each generated constant by ordinal; unused for run-time enums, whose values carry it. */
  private final int[] valueByOrdinal = new int[WIRE_VALUES];
  private final String name;

  private EnumValues(String name) {
    this.name = name;
  }

  /** The generated enum of field {@code fieldIndex} of event {@code eventId}. */
  static EnumValues generated(int eventId, int fieldIndex) {
    EnumValues values = null;
    for (int wire = 0; wire < WIRE_VALUES; wire++) {
      Enum<?> constant = EventRecords.enumConstant(eventId, fieldIndex, wire);
      if (constant != null) {
        if (values == null) {
          values = new EnumValues(constant.getDeclaringClass().getSimpleName());
        }
        values.constantByValue[wire] = constant;
        values.valueByOrdinal[constant.ordinal()] = wire;
      }
    }
    if (values == null) {
      throw new IllegalStateException("field " + fieldIndex + " of event " + eventId + " is no catalogue enum");
    }
    return values;
  }

  /** The enum of a field of a catalogue given at run time. */
  static EnumValues of(DynamicField field) {
    EnumValues values = new EnumValues(field.enumName());
    for (DynamicEnumValue value : field.enumValues().values()) {
      values.constantByValue[value.value()] = value;
    }
    return values;
  }

  /** The byte of {@code constant}: a generated enum constant or a {@link DynamicEnumValue}. */
  int valueOf(Object constant) {
    return constant instanceof DynamicEnumValue value ? value.value() : valueByOrdinal[((Enum<?>) constant).ordinal()];
  }

  /** The constant for {@code value}, or null when the enum declares none. */
  Object constantOf(int value) {
    return value >= 0 && value < WIRE_VALUES ? constantByValue[value] : null;
  }

  String name() {
    return name;
  }
}

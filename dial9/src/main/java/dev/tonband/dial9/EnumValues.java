package dev.tonband.dial9;

import dev.tonband.codec.events.EventRecords;

/**
 * The wire bytes of the catalogue enum of one event field, looked up once through the generated
 * {@link EventRecords#enumConstant}, so that conversions map constants to bytes and back with
 * two array reads. Catalogue enums are encoded as one byte, so 256 lookups find every constant.
 */
final class EnumValues {
  private static final int WIRE_VALUES = 256;

  private final Enum<?>[] constantByValue = new Enum<?>[WIRE_VALUES];
  private final int[] valueByOrdinal = new int[WIRE_VALUES];
  private final String name;

  EnumValues(int eventId, int fieldIndex) {
    String enumName = null;
    for (int wire = 0; wire < WIRE_VALUES; wire++) {
      Enum<?> constant = EventRecords.enumConstant(eventId, fieldIndex, wire);
      if (constant != null) {
        constantByValue[wire] = constant;
        valueByOrdinal[constant.ordinal()] = wire;
        enumName = constant.getDeclaringClass().getSimpleName();
      }
    }
    if (enumName == null) {
      throw new IllegalStateException("field " + fieldIndex + " of event " + eventId + " is no catalogue enum");
    }
    this.name = enumName;
  }

  int valueOf(Enum<?> constant) {
    return valueByOrdinal[constant.ordinal()];
  }

  /** The constant for {@code value}, or null when the enum declares none. */
  Enum<?> constantOf(int value) {
    return value >= 0 && value < WIRE_VALUES ? constantByValue[value] : null;
  }

  String name() {
    return name;
  }
}

package dev.tonband.dial9;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.HashMap;
import java.util.Map;

/**
 * The wire bytes of a generated catalogue enum, looked up once through its {@code value()} method,
 * so that conversions map constants to bytes and back without reflection per event.
 */
final class EnumValues {
  private final Class<?> type;
  private final int[] valueByOrdinal;
  private final Map<Integer, Enum<?>> constantByValue = new HashMap<>();

  EnumValues(Class<?> type) {
    this.type = type;
    Object[] constants = type.getEnumConstants();
    valueByOrdinal = new int[constants.length];
    try {
      MethodHandle value =
          MethodHandles.publicLookup().findVirtual(type, "value", MethodType.methodType(int.class));
      for (Object constant : constants) {
        Enum<?> e = (Enum<?>) constant;
        int wire = (int) value.invoke(e);
        valueByOrdinal[e.ordinal()] = wire;
        constantByValue.put(wire, e);
      }
    } catch (Throwable e) {
      throw new IllegalStateException(type + " is not a generated catalogue enum", e);
    }
  }

  int valueOf(Enum<?> constant) {
    return valueByOrdinal[constant.ordinal()];
  }

  /** The constant for {@code value}, or null when the enum declares none. */
  Enum<?> constantOf(int value) {
    return constantByValue.get(value);
  }

  String name() {
    return type.getSimpleName();
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.FieldType;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One field value of a corpus case in its canonical text form, the form every language compares:
 * decimal for integers (u64 unsigned), true or false for bools, a float's raw bits as 0x and
 * upper-case hex (8 digits for f32, 16 for f64: every NaN payload and -0.0 stays itself), the
 * bytes of a bytes field as upper-case hex, the value's name for enums, the text for strings,
 * an array's elements as {@code [a, b, c]}, and null for an absent optional field.
 */
public record CorpusValue(String name, String type, String value) {
  static String canonical(FieldType type, Object value) {
    if (value == null) {
      return null;
    }
    if (type.isArray()) {
      FieldType element = FieldType.of(type.kind());
      return "[" + String.join(", ", ((List<?>) value).stream().map(v -> canonical(element, v)).toList()) + "]";
    }
    return switch (type.kind()) {
      case U8, U16, U32, S8, S16, S32, S64 -> Long.toString((Long) value);
      case U64 -> Long.toUnsignedString((Long) value);
      case BOOL -> value.toString();
      case F32 -> String.format("0x%08X", (Long) value);
      case F64 -> String.format("0x%016X", (Long) value);
      case BYTES -> HexFormat.of().withUpperCase().formatHex((byte[]) value);
      case ENUM, STR, STRING -> (String) value;
    };
  }

  /**
   * The canonical form of a value as a Java decoder gives it, for a field of type {@code type}
   * (its spelling, as the corpus lists it): a generated record's component or a run-time decoded
   * value, "absent" for an empty optional or null. Tests compare decoders with the corpus by it.
   */
  public static String ofDecoded(Object value, String type) {
    if (value == null) {
      return "absent";
    }
    if (value instanceof OptionalInt o) {
      return o.isPresent() ? Integer.toString(o.getAsInt()) : "absent";
    }
    if (value instanceof OptionalLong o) {
      return o.isPresent() ? ofDecoded(o.getAsLong(), type) : "absent";
    }
    if (value instanceof Optional<?> o) {
      return ofDecoded(o.orElse(null), type);
    }
    if (type.equals("bytes")) {
      return HexFormat.of().withUpperCase().formatHex((byte[]) value);
    }
    if (value.getClass().isArray()) {
      List<String> elements = new ArrayList<>();
      for (int i = 0; i < Array.getLength(value); i++) {
        elements.add(ofDecoded(Array.get(value, i), type.substring(0, type.indexOf('['))));
      }
      return "[" + String.join(", ", elements) + "]";
    }
    if (value instanceof Float f) {
      return String.format("0x%08X", Float.floatToRawIntBits(f));
    }
    if (value instanceof Double d) {
      return String.format("0x%016X", Double.doubleToRawLongBits(d));
    }
    if (value instanceof Long l && type.equals("u64")) {
      return Long.toUnsignedString(l);
    }
    return value instanceof Enum<?> e ? e.name() : value.toString();
  }
}

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.FieldKind;

/**
 * One field value of a corpus case in its canonical text form, the form every language compares:
 * decimal for integers (u64 unsigned), the value's name for enums, the text for strings, and null
 * for an absent optional field.
 */
public record CorpusValue(String name, String type, String value) {
  static String canonical(FieldKind kind, Object value) {
    if (value == null) {
      return null;
    }
    return switch (kind) {
      case U8, U32, S64 -> Long.toString((Long) value);
      case U64 -> Long.toUnsignedString((Long) value);
      case ENUM, STR -> (String) value;
      default -> throw new UnsupportedOperationException("not yet supported: " + kind);
    };
  }
}

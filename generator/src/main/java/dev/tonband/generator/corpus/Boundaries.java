package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Field;
import java.util.List;

/** The values each field type is tested with: the edges of every varint length and type range. */
final class Boundaries {
  private Boundaries() {}

  static final List<Long> U8 = List.of(0L, 1L, 127L, 128L, 255L);
  static final List<Long> U32 = List.of(0L, 1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL);
  static final List<Long> U64 =
      List.of(0L, 1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL, Long.MAX_VALUE, -1L /* 2^64-1 */);
  static final List<Long> S64 =
      List.of(0L, 1L, -1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL, Long.MAX_VALUE, Long.MIN_VALUE,
          Long.MIN_VALUE + 1);

  /**
   * Strings around the cut at maxStrLen bytes: empty, exactly maxStrLen, longer, and characters
   * of 2, 3 and 4 bytes that straddle the cut (and one that just fits).
   */
  static List<String> strings(int maxStrLen) {
    String letters = "abcdefghijklmnopqrstuvwxyz".repeat(1 + maxStrLen / 26);
    return List.of(
        "",
        "x",
        letters.substring(0, maxStrLen),
        letters.substring(0, maxStrLen + 5),
        letters.substring(0, maxStrLen - 2) + "\u00e9", // 2-byte char that just fits
        letters.substring(0, maxStrLen - 1) + "\u00e9", // 2-byte char straddling the cut
        letters.substring(0, maxStrLen - 2) + "\u20ac", // 3-byte char straddling the cut
        letters.substring(0, maxStrLen - 1) + "\ud83d\ude00", // 4-byte char straddling the cut
        "Gr\u00fc\u00dfe \u65e5\u672c");
  }

  static List<Object> of(Catalogue catalogue, Field field, int maxStrLen) {
    return switch (field.type().kind()) {
      case U8 -> List.copyOf(U8);
      case U32 -> List.copyOf(U32);
      case U64 -> List.copyOf(U64);
      case S64 -> List.copyOf(S64);
      case ENUM -> catalogue.enumNamed(field.type().enumName()).values().stream()
          .map(EnumDef.EnumValue::name).map(Object.class::cast).toList();
      case STR -> List.copyOf(strings(maxStrLen));
      default -> throw new UnsupportedOperationException("no corpus values for " + field.type().spelling() + " yet");
    };
  }

  /** A plain value for the fields a case is not about. */
  static Object typical(Catalogue catalogue, Field field) {
    return switch (field.type().kind()) {
      case U8, U32, U64 -> 5L;
      case S64 -> -5L;
      case ENUM -> catalogue.enumNamed(field.type().enumName()).values().get(0).name();
      case STR -> "name";
      default -> throw new UnsupportedOperationException("no corpus values for " + field.type().spelling() + " yet");
    };
  }
}

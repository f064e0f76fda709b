// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** The values each field type is tested with: the edges of every varint length and type range. */
final class Boundaries {
  private Boundaries() {}

  static final List<Long> U8 = List.of(0L, 1L, 127L, 128L, 255L);
  static final List<Long> U16 = List.of(0L, 1L, 127L, 128L, 16383L, 16384L, 0xFFFFL);
  static final List<Long> U32 = List.of(0L, 1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL);
  static final List<Long> U64 =
      List.of(0L, 1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL, Long.MAX_VALUE, -1L /* 2^64-1 */);
  static final List<Long> S8 = List.of(0L, 1L, -1L, 63L, 64L, -64L, -65L, 127L, -128L);
  static final List<Long> S16 = List.of(0L, 1L, -1L, 8191L, 8192L, -8192L, -8193L, 32767L, -32768L);
  static final List<Long> S32 =
      List.of(0L, 1L, -1L, 8191L, 8192L, -8193L, (long) Integer.MAX_VALUE, (long) Integer.MIN_VALUE);
  static final List<Long> S64 =
      List.of(0L, 1L, -1L, 127L, 128L, 16383L, 16384L, 0xFFFF_FFFFL, Long.MAX_VALUE, Long.MIN_VALUE,
          Long.MIN_VALUE + 1);
  /**
   * Raw bits of every float class: zeros of both signs, the smallest and largest subnormal, the
   * smallest normal, one, the largest finite, both infinities, a quiet NaN, a quiet NaN with a
   * payload and its sign set, and a signalling NaN.
   */
  static final List<Long> F32 = List.of(
      0x00000000L, 0x80000000L, 0x00000001L, 0x007FFFFFL, 0x00800000L, 0x3F800000L, 0xBF800000L,
      0x7F7FFFFFL, 0x7F800000L, 0xFF800000L, 0x7FC00000L, 0xFFC12345L, 0x7F800001L);
  static final List<Long> F64 = List.of(
      0x0000000000000000L, 0x8000000000000000L, 0x0000000000000001L, 0x000FFFFFFFFFFFFFL,
      0x0010000000000000L, 0x3FF0000000000000L, 0xBFF0000000000000L, 0x7FEFFFFFFFFFFFFFL,
      0x7FF0000000000000L, 0xFFF0000000000000L, 0x7FF8000000000000L, 0xFFF8000000012345L,
      0x7FF0000000000001L);

  /**
   * Strings around the cut at maxStrLen bytes: empty, exactly maxStrLen, longer, and characters
   * of 2, 3 and 4 bytes that straddle the cut (and one that just fits).
   */
  static List<String> strings(int maxStrLen) {
    if (maxStrLen < 3) {
      return List.of("", "x", "xyz", "\u00e9\u00e9");
    }
    String letters = "abcdefghijklmnopqrstuvwxyz".repeat(2 + maxStrLen / 26);
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

  /** Byte runs around the cut at maxLength: empty, one zero byte, exactly maxLength, longer. */
  static List<Object> bytes(int maxLength) {
    byte[] full = new byte[maxLength + 3];
    for (int i = 0; i < full.length; i++) {
      full[i] = (byte) (i * 37); // zeros among the bytes, which COBS must replace
    }
    return List.of(new byte[0], new byte[] {0}, Arrays.copyOf(full, maxLength), full);
  }

  static List<Object> of(Catalogue catalogue, Field field, int maxStrLen) {
    FieldType type = field.type();
    if (type.isArray()) {
      // Each edge value in every element at once, and the first and last edges side by side.
      List<Object> scalars = scalars(type.kind());
      List<Object> arrays = new ArrayList<>();
      for (Object value : scalars) {
        arrays.add(Collections.nCopies(type.arrayLength(), value));
      }
      List<Object> mixed = new ArrayList<>();
      for (int i = 0; i < type.arrayLength(); i++) {
        mixed.add(scalars.get(i % 2 == 0 ? 0 : scalars.size() - 1));
      }
      arrays.add(mixed);
      return arrays;
    }
    return switch (type.kind()) {
      case ENUM -> catalogue.enumNamed(type.enumName()).values().stream()
          .map(EnumDef.EnumValue::name).map(Object.class::cast).toList();
      case STR -> List.copyOf(strings(maxStrLen));
      case STRING -> List.copyOf(strings(type.maxLength()));
      case BYTES -> bytes(type.maxLength());
      default -> scalars(type.kind());
    };
  }

  private static List<Object> scalars(FieldKind kind) {
    return switch (kind) {
      case U8 -> List.copyOf(U8);
      case U16 -> List.copyOf(U16);
      case U32 -> List.copyOf(U32);
      case U64 -> List.copyOf(U64);
      case S8 -> List.copyOf(S8);
      case S16 -> List.copyOf(S16);
      case S32 -> List.copyOf(S32);
      case S64 -> List.copyOf(S64);
      case BOOL -> List.of(false, true);
      case F32 -> List.copyOf(F32);
      case F64 -> List.copyOf(F64);
      case ENUM, STR, STRING, BYTES -> throw new IllegalArgumentException(kind + " is no scalar");
    };
  }

  /** A plain value for the fields a case is not about. */
  static Object typical(Catalogue catalogue, Field field) {
    FieldType type = field.type();
    if (type.isArray()) {
      return Collections.nCopies(type.arrayLength(), typicalScalar(type.kind()));
    }
    return switch (type.kind()) {
      case ENUM -> catalogue.enumNamed(type.enumName()).values().get(0).name();
      case STR, STRING -> "name";
      case BYTES -> "raw".getBytes(StandardCharsets.US_ASCII);
      default -> typicalScalar(type.kind());
    };
  }

  private static Object typicalScalar(FieldKind kind) {
    return switch (kind) {
      case U8, U16, U32, U64 -> 5L;
      case S8, S16, S32, S64 -> -5L;
      case BOOL -> true;
      case F32 -> 0x3FC00000L; // 1.5
      case F64 -> 0x3FF8000000000000L; // 1.5
      case ENUM, STR, STRING, BYTES -> throw new IllegalArgumentException(kind + " is no scalar");
    };
  }
}

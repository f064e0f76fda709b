// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.stream.Collectors;
import java.util.stream.LongStream;

/** Field values as a person reads them, for the text of values that hold other values. */
final class ValueText {
  private ValueText() {}

  static String of(FieldType type, Object value) {
    return switch (type) {
      case VARINT, U32 -> Long.toUnsignedString((Long) value);
      case STRING -> '"' + (String) value + '"';
      case BYTES -> hex((byte[]) value);
      case STACK_FRAMES -> LongStream.of((long[]) value).mapToObj(a -> "0x" + Long.toHexString(a))
          .collect(Collectors.joining(" "));
      case POOLED_STRING -> {
        PooledString pooled = (PooledString) value;
        yield pooled.value() != null ? '"' + pooled.value() + '"' : "<string pool entry " + pooled.poolId() + " not defined>";
      }
      case STRING_MAP -> ((StringMap) value).entries().stream().map(e -> '"' + e.key() + "\": \"" + e.value() + '"')
          .collect(Collectors.joining(", ", "{", "}"));
      default -> String.valueOf(value);
    };
  }

  /** {@code 0a ff 10}: lower-case hex digits, a space between bytes. */
  private static String hex(byte[] bytes) {
    StringBuilder text = new StringBuilder(bytes.length * 3);
    for (byte b : bytes) {
      if (text.length() > 0) {
        text.append(' ');
      }
      text.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
    }
    return text.toString();
  }
}

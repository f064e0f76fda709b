package dev.tonband.dial9;

import java.util.HexFormat;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/** Field values as a person reads them, for the text of values that hold other values. */
final class ValueText {
  private ValueText() {}

  static String of(FieldType type, Object value) {
    return switch (type) {
      case VARINT, U32 -> Long.toUnsignedString((Long) value);
      case STRING -> '"' + (String) value + '"';
      case BYTES -> HexFormat.ofDelimiter(" ").formatHex((byte[]) value);
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
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldType;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An encoder written independently of the generated C, straight from docs/wire-format.md: it
 * builds the plain payload first and COBS-frames it afterwards, the textbook way. The corpus's
 * expected bytes come from here; ReferenceEncoderTest checks it against hand-written vectors
 * derived from the format, and against the golden vectors of docs/wire-format.md.
 */
public final class ReferenceEncoder {
  private final Catalogue catalogue;
  private final int maxStrLen;

  public ReferenceEncoder(Catalogue catalogue, int maxStrLen) {
    this.catalogue = catalogue;
    this.maxStrLen = maxStrLen;
  }

  /** The longest string this encoder writes, in bytes (the C encoders' tband_configMAX_STR_LEN). */
  public int maxStrLen() {
    return maxStrLen;
  }

  /**
   * The framed bytes of one event. {@code values} holds, in encoder parameter order, the
   * timestamp (non-metadata events) and the variant's fields: Long for integers (u64 as its bit
   * pattern), String for enum value names and strings.
   */
  public byte[] encode(Event event, Event.Variant variant, List<Object> values) {
    return cobs(payload(event, variant, values));
  }

  public byte[] payload(Event event, Event.Variant variant, List<Object> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(event.id());
    int next = 0;
    if (event.hasTimestamp()) {
      varint(out, (Long) values.get(next++));
    }
    for (Field field : variantFields(event, variant)) {
      out.writeBytes(value(field.type(), values.get(next++)));
    }
    if (next != values.size()) {
      throw new IllegalArgumentException(event.symbol() + " takes " + next + " values, got " + values.size());
    }
    return out.toByteArray();
  }

  /**
   * The wire bytes of one field value: Long for integers and for a float's raw bits, Boolean for
   * bools, String for enum value names and strings, byte[] for bytes, a List of its elements for
   * an array.
   */
  public byte[] value(FieldType type, Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (type.isArray()) {
      FieldType element = FieldType.of(type.kind());
      ((List<?>) value).forEach(v -> out.writeBytes(value(element, v)));
      return out.toByteArray();
    }
    switch (type.kind()) {
      case U8 -> out.write((int) (long) (Long) value);
      case U16, U32, U64 -> varint(out, (Long) value);
      case S8, S16, S32, S64 -> varint(out, signMagnitude((Long) value));
      case BOOL -> out.write((Boolean) value ? 1 : 0);
      case F32 -> littleEndian(out, (Long) value, 4);
      case F64 -> littleEndian(out, (Long) value, 8);
      case ENUM -> out.write(catalogue.enumNamed(type.enumName()).values().stream()
          .filter(v -> v.name().equals(value)).findFirst().orElseThrow().value());
      case STR -> out.writeBytes(truncate(((String) value).getBytes(StandardCharsets.UTF_8)));
      case STRING, BYTES -> {
        byte[] sent = (byte[]) sent(type, value);
        varint(out, sent.length);
        out.writeBytes(sent);
      }
    }
    return out.toByteArray();
  }

  /**
   * A value as it goes on the wire: a string or bytes field cut at its maximum length (a string
   * as its UTF-8 bytes, never cut inside a sequence), a str at maxStrLen; others unchanged.
   */
  public Object sent(FieldType type, Object value) {
    return switch (type.kind()) {
      case STR -> new String(truncate(((String) value).getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
      case STRING -> truncate(((String) value).getBytes(StandardCharsets.UTF_8), type.maxLength());
      case BYTES -> java.util.Arrays.copyOf((byte[]) value, Math.min(((byte[]) value).length, type.maxLength()));
      default -> value;
    };
  }

  private static void littleEndian(ByteArrayOutputStream out, long bits, int bytes) {
    for (int i = 0; i < bytes; i++) {
      out.write((int) (bits >>> (8 * i)) & 0xFF);
    }
  }

  /** The fields a variant carries, in wire order. */
  public static List<Field> variantFields(Event event, Event.Variant variant) {
    List<Field> fields = new java.util.ArrayList<>(event.required());
    fields.addAll(event.optional().subList(0, variant.optionalCount()));
    event.varlen().ifPresent(fields::add);
    return fields;
  }

  /** At most maxStrLen bytes, never ending inside a UTF-8 sequence. */
  public byte[] truncate(byte[] utf8) {
    return truncate(utf8, maxStrLen);
  }

  /** At most {@code max} bytes, never ending inside a UTF-8 sequence. */
  static byte[] truncate(byte[] utf8, int max) {
    if (utf8.length <= max) {
      return utf8;
    }
    int keep = max;
    // The first byte cut off continues a sequence: the partial sequence goes too (at most 3 bytes).
    for (int dropped = 0; keep > 0 && dropped < 3 && (utf8[keep] & 0xC0) == 0x80; dropped++) {
      keep--;
    }
    return java.util.Arrays.copyOf(utf8, keep);
  }

  static long signMagnitude(long v) {
    if (v == Long.MIN_VALUE) {
      return 1; // "negative zero"
    }
    return v < 0 ? (-v << 1) | 1 : v << 1;
  }

  static void varint(ByteArrayOutputStream out, long v) {
    while (Long.compareUnsigned(v, 0x7F) > 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  /**
   * COBS with the delimiter. Like Tonbandgerät's encoder, a payload that ends exactly with a full
   * 254-byte block gets no trailing 0x01 code.
   */
  public static byte[] cobs(byte[] payload) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int start = 0;
    while (true) {
      int end = start;
      while (end < payload.length && payload[end] != 0 && end - start < 254) {
        end++;
      }
      int length = end - start;
      boolean fullBlock = length == 254;
      out.write(length + 1);
      out.write(payload, start, length);
      if (end == payload.length) {
        break;
      }
      // A zero ends this block and is consumed; a full block implies no zero.
      start = fullBlock ? end : end + 1;
      if (fullBlock && start == payload.length) {
        break;
      }
    }
    out.write(0);
    return out.toByteArray();
  }
}

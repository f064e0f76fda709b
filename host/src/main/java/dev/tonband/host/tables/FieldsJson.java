// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.tonband.host.trace.EventFields;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An event's fields as one JSON object in UTF-8, as {@code decode --json} writes its "fields":
 * numbers and booleans as literals (NaN and infinities as strings, as JSON has none), anything
 * else as a string. This runs for every event of a trace, so the bytes are written straight into
 * one reused buffer, each field's {@code "name":} encoded once.
 */
final class FieldsJson {
  private final Map<String, byte[]> keys = new HashMap<>();
  private byte[] json = new byte[256];
  private int length;

  byte[] of(List<EventFields.Field> fields) {
    length = 0;
    append((byte) '{');
    for (int i = 0; i < fields.size(); i++) {
      EventFields.Field field = fields.get(i);
      if (i > 0) {
        append((byte) ',');
      }
      append(keys.computeIfAbsent(field.name(), name -> (quoted(name) + ":").getBytes(StandardCharsets.UTF_8)));
      Object value = field.value();
      if (value instanceof Long || value instanceof Integer) {
        number(((Number) value).longValue());
      } else if (value instanceof Number number && !(number instanceof Double d && !Double.isFinite(d))) {
        append(number.toString().getBytes(StandardCharsets.US_ASCII));
      } else if (value instanceof Boolean b) {
        append(b.toString().getBytes(StandardCharsets.US_ASCII));
      } else {
        append(quoted(String.valueOf(value)).getBytes(StandardCharsets.UTF_8));
      }
    }
    append((byte) '}');
    return Arrays.copyOf(json, length);
  }

  private static String quoted(String s) {
    return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
  }

  private void number(long value) {
    if (value >= 0 && value < 10) {
      append((byte) ('0' + value));
      return;
    }
    append(Long.toString(value).getBytes(StandardCharsets.US_ASCII));
  }

  private void append(byte b) {
    if (length == json.length) {
      json = Arrays.copyOf(json, length * 2);
    }
    json[length++] = b;
  }

  private void append(byte[] bytes) {
    if (length + bytes.length > json.length) {
      json = Arrays.copyOf(json, Math.max(json.length * 2, length + bytes.length));
    }
    System.arraycopy(bytes, 0, json, length, bytes.length);
    length += bytes.length;
  }
}

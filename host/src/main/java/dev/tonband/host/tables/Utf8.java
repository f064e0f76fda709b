// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Strings as the UTF-8 bytes DuckDB takes, each encoded once: a table's strings are mostly the
 * same few names (of tasks, ISRs, events) over and over. Past {@link #KEPT} different ones (a
 * trace whose names are all different), the rest are encoded each time.
 */
final class Utf8 {
  private static final int KEPT = 1 << 14;

  private final Map<String, byte[]> encoded = new HashMap<>();

  byte[] of(String s) {
    byte[] bytes = encoded.get(s);
    if (bytes == null) {
      bytes = s.getBytes(StandardCharsets.UTF_8);
      if (encoded.size() < KEPT) {
        encoded.put(s, bytes);
      }
    }
    return bytes;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import dev.tonband.generator.ResourceTable;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The {@code tband_*} names of the C runtime (target-firmware) and of the generated support code,
 * each with the file that first uses it. A generated trace function or option with one of these
 * names would not compile. The list is the resource {@code c-runtime-names.txt}; a test derives
 * it afresh from the real headers and sources, so it cannot drift from them.
 */
public final class RuntimeNames {
  public static final String RESOURCE = "/dev/tonband/generator/catalogue/c-runtime-names.txt";

  private static final Map<String, String> NAMES = load();

  private RuntimeNames() {}

  /** Every name, with the file (relative to the checkout root) that first uses it. */
  public static Map<String, String> all() {
    return NAMES;
  }

  /** The file that uses {@code name}, when the runtime or the generated support code does. */
  public static Optional<String> where(String name) {
    return Optional.ofNullable(NAMES.get(name));
  }

  private static Map<String, String> load() {
    Map<String, String> names = new TreeMap<>();
    for (String[] row : ResourceTable.rows(RESOURCE)) {
      names.put(row[0], row[1]);
    }
    return Collections.unmodifiableMap(names);
  }
}

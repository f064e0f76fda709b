// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.budget;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The metrics a budgets file can limit, from the resource {@code budget-metrics.txt}: the one
 * list that {@code tonband check} (the host's {@code Metric}, which adds how each is measured) and
 * the generated Python package both take their sections, keys and kinds from.
 */
public final class BudgetMetrics {
  public static final String RESOURCE = "/budget-metrics.txt";

  /**
   * One metric.
   *
   * @param constant the host's Metric constant, e.g. {@code ISR_MAX}
   * @param section its section of a budgets file, e.g. {@code isrs}
   * @param key its key in that section, e.g. {@code max}
   * @param kind what kind of number it is: duration, share, count or value
   */
  public record Entry(String constant, String section, String key, String kind) {}

  private static final List<Entry> ALL = load();

  private BudgetMetrics() {}

  /** Every metric, in the order they are listed to users. */
  public static List<Entry> all() {
    return ALL;
  }

  /** The metric of the host's constant {@code constant}. */
  public static Entry of(String constant) {
    for (Entry entry : ALL) {
      if (entry.constant().equals(constant)) {
        return entry;
      }
    }
    throw new IllegalStateException(RESOURCE + " has no metric " + constant);
  }

  private static List<Entry> load() {
    List<Entry> entries = new ArrayList<>();
    try (InputStream in = BudgetMetrics.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the generator");
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] parts = line.strip().split("\\s+");
          entries.add(new Entry(parts[0], parts[1], parts[2], parts[3]));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(entries);
  }
}

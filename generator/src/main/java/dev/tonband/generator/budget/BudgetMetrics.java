// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.budget;

import dev.tonband.generator.ResourceTable;
import java.util.List;

/**
 * The metrics a budgets file can limit, from the resource {@code budget-metrics.txt}: the one
 * list that {@code tonband check} (the host's {@code Metric}, which adds how each is measured) and
 * the generated Python package both take their sections, keys and kinds from.
 */
public final class BudgetMetrics {
  public static final String RESOURCE = "/dev/tonband/generator/budget/budget-metrics.txt";

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
    return ResourceTable.rows(RESOURCE).stream().map(row -> new Entry(row[0], row[1], row[2], row[3])).toList();
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.stats.Stats;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures of one run: every figure of every object it has, NaN where the run does not tell
 * (a queue whose capacity never shows). An object is in the run when one of its figures is.
 */
public record RunFigures(Map<Figure, Double> values) {
  /** The figures of a run read to its end by the trackers. */
  public static RunFigures of(Stats stats) {
    Map<Figure, Double> values = new LinkedHashMap<>();
    for (Metric metric : Figure.compared()) {
      if (metric.section() == Metric.Section.TRACE) {
        values.put(new Figure(metric, ""), Figure.read(metric, stats, null));
        continue;
      }
      for (Map.Entry<String, Object> object : named(metric.section(), stats).entrySet()) {
        values.put(new Figure(metric, object.getKey()), Figure.read(metric, stats, object.getValue()));
      }
    }
    return new RunFigures(values);
  }

  /**
   * A section's objects by name; a second object of one name (FreeRTOS allows two tasks of one
   * name) is told apart as "name (2)", in the order stats lists them.
   */
  private static Map<String, Object> named(Metric.Section section, Stats stats) {
    Map<String, Object> named = new LinkedHashMap<>();
    Map<String, Integer> seen = new HashMap<>();
    for (Map.Entry<String, Object> object : section.objects(stats)) {
      int n = seen.merge(object.getKey(), 1, Integer::sum);
      named.put(n == 1 ? object.getKey() : object.getKey() + " (" + n + ")", object.getValue());
    }
    return named;
  }
}

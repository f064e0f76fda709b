// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

/**
 * One limit of a budgets file: a metric of an object (or of the whole trace) must lie within
 * {@code min} and {@code max} (NaN: no such bound).
 *
 * @param object the name of the interrupt, task, queue, mutex or marker; null for the trace
 * @param where the limit's place in the budgets file, {@code file:line:column}
 */
public record Budget(Metric metric, String object, double min, double max, String where) {
  /** How reports name it, e.g. {@code isrs.timer max} or {@code trace drops}. */
  public String name() {
    return (object == null ? metric.section.key : metric.section.key + "." + object) + " " + metric.key;
  }
}

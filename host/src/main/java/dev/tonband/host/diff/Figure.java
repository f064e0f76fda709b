// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Measured;
import dev.tonband.host.budget.Metric;
import dev.tonband.host.stats.Stats;
import java.util.EnumSet;
import java.util.Set;

/**
 * One number that {@code diff} compares, of one object: a budget {@link Metric} read from the
 * {@link Stats} of one run as {@code check} reads it, with two differences. Counts of what happens
 * (interrupt runs, marker uses, task switches, waits) are compared per second of trace, so that
 * runs of different lengths compare; the trace's time in interrupts is left out, as each
 * interrupt's own share is compared; so is an idle task's wait to run, which is only the other
 * tasks' work.
 *
 * @param object the object's name as stats shows it; "" for the trace itself
 */
public record Figure(Metric metric, String object) {
  /** Counts compared as rates. */
  private static final Set<Metric> RATES = EnumSet.of(Metric.ISR_COUNT, Metric.MARKER_COUNT, Metric.CONTEXT_SWITCHES,
      Metric.QUEUE_WAITS, Metric.MUTEX_WAITS, Metric.APP_SLICE_COUNT);
  /**
   * The sum of the interrupts' own shares; and the heap's and the stacks' figures, which the
   * tables' figures ({@link TableFigures}) do not read yet.
   */
  private static final Set<Metric> LEFT_OUT = EnumSet.of(Metric.INTERRUPTS, Metric.HEAP_PEAK, Metric.HEAP_FAILED,
      Metric.TASK_STACK_FREE_MIN);
  private static final Set<Metric> READY = EnumSet.of(Metric.TASK_READY_MAX, Metric.TASK_READY_P99);

  /** The metrics compared. */
  static Set<Metric> compared() {
    Set<Metric> metrics = EnumSet.allOf(Metric.class);
    metrics.removeAll(LEFT_OUT);
    return metrics;
  }

  /** Whether it is compared per second. */
  public boolean isRate() {
    return RATES.contains(metric);
  }

  /** Its value in {@code stats} for {@code object} (null for the trace); NaN when the trace does not tell. */
  static double read(Metric metric, Stats stats, Object object) {
    Measured measured = metric.measure(stats, object);
    if (!measured.known() || READY.contains(metric) && ((Stats.Task) object).idle()) {
      return Double.NaN;
    }
    if (RATES.contains(metric)) {
      long traced = stats.endNs() - stats.startNs();
      return traced <= 0 ? Double.NaN : measured.max() * 1e9 / traced;
    }
    return measured.max(); // a value marker: its largest value
  }

  /** The kind of object as {@code diff --json} names it: trace, isr, task, queue, mutex, marker, app_slice, app_counter. */
  public String kind() {
    return kindOf(metric.section());
  }

  static String kindOf(Metric.Section section) {
    return switch (section) {
      case TRACE -> "trace";
      case ISRS -> "isr";
      case TASKS -> "task";
      case QUEUES -> "queue";
      case MUTEXES -> "mutex";
      case MARKERS -> "marker";
      case APP_SLICES -> "app_slice";
      case APP_COUNTERS -> "app_counter";
    };
  }

  /** The unit of its values, as {@code diff --json} and the charts of changes name it: ns, fraction, count, per_s, value. */
  public String unit() {
    if (isRate()) {
      return "per_s";
    }
    return switch (metric.kind()) {
      case DURATION -> "ns";
      case SHARE -> "fraction";
      case COUNT -> "count";
      case VALUE -> "value";
    };
  }

  /** Its name in {@code --fail-on} rules: the budgets file's section and key, e.g. {@code isrs.p99}. */
  public String metricName() {
    return metric.section().key() + "." + metric.key();
  }
}

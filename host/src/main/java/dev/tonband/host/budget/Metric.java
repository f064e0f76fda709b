// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import dev.tonband.generator.budget.BudgetMetrics;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A number of a trace that a budget can limit: which section of the budgets file it belongs to,
 * its key there and what kind of number it is (from the generator's list of metrics, {@link
 * BudgetMetrics}, which the generated Python package reads too), and how it is read from the
 * {@link Stats} of one object (or of the whole trace).
 */
public enum Metric {
  DROPS((s, o) -> new Measured(
      s.drops().stream().mapToLong(Stats.Drops::dropped).sum(),
      s.drops().stream().mapToLong(Stats.Drops::firstAt).min().orElse(-1))),
  PROBLEMS((s, o) -> new Measured(s.problems().total(),
      s.problems().firstOccurrences().stream().mapToLong(p -> p.ns()).min().orElse(-1))),
  INTERRUPTS((s, o) -> !s.interruptsTraced() ? Measured.UNKNOWN
      : new Measured(s.total().share(s.total().interruptNs()), -1)),
  CONTEXT_SWITCHES((s, o) -> count(s.total().switches())),
  HEAP_PEAK((s, o) -> s.heap() == null ? Measured.UNKNOWN
      : new Measured(s.heap().peakBytes(), s.heap().peakAt())),
  HEAP_FAILED((s, o) -> s.heap() == null ? Measured.UNKNOWN
      : count(s.heap().failed())),
  TIMEOUTS((s, o) -> new Measured(s.failedCalls().timedOut(), s.failedCalls().firstTimeoutAt())),

  ISR_COUNT((s, o) -> count(isr(o).runs().count())),
  ISR_MAX((s, o) -> max(isr(o).runs())),
  ISR_P99((s, o) -> p99(isr(o).runs())),
  ISR_P90((s, o) -> new Measured(isr(o).runs().p90(), -1)),
  ISR_P50((s, o) -> new Measured(isr(o).runs().p50(), -1)),
  ISR_MEAN((s, o) -> new Measured(isr(o).runs().mean(), -1)),
  ISR_CPU((s, o) -> new Measured(s.total().share(isr(o).runs().total()), -1)),
  ISR_GAP((s, o) -> isr(o).longestGap() < 0 ? Measured.UNKNOWN
      : new Measured(isr(o).longestGap(), isr(o).gapAt())),

  TASK_CPU((s, o) -> new Measured(s.total().share(task(o).cpuNs()), -1)),
  TASK_RUN_P50((s, o) -> new Measured(task(o).runs().p50(), -1)),
  TASK_RUN_P90((s, o) -> new Measured(task(o).runs().p90(), -1)),
  TASK_RUN_P99((s, o) -> p99(task(o).runs())),
  TASK_RUN_MAX((s, o) -> max(task(o).runs())),
  TASK_READY_MAX((s, o) -> max(task(o).readyLatency())),
  TASK_READY_P99((s, o) -> p99(task(o).readyLatency())),
  TASK_PRIORITY_CHANGES((s, o) -> count(task(o).priorities())),
  TASK_STACK_FREE_MIN((s, o) -> s.stacks().stream()
      .filter(stack -> stack.id() == task(o).id()).findFirst()
      .map(stack -> new Measured(stack.freeMin(), stack.freeMinAt())).orElse(Measured.UNKNOWN)),

  QUEUE_HIGH_WATER((s, o) -> new Measured(queue(o).highWater(), queue(o).highWaterAt())),
  QUEUE_FULL((s, o) -> queue(o).timeFull() < 0 ? Measured.UNKNOWN
      : new Measured(queue(o).observedNs() == 0 ? 0 : (double) queue(o).timeFull() / queue(o).observedNs(), -1)),
  QUEUE_WAITS((s, o) -> count(queue(o).waits().count())),
  QUEUE_WAIT_MAX((s, o) -> max(queue(o).waits())),

  MUTEX_HOLD_MAX((s, o) -> max(mutex(o).holds())),
  MUTEX_HOLD_P99((s, o) -> p99(mutex(o).holds())),
  MUTEX_WAIT_MAX((s, o) -> max(mutex(o).waits())),
  MUTEX_WAIT_P99((s, o) -> p99(mutex(o).waits())),
  MUTEX_WAITS((s, o) -> count(mutex(o).waits().count())),
  MUTEX_INHERITS((s, o) -> count(mutex(o).inherits())),

  MARKER_COUNT((s, o) -> count(marker(o).valueMarker() ? marker(o).values()
      : marker(o).instants() + marker(o).slices().count())),
  MARKER_SLICE_MAX((s, o) -> max(marker(o).slices())),
  MARKER_SLICE_P99((s, o) -> p99(marker(o).slices())),
  MARKER_SLICE_P50((s, o) -> new Measured(marker(o).slices().p50(), -1)),
  MARKER_VALUE((s, o) -> marker(o).values() == 0 ? Measured.UNKNOWN
      : new Measured(marker(o).minValue(), marker(o).minAt(), marker(o).maxValue(), marker(o).maxAt())),

  APP_SLICE_COUNT((s, o) -> count(appSlice(o).slices().count())),
  APP_SLICE_MAX((s, o) -> max(appSlice(o).slices())),
  APP_SLICE_P99((s, o) -> p99(appSlice(o).slices())),
  APP_SLICE_P50((s, o) -> new Measured(appSlice(o).slices().p50(), -1)),

  APP_COUNTER_VALUE((s, o) -> new Measured(appCounter(o).min(),
      appCounter(o).minAt(), appCounter(o).max(), appCounter(o).maxAt()));

  /** What kind of number a metric is, which decides how its limits are written. */
  public enum Kind {
    /** A time: 50us, 1.5 ms. */
    DURATION,
    /** A share of time: 30%. */
    SHARE,
    /** A count: 8. */
    COUNT,
    /** A marker's value, any integer. */
    VALUE;

    private static final Pattern DURATION_TEXT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)");
    private static final Pattern SHARE_TEXT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*%");
    private static final Pattern COUNT_TEXT = Pattern.compile("\\d{1,18}");
    private static final Pattern VALUE_TEXT = Pattern.compile("-?\\d{1,18}");

    /**
     * A number of this kind as people write it (50us, 30%, 8, -5) in its unit: ns for durations,
     * 0..1 for shares; NaN when {@code text} is not one.
     */
    public double parse(String text) {
      Matcher m = switch (this) {
        case DURATION -> DURATION_TEXT.matcher(text);
        case SHARE -> SHARE_TEXT.matcher(text);
        case COUNT -> COUNT_TEXT.matcher(text);
        case VALUE -> VALUE_TEXT.matcher(text);
      };
      if (!m.matches()) {
        return Double.NaN;
      }
      return switch (this) {
        case DURATION -> Double.parseDouble(m.group(1)) * switch (m.group(2)) {
          case "ns" -> 1;
          case "us", "µs" -> 1e3;
          case "ms" -> 1e6;
          default -> 1e9;
        };
        case SHARE -> Double.parseDouble(m.group(1)) <= 100 ? Double.parseDouble(m.group(1)) / 100 : Double.NaN;
        case COUNT, VALUE -> Long.parseLong(text);
      };
    }
  }

  final Section section;
  final String key;
  final Kind kind;
  private final BiFunction<Stats, Object, Measured> read;

  /** Its section, key and kind are those the generator's list gives its name (budget-metrics.txt). */
  Metric(BiFunction<Stats, Object, Measured> read) {
    BudgetMetrics.Entry listed = BudgetMetrics.of(name());
    this.section = Objects.requireNonNull(Section.of(listed.section()), listed.section());
    this.key = listed.key();
    this.kind = Kind.valueOf(listed.kind().toUpperCase(Locale.ROOT));
    this.read = read;
  }

  static {
    // The list and the constants name the same metrics, in the same order (which is the users').
    List<String> listed = BudgetMetrics.all().stream().map(BudgetMetrics.Entry::constant).toList();
    if (!listed.equals(Arrays.stream(values()).map(Metric::name).toList())) {
      throw new IllegalStateException(BudgetMetrics.RESOURCE + " lists " + listed + "; Metric has "
          + Arrays.toString(values()));
    }
  }

  public Section section() {
    return section;
  }

  /** Its key in its section of a budgets file, e.g. {@code p99}. */
  public String key() {
    return key;
  }

  public Kind kind() {
    return kind;
  }

  /** Whether a limit written alone is the least value allowed (free stack), not the most. */
  public boolean floor() {
    return this == TASK_STACK_FREE_MIN;
  }

  /** The metric of {@code object} (a {@link Stats} record of the section's kind; null for the trace). */
  public Measured measure(Stats stats, Object object) {
    return read.apply(stats, object);
  }

  public static Metric of(Section section, String key) {
    for (Metric metric : values()) {
      if (metric.section == section && metric.key.equals(key)) {
        return metric;
      }
    }
    return null;
  }

  public static List<String> keys(Section section) {
    List<String> keys = new ArrayList<>();
    for (Metric metric : values()) {
      if (metric.section == section) {
        keys.add(metric.key);
      }
    }
    return keys;
  }

  private static Measured count(long n) {
    return new Measured(n, -1);
  }

  /** The longest; with none, 0 (no wait is no long wait). */
  private static Measured max(Summary s) {
    return new Measured(s.max(), s.count() == 0 ? -1 : s.maxAt());
  }

  /** The 99th percentile, found in Perfetto near the longest. */
  private static Measured p99(Summary s) {
    return new Measured(s.p99(), s.count() == 0 ? -1 : s.maxAt());
  }

  private static Stats.Isr isr(Object o) {
    return (Stats.Isr) o;
  }

  private static Stats.Task task(Object o) {
    return (Stats.Task) o;
  }

  private static Stats.Queue queue(Object o) {
    return (Stats.Queue) o;
  }

  private static Stats.Mutex mutex(Object o) {
    return (Stats.Mutex) o;
  }

  private static Stats.AppSlice appSlice(Object o) {
    return (Stats.AppSlice) o;
  }

  private static Stats.AppCounter appCounter(Object o) {
    return (Stats.AppCounter) o;
  }

  private static Stats.Marker marker(Object o) {
    return (Stats.Marker) o;
  }

  /** The sections of a budgets file, each with the objects of the trace it names. */
  public enum Section {
    TRACE("trace", "the trace", s -> List.of()),
    ISRS("isrs", "interrupt", s -> named(s.isrs(), Stats.Isr::name)),
    TASKS("tasks", "task", s -> named(s.tasks(), Stats.Task::name)),
    QUEUES("queues", "queue, semaphore or buffer", s -> named(s.queues(), Stats.Queue::name)),
    MUTEXES("mutexes", "mutex", s -> named(s.mutexes(), Stats.Mutex::name)),
    MARKERS("markers", "marker", s -> named(s.markers(), Stats.Marker::name)),
    APP_SLICES("app_slices", "application slice (track/name)", s -> named(s.appSlices(), Stats.AppSlice::object)),
    APP_COUNTERS("app_counters", "application counter", s -> named(s.appCounters(), Stats.AppCounter::track));

    final String key;
    /** What one object of the section is called in messages. */
    final String noun;
    final Function<Stats, List<Map.Entry<String, Object>>> objects;

    Section(String key, String noun, Function<Stats, List<Map.Entry<String, Object>>> objects) {
      this.key = key;
      this.noun = noun;
      this.objects = objects;
    }

    /** Its key in a budgets file, e.g. {@code isrs}. */
    public String key() {
      return key;
    }

    /** The objects of {@code stats} of this section, each with its name; none for the trace. */
    public List<Map.Entry<String, Object>> objects(Stats stats) {
      return objects.apply(stats);
    }

    public static Section of(String key) {
      for (Section section : values()) {
        if (section.key.equals(key)) {
          return section;
        }
      }
      return null;
    }

    private static <T> List<Map.Entry<String, Object>> named(List<T> objects, Function<T, String> name) {
      return objects.stream().map(o -> Map.entry(name.apply(o), (Object) o)).toList();
    }
  }
}

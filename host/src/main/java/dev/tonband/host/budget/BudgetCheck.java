// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.Units;
import dev.tonband.host.text.JUnitReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Holds the {@link Stats} of a trace against budgets: one {@link Result} per budget. */
public final class BudgetCheck {
  /** Shares are fractions; a limit written as 30% must hold a share of exactly 0.30. */
  private static final double SHARE_SLACK = 1e-12;
  private static final int NAMES_LISTED = 10;

  /**
   * How a budget came out.
   *
   * @param value the measured value as people read it ("-" when there is none)
   * @param at where in the trace to look (device time in ns), -1 when it is no one moment
   * @param message one line: the budget, its value and limit, and for a violation the place
   */
  public record Result(Budget budget, boolean passed, String value, String limit, long at, String message) {
    /** As a case of a JUnit report: classname budgets.SECTION[.OBJECT], named by its metric and limit. */
    public JUnitReport.TestCase testCase() {
      Metric metric = budget.metric();
      return new JUnitReport.TestCase("budgets." + metric.section.key + (budget.object() == null ? ""
          : "." + budget.object()), metric.key + " " + limit, passed, "budget", message);
    }
  }

  private BudgetCheck() {}

  public static List<Result> check(List<Budget> budgets, Stats stats) {
    List<Result> results = new ArrayList<>();
    for (Budget budget : budgets) {
      results.add(check(budget, stats));
    }
    return results;
  }

  private static Result check(Budget budget, Stats stats) {
    Metric metric = budget.metric();
    String limit = limit(budget);
    if (budget.object() == null) {
      return judge(budget, metric.measure(stats, null), limit);
    }
    List<Map.Entry<String, Object>> all = metric.section.objects.apply(stats);
    Result result = null;
    for (Map.Entry<String, Object> object : all) {
      if (object.getKey().equals(budget.object())) {
        Result r = judge(budget, metric.measure(stats, object.getValue()), limit);
        if (result == null || result.passed() && !r.passed()) {
          result = r; // two objects of one name: the budget holds for both, or shows the one that breaks it
        }
      }
    }
    if (result != null) {
      return result;
    }
    List<String> names = all.stream().map(Map.Entry::getKey).distinct().limit(NAMES_LISTED).toList();
    return new Result(budget, false, "-", limit, -1, budget.name() + ": no " + metric.section.noun + " '"
        + budget.object() + "' in the trace (" + (names.isEmpty() ? "it has none" : "it has " + String.join(", ", names)
        + (all.size() > NAMES_LISTED ? ", ..." : "")) + "), limit " + limit + " (" + budget.where() + ")");
  }

  private static Result judge(Budget budget, Measured measured, String limit) {
    if (!measured.known()) {
      return new Result(budget, false, "-", limit, -1, budget.name() + ": " + unknown(budget.metric()) + ", limit "
          + limit + " (" + budget.where() + ")");
    }
    double slack = budget.metric().kind == Metric.Kind.SHARE ? SHARE_SLACK : 0;
    boolean tooLow = !Double.isNaN(budget.min()) && measured.min() < budget.min() - slack;
    boolean tooHigh = !Double.isNaN(budget.max()) && measured.max() > budget.max() + slack;
    String value = budget.metric().kind == Metric.Kind.VALUE && measured.min() != measured.max()
        ? format(budget.metric(), measured.min()) + ".." + format(budget.metric(), measured.max())
        : format(budget.metric(), measured.max());
    if (!tooLow && !tooHigh) {
      return new Result(budget, true, value, limit, -1, budget.name() + ": " + value + ", limit " + limit);
    }
    long at = tooHigh ? measured.maxAt() : measured.minAt();
    String offending = format(budget.metric(), tooHigh ? measured.max() : measured.min());
    String bound = format(budget.metric(), tooHigh ? budget.max() : budget.min());
    return new Result(budget, false, value, limit, at, budget.name() + ": " + offending + (tooHigh ? " is above" : " is below")
        + " the limit of " + bound + (at >= 0 ? " at " + Units.time(at) : "") + " (" + budget.where() + ")");
  }

  private static String unknown(Metric metric) {
    return switch (metric) {
      case QUEUE_FULL -> "its capacity is not in the trace, so its time full is unknown (a send that blocks shows it)";
      case MARKER_VALUE -> "it has no values in the trace";
      case INTERRUPTS -> "the trace has no interrupts (no isr_enter, no ISR name), so their time is not traced";
      case ISR_GAP -> "it has no gap in the trace (no run follows another)";
      case TASK_STACK_FREE_MIN ->
          "the trace has no stack figures of the task (tband_configFREERTOS_STACK_TRACE_ENABLE 1 traces them)";
      case HEAP_PEAK, HEAP_FAILED ->
          "the trace has no heap events (tband_configFREERTOS_HEAP_TRACE_ENABLE 1 traces them)";
      default -> "the trace does not tell";
    };
  }

  /** "at most 50.0 us", "at least 40", "from 0 to 100". */
  private static String limit(Budget budget) {
    Metric metric = budget.metric();
    if (Double.isNaN(budget.min())) {
      return "at most " + format(metric, budget.max());
    }
    if (Double.isNaN(budget.max())) {
      return "at least " + format(metric, budget.min());
    }
    return "from " + format(metric, budget.min()) + " to " + format(metric, budget.max());
  }

  private static String format(Metric metric, double value) {
    return switch (metric.kind) {
      case DURATION -> Units.duration(Math.round(value));
      case SHARE -> Units.percent(value);
      case COUNT, VALUE -> Long.toString(Math.round(value));
    };
  }
}

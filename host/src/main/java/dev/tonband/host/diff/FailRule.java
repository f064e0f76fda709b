// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Metric;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A change that fails a CI run, as {@code --fail-on} gives it: a budgets file's section and metric
 * (of every object, or of one named between them) and how far it may move, e.g. {@code
 * isrs.p99>10%} (any interrupt's p99 more than 10 % up), {@code tasks.consumer.cpu>5%}, {@code
 * trace.drops>0%} (any rise), {@code tasks.cpu<-20%} (a task's share down by more than 20 %).
 *
 * @param object the object's name, or null for every object of the section
 * @param limit the relative change allowed, signed: a rule with {@code >} breaks above it, one with
 *     {@code <} below it
 */
public record FailRule(String text, Metric metric, String object, boolean up, double limit) {
  private static final Pattern RULE = Pattern.compile("([a-z]+)\\.(?:(.+)\\.)?([a-z0-9_]+)\\s*([<>])\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*%");

  /** Reads a rule; an {@link IllegalArgumentException} says what is wrong with it. */
  public static FailRule parse(String text) {
    Matcher m = RULE.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("--fail-on '" + text + "' is not a rule; write SECTION[.OBJECT].METRIC>PERCENT"
          + " with a budgets file's names, e.g. isrs.p99>10% or tasks.consumer.cpu>5% (or <-10% for a fall)");
    }
    Metric.Section section = Metric.Section.of(m.group(1));
    if (section == null) {
      throw new IllegalArgumentException("--fail-on '" + text + "': no section '" + m.group(1) + "'; the sections are "
          + String.join(", ", List.of(Metric.Section.values()).stream().map(Metric.Section::key).toList()));
    }
    Metric metric = Metric.of(section, m.group(3));
    if (metric == null || !Figure.compared().contains(metric)) {
      throw new IllegalArgumentException("--fail-on '" + text + "': " + section.key() + " has no metric '" + m.group(3)
          + "' that diff compares; it has " + String.join(", ", Metric.keys(section).stream()
              .filter(key -> Figure.compared().contains(Metric.of(section, key))).toList()));
    }
    if (section == Metric.Section.TRACE && m.group(2) != null) {
      throw new IllegalArgumentException("--fail-on '" + text + "': the trace's metrics belong to no object; write "
          + "trace." + metric.key());
    }
    boolean up = m.group(4).equals(">");
    double limit = Double.parseDouble(m.group(5)) / 100;
    if (up ? limit < 0 : limit > 0) {
      throw new IllegalArgumentException("--fail-on '" + text + "': a rise is limited by >N% and a fall by <-N%");
    }
    return new FailRule(text.strip(), metric, m.group(2), up, limit);
  }

  /** Whether {@code change} (a change the diff reports) breaks the rule. */
  public boolean brokenBy(Change change) {
    Figure figure = change.figure();
    if (figure.metric() != metric || object != null && !object.equals(figure.object())) {
      return false;
    }
    double relative = Double.isNaN(change.change()) ? Math.signum(change.now() - change.base()) * Double.POSITIVE_INFINITY
        : change.change();
    return up ? relative > limit : relative < limit;
  }
}

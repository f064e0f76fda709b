// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.host.stream.Problem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Counts the problems of a trace by kind and keeps the first few of each for the summary: a
 * damaged trace may have millions, and the first ones say where to look.
 */
public final class ProblemLog {
  /** How many of each kind are kept to be shown. */
  public static final int SHOWN_PER_KIND = 5;

  private final Map<String, Long> counts = new TreeMap<>();
  private final List<Problem> shown = new ArrayList<>();
  /** Told of every problem, or null. */
  private final Consumer<Problem> each;

  public ProblemLog() {
    this.each = null;
  }

  /** @param each told of every problem as it is logged, to list them all as they come */
  public ProblemLog(Consumer<Problem> each) {
    this.each = Objects.requireNonNull(each, "each");
  }

  /** Logs {@code problem}; returns whether it is one of the first of its kind, which are kept to be shown. */
  public boolean add(Problem problem) {
    if (each != null) {
      each.accept(problem);
    }
    long seen = counts.merge(problem.kind(), 1L, Long::sum);
    if (seen <= SHOWN_PER_KIND) {
      shown.add(problem);
    }
    return seen <= SHOWN_PER_KIND;
  }

  /**
   * As {@link #add(Problem)} for a problem of {@code kind} that {@code problem} makes, which it
   * makes only when the problem is kept or someone is told of each: the millions of problems of a
   * damaged trace then cost a count each, not a message.
   */
  public boolean add(String kind, Supplier<Problem> problem) {
    if (each != null || counts.getOrDefault(kind, 0L) < SHOWN_PER_KIND) {
      return add(problem.get());
    }
    counts.merge(kind, 1L, Long::sum);
    return false;
  }

  public boolean clean() {
    return counts.isEmpty();
  }

  public long total() {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }

  public Map<String, Long> counts() {
    return counts;
  }

  /** The first {@value #SHOWN_PER_KIND} problems of each kind, in the order they came. */
  public List<Problem> firstOccurrences() {
    return Collections.unmodifiableList(shown);
  }
}

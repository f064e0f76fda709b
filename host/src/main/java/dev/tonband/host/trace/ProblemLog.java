// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.host.stream.Problem;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Where every problem of a trace goes, those of its inputs and those the trackers find: the one
 * channel of problems. Counts them by kind and keeps the first few of each for the summary (a
 * damaged trace may have millions, and the first ones say where to look), and tells each problem
 * to the readers that show them all (Perfetto's errors track, the problem table, the command
 * line's list), in the order they are found.
 */
public final class ProblemLog {
  /** How many of each kind are kept to be shown. */
  public static final int SHOWN_PER_KIND = 5;

  /** Shown every problem, as it is logged. */
  public interface Reader {
    void problem(Problem problem) throws IOException;
  }

  private final Map<String, Long> counts = new TreeMap<>();
  private final List<Problem> shown = new ArrayList<>();
  private final List<Reader> readers = new ArrayList<>();

  /** Tells {@code reader} every problem logged from now on, after the readers told before it. */
  public void tell(Reader reader) {
    readers.add(reader);
  }

  /** Logs {@code problem}; returns whether it is one of the first of its kind, which are kept to be shown. */
  public boolean add(Problem problem) throws IOException {
    for (Reader reader : readers) {
      reader.problem(problem);
    }
    long seen = counts.merge(problem.kind(), 1L, Long::sum);
    if (seen <= SHOWN_PER_KIND) {
      shown.add(problem);
    }
    return seen <= SHOWN_PER_KIND;
  }

  /**
   * As {@link #add(Problem)} for a problem of {@code kind} that {@code problem} makes, which it
   * makes only when the problem is kept or a reader is told of each: the millions of problems of a
   * damaged trace then cost a count each, not a message.
   */
  public boolean add(String kind, Supplier<Problem> problem) throws IOException {
    if (!readers.isEmpty() || counts.getOrDefault(kind, 0L) < SHOWN_PER_KIND) {
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

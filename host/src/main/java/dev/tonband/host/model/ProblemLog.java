package dev.tonband.host.model;

import dev.tonband.host.stream.Problem;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts the problems of a trace by kind and keeps the first few of each for the summary: a
 * damaged trace may have millions, and the first ones say where to look.
 */
public final class ProblemLog {
  private static final int SHOWN_PER_KIND = 5;

  private final Map<String, Long> counts = new TreeMap<>();
  private final List<Problem> shown = new ArrayList<>();

  public void add(Problem problem) {
    long seen = counts.merge(problem.kind(), 1L, Long::sum);
    if (seen <= SHOWN_PER_KIND) {
      shown.add(problem);
    }
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

  /** One line per kind with its count, then the first occurrences of each. */
  public void printSummary(PrintStream err) {
    if (clean()) {
      return;
    }
    err.printf("%,d problem(s) in the trace; everything else was converted:%n", total());
    counts.forEach((kind, count) -> err.printf("  %-26s %,d%n", kind, count));
    err.println("first occurrences:");
    for (Problem p : shown) {
      err.println("  " + p.kind() + " " + p);
    }
  }
}

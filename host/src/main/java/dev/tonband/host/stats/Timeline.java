package dev.tonband.host.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Values over time for the report's charts, in a fixed number of buckets whatever the length of
 * the trace: when time runs past the last bucket, neighbouring buckets are merged and each covers
 * twice the time. A {@link Sum} adds up time (a task's running time per bucket); a {@link Level}
 * keeps the highest level an object held in each bucket (a queue's fill level).
 */
public final class Timeline {
  /** Buckets per series. */
  static final int BUCKETS = 256;
  private static final long FIRST_WIDTH_NS = 1;

  private final List<long[]> sums = new ArrayList<>();
  private final List<Level> levels = new ArrayList<>();
  private long start = -1;
  private long width = FIRST_WIDTH_NS;
  /** Buckets in use: up to the latest time seen. */
  private int used;

  /** Time in ns per bucket, added up. */
  final class Sum {
    private final long[] buckets = new long[BUCKETS];

    Sum() {
      sums.add(buckets);
    }

    /** Adds the time from {@code from} to {@code to} to the buckets it falls in. */
    void add(long from, long to) {
      reach(to);
      while (from < to) {
        int i = bucket(from);
        long end = Math.min(to, start + (i + 1) * width);
        buckets[i] += end - from;
        from = end;
      }
    }

    long[] values() {
      return Arrays.copyOf(buckets, used);
    }
  }

  /** The highest level per bucket; a level holds until the next change. */
  final class Level {
    private final long[] buckets = new long[BUCKETS];
    private long level = -1;
    private int since;

    Level() {
      Arrays.fill(buckets, -1);
      levels.add(this);
    }

    void set(long ns, long value) {
      reach(ns);
      int i = bucket(ns);
      hold(i);
      level = value;
      buckets[i] = Math.max(buckets[i], value);
    }

    /** Carries the current level into every bucket up to {@code i}. */
    private void hold(int i) {
      if (level >= 0) {
        for (int b = since; b <= i; b++) {
          buckets[b] = Math.max(buckets[b], level);
        }
      }
      since = i;
    }

    /** The highest level per bucket; -1 before the first level. */
    long[] values() {
      hold(used - 1);
      return Arrays.copyOf(buckets, used);
    }
  }

  /** Starts the timeline at the trace's first time. */
  void start(long ns) {
    if (start < 0) {
      start = ns;
    }
  }

  public long startNs() {
    return start;
  }

  public long bucketNs() {
    return width;
  }

  private int bucket(long ns) {
    return (int) ((ns - start) / width);
  }

  /** Makes room for time {@code ns}: merges buckets pairwise until it falls in the last one. */
  private void reach(long ns) {
    start(ns);
    while (ns - start >= BUCKETS * width) {
      for (long[] buckets : sums) {
        merge(buckets, true, 0);
      }
      for (Level level : levels) {
        merge(level.buckets, false, -1);
        level.since /= 2;
      }
      width *= 2;
      used = (used + 1) / 2;
    }
    used = Math.max(used, bucket(ns) + 1);
  }

  /** Merges each pair of buckets into one: their sum, or their maximum; the freed half is {@code empty}. */
  private static void merge(long[] buckets, boolean add, long empty) {
    for (int i = 0; i < BUCKETS / 2; i++) {
      long a = buckets[2 * i];
      long b = buckets[2 * i + 1];
      buckets[i] = add ? a + b : Math.max(a, b);
    }
    Arrays.fill(buckets, BUCKETS / 2, BUCKETS, empty);
  }
}

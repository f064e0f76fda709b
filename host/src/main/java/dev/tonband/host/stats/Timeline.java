// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Values over time for the report's charts, in a fixed number of buckets whatever the length of
 * the trace: when time runs past the last bucket, neighbouring buckets are merged and each covers
 * twice the time. A {@link Sum} adds up time (a task's running time per bucket); a {@link Level}
 * keeps the lowest, the time-weighted mean and the highest level an object held in each bucket (a
 * queue's fill level), so that a chart shows how the level moves, not only its peaks.
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
  private long latest;

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

  /** The lowest, mean and highest level per bucket; a level holds until the next change. */
  final class Level {
    private final long[] low = new long[BUCKETS];
    private final long[] high = new long[BUCKETS];
    /** Level times ns, and the ns with a level, per bucket: their quotient is the mean. */
    private final double[] area = new double[BUCKETS];
    private final long[] covered = new long[BUCKETS];
    private long level = -1;
    private long since;

    Level() {
      Arrays.fill(low, -1);
      Arrays.fill(high, -1);
      levels.add(this);
    }

    void set(long ns, long value) {
      reach(ns);
      hold(ns);
      level = value;
      see(bucket(ns), value);
    }

    /** Accounts the current level from the last change up to {@code ns}, in every bucket it spans. */
    private void hold(long ns) {
      if (level >= 0) {
        for (long from = since; from < ns; ) {
          int i = bucket(from);
          long end = Math.min(ns, start + (i + 1) * width);
          see(i, level);
          area[i] += (double) level * (end - from);
          covered[i] += end - from;
          from = end;
        }
      }
      since = Math.max(since, ns);
    }

    private void see(int i, long value) {
      low[i] = low[i] < 0 ? value : Math.min(low[i], value);
      high[i] = Math.max(high[i], value);
    }

    /** Merges each pair of buckets into one, as {@link #reach} does. */
    private void merge() {
      for (int i = 0; i < BUCKETS / 2; i++) {
        long lowA = low[2 * i];
        long lowB = low[2 * i + 1];
        low[i] = lowA < 0 ? lowB : lowB < 0 ? lowA : Math.min(lowA, lowB);
        high[i] = Math.max(high[2 * i], high[2 * i + 1]);
        area[i] = area[2 * i] + area[2 * i + 1];
        covered[i] = covered[2 * i] + covered[2 * i + 1];
      }
      Arrays.fill(low, BUCKETS / 2, BUCKETS, -1);
      Arrays.fill(high, BUCKETS / 2, BUCKETS, -1);
      Arrays.fill(area, BUCKETS / 2, BUCKETS, 0);
      Arrays.fill(covered, BUCKETS / 2, BUCKETS, 0);
    }

    /**
     * The level per bucket, up to the latest time of the timeline: lowest, time-weighted mean (of
     * the time it was known; at an instant alone, the level then) and highest; -1 before the first.
     */
    Stats.LevelSeries series(String name) {
      hold(latest);
      if (level >= 0) {
        see(used - 1, level); // held at the latest time too, which may begin a bucket
      }
      double[] mean = new double[used];
      for (int i = 0; i < used; i++) {
        mean[i] = covered[i] > 0 ? area[i] / covered[i] : high[i];
      }
      return new Stats.LevelSeries(name, Arrays.copyOf(low, used), mean, Arrays.copyOf(high, used));
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
      sums.forEach(Timeline::merge);
      levels.forEach(Level::merge);
      width *= 2;
      used = (used + 1) / 2;
    }
    used = Math.max(used, bucket(ns) + 1);
    latest = Math.max(latest, ns);
  }

  /** Merges each pair of buckets into one, their sum; the freed half is empty. */
  private static void merge(long[] buckets) {
    for (int i = 0; i < BUCKETS / 2; i++) {
      buckets[i] = buckets[2 * i] + buckets[2 * i + 1];
    }
    Arrays.fill(buckets, BUCKETS / 2, BUCKETS, 0);
  }
}

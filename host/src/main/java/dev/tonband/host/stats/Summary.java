// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

/**
 * What a set of durations (or of levels) comes to: count, total, extremes, mean and percentiles,
 * in ns, and when the largest started ({@code maxAt}, device time in ns), to find it in Perfetto.
 * Percentiles are by nearest rank, exact up to 1,024 durations and beyond never below the exact
 * value and less than 0.1 % above it ({@link Durations}); everything else is exact.
 */
public record Summary(long count, long total, long min, double mean, long p50, long p90, long p99, long max,
    long maxAt) {
  /** Nothing was recorded. */
  public static final Summary NONE = new Summary(0, 0, 0, 0, 0, 0, 0, 0, 0);
}

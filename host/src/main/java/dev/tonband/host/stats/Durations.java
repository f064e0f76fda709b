// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Durations of one kind (an ISR's runs, a mutex's holds, a marker's slices), in bounded memory:
 * count, total, min, max and the time of the longest are exact. Percentiles are by nearest rank
 * (the p-th is the shortest duration that at least p % of them do not exceed): exact up to {@value
 * #EXACT} durations, which are kept; beyond, from an HdrHistogram with three significant digits,
 * which grows only with the range of the values, never with their number. Its percentile is the
 * upper edge of the bin that holds the exact one: never below it, less than 0.1 % above, so a
 * limit on a percentile never holds when the exact value is over it.
 */
final class Durations {
  private static final int SIGNIFICANT_DIGITS = 3;
  /** Up to this many durations are kept, for exact percentiles. */
  static final int EXACT = 1024;

  private Histogram histogram;
  /** The first {@link #EXACT} durations. */
  private long[] kept = new long[0];
  private long count;
  private long total;
  private long min = Long.MAX_VALUE;
  private long max = -1;
  private long maxAt;

  /** One duration of {@code ns}, which started at {@code at} (the place to look at the worst one). */
  void record(long ns, long at) {
    fit(ns);
    histogram.recordValue(ns);
    if (count < EXACT) {
      if (count == kept.length) {
        kept = Arrays.copyOf(kept, Math.max(16, kept.length * 2));
      }
      kept[(int) count] = ns;
    }
    count++;
    total += ns;
    min = Math.min(min, ns);
    if (ns > max) {
      max = ns;
      maxAt = at;
    }
  }

  /**
   * Makes the histogram hold {@code ns}, growing it to twice its range or more: HdrHistogram's own
   * growing waits for the array access out of bounds, which the web page's builds (TeaVM's
   * WebAssembly and JavaScript) do not turn into an exception. Its bins are those of any range, so
   * its percentiles are the same.
   */
  private void fit(long ns) {
    if (histogram == null) {
      histogram = new Histogram(1, Math.max(2, ns), SIGNIFICANT_DIGITS);
    } else if (ns > histogram.getHighestTrackableValue()) {
      Histogram grown = new Histogram(1, Math.max(ns, Math.min(Long.MAX_VALUE / 2, histogram.getHighestTrackableValue())
          * 2), SIGNIFICANT_DIGITS);
      grown.add(histogram);
      histogram = grown;
    }
  }

  long count() {
    return count;
  }

  Summary summary() {
    if (count == 0) {
      return Summary.NONE;
    }
    long[] sorted = count <= EXACT ? Arrays.copyOf(kept, (int) count) : null;
    if (sorted != null) {
      Arrays.sort(sorted);
    }
    return new Summary(count, total, min, (double) total / count, percentile(50, sorted), percentile(90, sorted),
        percentile(99, sorted), max,
        maxAt);
  }

  /**
   * The {@code p}-th percentile: of the kept durations ({@code sorted}) when they are all, else the
   * upper edge of its histogram bin, at most the longest.
   */
  private long percentile(int p, long[] sorted) {
    if (sorted != null) {
      return sorted[(int) ((p * count + 99) / 100) - 1];
    }
    return Math.min(max, histogram.getValueAtPercentile(p));
  }

  /**
   * The durations in up to {@code bins} bins of equal width from the shortest to the longest, as
   * rows {from, to, count} (from and to inclusive, in ns), for a chart.
   */
  long[][] bins(int bins) {
    if (count == 0) {
      return new long[0][];
    }
    long width = (max - min) / bins + 1;
    int n = (int) ((max - min) / width) + 1;
    long[][] rows = new long[n][];
    for (int i = 0; i < n; i++) {
      rows[i] = new long[] {min + i * width, min + (i + 1) * width - 1, 0};
    }
    for (HistogramIterationValue value : histogram.recordedValues()) {
      long ns = Math.max(min, Math.min(max, histogram.medianEquivalentValue(value.getValueIteratedTo())));
      rows[(int) ((ns - min) / width)][2] += value.getCountAtValueIteratedTo();
    }
    return rows;
  }
}

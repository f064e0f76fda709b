package dev.tonband.host.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Durations of one kind (an ISR's runs, a mutex's holds, a marker's slices), in bounded memory:
 * count, total, min, max and the time of the longest are exact; percentiles come from an
 * HdrHistogram with three significant digits (within 0.1%), which grows only with the range of
 * the values, never with their number.
 */
final class Durations {
  private static final int SIGNIFICANT_DIGITS = 3;

  private Histogram histogram;
  private long count;
  private long total;
  private long min = Long.MAX_VALUE;
  private long max = -1;
  private long maxAt;

  /** One duration of {@code ns}, which started at {@code at} (the place to look at the worst one). */
  void record(long ns, long at) {
    if (histogram == null) {
      histogram = new Histogram(SIGNIFICANT_DIGITS);
    }
    histogram.recordValue(ns);
    count++;
    total += ns;
    min = Math.min(min, ns);
    if (ns > max) {
      max = ns;
      maxAt = at;
    }
  }

  long count() {
    return count;
  }

  Summary summary() {
    if (count == 0) {
      return Summary.NONE;
    }
    return new Summary(count, total, min, (double) total / count, percentile(50), percentile(99), max, maxAt);
  }

  /** The lowest value of the histogram's bucket, kept within the exact extremes. */
  private long percentile(double p) {
    return Math.max(min, Math.min(max, histogram.lowestEquivalentValue(histogram.getValueAtPercentile(p))));
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

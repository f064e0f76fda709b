// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Percentiles by nearest rank (the p-th is the shortest duration that at least p % of them do not
 * exceed), worked out by hand: exact while the durations are kept, else never below the exact value.
 */
class DurationsTest {
  /**
   * {@code n} durations: one of 1,000 ns, {@code n / 100} of 100,000 ns, and the others 88,840 ns
   * (whose histogram bin starts at 88,832 ns, above the shortest).
   */
  private static Summary slowestPercent(int n) {
    Durations durations = new Durations();
    durations.record(1_000, 0);
    for (int i = 1; i < n; i++) {
      durations.record(i < n - n / 100 ? 88_840 : 100_000, i);
    }
    return durations.summary();
  }

  @Test
  void keptDurationsGiveExactPercentiles() {
    // 100 durations: the 99th (rank ceil(0.99 * 100)) and the 50th are 88,840 ns (ranks 2 to 99).
    Summary s = slowestPercent(100);

    assertThat(s.p99()).isEqualTo(88_840);
    assertThat(s.p50()).isEqualTo(88_840);
    assertThat(s.max()).isEqualTo(100_000);
  }

  @Test
  void ranksAreRoundedUp() {
    Durations durations = new Durations();
    for (long ns = 1; ns <= 3; ns++) {
      durations.record(ns * 1000, ns);
    }
    // 3 durations: the 50th percentile is rank ceil(1.5) = 2, the 99th rank ceil(2.97) = 3.
    assertThat(durations.summary().p50()).isEqualTo(2000);
    assertThat(durations.summary().p99()).isEqualTo(3000);
  }

  @Test
  void beyondTheKeptDurationsAPercentileIsNeverBelowTheExactValue() {
    // 2,000 durations, more than are kept: ranks 1,000 and 1,980 are 88,840 ns (ranks 2 to 1,980). The histogram's bins are 64 ns wide
    // from 65,536 to 131,071 ns: 88,840 lies in 88,832..88,895, whose upper edge is reported.
    Summary s = slowestPercent(2000);

    assertThat(s.count()).isEqualTo(2000);
    assertThat(s.p99()).isEqualTo(88_895);
    assertThat(s.p50()).isEqualTo(88_895);
    assertThat(s.max()).isEqualTo(100_000);
  }

  @Test
  void aPercentileIsNeverAboveTheLongest() {
    Durations durations = new Durations();
    for (int i = 0; i < 2000; i++) {
      durations.record(88_840, i);
    }
    // The bin's upper edge (88,895) is above every duration: the longest is the bound.
    assertThat(durations.summary().p99()).isEqualTo(88_840);
  }

  /**
   * Durations from 1 ns to hours, rising and falling, beyond those kept: the histogram grows ahead of
   * each value (as the browser builds need), and gives the percentiles and bins of HdrHistogram's
   * own growing histogram fed the same values.
   */
  @Test
  void aGrowingRangeGivesThePercentilesOfHdrHistogramsOwnGrowth() {
    Durations durations = new Durations();
    org.HdrHistogram.Histogram own = new org.HdrHistogram.Histogram(3);
    java.util.Random random = new java.util.Random(29);
    long max = 0;
    for (int i = 0; i < 5 * Durations.EXACT; i++) {
      long ns = i % 7 == 0 ? 1 : (long) Math.pow(10, random.nextDouble() * (i / 400.0 + 1));
      durations.record(ns, i);
      own.recordValue(ns);
      max = Math.max(max, ns);
    }
    Summary s = durations.summary();

    assertThat(s.max()).isEqualTo(max);
    assertThat(s.max()).isGreaterThan(3_600_000_000_000L); // an hour
    assertThat(s.p50()).isEqualTo(Math.min(s.max(), own.getValueAtPercentile(50)));
    assertThat(s.p99()).isEqualTo(Math.min(s.max(), own.getValueAtPercentile(99)));
    long[][] bins = durations.bins(20);
    assertThat(java.util.Arrays.stream(bins).mapToLong(b -> b[2]).sum()).isEqualTo(own.getTotalCount());
  }
}

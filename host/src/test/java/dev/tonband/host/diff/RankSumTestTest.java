// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import static com.google.common.truth.Truth.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The rank-sum test's p-values: the textbook's exact values without ties, and with ties the share
 * of splits counted one by one, a way that shares nothing with the test's counting by rank sums.
 */
class RankSumTestTest {
  @Test
  void apartWithoutTiesIsTwoOverTheSplits() {
    assertThat(RankSumTest.pValue(new double[] {1, 2, 3, 4}, new double[] {5, 6, 7, 8})).isWithin(1e-15).of(2.0 / 70);
    assertThat(RankSumTest.pValue(new double[] {11, 12, 13, 14, 15, 16, 17, 18, 19, 20},
        new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})).isWithin(1e-17).of(2.0 / 184_756);
  }

  @Test
  void aTextbookCase() {
    // n = m = 5, U = 3 (rank sum 18): P(U <= 3) = 7/252 (the exact table), two-sided 14/252.
    assertThat(RankSumTest.pValue(new double[] {1, 2, 3, 5, 7}, new double[] {4, 6, 8, 9, 10}))
        .isWithin(1e-15).of(14.0 / 252);
  }

  @Test
  void tiedValuesAreCountedExactly() {
    Random random = new Random(3);
    for (int trial = 0; trial < 200; trial++) {
      int n = 2 + random.nextInt(5);
      int m = 2 + random.nextInt(5);
      double[] a = new double[n];
      double[] b = new double[m];
      for (int i = 0; i < n; i++) {
        a[i] = random.nextInt(4);
      }
      for (int i = 0; i < m; i++) {
        b[i] = random.nextInt(4) + random.nextInt(2);
      }
      assertThat(RankSumTest.pValue(a, b)).isWithin(1e-12).of(bySplits(a, b));
    }
  }

  @Test
  void equalSidesAreNoEvidence() {
    assertThat(RankSumTest.pValue(new double[] {5, 5, 5}, new double[] {5, 5, 5, 5})).isEqualTo(1.0);
    assertThat(RankSumTest.pValue(new double[] {1, 2, 3, 4}, new double[] {1, 2, 3, 4})).isEqualTo(1.0);
  }

  @Test
  void manyRunsAreEstimatedFromRandomSplits() {
    double[] a = new double[70];
    double[] b = new double[70];
    double[] c = new double[70];
    Random random = new Random(5);
    for (int i = 0; i < 70; i++) {
      a[i] = 100 + random.nextGaussian();
      b[i] = 103 + random.nextGaussian();
      c[i] = 100 + random.nextGaussian();
    }
    assertThat(RankSumTest.pValue(a, b)).isWithin(1e-12).of(1.0 / (RankSumTest.PERMUTATIONS + 1));
    assertThat(RankSumTest.pValue(a, c)).isGreaterThan(0.01);
    assertThat(RankSumTest.pValue(a, c)).isEqualTo(RankSumTest.pValue(a, c)); // a fixed seed: the same answer
  }

  /** The share of all splits of the pooled values into sides of a's and b's sizes whose rank sum is as far from its mean. */
  private static double bySplits(double[] a, double[] b) {
    int[] ranks = RankSumTest.halfRanks(a, b);
    int n = a.length;
    int total = ranks.length;
    long observed = 0;
    for (int i = 0; i < n; i++) {
      observed += ranks[i];
    }
    long mean = (long) n * (total + 1);
    int asFar = 0;
    int all = 0;
    for (int mask = 0; mask < 1 << total; mask++) {
      if (Integer.bitCount(mask) == n) {
        long sum = 0;
        for (int i = 0; i < total; i++) {
          if ((mask & 1 << i) != 0) {
            sum += ranks[i];
          }
        }
        all++;
        if (Math.abs(sum - mean) >= Math.abs(observed - mean)) {
          asFar++;
        }
      }
    }
    return (double) asFar / all;
  }
}

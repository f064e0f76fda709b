// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import java.util.Arrays;
import java.util.Random;

/**
 * The Mann-Whitney U test (Wilcoxon's rank sum), two-sided, exact also when values tie: the
 * p-value is the share of all ways to split the pooled runs into sides of these sizes whose rank
 * sum lies as far from its mean as the one observed, tied values ranked by their mean rank.
 *
 * <p>Written here because the test's libraries are exact only without ties, and per-run figures
 * of firmware tie often (an instruction-counted clock gives equal durations; a count is a whole
 * number); their normal approximation is loose at the few runs a side a build is run. The exact
 * distribution is counted over rank sums (in half ranks, so that mean ranks are whole numbers),
 * not over the splits themselves: with {@code N} runs, about N³/4 steps. Beyond {@value #EXACT_UP_TO}
 * runs in all, it is estimated from {@value #PERMUTATIONS} random splits of a fixed seed, so a
 * diff always gives the same answer, on the JVM and in the browser build alike.
 */
final class RankSumTest {
  static final int EXACT_UP_TO = 120;
  static final int PERMUTATIONS = 20_000;

  private RankSumTest() {}

  static double pValue(double[] a, double[] b) {
    int n = a.length;
    int total = n + b.length;
    int[] halfRanks = halfRanks(a, b);
    long observed = 0;
    for (int i = 0; i < n; i++) {
      observed += halfRanks[i];
    }
    long mean = (long) n * (total + 1); // of the rank sum, in half ranks
    long distance = Math.abs(observed - mean);
    return total <= EXACT_UP_TO ? exact(halfRanks, n, mean, distance) : estimated(halfRanks, n, mean, distance);
  }

  /** The share of pairs (one of {@code a}, one of {@code b}) in which b's value is the larger, ties counting half. */
  static double superiority(double[] a, double[] b) {
    double larger = 0;
    for (double x : a) {
      for (double y : b) {
        larger += y > x ? 1 : y == x ? 0.5 : 0;
      }
    }
    return larger / ((double) a.length * b.length);
  }

  /** Twice the rank of each value of {@code a} then {@code b} in the pooled values, ties at their mean rank. */
  static int[] halfRanks(double[] a, double[] b) {
    double[] pooled = new double[a.length + b.length];
    System.arraycopy(a, 0, pooled, 0, a.length);
    System.arraycopy(b, 0, pooled, a.length, b.length);
    Integer[] order = new Integer[pooled.length];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, (x, y) -> Double.compare(pooled[x], pooled[y]));
    int[] ranks = new int[pooled.length];
    for (int first = 0; first < order.length; ) {
      int last = first;
      while (last + 1 < order.length && pooled[order[last + 1]] == pooled[order[first]]) {
        last++;
      }
      for (int i = first; i <= last; i++) {
        ranks[order[i]] = first + last + 2; // (first + 1 + last + 1) / 2 ranks, doubled
      }
      first = last + 1;
    }
    return ranks;
  }

  /** Counts the splits by rank sum: ways[k][s], the ways to pick k of the values seen so far with half-rank sum s. */
  private static double exact(int[] halfRanks, int n, long mean, long distance) {
    int most = Arrays.stream(halfRanks).sum();
    double[][] ways = new double[n + 1][most + 1];
    ways[0][0] = 1;
    int seen = 0;
    for (int rank : halfRanks) {
      seen += rank;
      for (int k = n; k >= 1; k--) {
        double[] fewer = ways[k - 1];
        double[] these = ways[k];
        for (int s = seen; s >= rank; s--) {
          these[s] += fewer[s - rank];
        }
      }
    }
    double all = 0;
    double asFar = 0;
    for (int s = 0; s <= most; s++) {
      all += ways[n][s];
      if (Math.abs(s - mean) >= distance) {
        asFar += ways[n][s];
      }
    }
    return asFar / all;
  }

  private static double estimated(int[] halfRanks, int n, long mean, long distance) {
    // java.util.Random, which the browser build's class library has (TeaVM has no SplittableRandom)
    Random random = new Random(0x70_6E_62_61_6E_64L);
    int[] shuffled = halfRanks.clone();
    int asFar = 0;
    for (int p = 0; p < PERMUTATIONS; p++) {
      long sum = 0;
      for (int i = 0; i < n; i++) { // the first n of a partial Fisher-Yates shuffle
        int j = i + below(random, shuffled.length - i);
        int swap = shuffled[i];
        shuffled[i] = shuffled[j];
        shuffled[j] = swap;
        sum += shuffled[i];
      }
      if (Math.abs(sum - mean) >= distance) {
        asFar++;
      }
    }
    return (asFar + 1.0) / (PERMUTATIONS + 1.0); // the observed split is one of them
  }

  /**
   * A number from 0 to {@code bound} - 1, from the 31 high bits of the generator's next int (by
   * multiplying and shifting; its bias, bound / 2³¹, is nothing here). Not {@code
   * Random.nextInt(bound)}: TeaVM's class library draws that otherwise than the JDK's, and the
   * browser build must give the JVM's p-values.
   */
  private static int below(Random random, int bound) {
    return (int) (((random.nextInt() >>> 1) * (long) bound) >>> 31);
  }
}

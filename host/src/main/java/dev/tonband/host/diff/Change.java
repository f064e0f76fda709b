// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

/**
 * How one figure changed from the base runs to the new runs: the median of each side's per-run
 * values, the relative change of the medians, the Mann-Whitney U test's p-value over the per-run
 * values (Holm-adjusted), and how consistently the runs moved.
 *
 * @param change the relative change of the medians, signed ({@code (new - base) / |base|}); NaN when
 *     the base is 0
 * @param p the adjusted p-value; NaN when a side has one run, so that significance cannot be judged
 * @param agreement of all pairs of one base run and one new run, the share whose new value lies on
 *     the side the medians moved to, ties counting half (Vargha and Delaney's A): 1 when every new
 *     run is beyond every base run
 * @param baseValues, newValues each run's value, NaN-free
 */
public record Change(Figure figure, double base, double now, double change, double p, double agreement,
    double[] baseValues,
    double[] newValues) {
  /** How large the change is, for sorting: its relative size, a change from 0 larger than any. */
  double effect() {
    return Double.isNaN(change) ? Double.POSITIVE_INFINITY : Math.abs(change);
  }
}

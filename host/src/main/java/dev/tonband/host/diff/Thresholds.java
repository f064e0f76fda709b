// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

/**
 * When a difference counts as a change: the medians differ by more than {@code relative} of the
 * base and by more than the floor of the figure's kind (so that 3 ns more on a 20 ns figure, or 1
 * wait more on 2, is not a change), and the difference is significant at {@code alpha} after the
 * Holm correction, and the runs agree on it: in at least {@code agreement} of the pairs of one
 * base run and one new run, the new run's value lies on the side the medians moved to.
 *
 * @param relative e.g. 0.10 for 10 %
 * @param durationFloorNs the floor of durations, in ns
 * @param shareFloor the floor of shares of time, as a fraction (0.005: half a percentage point)
 * @param countFloor the floor of counts, counts per second and marker values
 */
public record Thresholds(double relative, double durationFloorNs, double shareFloor, double countFloor,
    double agreement, double alpha) {
  public static final Thresholds DEFAULT = new Thresholds(0.10, 1_000, 0.005, 2, 0.9, 0.05);

  double floor(Figure figure) {
    return switch (figure.metric().kind()) {
      case DURATION -> durationFloorNs;
      case SHARE -> shareFloor;
      case COUNT, VALUE -> countFloor;
    };
  }

  /** Whether the medians differ by more than both thresholds. */
  boolean large(Figure figure, double base, double now) {
    double size = Math.abs(now - base);
    return size > relative * Math.abs(base) && size > floor(figure);
  }
}

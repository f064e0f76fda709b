// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

/**
 * What a metric came to: one value (for a marker's values, their range from {@code min} to
 * {@code max}), and the device time in ns where each happened, -1 where it is no one moment.
 */
public record Measured(double min, long minAt, double max, long maxAt) {
  /**
   * The trace does not tell (a queue whose capacity it never shows, a marker without values, the
   * gap of an interrupt that ran once).
   */
  public static final Measured UNKNOWN = new Measured(Double.NaN, -1, Double.NaN, -1);

  Measured(double value, long at) {
    this(value, at, value, at);
  }

  public boolean known() {
    return !Double.isNaN(max);
  }
}

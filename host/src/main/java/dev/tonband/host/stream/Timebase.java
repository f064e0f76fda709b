// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * The length of a timestamp tick, shared by the inputs of one trace: the device's cores share one
 * timer, and a metadata buffer given as its own input (before the trace buffers, as the firmware
 * sends it) carries the clock the other inputs need.
 *
 * <p>A tick lasts {@link #numerator()}/{@link #denominator()} ns, a fraction in lowest terms: from
 * ts_frequency_hz, exactly 10^9/hz (8 1/3 ns at 120 MHz); from ts_resolution_ns, the whole ns it
 * says. The frequency is preferred: a ts_resolution_ns after it changes nothing.
 */
public final class Timebase {
  /**
   * The longest tick taken as a clock's: one second. A trace clock ticks in nanoseconds to
   * milliseconds; a longer tick is damage, and would put a trace past 2^63 ns within a few ticks.
   */
  static final long MAX_NS_PER_TICK = 1_000_000_000L;
  /**
   * The fastest clock taken as a timer's, 1 GHz: a finer tick has no time of its own on a clock of
   * whole ns (ticks would share times), as ts_resolution_ns's least, 1 ns, has none. It keeps
   * {@link TickClock}'s products within 63 bits: numerator and denominator divide 10^9 (< 2^30).
   */
  static final long MAX_HZ = 1_000_000_000L;

  private long numerator = 1;
  private long denominator = 1;
  private boolean known;
  private boolean exact;

  /** Whole nanoseconds per tick; 1 when a tick is not a whole number of ns, so times are whole ns only. */
  long nsPerTick() {
    return denominator == 1 ? numerator : 1;
  }

  /** Nanoseconds per tick, with its fraction (for reading, not for reckoning times). */
  double tickNs() {
    return (double) numerator / denominator;
  }

  long numerator() {
    return numerator;
  }

  long denominator() {
    return denominator;
  }

  /** Whether a ts_resolution_ns or ts_frequency_hz arrived; until then a tick counts as 1 ns. */
  boolean known() {
    return known;
  }

  /** Whether a ts_resolution_ns (unsigned) can be a clock's: 1 ns to {@link #MAX_NS_PER_TICK}. */
  static boolean plausible(long nsPerTs) {
    return nsPerTs > 0 && nsPerTs <= MAX_NS_PER_TICK;
  }

  /** Whether a ts_frequency_hz (unsigned) can be a clock's: 1 Hz to {@link #MAX_HZ}, a tick of 1 s to 1 ns. */
  static boolean plausibleHz(long hz) {
    return hz > 0 && hz <= MAX_HZ;
  }

  /** Takes a ts_resolution_ns, unless the exact clock is known. */
  void set(long nsPerTick) {
    if (!exact) {
      numerator = nsPerTick;
      denominator = 1;
      known = true;
    }
  }

  /** Takes a ts_frequency_hz: a tick is exactly 10^9/hz ns. */
  void setHz(long hz) {
    long common = gcd(MAX_NS_PER_TICK, hz);
    numerator = MAX_NS_PER_TICK / common;
    denominator = hz / common;
    known = true;
    exact = true;
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }
}

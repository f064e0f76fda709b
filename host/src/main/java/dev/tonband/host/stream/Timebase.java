// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * Nanoseconds per timestamp tick, shared by the inputs of one trace: the device's cores share
 * one timer, and a metadata buffer given as its own input (before the trace buffers, as the
 * firmware sends it) carries the ts_resolution_ns the other inputs need.
 */
public final class Timebase {
  /**
   * The longest tick taken as a clock's: one second. A trace clock ticks in nanoseconds to
   * milliseconds; a longer tick is damage, and would put a trace past 2^63 ns within a few ticks.
   */
  static final long MAX_NS_PER_TICK = 1_000_000_000L;

  private long nsPerTick = 1;
  private boolean known;

  long nsPerTick() {
    return nsPerTick;
  }

  /** Whether a ts_resolution_ns arrived; until then a tick counts as 1 ns. */
  boolean known() {
    return known;
  }

  /** Whether a ts_resolution_ns (unsigned) can be a clock's: 1 ns to {@link #MAX_NS_PER_TICK}. */
  static boolean plausible(long nsPerTs) {
    return nsPerTs > 0 && nsPerTs <= MAX_NS_PER_TICK;
  }

  void set(long nsPerTick) {
    this.nsPerTick = nsPerTick;
    this.known = true;
  }
}

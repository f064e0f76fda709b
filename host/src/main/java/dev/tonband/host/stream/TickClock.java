// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * Turns a stream's timestamp ticks into nanoseconds at the trace's {@link Timebase}, as far as it
 * is known: floor(ticks × numerator / denominator), exactly, in 64-bit integers, so that a long
 * trace does not drift. Ticks are unsigned; a time beyond 2^63 ns has no place on the trace's clock.
 */
final class TickClock {
  private final Timebase timebase;
  /** The tick {@link #maxWholes} was worked out for: a division per event would cost. */
  private long numerator;
  private long denominator;
  /** The most whole denominators of ticks whose time stays below 2^63 ns. */
  private long maxWholes;

  TickClock(Timebase timebase) {
    this.timebase = timebase;
  }

  /** Ticks in ns, or -1 beyond 2^63 ns. */
  long toNs(long ticks) {
    if (timebase.numerator() != numerator || timebase.denominator() != denominator) {
      numerator = timebase.numerator();
      denominator = timebase.denominator();
      maxWholes = Long.MAX_VALUE / numerator;
    }
    if (denominator == 1) { // whole ns per tick, as most clocks have: no division per event
      return ticks < 0 || ticks > maxWholes ? -1 : ticks * numerator;
    }
    // ticks = wholes × denominator + rest: wholes last wholes × numerator ns exactly, and the rest
    // (below the denominator) times the numerator, both below 2^30, cannot overflow.
    long wholes = Long.divideUnsigned(ticks, denominator);
    long rest = Long.remainderUnsigned(ticks, denominator);
    if (wholes < 0 || wholes > maxWholes) {
      return -1;
    }
    long ns = wholes * numerator + rest * numerator / denominator;
    return ns < 0 ? -1 : ns;
  }

  /** The ns per tick of the latest {@link #toNs}, for people: "16", or "25/3" at 120 MHz. */
  String tick() {
    return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
  }
}

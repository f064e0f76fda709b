// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * Turns a stream's timestamp ticks into nanoseconds at the trace's {@link Timebase}, as far as it
 * is known. Ticks are unsigned; a time beyond 2^63 ns has no place on the trace's clock.
 */
final class TickClock {
  private final Timebase timebase;
  /** The resolution {@link #maxTicks} was worked out for: a division per event would cost. */
  private long nsPerTick;
  private long maxTicks;

  TickClock(Timebase timebase) {
    this.timebase = timebase;
  }

  /** Ticks in ns, or -1 beyond 2^63 ns. */
  long toNs(long ticks) {
    long perTick = timebase.nsPerTick();
    if (perTick != nsPerTick) {
      nsPerTick = perTick;
      maxTicks = Long.MAX_VALUE / perTick;
    }
    return ticks < 0 || ticks > maxTicks ? -1 : ticks * perTick;
  }

  /** The resolution of the latest {@link #toNs}. */
  long nsPerTick() {
    return nsPerTick;
  }
}

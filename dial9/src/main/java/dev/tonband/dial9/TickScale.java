// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.List;

/**
 * How device ticks become dial9 nanoseconds, so that a generic dial9 reader sees the nanoseconds
 * {@code tonband decode} shows, and the ticks can be had back exactly.
 *
 * <p>A converted archive states its scale in a {@code tonband/ns_per_tick} metadata event before
 * the first timestamped event and again whenever the scale changes; each dial9 timestamp is then
 * {@code ticks × ns_per_tick}. The scale follows the device's {@code ts_resolution_ns} by decode's
 * rules: 1 until one arrives, and a resolution of 0 or of 2^63 and more is ignored (decode reports
 * it and keeps the previous one).
 *
 * <p>A device whose clock does not divide 1 GHz also sends {@code ts_frequency_hz}, which decode
 * prefers: the archive then states the clock in a {@code tonband/tick_hz} event instead, and each
 * timestamp is floor(ticks × 10^9 / hz), as decode reckons it. A tick then lasts 1 ns or more (1
 * GHz at most), so the ticks come back exactly: the least ticks of that time, ceil(ns × hz / 10^9).
 *
 * <p>An event whose {@code ticks × ns_per_tick} reaches 2^63 ns has no nanosecond time (decode
 * reports an overflow and places it at the latest time seen so far). It is written at that same
 * latest time, right after a {@code tonband/timestamp_overflow} metadata event that carries its
 * ticks: the marker of what went wrong, and the ticks to read it back exactly.
 */
final class TickScale {
  static final Schema SCHEMA =
      new Schema(0x100, "tonband/ns_per_tick", false, List.of(FieldDef.required("ns_per_tick", FieldType.VARINT)));
  static final Schema OVERFLOW =
      new Schema(0x101, "tonband/timestamp_overflow", false, List.of(FieldDef.required("ticks", FieldType.VARINT)));
  static final Schema HZ = new Schema(0x102, "tonband/tick_hz", false, List.of(FieldDef.required("hz", FieldType.VARINT)));
  private static final long NS_PER_S = 1_000_000_000L;

  private TickScale() {}

  /** Whether decode takes {@code ts_resolution_ns} = {@code nsPerTs}: 1 to 2^63-1 ns per tick. */
  static boolean plausible(long nsPerTs) {
    return nsPerTs > 0;
  }

  /** Whether decode takes {@code ts_frequency_hz} = {@code hz}: 1 Hz to 1 GHz. */
  static boolean plausibleHz(long hz) {
    return hz > 0 && hz <= NS_PER_S;
  }

  /**
   * floor(ticks × 10^9 / hz) ns for unsigned {@code ticks}, or -1 at 2^63 ns and beyond. Exactly,
   * in 64 bits: ticks = wholes × hz + rest, wholes lasting whole seconds and rest × 10^9 below 10^18.
   */
  static long ns(long ticks, long hz) {
    long wholes = Long.divideUnsigned(ticks, hz);
    long rest = Long.remainderUnsigned(ticks, hz);
    if (wholes < 0 || wholes > Long.MAX_VALUE / NS_PER_S) {
      return -1;
    }
    long ns = wholes * NS_PER_S + rest * NS_PER_S / hz;
    return ns < 0 ? -1 : ns;
  }

  /** The ticks {@link #ns} turned into {@code ns} (unsigned): ceil(ns × hz / 10^9), in 64 bits as there. */
  static long ticks(long ns, long hz) {
    long seconds = Long.divideUnsigned(ns, NS_PER_S);
    long rest = Long.remainderUnsigned(ns, NS_PER_S);
    return seconds * hz + (rest * hz + NS_PER_S - 1) / NS_PER_S;
  }

  /** Whether {@code ticks × scale} (both unsigned) has no nanosecond time below 2^63. */
  static boolean overflows(long ticks, long scale) {
    return scale != 0 && Long.compareUnsigned(ticks, Long.divideUnsigned(Long.MAX_VALUE, scale)) > 0;
  }
}

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

  private TickScale() {}

  /** Whether decode takes {@code ts_resolution_ns} = {@code nsPerTs}: 1 to 2^63-1 ns per tick. */
  static boolean plausible(long nsPerTs) {
    return nsPerTs > 0;
  }

  /** Whether {@code ticks × scale} (both unsigned) has no nanosecond time below 2^63. */
  static boolean overflows(long ticks, long scale) {
    return scale != 0 && Long.compareUnsigned(ticks, Long.divideUnsigned(Long.MAX_VALUE, scale)) > 0;
  }
}

package dev.tonband.dial9;

import java.util.List;

/**
 * How device ticks become dial9 nanoseconds, exactly and reversibly. A converted archive states
 * its scale in a {@code tonband/ns_per_tick} metadata event before the first timestamped event and
 * again whenever the scale changes; each dial9 timestamp is then {@code ticks × ns_per_tick}, and
 * dividing gives the ticks back.
 *
 * <p>The scale is the device's {@code ts_resolution_ns} in effect (the latest one seen), or 1 when
 * there is none or it is 0 (as the wire format says to assume). When {@code ticks × resolution}
 * does not fit in 64 bits there is no nanosecond value to write, so that event is written at scale
 * 1: its timestamp is in ticks, and the scale event says so.
 */
final class TickScale {
  static final Schema SCHEMA =
      new Schema(0x100, "tonband/ns_per_tick", false, List.of(FieldDef.required("ns_per_tick", FieldType.VARINT)));

  private TickScale() {}

  /** The device resolution to scale by: {@code ts_resolution_ns}, with 0 read as 1. */
  static long effectiveResolution(long nsPerTs) {
    return nsPerTs == 0 ? 1 : nsPerTs;
  }

  /** The scale for an event at {@code ticks}: the resolution, unless the product overflows. */
  static long scaleFor(long ticks, long resolution) {
    return unsignedMultiplyHigh(ticks, resolution) == 0 ? resolution : 1;
  }

  /** The high 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh is Java 18+). */
  private static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }
}

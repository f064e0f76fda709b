// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertWithMessage;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whether ticks × ns_per_tick has a nanosecond time, and the nanoseconds of ticks at a clock in
 * Hz and back, against exact BigInteger arithmetic.
 */
class TickScaleTest {
  private static final BigInteger LIMIT = BigInteger.ONE.shiftLeft(63); // 2^63 ns and more: no time

  @Test
  void overflowsExactlyWhenTheUnsignedProductReachesTwoToThe63() {
    List<Long> values = new ArrayList<>(List.of(0L, 1L, 2L, 3L, 1L << 31, 1L << 32, (1L << 32) + 1, 3_037_000_499L,
        3_037_000_500L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, -2L, -1L));
    for (int bit = 0; bit < 64; bit++) {
      values.add(1L << bit);
      values.add((1L << bit) - 1);
      values.add((1L << bit) + 1);
    }
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 300; i++) {
      values.add(random.nextLong() >>> random.nextInt(64));
    }
    for (long ticks : values) {
      for (long scale : values) {
        BigInteger product = unsigned(ticks).multiply(unsigned(scale));
        assertWithMessage("%s × %s", Long.toUnsignedString(ticks), Long.toUnsignedString(scale))
            .that(TickScale.overflows(ticks, scale)).isEqualTo(product.compareTo(LIMIT) >= 0);
      }
    }
  }

  @Test
  void ticksAtAClockInHzAreFloorOfTheirExactTimeAndComeBackExactly() {
    BigInteger second = BigInteger.valueOf(1_000_000_000L);
    SplittableRandom random = new SplittableRandom(7);
    List<Long> ticks = new ArrayList<>(List.of(0L, 1L, 2L, 119_999_999L, 120_000_000L, 120_000_001L, Long.MAX_VALUE,
        -1L, Long.MIN_VALUE));
    for (int i = 0; i < 2000; i++) {
      ticks.add(random.nextLong() >>> random.nextInt(64));
    }
    for (long hz : new long[] {120_000_000L, 64_000_000L, 48_000_000L, 168_000_000L, 180_000_000L, 1L, 3L, 32_768L,
        999_999_937L, 1_000_000_000L}) {
      for (long t : ticks) {
        BigInteger exact = unsigned(t).multiply(second).divide(BigInteger.valueOf(hz));
        long ns = TickScale.ns(t, hz);
        String what = Long.toUnsignedString(t) + " ticks at " + hz + " Hz";
        if (exact.compareTo(LIMIT) >= 0) {
          assertWithMessage(what).that(ns).isEqualTo(-1);
        } else {
          assertWithMessage(what).that(ns).isEqualTo(exact.longValueExact());
          assertWithMessage(what + ", back").that(TickScale.ticks(ns, hz)).isEqualTo(t);
        }
      }
    }
  }

  private static BigInteger unsigned(long value) {
    return new BigInteger(Long.toUnsignedString(value));
  }
}

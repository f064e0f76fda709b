// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertWithMessage;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Whether ticks × ns_per_tick has a nanosecond time, against exact BigInteger arithmetic. */
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

  private static BigInteger unsigned(long value) {
    return new BigInteger(Long.toUnsignedString(value));
  }
}

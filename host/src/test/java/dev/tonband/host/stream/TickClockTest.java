// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Ticks to ns at the trace's resolution or exact clock, with no time beyond 2^63 ns. */
class TickClockTest {
  private static final BigInteger NS_PER_S = BigInteger.valueOf(1_000_000_000L);
  private static final BigInteger TWO_TO_63 = BigInteger.ONE.shiftLeft(63);

  private final Timebase timebase = new Timebase();
  private final TickClock clock = new TickClock(timebase);

  @Test
  void aTickIsOneNsUntilTheResolutionIsKnown() {
    assertThat(clock.toNs(1000)).isEqualTo(1000);
    assertThat(clock.toNs(Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
    assertThat(clock.tick()).isEqualTo("1");
  }

  @Test
  void followsTheResolutionWhenItChanges() {
    assertThat(clock.toNs(1000)).isEqualTo(1000);
    timebase.set(16);
    assertThat(clock.toNs(1000)).isEqualTo(16_000);
    assertThat(clock.tick()).isEqualTo("16");
  }

  @Test
  void timesBeyond2To63NsHaveNoPlace() {
    timebase.set(16);
    // 2^63 / 16 = 2^59 = 576460752303423488 ticks: the tick before it is the last one with a time
    assertThat(clock.toNs(576_460_752_303_423_487L)).isEqualTo(9_223_372_036_854_775_792L);
    assertThat(clock.toNs(576_460_752_303_423_488L)).isEqualTo(-1);
    // ticks are unsigned: the top bit set is more than 2^63 ticks
    assertThat(clock.toNs(-1)).isEqualTo(-1);
  }

  /** The clocks of issue 42, whose ticks are no whole ns (but for 64 MHz's 15.625, none of them short). */
  @ParameterizedTest
  @ValueSource(longs = {120_000_000L, 64_000_000L, 48_000_000L, 168_000_000L, 180_000_000L})
  void aClockInHzGivesExactlyTicksTimesABillionOverHz(long hz) {
    timebase.setHz(hz);
    // one second of ticks, and a 1 kHz period, are exactly 1 s and 1 ms
    assertThat(clock.toNs(hz)).isEqualTo(1_000_000_000L);
    assertThat(clock.toNs(hz / 1000)).isEqualTo(1_000_000L);
    // a year of ticks does not drift by a nanosecond
    long year = hz * 365 * 24 * 3600;
    assertThat(clock.toNs(year)).isEqualTo(365L * 24 * 3600 * 1_000_000_000L);
    SplittableRandom random = new SplittableRandom(hz);
    for (int i = 0; i < 10_000; i++) {
      long ticks = random.nextLong(); // any 64-bit count, top bit included
      assertWithMessage("%s ticks at %s Hz", Long.toUnsignedString(ticks), hz)
          .that(clock.toNs(ticks)).isEqualTo(exactNs(ticks, hz));
    }
    // the last tick with a time below 2^63 ns, and the first without
    long last = TWO_TO_63.multiply(BigInteger.valueOf(hz)).subtract(BigInteger.ONE).divide(NS_PER_S).longValueExact();
    assertThat(clock.toNs(last)).isEqualTo(exactNs(last, hz));
    assertThat(clock.toNs(last + 1)).isEqualTo(-1);
    assertThat(clock.toNs(-1)).isEqualTo(-1);
  }

  @Test
  void theExactClockIsPreferredToTheRoundedResolution() {
    timebase.setHz(120_000_000L);
    timebase.set(8); // ts_resolution_ns, rounded, as the runtime sends it after ts_frequency_hz
    assertThat(clock.toNs(120_000)).isEqualTo(1_000_000L);
    assertThat(clock.tick()).isEqualTo("25/3");
    assertThat(timebase.nsPerTick()).isEqualTo(1);
  }

  @Test
  void aClockOfOneGigahertzOrLessIsPlausible() {
    assertThat(Timebase.plausibleHz(1)).isTrue();
    assertThat(Timebase.plausibleHz(1_000_000_000L)).isTrue();
    assertThat(Timebase.plausibleHz(1_000_000_001L)).isFalse(); // ticks would share times
    assertThat(Timebase.plausibleHz(0)).isFalse();
    assertThat(Timebase.plausibleHz(-1)).isFalse(); // 2^64 - 1 Hz
  }

  @Test
  void theFastestPlausibleClockStaysExact() {
    long prime = 999_999_937L; // the largest prime below 10^9: the largest numerator and denominator
    timebase.setHz(prime);
    for (long ticks : new long[] {prime - 1, Long.MAX_VALUE, -1, 0x7654_3210_FEDC_BA98L}) {
      assertThat(clock.toNs(ticks)).isEqualTo(exactNs(ticks, prime));
    }
  }

  /** floor(ticks × 10^9 / hz) for unsigned ticks, or -1 at 2^63 ns and beyond. */
  private static long exactNs(long ticks, long hz) {
    BigInteger ns = new BigInteger(Long.toUnsignedString(ticks)).multiply(NS_PER_S).divide(BigInteger.valueOf(hz));
    return ns.compareTo(TWO_TO_63) >= 0 ? -1 : ns.longValueExact();
  }
}

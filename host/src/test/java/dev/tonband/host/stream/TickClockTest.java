// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** Ticks to ns at the trace's resolution, with no time beyond 2^63 ns. */
class TickClockTest {
  private final Timebase timebase = new Timebase();
  private final TickClock clock = new TickClock(timebase);

  @Test
  void aTickIsOneNsUntilTheResolutionIsKnown() {
    assertThat(clock.toNs(1000)).isEqualTo(1000);
    assertThat(clock.toNs(Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
    assertThat(clock.nsPerTick()).isEqualTo(1);
  }

  @Test
  void followsTheResolutionWhenItChanges() {
    assertThat(clock.toNs(1000)).isEqualTo(1000);
    timebase.set(16);
    assertThat(clock.toNs(1000)).isEqualTo(16_000);
    assertThat(clock.nsPerTick()).isEqualTo(16);
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
}

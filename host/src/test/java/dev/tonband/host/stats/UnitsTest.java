// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Numbers for people, as the JVM's formatter writes them, without it (the web page's TeaVM formatter rounds otherwise). */
class UnitsTest {
  @Test
  void halvesRoundUpInTheDecimalDigits() {
    assertThat(Units.duration(6_085)).isEqualTo("6.09 us"); // 6.085 is 6.08499.. in binary
    assertThat(Units.duration(999)).isEqualTo("999 ns");
    assertThat(Units.duration(9_995)).isEqualTo("10.00 us");
    assertThat(Units.duration(12_250_000)).isEqualTo("12.3 ms");
    assertThat(Units.duration(2_500_000_000L)).isEqualTo("2.50 s");
    assertThat(Units.percent(0.0037)).isEqualTo("0.37 %");
    assertThat(Units.percent(0.00375)).isEqualTo("0.38 %");
    assertThat(Units.percent(1)).isEqualTo("100.00 %");
    assertThat(Units.percent(Double.NaN)).isEqualTo("NaN %");
  }

  @Test
  void writesWhatStringFormatWritesOnTheJvm() {
    Random random = new Random(29);
    for (int i = 0; i < 100_000; i++) {
      long ns = (long) Math.pow(10, random.nextDouble() * 12);
      double v = ns < 1_000_000 ? ns / 1e3 : ns < 1_000_000_000 ? ns / 1e6 : ns / 1e9;
      String unit = ns < 1_000_000 ? " us" : ns < 1_000_000_000 ? " ms" : " s";
      if (ns >= 1_000) {
        assertThat(Units.duration(ns))
            .isEqualTo(String.format(Locale.ROOT, v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f", v) + unit);
      }
      double share = random.nextDouble() * Math.pow(10, -random.nextInt(6));
      assertThat(Units.percent(share)).isEqualTo(String.format(Locale.ROOT, "%.2f %%", share * 100));
    }
  }

  @Test
  void countsAndTimesAreWhatStringFormatWrites() {
    Random random = new Random(31);
    long[] edges = {0, 1, 999, 1_000, 999_999, 1_000_000, -1, -999, -1_000, -1_234_567_890_123L,
        Long.MAX_VALUE, Long.MIN_VALUE};
    for (long n : edges) {
      assertThat(Units.count(n)).isEqualTo(String.format(Locale.ROOT, "%,d", n));
      assertThat(Units.time(n)).isEqualTo(String.format(Locale.ROOT, "%d.%09d s", n / 1_000_000_000, n % 1_000_000_000));
    }
    for (int i = 0; i < 100_000; i++) {
      long n = random.nextLong() >> random.nextInt(64);
      assertThat(Units.count(n)).isEqualTo(String.format(Locale.ROOT, "%,d", n));
      assertThat(Units.time(n)).isEqualTo(String.format(Locale.ROOT, "%d.%09d s", n / 1_000_000_000, n % 1_000_000_000));
    }
  }
}

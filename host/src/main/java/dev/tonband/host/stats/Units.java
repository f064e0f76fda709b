// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Numbers for people: durations with a unit, shares in percent, times in seconds. */
public final class Units {
  private Units() {}

  /** A duration with three significant digits and the unit that suits it: 850 ns, 12.3 us, 1.25 ms, 2.50 s. */
  public static String duration(long ns) {
    if (ns < 1_000) {
      return ns + " ns";
    }
    if (ns < 1_000_000) {
      return significant(ns / 1e3) + " us";
    }
    if (ns < 1_000_000_000) {
      return significant(ns / 1e6) + " ms";
    }
    return significant(ns / 1e9) + " s";
  }

  private static String significant(double v) {
    return decimals(v, v < 10 ? 2 : v < 100 ? 1 : 0);
  }

  /** A share of 0..1 as a percentage with two decimals. */
  public static String percent(double share) {
    return decimals(share * 100, 2) + " %";
  }

  /**
   * {@code v} with {@code places} decimals, as {@code String.format("%.Nf")} gives it on the JVM:
   * its shortest decimal digits ({@link Double#toString}) rounded half up. Spelt out so that the web
   * page (TeaVM, whose formatter rounds the binary value: 6.085 to 6.08, not 6.09) writes the same.
   */
  private static String decimals(double v, int places) {
    if (!Double.isFinite(v)) {
      return Double.toString(v); // NaN, Infinity: as the formatter writes them
    }
    return new BigDecimal(Double.toString(v)).setScale(places, RoundingMode.HALF_UP).toPlainString();
  }

  /** A device time in ns as seconds to the ns, as a place to look in Perfetto. */
  public static String time(long ns) {
    return ns / 1_000_000_000 + "." + zeroPadded(ns % 1_000_000_000, 9) + " s";
  }

  /** {@code v} in {@code width} characters, sign included, as {@code %0<width>d} writes it. */
  private static String zeroPadded(long v, int width) {
    String sign = v < 0 ? "-" : "";
    String digits = Long.toString(Math.abs(v));
    return sign + "0".repeat(Math.max(0, width - sign.length() - digits.length())) + digits;
  }

  /** A counter's value: whole numbers as such, others with their shortest decimals. */
  public static String number(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }

  /**
   * {@code n} with a comma between groups of three digits, as {@code String.format(Locale.ROOT, "%,d")}
   * writes it; spelt out because a short command's first {@link java.util.Formatter} costs a tenth
   * of its start (the formatter's parser and the locale data it loads).
   */
  public static String count(long n) {
    String digits = Long.toString(n);
    int first = n < 0 ? 1 : 0;
    StringBuilder grouped = new StringBuilder(digits);
    for (int at = digits.length() - 3; at > first; at -= 3) {
      grouped.insert(at, ',');
    }
    return grouped.toString();
  }
}

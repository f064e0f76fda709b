package dev.tonband.host.stats;

import java.util.Locale;

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
    return String.format(Locale.ROOT, v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f", v);
  }

  /** A share of 0..1 as a percentage with two decimals. */
  public static String percent(double share) {
    return String.format(Locale.ROOT, "%.2f %%", share * 100);
  }

  /** A device time in ns as seconds to the ns, as a place to look in Perfetto. */
  public static String time(long ns) {
    return String.format(Locale.ROOT, "%d.%09d s", ns / 1_000_000_000, ns % 1_000_000_000);
  }

  public static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}

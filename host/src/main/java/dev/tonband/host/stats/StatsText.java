// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.io.PrintStream;

/** {@link Stats} for a terminal: the tables of {@link StatsTables}, aligned, with names escaped. */
public final class StatsText {
  private StatsText() {}

  public static void print(Stats stats, PrintStream out) {
    out.println(StatsTables.headline(stats));
    for (Table table : StatsTables.of(stats)) {
      out.println();
      table.print(out);
    }
    if (stats.problems().clean()) {
      out.println();
      out.println("No problems in the trace.");
    }
  }
}

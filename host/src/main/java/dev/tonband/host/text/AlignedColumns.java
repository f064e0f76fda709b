// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Rows of cells printed for a terminal as aligned columns two spaces apart, every cell escaped:
 * text columns left-aligned, the others (numbers) right-aligned. The tables of {@code stats} and
 * {@code sql} print so.
 */
public final class AlignedColumns {
  private AlignedColumns() {}

  /**
   * @param rows the header first, then the rows
   * @param text whether a column (by index) holds text rather than numbers
   */
  public static void print(List<String[]> rows, IntPredicate text, PrintStream out) {
    List<String[]> escaped = rows.stream()
        .map(r -> Arrays.stream(r).map(TerminalText::escape).toArray(String[]::new)).toList();
    int columns = escaped.stream().mapToInt(r -> r.length).max().orElse(0);
    int[] widths = new int[columns];
    for (String[] row : escaped) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].codePointCount(0, row[i].length()));
      }
    }
    for (String[] row : escaped) {
      StringBuilder line = new StringBuilder("  ");
      for (int i = 0; i < row.length; i++) {
        String pad = " ".repeat(widths[i] - row[i].codePointCount(0, row[i].length()));
        line.append(text.test(i) ? row[i] + pad : pad + row[i]).append(i + 1 < row.length ? "  " : "");
      }
      out.println(line.toString().stripTrailing());
    }
  }
}

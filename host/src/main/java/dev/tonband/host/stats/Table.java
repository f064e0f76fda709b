// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.io.PrintStream;
import dev.tonband.host.text.AlignedColumns;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A section of the stats: a header (whose first cell is the section's title) and rows of cells,
 * printed as aligned columns two spaces apart. The first column (names) and those marked as text
 * are left-aligned, the others (numbers) right-aligned. Cells are as the trace gives them; each
 * printer escapes them for where they go.
 */
public final class Table {
  private final List<String[]> rows = new ArrayList<>();
  private final Set<Integer> text = new HashSet<>(Set.of(0));

  Table(String... header) {
    rows.add(header);
  }

  /** Marks columns that hold text, to be left-aligned. */
  Table text(int... columns) {
    for (int column : columns) {
      text.add(column);
    }
    return this;
  }

  void row(String... cells) {
    rows.add(cells);
  }

  boolean isEmpty() {
    return rows.size() == 1;
  }

  public List<String> header() {
    return List.of(rows.get(0));
  }

  /** The rows under the header. */
  public List<List<String>> rows() {
    return rows.subList(1, rows.size()).stream().map(List::of).toList();
  }

  /** Whether the column holds text (left-aligned) rather than numbers. */
  public boolean isText(int column) {
    return text.contains(column);
  }

  /** Prints the table for a terminal, with every cell escaped. */
  void print(PrintStream out) {
    AlignedColumns.print(rows, text::contains, out);
  }
}

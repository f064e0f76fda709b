package dev.tonband.host.stats;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Rows of cells printed as aligned columns, two spaces apart: the first column (names) and those
 * marked as text left-aligned, the others (numbers) right-aligned. Cells are escaped by the caller.
 */
final class Table {
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

  void print(PrintStream out) {
    int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].codePointCount(0, row[i].length()));
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder("  ");
      for (int i = 0; i < row.length; i++) {
        String pad = " ".repeat(widths[i] - row[i].codePointCount(0, row[i].length()));
        line.append(text.contains(i) ? row[i] + pad : pad + row[i]).append(i + 1 < row.length ? "  " : "");
      }
      out.println(line.toString().stripTrailing());
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import dev.tonband.host.text.AlignedColumns;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A result as aligned columns, like the tables of {@code stats}: numbers right-aligned, text
 * left-aligned, NULL written out. The rows shown are held to measure the columns' widths, so
 * only the first {@value #SHOWN} are; the others are counted, and belong in --csv, --json or --out.
 */
final class ResultTable {
  static final int SHOWN = 1000;

  private ResultTable() {}

  static void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
    String[] header = Cells.header(rows);
    List<String[]> lines = new ArrayList<>();
    lines.add(header);
    Set<Integer> numbers = new HashSet<>();
    long count = 0;
    while (rows.next()) {
      if (++count > SHOWN) {
        continue; // counted only
      }
      String[] cells = new String[header.length];
      for (int i = 0; i < header.length; i++) {
        Object value = rows.getObject(i + 1);
        if (value instanceof Number) {
          numbers.add(i);
        }
        cells[i] = value == null ? "NULL" : Cells.text(value);
      }
      lines.add(cells);
    }
    PrintStream print = new PrintStream(out, false, StandardCharsets.UTF_8);
    AlignedColumns.print(lines, column -> !numbers.contains(column), print);
    print.println(count == 1 ? "(1 row)" : count <= SHOWN ? "(" + count + " rows)"
        : "(" + count + " rows, the first " + SHOWN + " shown: --csv, --json or --out give them all)");
    print.flush();
    if (print.checkError()) {
      throw new IOException("cannot write the result");
    }
  }
}

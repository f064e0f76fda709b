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
 * left-aligned, NULL written out. The rows are held to measure the columns' widths; large
 * results belong in --csv, --json or --out.
 */
final class ResultTable {
  private ResultTable() {}

  static void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
    String[] header = Cells.header(rows);
    List<String[]> lines = new ArrayList<>();
    lines.add(header);
    Set<Integer> numbers = new HashSet<>();
    while (rows.next()) {
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
    print.println(lines.size() == 2 ? "(1 row)" : "(" + (lines.size() - 1) + " rows)");
    print.flush();
    if (print.checkError()) {
      throw new IOException("cannot write the result");
    }
  }
}

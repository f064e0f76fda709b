// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import dev.tonband.host.tables.TableSchema;
import dev.tonband.host.text.AlignedColumns;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** {@code tonband sql --tables}: every table with its columns, their SQL types and what they hold. */
public final class TableList {
  private TableList() {}

  public static void print(PrintStream out) {
    for (TableSchema table : TableSchema.ALL) {
      out.println(table.name() + ": " + table.description());
      List<String[]> rows = new ArrayList<>();
      for (TableSchema.Column column : table.columns()) {
        rows.add(new String[] {column.name(), column.type().name(), column.description()});
      }
      AlignedColumns.print(rows, column -> true, out);
      out.println();
    }
  }
}

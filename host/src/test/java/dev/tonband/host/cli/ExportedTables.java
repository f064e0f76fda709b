// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Reads what {@code tonband export} wrote, with DuckDB: {@code slice_t} and the like in SQL name a table over all traces. */
final class ExportedTables {
  private ExportedTables() {}

  static List<List<Object>> query(Path tables, String sql) throws Exception {
    String ready = sql.replaceAll("\\b(trace|event|slice|task_state|counter|problem)_t\\b",
        "read_parquet('" + tables + "/$1/*/*.parquet', hive_partitioning = true)");
    List<List<Object>> rows = new ArrayList<>();
    try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
        Statement statement = duckdb.createStatement();
        ResultSet result = statement.executeQuery(ready)) {
      int columns = result.getMetaData().getColumnCount();
      while (result.next()) {
        List<Object> row = new ArrayList<>();
        for (int c = 1; c <= columns; c++) {
          row.add(result.getObject(c));
        }
        rows.add(row);
      }
    }
    return rows;
  }
}

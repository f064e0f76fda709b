// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import java.io.IOException;
import java.io.OutputStream;
import java.sql.ResultSet;
import java.sql.SQLException;

/** How {@code tonband sql} writes a query's rows (Parquet, which DuckDB writes itself, aside). */
public enum ResultFormat {
  /** Aligned columns for a terminal. */
  TABLE(ResultTable::write),
  CSV(ResultCsv::write),
  /** One JSON object a line, as DuckDB's own JSON export and {@code decode --json} write. */
  JSON(ResultJson::write);

  private interface Writer {
    void write(ResultSet rows, OutputStream out) throws SQLException, IOException;
  }

  private final Writer writer;

  ResultFormat(Writer writer) {
    this.writer = writer;
  }

  void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
    writer.write(rows, out);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;

/** A result's column names and its cells as text. */
final class Cells {
  private Cells() {}

  static String[] header(ResultSet rows) throws SQLException {
    ResultSetMetaData meta = rows.getMetaData();
    String[] names = new String[meta.getColumnCount()];
    for (int i = 0; i < names.length; i++) {
      names[i] = meta.getColumnLabel(i + 1);
    }
    return names;
  }

  /** The current row's cells; {@code null} for SQL NULL. */
  static String[] row(ResultSet rows, int columns) throws SQLException {
    String[] cells = new String[columns];
    for (int i = 0; i < columns; i++) {
      cells[i] = text(rows.getObject(i + 1));
    }
    return cells;
  }

  /** Doubles in plain decimals (0.0001, not 1.0E-4), as DuckDB prints them; anything else as Java writes it. */
  static String text(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      return Double.isFinite(d) ? BigDecimal.valueOf(d).toPlainString() : Double.toString(d);
    }
    return value.toString();
  }
}

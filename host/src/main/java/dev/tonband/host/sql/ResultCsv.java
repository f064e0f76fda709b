// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;

/** A result as CSV (RFC 4180): a header line, then a line per row; NULL is an empty field. */
final class ResultCsv {
  private ResultCsv() {}

  static void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
    Writer csv = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    String[] header = Cells.header(rows);
    line(header, csv);
    while (rows.next()) {
      line(Cells.row(rows, header.length), csv);
    }
    csv.flush();
  }

  private static void line(String[] cells, Writer csv) throws IOException {
    for (int i = 0; i < cells.length; i++) {
      if (i > 0) {
        csv.write(',');
      }
      csv.write(field(cells[i]));
    }
    csv.write("\r\n");
  }

  /** Quoted when it holds a comma, quote or line break, with quotes doubled. */
  static String field(String cell) {
    if (cell == null) {
      return "";
    }
    if (cell.chars().noneMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n')) {
      return cell;
    }
    return '"' + cell.replace("\"", "\"\"") + '"';
  }
}

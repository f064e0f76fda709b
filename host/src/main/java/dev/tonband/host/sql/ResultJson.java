// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A result as JSON lines: one object a row, keyed by column. Numbers stay numbers (sums of
 * BIGINT, DuckDB's HUGEINT, too), booleans booleans, NULL null; other values are strings.
 */
final class ResultJson {
  private ResultJson() {}

  static void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
    String[] header = Cells.header(rows);
    JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)
        .configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
    json.setRootValueSeparator(null);
    while (rows.next()) {
      json.writeStartObject();
      for (int i = 0; i < header.length; i++) {
        json.writeFieldName(header[i]);
        value(rows.getObject(i + 1), json);
      }
      json.writeEndObject();
      json.writeRaw('\n');
    }
    json.flush();
  }

  private static void value(Object value, JsonGenerator json) throws IOException {
    if (value == null) {
      json.writeNull();
    } else if (value instanceof Boolean b) {
      json.writeBoolean(b);
    } else if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
      json.writeNumber(((Number) value).longValue());
    } else if (value instanceof BigInteger big) {
      json.writeNumber(big);
    } else if (value instanceof BigDecimal decimal) {
      json.writeNumber(decimal);
    } else if (value instanceof Number number && Double.isFinite(number.doubleValue())) {
      json.writeNumber(number.doubleValue());
    } else {
      json.writeString(Cells.text(value));
    }
  }
}

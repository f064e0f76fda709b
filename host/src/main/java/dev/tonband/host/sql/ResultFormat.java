package dev.tonband.host.sql;

import java.io.IOException;
import java.io.OutputStream;
import java.sql.ResultSet;
import java.sql.SQLException;

/** How {@code tonband sql} writes a query's rows (Parquet, which DuckDB writes itself, aside). */
public enum ResultFormat {
  /** Aligned columns for a terminal. */
  TABLE {
    @Override
    void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
      ResultTable.write(rows, out);
    }
  },
  CSV {
    @Override
    void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
      ResultCsv.write(rows, out);
    }
  },
  /** One JSON object a line, as DuckDB's own JSON export and {@code decode --json} write. */
  JSON {
    @Override
    void write(ResultSet rows, OutputStream out) throws SQLException, IOException {
      ResultJson.write(rows, out);
    }
  };

  abstract void write(ResultSet rows, OutputStream out) throws SQLException, IOException;
}

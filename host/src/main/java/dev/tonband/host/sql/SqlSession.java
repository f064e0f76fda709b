// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import dev.tonband.host.tables.DuckDb;
import dev.tonband.host.tables.TableSchema;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** DuckDB with a view per table of an exported folder, answering queries over it. */
public final class SqlSession implements AutoCloseable {
  private final Connection connection;

  private SqlSession(Connection connection) {
    this.connection = connection;
  }

  /** Opens DuckDB over the tables of {@code folder}. */
  public static SqlSession over(TableFolder folder) throws IOException {
    Connection connection = DuckDb.connect();
    try (Statement statement = connection.createStatement()) {
      // DuckDb holds export to one thread, as the trace's reader needs the other core; a query has them all.
      statement.execute("RESET threads");
      for (TableSchema table : TableSchema.ALL) {
        statement.execute(folder.createView(table));
      }
    } catch (SQLException e) {
      close(connection);
      throw new IOException("cannot read the tables: " + e.getMessage(), e);
    }
    return new SqlSession(connection);
  }

  /** Runs {@code query} and writes its rows to {@code out} in {@code format}, as they come. */
  public void print(String query, ResultFormat format, OutputStream out) throws IOException {
    try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
      format.write(rows, out);
    } catch (SQLException e) {
      throw failed(query, e);
    }
  }

  /** What is done with each row of a query's result. */
  public interface RowReader {
    void read(ResultSet row) throws SQLException;
  }

  /** Runs {@code query} and hands each row of its result to {@code reader}, in order. */
  public void forEachRow(String query, RowReader reader) throws IOException {
    try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
      while (rows.next()) {
        reader.read(rows);
      }
    } catch (SQLException e) {
      throw failed(query, e);
    }
  }

  /** Runs {@code query} and has DuckDB write its rows to {@code file} as Parquet. */
  public void writeParquet(String query, Path file) throws IOException {
    String target = DuckDb.literal(file.toAbsolutePath().toString());
    try (Statement statement = connection.createStatement()) {
      // The query becomes a subquery, where a closing semicolon is a syntax error.
      String subquery = query.strip().replaceAll(";+$", "");
      statement.execute("COPY (" + subquery + ") TO " + target + " (FORMAT parquet)");
    } catch (SQLException e) {
      throw failed(query, e);
    }
  }

  /** The query and DuckDB's own words: an error in the query is the command line's. */
  private static IllegalArgumentException failed(String query, SQLException e) {
    return new IllegalArgumentException("the query failed: " + query + "\n" + e.getMessage(), e);
  }

  @Override
  public void close() {
    close(connection);
  }

  private static void close(Connection connection) {
    try {
      connection.close();
    } catch (SQLException e) {
      // an in-memory database: nothing is lost
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.duckdb.DuckDBConnection;
import org.duckdb.DuckDBFunctions;
import org.duckdb.DuckDBTableFunctionBuilder;

/**
 * The tables of any number of traces as Parquet files in one folder, Hive style:
 * {@code DIR/<table>/trace_id=<id>/part-0.parquet}. DuckDB writes each table of a trace with a COPY
 * of its own, in a thread of its own, as the rows come ({@link TraceTables}); a trace's files
 * appear only when all of them are complete, and replace only that trace's earlier ones.
 */
public final class ParquetTables implements AutoCloseable {
  private final Path dir;
  private final Connection duckdb;
  private final Map<String, BatchQueue> queues = new ConcurrentHashMap<>();
  private final ExecutorService writers = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "parquet-writer");
    thread.setDaemon(true); // never keeps the JVM alive; a failed export is abandoned, not awaited
    return thread;
  });
  private int traces;

  /**
   * @param dir the folder, which exists
   * @param duckdb a connection from {@link DuckDb#connect()}, closed with this
   */
  public ParquetTables(Path dir, Connection duckdb) throws IOException {
    this.dir = dir;
    this.duckdb = duckdb;
    try (DuckDBTableFunctionBuilder function = DuckDBFunctions.tableFunction()) {
      function.withName(RowsFunction.NAME).withParameter(String.class).withFunction(new RowsFunction(queues))
          .register(duckdb);
    } catch (SQLException e) {
      throw new IOException("DuckDB refused the table function: " + e.getMessage(), e);
    }
  }

  /** Starts writing the tables of one more trace. */
  public TraceTables begin() throws IOException {
    return new TraceTables(this, dir, "t" + traces++);
  }

  /**
   * Starts a COPY of {@code queue}'s rows into {@code file}, on a connection of its own (DuckDB
   * runs the statements of different connections side by side).
   */
  void copy(String key, BatchQueue queue, Path file) {
    queues.put(key, queue);
    queue.writtenBy(writers.submit(() -> {
      try (Connection connection = ((DuckDBConnection) duckdb).duplicate();
          var copy = connection.createStatement()) {
        copy.execute("COPY (SELECT * FROM " + RowsFunction.NAME + "('" + key + "')) TO "
            + DuckDb.literal(file.toString()) + " (FORMAT parquet)");
      } finally {
        queues.remove(key);
      }
      return null;
    }));
  }

  /**
   * Writes {@code file} again with some of its columns' values replaced, as SQL expressions over
   * its columns by column name; its rows stay in their order.
   */
  void rewrite(Path file, Map<String, String> replacements) throws IOException {
    Path rewritten = file.resolveSibling("rewritten-" + file.getFileName());
    String replace = replacements.entrySet().stream().map(column -> column.getValue() + " AS " + column.getKey())
        .collect(Collectors.joining(", "));
    try (Connection connection = ((DuckDBConnection) duckdb).duplicate();
        var copy = connection.createStatement()) {
      copy.execute("COPY (SELECT * REPLACE (" + replace + ") FROM read_parquet(" + DuckDb.literal(file.toString())
          + ")) TO " + DuckDb.literal(rewritten.toString()) + " (FORMAT parquet)");
    } catch (SQLException e) {
      throw new IOException("cannot write " + file + " again: " + e.getMessage(), e);
    }
    Files.move(rewritten, file, StandardCopyOption.REPLACE_EXISTING);
  }

  @Override
  public void close() throws IOException {
    writers.shutdownNow();
    try {
      duckdb.close();
    } catch (SQLException e) {
      throw new IOException("DuckDB did not close: " + e.getMessage(), e);
    }
  }
}

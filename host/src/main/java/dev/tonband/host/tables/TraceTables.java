// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import dev.tonband.host.io.Folders;
import dev.tonband.host.io.IoReasons;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;

/**
 * The tables of one trace while they are written: each table's rows go to a COPY of their own
 * into a temporary folder in DIR ({@code DIR/.export-RANDOM/slice/part-0.parquet}), which readers
 * of {@code DIR/<table>/*}{@code /*.parquet} never see. {@link #commit} moves each table's file to
 * {@code DIR/<table>/trace_id=<id>/part-0.parquet}, replacing that trace's earlier file there in
 * one rename; {@link #close} without a commit leaves DIR as it was.
 */
public final class TraceTables implements TableRows, AutoCloseable {
  private static final String FILE = "part-0.parquet";

  private final ParquetTables tables;
  private final Path dir;
  private final Path temporary;
  private final Map<TableSchema, BatchQueue> queues = new LinkedHashMap<>();
  private final Map<TableSchema, Rows> rows = new LinkedHashMap<>();
  /** What to put right in each table's file before it is committed: SQL expressions by column. */
  private final Map<TableSchema, Map<String, String>> corrections = new LinkedHashMap<>();
  private boolean committed;
  private volatile boolean moving;
  /** Ctrl-C during the run: the writers stop, and what they wrote goes. */
  private final Thread atExit = new Thread(this::abandon, "export-cleanup");

  TraceTables(ParquetTables tables, Path dir, String key) throws IOException {
    this.tables = tables;
    this.dir = dir;
    this.temporary = dir.resolve(".export-" + UUID.randomUUID());
    Runtime.getRuntime().addShutdownHook(atExit);
    try {
      start(tables, key);
    } catch (IOException e) {
      close();
      throw new IOException("cannot write in " + dir + ": " + IoReasons.reason(e), e);
    }
  }

  /** Starts a writer per table; a Ctrl-C meanwhile waits for all of them to be there to stop them. */
  private synchronized void start(ParquetTables tables, String key) throws IOException {
    for (TableSchema table : TableSchema.ALL) {
      Path folder = Files.createDirectories(temporary.resolve(table.name()));
      BatchQueue queue = new BatchQueue(table);
      tables.copy(key + "/" + table.name(), queue, folder.resolve(FILE));
      queues.put(table, queue);
      rows.put(table, new Rows(table, queue, table.stored()));
    }
  }

  @Override
  public Rows rows(TableSchema table) {
    return rows.get(table);
  }

  /** Made when the tables are committed, by DuckDB, as a {@code CASE} of the key. */
  @Override
  public void correct(TableSchema table, String column, String key, Map<Long, String> values) {
    if (values.isEmpty()) {
      return;
    }
    StringBuilder value = new StringBuilder("CASE ").append(key);
    values.forEach((id, corrected) -> value.append(" WHEN ").append(id).append(" THEN ").append(DuckDb.literal(corrected)));
    corrections.computeIfAbsent(table, t -> new LinkedHashMap<>()).put(column, value.append(" ELSE ").append(column)
        .append(" END").toString());
  }

  /**
   * Writes the last rows, waits for every table's file, makes its {@link #correct corrections} and
   * puts them in place as the partition {@code trace_id=<traceId>} of each table.
   */
  public void commit(String traceId) throws IOException {
    for (TableSchema table : TableSchema.ALL) {
      rows.get(table).flush();
      queues.get(table).end();
    }
    for (BatchQueue queue : queues.values()) {
      awaitWriter(queue);
    }
    for (var table : corrections.entrySet()) {
      tables.rewrite(temporary.resolve(table.getKey().name()).resolve(FILE), table.getValue());
    }
    moving = true;
    for (TableSchema table : TableSchema.ALL) {
      place(temporary.resolve(table.name()).resolve(FILE),
          dir.resolve(table.name()).resolve(TableSchema.TRACE_ID.name() + "=" + traceId));
    }
    committed = true;
    Folders.delete(temporary);
  }

  private static void awaitWriter(BatchQueue queue) throws IOException {
    try {
      queue.written();
    } catch (ExecutionException e) {
      throw new IOException("cannot write the " + queue.table.name() + " table: " + e.getCause().getMessage(),
          e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("stopped while writing the " + queue.table.name() + " table");
    }
  }

  /** Moves the table's file into {@code partition}: a rename, which replaces an earlier file there at once. */
  private static void place(Path file, Path partition) throws IOException {
    Files.createDirectories(partition);
    try {
      Files.move(file, partition.resolve(FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(file, partition.resolve(FILE), StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Without a commit: stops the writers and removes what they wrote. */
  @Override
  public void close() throws IOException {
    try {
      Runtime.getRuntime().removeShutdownHook(atExit);
    } catch (IllegalStateException e) {
      return; // the JVM is exiting: the hook does it
    }
    if (!committed) {
      abandon();
    }
  }

  private synchronized void abandon() {
    if (moving) {
      return; // Ctrl-C while the files are moved in place: what is moved stays
    }
    queues.values().forEach(BatchQueue::abandon);
    queues.values().forEach(BatchQueue::awaitStop);
    try {
      Folders.delete(temporary);
    } catch (IOException e) {
      System.err.println("tonband: could not remove " + temporary + ": " + IoReasons.reason(e));
    }
  }
}

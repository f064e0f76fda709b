package dev.tonband.host.tables;

import dev.tonband.host.io.Folders;
import dev.tonband.host.io.IoReasons;
import java.io.IOException;
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
 * {@code DIR/<table>/trace_id=<id>/}, replacing that trace's earlier partition; {@link #close} without
 * a commit leaves DIR as it was.
 */
public final class TraceTables implements AutoCloseable {
  private static final String FILE = "part-0.parquet";

  private final Path dir;
  private final Path temporary;
  private final Map<TableSchema, BatchQueue> queues = new LinkedHashMap<>();
  private final Map<TableSchema, Rows> rows = new LinkedHashMap<>();
  private boolean committed;

  TraceTables(ParquetTables tables, Path dir, String key) throws IOException {
    this.dir = dir;
    this.temporary = dir.resolve(".export-" + UUID.randomUUID());
    // Removed at exit unless moved in place, also when Ctrl-C ends the run (deleteOnExit deletes
    // in the reverse order of these calls: the files, then their folders).
    temporary.toFile().deleteOnExit();
    try {
      for (TableSchema table : TableSchema.ALL) {
        Path folder = Files.createDirectories(temporary.resolve(table.name()));
        folder.toFile().deleteOnExit();
        folder.resolve(FILE).toFile().deleteOnExit();
        BatchQueue queue = new BatchQueue(table);
        tables.copy(key + "/" + table.name(), queue, folder.resolve(FILE));
        queues.put(table, queue);
        rows.put(table, new Rows(table, queue));
      }
    } catch (IOException e) {
      close();
      throw new IOException("cannot write in " + dir + ": " + IoReasons.reason(e), e);
    }
  }

  /** Where the rows of {@code table} go. */
  public Rows rows(TableSchema table) {
    return rows.get(table);
  }

  /**
   * Writes the last rows, waits for every table's file and puts them in place as the partition
   * {@code trace_id=<traceId>} of each table.
   */
  public void commit(String traceId) throws IOException {
    for (TableSchema table : TableSchema.ALL) {
      rows.get(table).flush();
      queues.get(table).end();
    }
    for (BatchQueue queue : queues.values()) {
      awaitWriter(queue);
    }
    for (TableSchema table : TableSchema.ALL) {
      Path partition = dir.resolve(table.name()).resolve(TableSchema.TRACE_ID.name() + "=" + traceId);
      Files.createDirectories(partition.getParent());
      replace(temporary.resolve(table.name()), partition);
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
      throw new java.io.InterruptedIOException("stopped while writing the " + queue.table.name() + " table");
    }
  }

  /** Moves {@code folder} to {@code partition}, an earlier partition out of the way first and then deleted. */
  private void replace(Path folder, Path partition) throws IOException {
    Path earlier = null;
    if (Files.exists(partition)) {
      earlier = temporary.resolve(partition.getParent().getFileName() + ".earlier");
      move(partition, earlier);
    }
    move(folder, partition);
    if (earlier != null) {
      Folders.delete(earlier);
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to);
    }
  }

  /** Without a commit: stops the writers and removes what they wrote. */
  @Override
  public void close() throws IOException {
    if (!committed) {
      queues.values().forEach(BatchQueue::abandon);
      for (BatchQueue queue : queues.values()) {
        try {
          queue.written();
        } catch (ExecutionException | InterruptedException e) {
          // abandoned on purpose: it fails, and what it wrote goes
        }
      }
      Folders.delete(temporary);
    }
  }
}

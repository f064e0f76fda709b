// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The batches of one table on their way from the trace's reader to DuckDB's COPY of them, a few
 * at a time: a reader faster than the writer waits, so memory stays bounded. Either side learns
 * when the other has failed, instead of waiting for ever.
 */
final class BatchQueue implements Rows.Destination {
  /** Batches in flight per table; each is one DuckDB vector of rows. */
  private static final int CAPACITY = 8;
  private static final long WAIT_MS = 100;
  private static final long STOP_MS = 5000;
  /** After the last batch: the table is complete. */
  private static final RowBatch END = new RowBatch(List.of(), List.of());

  final TableSchema table;
  private final BlockingQueue<RowBatch> queue = new ArrayBlockingQueue<>(CAPACITY);
  /** The COPY that takes the batches, once started. */
  private volatile Future<?> writer;
  private volatile boolean abandoned;

  BatchQueue(TableSchema table) {
    this.table = table;
  }

  void writtenBy(Future<?> copy) {
    this.writer = copy;
  }

  @Override
  public void take(RowBatch batch) throws IOException {
    put(batch);
  }

  /** Says that every row is there. */
  void end() throws IOException {
    put(END);
  }

  /** Makes the writer fail: the trace's tables are not wanted any more. */
  void abandon() {
    abandoned = true;
  }

  private void put(RowBatch batch) throws IOException {
    try {
      while (!queue.offer(batch, WAIT_MS, TimeUnit.MILLISECONDS)) {
        if (writer.isDone()) {
          writerFailed();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("stopped while writing the " + table.name() + " table");
    }
  }

  /** The writer stopped before it had every row: says why. */
  private void writerFailed() throws IOException {
    try {
      writer.get();
      throw new IOException("the writer of the " + table.name() + " table stopped early");
    } catch (ExecutionException e) {
      throw new IOException("cannot write the " + table.name() + " table: " + e.getCause().getMessage(), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("stopped while writing the " + table.name() + " table");
    }
  }

  /** Waits for the writer to finish. */
  void written() throws ExecutionException, InterruptedException {
    writer.get();
  }

  /** After {@link #abandon()}: waits a little for the writer to fail, as it will at its next batch. */
  void awaitStop() {
    try {
      writer.get(STOP_MS, TimeUnit.MILLISECONDS);
    } catch (ExecutionException | TimeoutException e) {
      // failed as it should, or stuck in DuckDB: either way it writes nothing more that is kept
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The next batch for the writer, or null after the last one. */
  RowBatch next() throws IOException, InterruptedException {
    RowBatch batch;
    while ((batch = queue.poll(WAIT_MS, TimeUnit.MILLISECONDS)) == null) {
      if (abandoned) {
        throw new IOException("abandoned");
      }
    }
    return batch == END ? null : batch;
  }
}

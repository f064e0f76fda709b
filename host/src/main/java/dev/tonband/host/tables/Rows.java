// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;
import java.util.List;

/**
 * Rows of one table as they are made: each row's values in the order of the table's stored
 * columns ({@link TableSchema#stored()}), then {@link #end()}. Full batches go to where the table
 * is written. Only the columns {@link #keeps kept} are stored; the others' values are passed over.
 */
public final class Rows {
  /** Takes each full batch, and the last one. */
  interface Destination {
    void take(RowBatch batch) throws IOException;
  }

  private final TableSchema table;
  private final Destination destination;
  private final Utf8 utf8 = new Utf8();
  private final List<TableSchema.Column> kept;
  private RowBatch batch;
  private int column;
  private long count;

  /** @param kept the stored columns to keep: all of them, or those a reader asked for */
  Rows(TableSchema table, Destination destination, List<TableSchema.Column> kept) {
    this.table = table;
    this.destination = destination;
    this.kept = List.copyOf(kept);
    this.batch = new RowBatch(table.stored(), kept);
  }

  /** Whether the values of {@code column} are stored: a value that is costly to make need not be made otherwise. */
  public boolean keeps(String column) {
    return kept.stream().anyMatch(c -> c.name().equals(column));
  }

  public Rows add(long value) {
    if (batch.values[column++] instanceof long[] values) {
      values[batch.size] = value;
    }
    return this;
  }

  public Rows add(int value) {
    if (batch.values[column++] instanceof int[] values) {
      values[batch.size] = value;
    }
    return this;
  }

  public Rows add(double value) {
    if (batch.values[column++] instanceof double[] values) {
      values[batch.size] = value;
    }
    return this;
  }

  public Rows add(boolean value) {
    if (batch.values[column++] instanceof boolean[] values) {
      values[batch.size] = value;
    }
    return this;
  }

  /** A string, or NULL when {@code value} is null. */
  public Rows add(String value) {
    return batch.values[column] == null ? add((byte[]) null) : add(value == null ? null : utf8.of(value));
  }

  /** A string as UTF-8 bytes, or NULL when {@code utf8} is null. */
  public Rows add(byte[] utf8) {
    if (batch.values[column++] instanceof byte[][] values) {
      values[batch.size] = utf8;
    }
    return this;
  }

  public Rows addNull() {
    boolean[] nulls = batch.nulls[column++];
    if (nulls != null) {
      nulls[batch.size] = true;
    }
    return this;
  }

  /** Ends the row; a batch that is full now goes to be written. */
  public void end() throws IOException {
    if (column != batch.values.length) {
      throw new IllegalStateException(table.name() + " row has " + column + " values, not " + batch.values.length);
    }
    column = 0;
    count++;
    batch.size++;
    if (batch.full()) {
      destination.take(batch);
      batch = new RowBatch(table.stored(), kept);
    }
  }

  /** Hands on the rows not yet written. */
  void flush() throws IOException {
    if (batch.size > 0) {
      destination.take(batch);
      batch = new RowBatch(table.stored(), kept);
    }
  }

  /** The rows made so far. */
  public long count() {
    return count;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;

/**
 * Rows of one table as they are made: each row's values in the order of the table's stored
 * columns ({@link TableSchema#stored()}), then {@link #end()}. Full batches go to where the table
 * is written.
 */
public final class Rows {
  /** Takes each full batch, and the last one. */
  interface Destination {
    void take(RowBatch batch) throws IOException;
  }

  private final TableSchema table;
  private final Destination destination;
  private final Utf8 utf8 = new Utf8();
  private RowBatch batch;
  private int column;
  private long count;

  Rows(TableSchema table, Destination destination) {
    this.table = table;
    this.destination = destination;
    this.batch = new RowBatch(table.stored());
  }

  public Rows add(long value) {
    ((long[]) batch.values[column++])[batch.size] = value;
    return this;
  }

  public Rows add(int value) {
    ((int[]) batch.values[column++])[batch.size] = value;
    return this;
  }

  public Rows add(double value) {
    ((double[]) batch.values[column++])[batch.size] = value;
    return this;
  }

  public Rows add(boolean value) {
    ((boolean[]) batch.values[column++])[batch.size] = value;
    return this;
  }

  /** A string, or NULL when {@code value} is null. */
  public Rows add(String value) {
    return add(value == null ? null : utf8.of(value));
  }

  /** A string as UTF-8 bytes, or NULL when {@code utf8} is null. */
  public Rows add(byte[] utf8) {
    ((byte[][]) batch.values[column++])[batch.size] = utf8;
    return this;
  }

  public Rows addNull() {
    batch.nulls[column++][batch.size] = true;
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
      batch = new RowBatch(table.stored());
    }
  }

  /** Hands on the rows not yet written. */
  void flush() throws IOException {
    if (batch.size > 0) {
      destination.take(batch);
      batch = new RowBatch(table.stored());
    }
  }

  /** The rows made so far. */
  public long count() {
    return count;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One table of one trace, in memory: for readers that take rows rather than files (the Spark
 * source). Its rows keep the columns asked for; the other tables' rows are made only as far as
 * {@link TableOutput} needs them (their counts, for the trace's row) and then dropped.
 * {@link #finish} makes the {@link #correct corrections}; then {@link #batches} are read.
 */
public final class TableInMemory implements TableRows {
  private final TableSchema table;
  private final Map<TableSchema, Rows> rows = new LinkedHashMap<>();
  private final List<RowBatch> batches = new ArrayList<>();
  private final List<Runnable> corrections = new ArrayList<>();

  /**
   * @param columns the stored columns of {@code table} to keep, by name; the keys its corrections
   *     need ({@code track_id}, {@code task_id}) are kept too
   */
  public TableInMemory(TableSchema table, List<String> columns) {
    this.table = table;
    for (TableSchema each : TableSchema.ALL) {
      List<TableSchema.Column> kept = each != table ? List.of() : table.stored().stream()
          .filter(c -> columns.contains(c.name()) || c.name().equals("track_id") || c.name().equals("task_id"))
          .toList();
      rows.put(each, new Rows(each, each == table ? batches::add : batch -> {}, kept));
    }
  }

  @Override
  public Rows rows(TableSchema table) {
    return rows.get(table);
  }

  @Override
  public void correct(TableSchema table, String column, String key, Map<Long, String> values) {
    if (table == this.table && !values.isEmpty()) {
      corrections.add(() -> correct(index(column), index(key), values));
    }
  }

  private void correct(int column, int key, Map<Long, String> values) {
    for (RowBatch batch : batches) {
      if (!(batch.values[column] instanceof byte[][] strings)) {
        continue; // not asked for
      }
      for (int row = 0; row < batch.size; row++) {
        long id = batch.values[key] instanceof int[] ints ? ints[row] : ((long[]) batch.values[key])[row];
        String value = batch.nulls[key][row] ? null : values.get(id);
        if (value != null) {
          strings[row] = value.getBytes(StandardCharsets.UTF_8);
          batch.nulls[column][row] = false;
        }
      }
    }
  }

  private int index(String column) {
    List<TableSchema.Column> stored = table.stored();
    for (int i = 0; i < stored.size(); i++) {
      if (stored.get(i).name().equals(column)) {
        return i;
      }
    }
    throw new IllegalArgumentException(table.name() + " has no column " + column);
  }

  /** Takes the last rows and makes the corrections: the table is then as {@code tonband export} writes it. */
  public void finish() throws IOException {
    rows.get(table).flush();
    corrections.forEach(Runnable::run);
    corrections.clear();
  }

  /** How many rows the table has. */
  public int size() {
    return batches.stream().mapToInt(batch -> batch.size).sum();
  }

  /** Whether the value in {@code column} (of the stored columns, as numbered there) of {@code row} is NULL. */
  public boolean isNull(int row, int column) {
    RowBatch batch = batches.get(row / RowBatch.ROWS);
    return batch.nulls[column][row % RowBatch.ROWS]
        || batch.values[column] instanceof byte[][] strings && strings[row % RowBatch.ROWS] == null;
  }

  /** The value of a BIGINT column, or 0 when NULL. */
  public long getLong(int row, int column) {
    return ((long[]) value(row, column))[row % RowBatch.ROWS];
  }

  public int getInt(int row, int column) {
    return ((int[]) value(row, column))[row % RowBatch.ROWS];
  }

  public double getDouble(int row, int column) {
    return ((double[]) value(row, column))[row % RowBatch.ROWS];
  }

  public boolean getBoolean(int row, int column) {
    return ((boolean[]) value(row, column))[row % RowBatch.ROWS];
  }

  /** A VARCHAR column's value as UTF-8, or null when NULL. */
  public byte[] getUtf8(int row, int column) {
    return ((byte[][]) value(row, column))[row % RowBatch.ROWS];
  }

  private Object value(int row, int column) {
    Object values = batches.get(row / RowBatch.ROWS).values[column];
    if (values == null) {
      throw new IllegalArgumentException(table.stored().get(column).name() + " was not asked for");
    }
    return values;
  }
}

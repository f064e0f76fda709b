// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.util.Collection;
import java.util.List;

/**
 * Up to {@link #ROWS} rows of one table, column by column in arrays of the columns' types
 * ({@code long[]}, {@code int[]}, {@code double[]}, {@code boolean[]}, and for strings
 * {@code byte[][]} of UTF-8, which DuckDB copies in one call per batch), with a null flag per
 * cell: the unit handed from the trace's reader to the Parquet writer, as big as one of DuckDB's
 * vectors. A column that is not kept (a reader that asked for others) has no arrays: null.
 */
final class RowBatch {
  static final int ROWS = 2048;

  final Object[] values;
  final boolean[][] nulls;
  int size;

  RowBatch(List<TableSchema.Column> columns, Collection<TableSchema.Column> kept) {
    values = new Object[columns.size()];
    nulls = new boolean[columns.size()][];
    for (int i = 0; i < values.length; i++) {
      if (!kept.contains(columns.get(i))) {
        continue;
      }
      nulls[i] = new boolean[ROWS];
      values[i] = switch (columns.get(i).type()) {
        case VARCHAR -> new byte[ROWS][];
        case BIGINT -> new long[ROWS];
        case INTEGER -> new int[ROWS];
        case DOUBLE -> new double[ROWS];
        case BOOLEAN -> new boolean[ROWS];
      };
    }
  }

  boolean full() {
    return size == ROWS;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.util.List;
import java.util.Map;
import org.duckdb.DuckDBColumnType;
import org.duckdb.DuckDBDataChunkWriter;
import org.duckdb.DuckDBTableFunction;
import org.duckdb.DuckDBTableFunctionBindInfo;
import org.duckdb.DuckDBTableFunctionCallInfo;
import org.duckdb.DuckDBTableFunctionInitInfo;
import org.duckdb.DuckDBWritableVector;

/**
 * DuckDB's view of the rows a trace's reader makes: the table function {@code tonband_rows('KEY')}
 * returns the batches of the {@link BatchQueue} registered under KEY, a batch per DuckDB vector,
 * so that {@code COPY (SELECT * FROM tonband_rows('KEY')) TO 'x.parquet'} writes them as they come.
 */
final class RowsFunction implements DuckDBTableFunction<BatchQueue, Object, Object> {
  static final String NAME = "tonband_rows";

  private final Map<String, BatchQueue> queues;

  RowsFunction(Map<String, BatchQueue> queues) {
    this.queues = queues;
  }

  @Override
  public BatchQueue bind(DuckDBTableFunctionBindInfo info) {
    BatchQueue queue = queues.get(info.getParameter(0).getString());
    for (TableSchema.Column column : queue.table.stored()) {
      info.addResultColumn(column.name(), type(column.type()));
    }
    return queue;
  }

  @Override
  public Object init(DuckDBTableFunctionInitInfo info) {
    info.setMaxThreads(1); // the rows come in trace order, from one queue
    return Boolean.TRUE;
  }

  @Override
  public long apply(DuckDBTableFunctionCallInfo call, DuckDBDataChunkWriter chunk) throws Exception {
    BatchQueue queue = call.getBindData();
    RowBatch batch = queue.next();
    if (batch == null) {
      return 0;
    }
    if (chunk.capacity() < batch.size) {
      throw new IllegalStateException("DuckDB's vectors hold " + chunk.capacity() + " rows, fewer than a batch");
    }
    List<TableSchema.Column> columns = queue.table.stored();
    for (int c = 0; c < columns.size(); c++) {
      copy(batch, c, columns.get(c).type(), chunk.vector(c));
    }
    return batch.size;
  }

  private static void copy(RowBatch batch, int c, TableSchema.Type type, DuckDBWritableVector vector) {
    Object values = batch.values[c];
    boolean[] nulls = batch.nulls[c];
    int size = batch.size;
    switch (type) {
      case VARCHAR -> vector.setStringUtf8Batch(0, (byte[][]) values); // null is NULL
      case BIGINT -> {
        long[] longs = (long[]) values;
        for (int r = 0; r < size; r++) {
          vector.setLong(r, longs[r]);
        }
      }
      case INTEGER -> {
        int[] ints = (int[]) values;
        for (int r = 0; r < size; r++) {
          vector.setInt(r, ints[r]);
        }
      }
      case DOUBLE -> {
        double[] doubles = (double[]) values;
        for (int r = 0; r < size; r++) {
          vector.setDouble(r, doubles[r]);
        }
      }
      case BOOLEAN -> {
        boolean[] booleans = (boolean[]) values;
        for (int r = 0; r < size; r++) {
          vector.setBoolean(r, booleans[r]);
        }
      }
    }
    if (type != TableSchema.Type.VARCHAR) {
      for (int r = 0; r < size; r++) {
        if (nulls[r]) {
          vector.setNull(r);
        }
      }
    }
  }

  private static DuckDBColumnType type(TableSchema.Type type) {
    return switch (type) {
      case VARCHAR -> DuckDBColumnType.VARCHAR;
      case BIGINT -> DuckDBColumnType.BIGINT;
      case INTEGER -> DuckDBColumnType.INTEGER;
      case DOUBLE -> DuckDBColumnType.DOUBLE;
      case BOOLEAN -> DuckDBColumnType.BOOLEAN;
    };
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.util.Map;

/**
 * Where the rows of one trace's tables go as {@link TableOutput} makes them: Parquet files
 * ({@link TraceTables}, for {@code tonband export}) or memory ({@link TableInMemory}, for readers
 * that take rows, such as the Spark source).
 */
public interface TableRows {
  /** Where the rows of {@code table} go. */
  Rows rows(TableSchema table);

  /**
   * Has {@code column} of {@code table} say {@code values}' value in the rows whose {@code key}
   * column holds its key: for what became known only after rows were made. Other rows keep their
   * value.
   */
  void correct(TableSchema table, String column, String key, Map<Long, String> values);
}

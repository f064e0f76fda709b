// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import java.util.Arrays;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownFilters;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;

/**
 * A read as Spark narrows it: only the columns a query uses are made, and filters on
 * {@code trace_id} or {@code file_path} pick the files to decode ({@link FileFilters}). Spark
 * still applies every filter to the rows, so a filter narrows the work, never the answer.
 */
final class TraceScanBuilder implements ScanBuilder, SupportsPushDownRequiredColumns, SupportsPushDownFilters {
  private final SourceOptions options;
  private StructType columns;
  private FileFilters filters = FileFilters.of(new Filter[0]);

  TraceScanBuilder(SourceOptions options, StructType columns) {
    this.options = options;
    this.columns = columns;
  }

  @Override
  public void pruneColumns(StructType required) {
    columns = required;
  }

  @Override
  public Filter[] pushFilters(Filter[] all) {
    filters = FileFilters.of(all);
    return all;
  }

  @Override
  public Filter[] pushedFilters() {
    return filters.used();
  }

  @Override
  public Scan build() {
    return new TraceScan(options, columns, filters);
  }

  @Override
  public String toString() {
    return "TraceScanBuilder" + Arrays.toString(filters.used());
  }
}

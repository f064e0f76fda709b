// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import java.util.Set;
import org.apache.spark.sql.connector.catalog.MetadataColumn;
import org.apache.spark.sql.connector.catalog.SupportsMetadataColumns;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * One of the tables of the traces a read names. Besides the table's columns, the hidden column
 * {@code file_path} says which file a row comes from (as Spark's file sources' {@code _metadata.file_path}).
 */
final class TraceTable implements SupportsRead, SupportsMetadataColumns {
  /** The metadata column of the file a row was read from. */
  static final String FILE_PATH = "file_path";

  private final SourceOptions options;

  TraceTable(SourceOptions options) {
    this.options = options;
  }

  @Override
  public String name() {
    return "tonband " + options.table() + " of " + String.join(", ", options.paths());
  }

  @Override
  public StructType schema() {
    return SparkTypes.schema(options.schema());
  }

  @Override
  public Set<TableCapability> capabilities() {
    return Set.of(TableCapability.BATCH_READ);
  }

  @Override
  public MetadataColumn[] metadataColumns() {
    return new MetadataColumn[] {new MetadataColumn() {
      @Override
      public String name() {
        return FILE_PATH;
      }

      @Override
      public DataType dataType() {
        return DataTypes.StringType;
      }

      @Override
      public boolean isNullable() {
        return false;
      }

      @Override
      public String comment() {
        return "the file the row was read from, as a Hadoop path (file:/..., s3a://...)";
      }
    }};
  }

  @Override
  public ScanBuilder newScanBuilder(CaseInsensitiveStringMap ignored) {
    return new TraceScanBuilder(options, schema());
  }
}

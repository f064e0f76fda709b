// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import dev.tonband.host.tables.TableSchema;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** The tables' columns as Spark's types: the same names, types and order as the Parquet files of {@code tonband export}. */
final class SparkTypes {
  private SparkTypes() {}

  static StructType schema(TableSchema table) {
    return new StructType(table.columns().stream()
        .map(column -> new StructField(column.name(), type(column.type()), true, Metadata.empty())
            .withComment(column.description()))
        .toArray(StructField[]::new));
  }

  private static DataType type(TableSchema.Type type) {
    return switch (type) {
      case VARCHAR -> DataTypes.StringType;
      case BIGINT -> DataTypes.LongType;
      case INTEGER -> DataTypes.IntegerType;
      case DOUBLE -> DataTypes.DoubleType;
      case BOOLEAN -> DataTypes.BooleanType;
    };
  }
}

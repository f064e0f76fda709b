// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * Raw traces as one of the tables {@code tonband export} writes, read by Spark itself:
 * {@code spark.read.format("tonband").option("table", "slice").load("traces/")}. The schema
 * comes from the table's name alone; every file is decoded in an executor ({@link TraceReader}).
 */
public final class TonbandSource implements TableProvider, DataSourceRegister {
  @Override
  public String shortName() {
    return "tonband";
  }

  @Override
  public StructType inferSchema(CaseInsensitiveStringMap options) {
    return SparkTypes.schema(SourceOptions.of(options).schema());
  }

  @Override
  public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
    return new TraceTable(SourceOptions.of(new CaseInsensitiveStringMap(properties)));
  }
}

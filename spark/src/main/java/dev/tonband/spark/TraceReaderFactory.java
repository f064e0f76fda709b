// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;

/**
 * What the driver sends the executors: the read's options, the columns asked for, the filters
 * that pick files, the catalogue's bytes (or null for the built-in one) and Hadoop's settings.
 */
record TraceReaderFactory(SourceOptions options, StructType columns, FileFilters filters, byte[] catalogue,
    SerializableConfiguration hadoop) implements PartitionReaderFactory {
  @Override
  public PartitionReader<InternalRow> createReader(InputPartition partition) {
    return new TraceReader((TracePartition) partition, this);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import dev.tonband.host.Export;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.io.Folders;
import dev.tonband.host.tables.TableInMemory;
import dev.tonband.host.tables.TableSchema;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.unsafe.types.UTF8String;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads one trace file into the rows of the table asked for, in an executor, as
 * {@code tonband export} reads it: the same inputs, trackers and rows ({@link Export},
 * {@link TableInMemory}), so the rows are the ones export writes. A file not on this machine's
 * disk (S3, HDFS) is copied to a temporary folder first, under its own name. A damaged trace
 * gives its problem rows; a file found in a folder that is no trace gives no rows.
 */
final class TraceReader implements PartitionReader<InternalRow> {
  private static final Logger LOG = LoggerFactory.getLogger(TraceReader.class);
  /** Where a row's value comes from: the stored column of this number, or one of these. */
  private static final int TRACE_ID = -1;
  private static final int FILE_PATH = -2;

  private final TracePartition file;
  private final TraceReaderFactory read;
  private final TableSchema schema;
  private final int[] sources;
  private final TableSchema.Type[] types;
  private java.nio.file.Path copy;
  private TableInMemory table;
  private UTF8String traceId;
  private int row = -1;

  TraceReader(TracePartition file, TraceReaderFactory read) {
    this.file = file;
    this.read = read;
    this.schema = read.options().schema();
    StructField[] fields = read.columns().fields();
    this.sources = new int[fields.length];
    this.types = new TableSchema.Type[fields.length];
    List<String> stored = schema.stored().stream().map(TableSchema.Column::name).toList();
    for (int i = 0; i < fields.length; i++) {
      String name = fields[i].name();
      sources[i] = name.equals(TableSchema.TRACE_ID.name()) ? TRACE_ID
          : name.equals(TraceTable.FILE_PATH) ? FILE_PATH : stored.indexOf(name);
      types[i] = sources[i] >= 0 ? schema.stored().get(sources[i]).type() : TableSchema.Type.VARCHAR;
    }
  }

  @Override
  public boolean next() throws IOException {
    if (table == null) {
      table = decoded();
    }
    return table != null && ++row < table.size();
  }

  @Override
  public InternalRow get() {
    Object[] values = new Object[sources.length];
    for (int i = 0; i < sources.length; i++) {
      int column = sources[i];
      values[i] = column == TRACE_ID ? traceId
          : column == FILE_PATH ? UTF8String.fromString(file.path())
          : table.isNull(row, column) ? null
          : switch (types[i]) {
            case VARCHAR -> UTF8String.fromBytes(table.getUtf8(row, column));
            case BIGINT -> table.getLong(row, column);
            case INTEGER -> table.getInt(row, column);
            case DOUBLE -> table.getDouble(row, column);
            case BOOLEAN -> table.getBoolean(row, column);
          };
    }
    return new GenericInternalRow(values);
  }

  /** The file's table, or null when it has no rows for the query (left out, or filtered out by its trace id). */
  private TableInMemory decoded() throws IOException {
    if (!file.named() && file.bytes() == 0) {
      LOG.warn("not read: {} is empty", file.path());
      return null;
    }
    Path path = new Path(file.path());
    InputSpec spec = new InputSpec(InputSpec.Kind.FILE, local(path).toString(), 0);
    // Known before decoding when a filter needs it; else found while decoding, in the same pass.
    String id = read.filters().traceIds() != null ? Inputs.contentIdOf(spec, read.options().format()) : null;
    if (id != null && !read.filters().acceptsTrace(id)) {
      return null;
    }
    TraceCatalogue catalogue = read.catalogue() == null ? TraceCatalogue.builtIn()
        : TraceCatalogue.load(new Path(read.options().catalogue()).getName(), read.catalogue());
    List<String> columns = new ArrayList<>();
    read.columns().foreach(field -> columns.add(field.name()));
    TableInMemory rows = new TableInMemory(schema, columns);
    String device = read.options().device() != null ? read.options().device() : path.getName();
    try (Inputs inputs = Inputs.open(List.of(spec), read.options().format(), false, id == null, catalogue, notice -> {})) {
      Export.run(inputs.streams(), rows, given(path), device, items -> {}, new ProblemLog(), merger -> merger);
      traceId = UTF8String.fromString(id != null ? id : inputs.contentId());
    } catch (IllegalArgumentException e) { // no device stream: text, an ELF file, a Perfetto trace, ...
      if (file.named()) {
        throw new IllegalArgumentException(file.path() + ": " + e.getMessage(), e);
      }
      LOG.warn("not read: {}: {}", file.path(), e.getMessage());
      return null;
    }
    rows.finish();
    return rows;
  }

  /** The file on this machine's disk: itself, or a copy of it. */
  private java.nio.file.Path local(Path path) throws IOException {
    FileSystem fs = path.getFileSystem(read.hadoop().value());
    if (fs.getScheme().equals("file")) {
      return java.nio.file.Path.of(path.toUri());
    }
    copy = Files.createTempDirectory("tonband-spark");
    java.nio.file.Path local = copy.resolve(path.getName());
    fs.copyToLocalFile(false, path, new Path(local.toUri()), true);
    return local;
  }

  /** The trace row's file: a local file's path as {@code tonband export} would be given it, else the URI. */
  private static String given(Path path) {
    return "file".equals(path.toUri().getScheme()) || path.toUri().getScheme() == null ? path.toUri().getPath()
        : path.toString();
  }

  @Override
  public void close() throws IOException {
    if (copy != null) {
      Folders.delete(copy);
    }
  }
}

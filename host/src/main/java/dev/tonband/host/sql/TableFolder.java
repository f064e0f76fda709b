// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import dev.tonband.host.tables.DuckDb;
import dev.tonband.host.tables.TableSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A folder of tables as {@code tonband export --to parquet} writes them: each table a folder of
 * its own, partitioned by trace in Hive style ({@code DIR/slice/trace_id=<id>/part-0.parquet}).
 */
public final class TableFolder {
  private final Path folder;

  private TableFolder(Path folder) {
    this.folder = folder;
  }

  /** Whether {@code path} is such a folder (rather than a trace or a folder of traces). */
  public static boolean holdsTables(Path path) throws IOException {
    for (TableSchema table : TableSchema.ALL) {
      if (hasFiles(path.resolve(table.name()))) {
        return true;
      }
    }
    return false;
  }

  public static TableFolder at(Path folder) throws IOException {
    if (!holdsTables(folder)) {
      throw new IOException(folder + " holds no exported tables (" + folder.resolve("<table>/trace_id=<id>/part-0.parquet")
          + "); export traces there with tonband export --to parquet --out " + folder);
    }
    return new TableFolder(folder);
  }

  private static boolean hasFiles(Path table) throws IOException {
    if (!Files.isDirectory(table)) {
      return false;
    }
    try (Stream<Path> files = Files.find(table, 2, (path, attributes) ->
        attributes.isRegularFile() && path.getFileName().toString().endsWith(".parquet"))) {
      return files.findAny().isPresent();
    }
  }

  /**
   * The statement that makes {@code table} a view over its files, with the partition column
   * {@code trace_id} first, as the tables list it. It is read as text: ids of digits only would
   * otherwise become numbers. A table no trace has files of is an empty view of its columns.
   */
  String createView(TableSchema table) throws IOException {
    if (!hasFiles(folder.resolve(table.name()))) {
      return "CREATE VIEW " + table.name() + " AS SELECT " + table.columns().stream()
          .map(column -> "CAST(NULL AS " + column.type() + ") AS " + column.name())
          .collect(Collectors.joining(", ")) + " WHERE false";
    }
    String files = folder.toAbsolutePath().resolve(table.name()).resolve("*").resolve("*.parquet").toString();
    return "CREATE VIEW " + table.name() + " AS SELECT trace_id, * EXCLUDE (trace_id) FROM read_parquet("
        + DuckDb.literal(files) + ", hive_partitioning = true, hive_types = {'trace_id': VARCHAR})";
  }
}

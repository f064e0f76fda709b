package dev.tonband.host.sql;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A folder of tables as {@code tonband export --to parquet} writes them: each table a folder of
 * its own, partitioned by trace in Hive style ({@code DIR/slice/trace=<id>/part-0.parquet}).
 */
public final class TableFolder {
  private final Path folder;
  private final List<String> tables;

  private TableFolder(Path folder, List<String> tables) {
    this.folder = folder;
    this.tables = tables;
  }

  /** Whether {@code path} is such a folder (rather than a trace or a folder of traces). */
  public static boolean holdsTables(Path path) throws IOException {
    return !tablesIn(path).isEmpty();
  }

  public static TableFolder at(Path folder) throws IOException {
    List<String> tables = tablesIn(folder);
    if (tables.isEmpty()) {
      throw new IOException(folder + " holds no exported tables (" + folder.resolve("<table>/trace=<id>/part-0.parquet")
          + "); export traces there with tonband export --to parquet --out " + folder);
    }
    return new TableFolder(folder, tables);
  }

  /** The tables found, each a folder whose name is an SQL identifier with Parquet files in its partitions. */
  private static List<String> tablesIn(Path folder) throws IOException {
    List<String> tables = new ArrayList<>();
    if (!Files.isDirectory(folder)) {
      return tables;
    }
    try (Stream<Path> children = Files.list(folder)) {
      for (Path child : children.sorted().toList()) {
        String name = child.getFileName().toString();
        if (name.matches("[a-z_][a-z0-9_]*") && hasPartitions(child)) {
          tables.add(name);
        }
      }
    }
    return tables;
  }

  private static boolean hasPartitions(Path table) throws IOException {
    if (!Files.isDirectory(table)) {
      return false;
    }
    try (Stream<Path> files = Files.find(table, 2, (path, attributes) ->
        attributes.isRegularFile() && path.getFileName().toString().endsWith(".parquet"))) {
      return files.findAny().isPresent();
    }
  }

  List<String> tables() {
    return tables;
  }

  /**
   * The statement that makes {@code table} a view over its files. The partition column {@code
   * trace} (the trace_id) is read as text, as ids of digits only would otherwise become numbers.
   */
  String createView(String table) {
    String files = folder.toAbsolutePath().resolve(table).resolve("*").resolve("*.parquet").toString();
    return "CREATE VIEW " + table + " AS SELECT * FROM read_parquet('" + files.replace("'", "''")
        + "', hive_partitioning = true, hive_types = {'trace': VARCHAR})";
  }
}

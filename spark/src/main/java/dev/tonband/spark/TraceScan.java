// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.TraceFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;

/**
 * The files of a read, listed in the driver: each path of {@code load(...)} is a file, a folder
 * (every file under it, hidden ones left out as {@code tonband export} does) or a glob. One file
 * is one partition, decoded in an executor.
 */
final class TraceScan implements Scan, Batch {
  private final SourceOptions options;
  private final StructType columns;
  private final FileFilters filters;
  private final Configuration hadoop;
  private List<TracePartition> files;

  TraceScan(SourceOptions options, StructType columns, FileFilters filters) {
    this.options = options;
    this.columns = columns;
    this.filters = filters;
    this.hadoop = SparkSession.active().sessionState().newHadoopConf();
  }

  @Override
  public StructType readSchema() {
    return columns;
  }

  @Override
  public String description() {
    return "tonband " + options.table() + " (" + String.join(", ", columns.fieldNames()) + ") of " + files().size()
        + " files";
  }

  @Override
  public Batch toBatch() {
    return this;
  }

  @Override
  public InputPartition[] planInputPartitions() {
    return files().toArray(InputPartition[]::new);
  }

  @Override
  public PartitionReaderFactory createReaderFactory() {
    return new TraceReaderFactory(options, columns, filters, catalogue(), new SerializableConfiguration(hadoop));
  }

  /** The catalogue's bytes, read here once and checked, so that a wrong one fails the query before any task runs. */
  private byte[] catalogue() {
    if (options.catalogue() == null) {
      return null;
    }
    Path path = new Path(options.catalogue());
    try (InputStream in = path.getFileSystem(hadoop).open(path)) {
      byte[] content = in.readAllBytes();
      TraceCatalogue.load(path.getName(), content);
      return content;
    } catch (IOException e) {
      throw new UncheckedIOException("option catalogue: cannot read " + options.catalogue() + ": " + e.getMessage(), e);
    }
  }

  private List<TracePartition> files() {
    if (files == null) {
      if (options.paths().isEmpty()) {
        throw new IllegalArgumentException("give the traces to read: load(\"traces/\")");
      }
      List<TracePartition> found = new ArrayList<>();
      try {
        for (String given : options.paths()) {
          list(new Path(given), found);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot list " + String.join(", ", options.paths()) + ": " + e.getMessage(), e);
      }
      files = found;
    }
    return files;
  }

  private void list(Path given, List<TracePartition> found) throws IOException {
    FileSystem fs = given.getFileSystem(hadoop);
    FileStatus[] matches = fs.globStatus(given);
    if (matches == null || matches.length == 0) {
      throw new IllegalArgumentException(given + " matches no file");
    }
    boolean named = matches.length == 1 && matches[0].isFile() && !TraceFiles.isGlob(given.toString());
    for (FileStatus match : matches) {
      if (match.isFile()) {
        add(match, named, found);
        continue;
      }
      RemoteIterator<LocatedFileStatus> under = fs.listFiles(match.getPath(), true);
      while (under.hasNext()) {
        LocatedFileStatus file = under.next();
        if (!hidden(match.getPath(), file.getPath())) {
          add(file, false, found);
        }
      }
    }
  }

  private void add(FileStatus file, boolean named, List<TracePartition> found) {
    String path = file.getPath().toString();
    if (filters.accepts(path)) {
      found.add(new TracePartition(path, file.getLen(), named));
    }
  }

  /** A file or folder under {@code root} whose name starts with a dot, as {@code tonband export} skips them. */
  private static boolean hidden(Path root, Path file) {
    for (Path at = file; at != null && !at.equals(root); at = at.getParent()) {
      if (at.getName().startsWith(".")) {
        return true;
      }
    }
    return false;
  }
}

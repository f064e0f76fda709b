// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * Opens the embedded DuckDB engine, which is not in tonband.jar but in {@code lib/} beside it
 * (its manifest's Class-Path): only export and sql load it. This class names no DuckDB type, so
 * that a missing jar is reported in words instead of as a missing class.
 */
public final class DuckDb {
  /**
   * DuckDB's own threads: none beside the caller's. Each table's COPY runs in a thread of its own
   * already, beside the trace's reader; more threads only made DuckDB spend more CPU time.
   */
  private static final int THREADS = 1;
  /** Bounds DuckDB's native memory, beside the JVM's heap (-Xmx). */
  private static final String MEMORY_LIMIT = "256MB";

  private DuckDb() {}

  /**
   * A connection to a new in-memory DuckDB database.
   *
   * @throws IOException saying which jar is missing and where it belongs, when DuckDB is not there
   */
  public static Connection connect() throws IOException {
    try {
      Class.forName("org.duckdb.DuckDBDriver");
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IOException("DuckDB is missing: export and sql need " + expectedJar()
          + " (beside tonband.jar, as in the release's lib/ folder)", e);
    }
    try {
      // Results streamed as they are read, not held whole: sql writes queries of any size.
      Properties streamed = new Properties();
      streamed.setProperty("jdbc_stream_results", "true");
      Connection connection = DriverManager.getConnection("jdbc:duckdb:", streamed);
      try (Statement settings = connection.createStatement()) {
        settings.execute("SET threads = " + THREADS);
        settings.execute("SET memory_limit = '" + MEMORY_LIMIT + "'");
      }
      return connection;
    } catch (SQLException e) {
      throw new IOException("DuckDB did not start: " + e.getMessage(), e);
    }
  }

  /** {@code text} as a SQL string literal, quotes doubled. */
  public static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  /** Where the jar's Class-Path looks for DuckDB: lib/duckdb_jdbc-VERSION.jar beside tonband.jar. */
  static Path expectedJar() {
    String jar = "duckdb_jdbc-" + version() + ".jar";
    try {
      Path here = Path.of(DuckDb.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return (here.toString().endsWith(".jar") ? here.getParent() : here).resolve("lib").resolve(jar);
    } catch (URISyntaxException | SecurityException e) {
      return Path.of("lib", jar);
    }
  }

  private static String version() {
    try (InputStream in = DuckDb.class.getResourceAsStream("duckdb.properties")) {
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

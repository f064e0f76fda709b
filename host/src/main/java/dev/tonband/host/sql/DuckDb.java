package dev.tonband.host.sql;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import java.util.jar.JarFile;

/**
 * Opens DuckDB, the embedded engine of {@code tonband sql}. Its JDBC driver (80 MB, with every
 * platform's native library) is not in tonband.jar but in {@code lib/} beside it, named by the
 * jar's {@code Class-Path}, so that the other commands never load it; when it is missing the
 * error says where it belongs.
 */
final class DuckDb {
  private DuckDb() {}

  /** A new in-memory database whose results are streamed, not held whole. */
  static Connection open() throws IOException {
    Properties properties = new Properties();
    properties.setProperty("jdbc_stream_results", "true");
    try {
      return DriverManager.getConnection("jdbc:duckdb:", properties);
    } catch (SQLException e) {
      if (e.getSQLState() != null && e.getSQLState().equals("08001")) { // no driver for jdbc:duckdb:
        throw new IOException("tonband sql needs DuckDB's JDBC driver (org.duckdb:duckdb_jdbc), which is missing: "
            + "it belongs in " + expectedPlace());
      }
      throw new IOException("cannot start DuckDB: " + e.getMessage(), e);
    }
  }

  /** Where the driver jar belongs: the Class-Path of tonband.jar, resolved beside it. */
  private static String expectedPlace() {
    try {
      Path code = Path.of(DuckDb.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isRegularFile(code)) {
        try (JarFile jar = new JarFile(code.toFile())) {
          String classPath = jar.getManifest().getMainAttributes().getValue("Class-Path");
          if (classPath != null) {
            return code.resolveSibling(classPath.trim()).toString();
          }
        }
      }
    } catch (IOException | URISyntaxException | SecurityException e) {
      // fall back to the general answer
    }
    return "the class path (the release has it in lib/ beside tonband.jar)";
  }
}

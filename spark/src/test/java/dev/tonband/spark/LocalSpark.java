// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.cli.TonbandCommand;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark in local mode as the tests run it, and the tables {@code tonband export} wrote, read by it. */
final class LocalSpark {
  private LocalSpark() {}

  /**
   * Spark on two threads of this machine, as a team's cluster in miniature: one for all the tests
   * of a JVM, which Spark stops when the JVM exits.
   */
  static SparkSession session() {
    return SparkSession.builder().master("local[2]").appName("tonband-spark-tests")
        .config("spark.ui.enabled", "false")
        // on the loopback interface, whatever the machine's name resolves to (or not, on a CI runner)
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "2")
        // trace_id=ID is text: ids of digits only must not become numbers
        .config("spark.sql.sources.partitionColumnTypeInference.enabled", "false")
        .getOrCreate();
  }

  /**
   * Runs {@code tonband ARGS} in this JVM, its summaries of each trace's problems (on
   * {@code System.err}) left out of the build's output; fails unless it exits with 0 or 1 (the
   * traces had problems, which the tables hold).
   */
  static void tonband(String... args) {
    StringWriter err = new StringWriter();
    PrintStream stderr = System.err;
    System.setErr(new PrintStream(OutputStream.nullOutputStream()));
    int status;
    try {
      status = TonbandCommand.commandLine().setErr(new PrintWriter(err, true)).execute(args);
    } finally {
      System.setErr(stderr);
    }
    assertWithMessage("tonband " + String.join(" ", args) + ": " + err).that(status).isAnyOf(0, 1);
  }

  /** A table of an export's folder, its columns in the order of the table ({@code trace_id} first, not last). */
  static Dataset<Row> exported(SparkSession spark, Path table) {
    Dataset<Row> rows = spark.read().parquet(table.toString());
    String[] columns = rows.columns();
    String[] ordered = new String[columns.length];
    ordered[0] = "trace_id";
    System.arraycopy(columns, 0, ordered, 1, columns.length - 1);
    return rows.selectExpr(ordered);
  }
}

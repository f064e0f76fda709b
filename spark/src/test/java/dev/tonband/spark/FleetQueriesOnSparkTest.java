// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.sql.FleetExample;
import dev.tonband.host.sql.ResultFormat;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.tables.TableSchema;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/fleet.md's example queries give on Apache Spark (local mode, two threads) the rows they
 * give on DuckDB, the engine of {@code tonband sql}, both ways a team's cluster gets the tables:
 * the folder {@code tonband export} writes, read as it is, and the raw traces read by the
 * {@code tonband} data source, each with the device label the docs export it with.
 */
class FleetQueriesOnSparkTest {
  @TempDir static Path dir;
  private static Path fleet;
  private static SparkSession spark;

  @BeforeAll
  static void exportAndStartSpark() throws Exception {
    fleet = dir.resolve("fleet");
    FleetExample.exportTo(fleet);
    spark = LocalSpark.session();
  }

  @Test
  void theExampleQueriesGiveTheSameRowsOnSparkOverExportedParquetAsOnDuckDb() throws Exception {
    SparkSession session = spark.newSession();
    try (Stream<Path> tables = Files.list(fleet)) {
      for (Path table : tables.toList()) {
        LocalSpark.exported(session, table).createOrReplaceTempView(table.getFileName().toString());
      }
    }
    assertSameRowsAsOnDuckDb(session);
  }

  @Test
  void theExampleQueriesGiveTheSameRowsOnSparkThroughTheSourceAsOnDuckDb() throws Exception {
    SparkSession session = spark.newSession();
    for (TableSchema table : TableSchema.ALL) {
      Dataset<Row> rows = null;
      for (FleetExample.Trace trace : FleetExample.traces()) {
        Dataset<Row> one = session.read().format("tonband").option("table", table.name())
            .option("device", trace.device()).load(trace.file().toString());
        rows = rows == null ? one : rows.unionAll(one);
      }
      rows.createOrReplaceTempView(table.name());
    }
    assertSameRowsAsOnDuckDb(session);
  }

  private static void assertSameRowsAsOnDuckDb(SparkSession session) throws Exception {
    List<FleetExample.Query> queries = FleetExample.queries();
    assertThat(queries.size()).isAtLeast(3);
    for (FleetExample.Query query : queries) {
      List<List<String>> onDuckDb = onDuckDb(query.sql());
      List<List<String>> onSpark = new ArrayList<>();
      for (Row row : session.sql(query.sql()).collectAsList()) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
          cells.add(normal(row.isNullAt(i) ? "" : row.get(i).toString()));
        }
        onSpark.add(cells);
      }
      assertWithMessage(query.sql()).that(onDuckDb).isNotEmpty();
      assertWithMessage(query.sql()).that(onSpark).containsExactlyElementsIn(onDuckDb).inOrder();
    }
  }

  /** The rows tonband sql writes as CSV, header dropped, each cell {@link #normal}. */
  private static List<List<String>> onDuckDb(String query) throws Exception {
    ByteArrayOutputStream csv = new ByteArrayOutputStream();
    try (SqlSession session = SqlSession.over(TableFolder.at(fleet))) {
      session.print(query, ResultFormat.CSV, csv);
    }
    List<List<String>> rows = new ArrayList<>();
    for (String line : csv.toString(StandardCharsets.UTF_8).split("\r\n")) {
      rows.add(fields(line).stream().map(FleetQueriesOnSparkTest::normal).toList());
    }
    return rows.subList(1, rows.size());
  }

  /** The fields of a CSV line (RFC 4180: quoted when they hold commas or quotes). */
  private static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
        field.append('"');
        i++;
      } else if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }

  /**
   * Numbers by value to 12 digits: the engines type the same expression differently (a sum of
   * BIGINT is HUGEINT in DuckDB, BIGINT in Spark; 100.0 * x DECIMAL in one, DOUBLE in the other).
   */
  private static String normal(String cell) {
    try {
      return new BigDecimal(cell).round(new MathContext(12)).stripTrailingZeros().toPlainString();
    } catch (NumberFormatException e) {
      return cell;
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.bench.SyntheticFleet;
import dev.tonband.host.tables.TableSchema;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fleet's day in miniature: 200 synthetic traces of 50,000 events, read by the source on
 * {@code local[2]} and written as Parquet by Spark's own writer, every table, against
 * {@code tonband export} of the same traces in the same run. The tables must have export's rows;
 * the times are printed for docs/performance.md, not judged (this machine's speed varies).
 */
class AtScaleTest {
  private static final int TRACES = 200;
  private static final int EVENTS = 50_000;

  @TempDir static Path work;

  @Test
  void twoHundredTracesReadBySparkHaveTheRowsExportWrites() throws Exception {
    SparkSession spark = LocalSpark.session();
    Path traces = work.resolve("traces");
    SyntheticFleet.main(new String[] {String.valueOf(TRACES), String.valueOf(EVENTS), traces.toString()});

    long start = System.nanoTime();
    LocalSpark.tonband("export", "--no-progress", "--to", "parquet", "--out", work.resolve("exported").toString(),
        traces.toString());
    double exportSeconds = (System.nanoTime() - start) / 1e9;

    StringBuilder perTable = new StringBuilder();
    double sparkSeconds = 0;
    for (TableSchema table : TableSchema.ALL) {
      start = System.nanoTime();
      spark.read().format("tonband").option("table", table.name()).load(traces.toString())
          .write().parquet(work.resolve("spark").resolve(table.name()).toString());
      double seconds = (System.nanoTime() - start) / 1e9;
      perTable.append(String.format(" %s %.1f s", table.name(), seconds));
      sparkSeconds += seconds;
    }

    for (TableSchema table : TableSchema.ALL) {
      assertWithMessage(table.name())
          .that(spark.read().parquet(work.resolve("spark").resolve(table.name()).toString()).count())
          .isEqualTo(spark.read().parquet(work.resolve("exported").resolve(table.name()).toString()).count());
    }
    System.out.printf("AtScaleTest: %d traces of %,d events, %d cores: tonband export %.1f s (%,.0f events/s);"
        + " the source read by Spark local[2] and written by its Parquet writer, six tables: %.1f s (%,.0f events/s),"
        + " %.2f times export's time;%s%n", TRACES, EVENTS, Runtime.getRuntime().availableProcessors(), exportSeconds,
        TRACES * (double) EVENTS / exportSeconds, sparkSeconds, TRACES * (double) EVENTS / sparkSeconds,
        sparkSeconds / exportSeconds, perTable);
  }
}

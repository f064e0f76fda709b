// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.tables.TableSchema;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/**
 * The jar {@code spark-submit --jars} (or {@code --packages}) takes: run by the build with the
 * jar in place of the module's classes and of the Tonband modules it holds, so that Spark finds
 * the source by its short name in it and the source runs on the Jackson shaded inside, next to
 * Spark's own.
 */
class ShadedJarTest {
  private static final Path DEMO = Path.of(System.getProperty("tonband.root", "..")).resolve("target-firmware/examples/qemu-demo/demo_streaming.bin");

  @Test
  void sparkReadsATraceThroughTheShadedJar() throws Exception {
    assertThat(TonbandSource.class.getProtectionDomain().getCodeSource().getLocation().getPath())
        .matches(".*/tonband-spark-[^/]*\\.jar");
    assertThat(Class.forName("dev.tonband.spark.shaded.jackson.core.JsonFactory")).isNotNull();
    SparkSession spark = LocalSpark.session();
    List<Row> rows = spark.read().format("tonband").option("table", TableSchema.TRACE.name()).load(DEMO.toString())
        .select("device", "events", "problems").collectAsList();
    assertThat(rows).hasSize(1);
    assertThat(rows.get(0).getString(0)).isEqualTo("demo_streaming.bin");
    assertThat(rows.get(0).getLong(1)).isGreaterThan(100L);
    assertThat(spark.read().format("tonband").option("table", "event").load(DEMO.toString()).count())
        .isEqualTo(rows.get(0).getLong(1));
  }
}

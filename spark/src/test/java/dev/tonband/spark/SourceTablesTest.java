// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.sql.FleetExample;
import dev.tonband.host.tables.TableSchema;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every trace of the suite read by the {@code tonband} source gives, table by table, the rows
 * {@code tonband export} writes for it, read back from its Parquet files: the traces this build's
 * firmware wrote, the corpus's (damaged ones too), dial9 archives of some, one gzip-compressed,
 * one a hex dump, the file dial9 itself wrote when {@code ../shared} is there, and a team's
 * trace with its own catalogue.
 */
class SourceTablesTest {
  private static final Path ROOT = FleetExample.ROOT.toAbsolutePath().normalize();
  private static final Path FIRMWARE_TRACES = ROOT.resolve("target-firmware/target/traces");
  private static final Path DIAL9_DEMO = ROOT.resolveSibling("shared/reference/dial9/demo-trace-0.3.2.bin.gz");
  private static final Path TEAM_CATALOGUE = ROOT.resolve("target-firmware/examples/team-project/app-events.yaml");

  @TempDir static Path work;
  private static final List<Path> traces = new ArrayList<>();
  private static Path exported;
  private static SparkSession spark;

  @BeforeAll
  static void exportTheSuite() throws Exception {
    assertWithMessage(FIRMWARE_TRACES + " holds the firmware's traces: run target-firmware's tests first")
        .that(Files.isDirectory(FIRMWARE_TRACES)).isTrue();
    List<Path> found = new ArrayList<>();
    for (Path folder : List.of(FIRMWARE_TRACES, ROOT.resolve("corpus/streams"), ROOT.resolve("corpus/streams/errors"))) {
      try (Stream<Path> files = Files.list(folder)) {
        files.filter(p -> p.toString().endsWith(".bin")).sorted().forEach(found::add);
      }
    }
    Path inputs = Files.createDirectories(work.resolve("inputs"));
    for (Path trace : found) {
      String name = trace.getFileName().toString();
      traces.add(switch (name) { // one of each way a trace is stored, instead of the trace itself
        case "demo_streaming.bin" -> gzipped(trace, inputs.resolve(name + ".gz"));
        case "mixed.bin" -> hexDump(trace, inputs.resolve("mixed.hex"));
        case "freertos_v11.bin", "multicore_streaming.bin" -> archived(trace, inputs.resolve(name + ".dial9"));
        default -> trace;
      });
    }
    if (Files.exists(DIAL9_DEMO)) {
      traces.add(DIAL9_DEMO);
    } else {
      System.out.println("SourceTablesTest: skipped the file dial9 wrote: no " + DIAL9_DEMO);
    }
    dropSameContent();
    exported = work.resolve("exported");
    List<String> export = new ArrayList<>(List.of("export", "--no-progress", "--to", "parquet", "--out",
        exported.toString()));
    traces.forEach(trace -> export.add(trace.toString()));
    LocalSpark.tonband(export.toArray(String[]::new));
    spark = LocalSpark.session();
  }

  @TestFactory
  Stream<DynamicTest> everyTableOfEveryTraceIsTheOneExportWrites() {
    return TableSchema.ALL.stream().map(table -> DynamicTest.dynamicTest(table.name(), () -> {
      Dataset<Row> read = source(table).load(paths());
      assertSameRows(table.name(), read, LocalSpark.exported(spark, exported.resolve(table.name())));
    }));
  }

  @Test
  void everyTraceHasItsRowAndItsId() {
    List<Row> rows = source(TableSchema.TRACE).load(paths()).select("trace_id", "file").collectAsList();
    assertThat(rows).hasSize(traces.size());
    Set<String> files = new HashSet<>();
    rows.forEach(row -> files.add(row.getString(1)));
    assertThat(files).containsExactlyElementsIn(traces.stream().map(Path::toString).toList());
  }

  @Test
  void aQueryOfThreeColumnsReadsThreeColumns() {
    Dataset<Row> read = source(TableSchema.SLICE).load(paths()).select("track", "ts_ns", "dur_ns");
    assertThat(scan(read)).contains("tonband slice (track, ts_ns, dur_ns) of " + traces.size() + " files");
    assertSameRows("slice's three columns", read,
        LocalSpark.exported(spark, exported.resolve("slice")).select("track", "ts_ns", "dur_ns"));
  }

  @Test
  void aFilterOnTheFilesPathReadsOnlyTheFilesItKeeps() {
    Dataset<Row> read = source(TableSchema.PROBLEM).load(paths()).where("file_path LIKE '%/errors/%'");
    long errors = traces.stream().filter(p -> p.toString().contains("/errors/")).count();
    assertThat(errors).isAtLeast(10L);
    assertThat(scan(read)).contains(" of " + errors + " files");
    Dataset<Row> errorIds = source(TableSchema.TRACE).load(paths()).where("file LIKE '%/errors/%'").select("trace_id");
    assertSameRows("problems of the damaged traces", read.drop("file_path"),
        LocalSpark.exported(spark, exported.resolve("problem")).join(errorIds, "trace_id"));
  }

  @Test
  void aFilterOnTheTraceIdDecodesOnlyThatTrace() throws IOException {
    Path one = traces.stream().filter(p -> p.getFileName().toString().equals("freertos_v10.bin")).findFirst().orElseThrow();
    String id = Inputs.contentIdOf(new InputSpec(InputSpec.Kind.FILE, one.toString(), 0), InputFormat.AUTO);
    Dataset<Row> read = source(TableSchema.SLICE).load(paths()).where("trace_id = '" + id + "'");
    assertThat(read.count()).isGreaterThan(0L);
    assertSameRows("the slices of " + one, read,
        LocalSpark.exported(spark, exported.resolve("slice")).where("trace_id = '" + id + "'"));
  }

  @Test
  void aFolderIsReadWithWhatIsNoTraceInItLeftOut() throws IOException {
    Path folder = Files.createDirectories(work.resolve("folder/board-1"));
    Path trace = Files.copy(FIRMWARE_TRACES.resolve("freertos_v10.bin"), folder.resolve("trace.bin"));
    Files.writeString(folder.resolve("notes.txt"), "flashed on Tuesday\n");
    Files.write(folder.resolve(".trace.bin.swp"), Files.readAllBytes(trace));
    Dataset<Row> read = source(TableSchema.TRACE).load(work.resolve("folder").toString());
    assertThat(read.select("device", "events").collectAsList().toString()).isEqualTo(
        source(TableSchema.TRACE).load(trace.toString()).select("device", "events").collectAsList().toString());

    Exception named = assertThrows(Exception.class,
        () -> source(TableSchema.TRACE).load(folder.resolve("notes.txt").toString()).collectAsList());
    assertThat(rootMessage(named)).contains("notes.txt");
  }

  /** docs/fleet.md's nightly job: tables partitioned by the upload's day and the board, from the file's path and name. */
  @Test
  void theDocsNightlyJobWritesTablesByDayAndBoard() throws IOException {
    Path day = Files.createDirectories(work.resolve("raw/2026-11-28"));
    Files.copy(FIRMWARE_TRACES.resolve("freertos_v10.bin"), day.resolve("board-17.bin"));
    Files.copy(FIRMWARE_TRACES.resolve("demo_snapshot.bin"), day.resolve("board-4.bin"));
    Dataset<Row> keys = source(TableSchema.TRACE).load(day.toString()).selectExpr("trace_id",
        "regexp_extract(file_path, '/raw/(\\\\d{4}-\\\\d{2}-\\\\d{2})/', 1) AS day",
        "regexp_replace(device, '\\\\.bin(\\\\.gz)?$', '') AS board");
    Path tables = work.resolve("tables");
    source(TableSchema.SLICE).load(day.toString()).join(keys, "trace_id").write().mode("append")
        .partitionBy("day", "board").parquet(tables.resolve("slice").toString());
    for (String board : List.of("board-17", "board-4")) {
      Path partition = tables.resolve("slice/day=2026-11-28/board=" + board);
      assertWithMessage(partition.toString()).that(Files.isDirectory(partition)).isTrue();
    }
    assertThat(spark.read().parquet(tables.resolve("slice").toString()).count())
        .isEqualTo(source(TableSchema.SLICE).load(day.toString()).count());
  }

  @Test
  void aTeamsTraceIsReadWithItsCatalogue() throws IOException {
    Path trace = FIRMWARE_TRACES.resolve("team_project.bin");
    Path withCatalogue = work.resolve("team");
    LocalSpark.tonband("export", "--no-progress", "--to", "parquet", "--catalogue", TEAM_CATALOGUE.toString(), "--out",
        withCatalogue.toString(), trace.toString());
    for (TableSchema table : List.of(TableSchema.EVENT, TableSchema.PROBLEM, TableSchema.SLICE, TableSchema.COUNTER)) {
      Dataset<Row> read = source(table).option("catalogue", TEAM_CATALOGUE.toString()).load(trace.toString());
      assertSameRows("team_project.bin's " + table.name(), read,
          LocalSpark.exported(spark, withCatalogue.resolve(table.name())));
    }
    assertThat(source(TableSchema.PROBLEM).option("catalogue", TEAM_CATALOGUE.toString()).load(trace.toString())
        .where("kind = 'CATALOGUE_MISMATCH'").count()).isEqualTo(0L);
    assertThat(source(TableSchema.PROBLEM).load(trace.toString()).where("kind = 'CATALOGUE_MISMATCH'").count())
        .isGreaterThan(0L);
  }

  @Test
  void aWrongOptionIsToldBeforeAnyFileIsRead() {
    Exception noTable = assertThrows(Exception.class, () -> spark.read().format("tonband").load(paths()));
    assertThat(rootMessage(noTable)).contains("option(\"table\", NAME); give one of trace, event, slice, task_state,"
        + " counter, problem");
    Exception noCatalogue = assertThrows(Exception.class, () -> source(TableSchema.EVENT)
        .option("catalogue", work.resolve("missing.yaml").toString()).load(paths()).count());
    assertThat(rootMessage(noCatalogue)).contains("option catalogue: cannot read");
  }

  private static org.apache.spark.sql.DataFrameReader source(TableSchema table) {
    return spark.read().format("tonband").option("table", table.name());
  }

  private static String[] paths() {
    return traces.stream().map(Path::toString).toArray(String[]::new);
  }

  /** The scan's line in the query's physical plan. */
  private static String scan(Dataset<Row> rows) {
    return rows.queryExecution().executedPlan().toString();
  }

  /** The same rows, each as often: none left over either way. Each side is read once (Spark keeps it). */
  private static void assertSameRows(String what, Dataset<Row> source, Dataset<Row> exported) {
    Dataset<Row> read = source.cache();
    Dataset<Row> expected = exported.cache();
    assertWithMessage(what + ": columns").that(columns(read)).isEqualTo(columns(expected));
    long count = expected.count();
    assertWithMessage(what + ": rows").that(read.count()).isEqualTo(count);
    assertWithMessage(what + ": rows export has, not the source").that(expected.exceptAll(read).limit(5).collectAsList())
        .isEmpty();
    assertWithMessage(what + ": rows the source has, not export").that(read.exceptAll(expected).limit(5).collectAsList())
        .isEmpty();
    read.unpersist();
    expected.unpersist();
  }

  /** The columns' names and types, in order (the source's have the docs' comments too). */
  private static List<String> columns(Dataset<Row> rows) {
    return Arrays.stream(rows.schema().fields()).map(f -> f.name() + " " + f.dataType().sql()).toList();
  }

  private static String rootMessage(Throwable e) {
    StringBuilder messages = new StringBuilder();
    for (Throwable at = e; at != null; at = at.getCause()) {
      messages.append(at.getMessage()).append('\n');
    }
    return messages.toString();
  }

  /** Export writes a trace's tables under its content id: of two files of one content, the second would replace the first's. */
  private static void dropSameContent() throws IOException {
    Set<String> ids = new HashSet<>();
    List<Path> distinct = new ArrayList<>();
    for (Path trace : traces) {
      if (ids.add(Inputs.contentIdOf(new InputSpec(InputSpec.Kind.FILE, trace.toString(), 0), InputFormat.AUTO))) {
        distinct.add(trace);
      }
    }
    traces.clear();
    traces.addAll(distinct);
  }

  private static Path gzipped(Path trace, Path to) throws IOException {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(to))) {
      out.write(Files.readAllBytes(trace));
    }
    return to;
  }

  /** The trace as a terminal logging the device's bytes would show them: hex pairs, 16 to a line. */
  private static Path hexDump(Path trace, Path to) throws IOException {
    byte[] bytes = Files.readAllBytes(trace);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < bytes.length; i++) {
      text.append(HexFormat.of().toHexDigits(bytes[i])).append(i % 16 == 15 ? "\n" : " ");
    }
    Files.writeString(to, text.append('\n'), StandardCharsets.US_ASCII);
    return to;
  }

  private static Path archived(Path trace, Path to) {
    LocalSpark.tonband("convert", "--no-progress", "--to", "dial9", "-o", to.toString(), trace.toString());
    return to;
  }

}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.sql.FleetExample;
import dev.tonband.host.tables.TableSchema;
import java.io.File;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code tonband sql} over a folder in the export's layout, written here by DuckDB's own COPY
 * with values chosen by hand: two traces' slices, each trace a Hive partition (its id in the
 * folder's name, not in the file); and over a trace given directly.
 */
class SqlCommandTest extends CliFixture {
  private Path tables;

  @BeforeEach
  void writeTables() throws Exception {
    tables = dir.resolve("tables");
    try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duckdb.createStatement()) {
      sql.execute("CREATE TABLE slice AS SELECT * FROM (VALUES"
          + " ('00ab', 0, 'timer', 'isr', 100, 300, 0, 'timer', false),"
          + " ('00ab', 0, 'timer', 'isr', 1000, 500, 0, 'timer', false),"
          + " ('00ab', 0, 'ctrl', 'task', 400, 2000, 0, 'ctrl', true),"
          + " ('1234', 1, 'uart, rx', 'isr', 50, 700, 0, 'uart, rx', false))"
          + " t(trace_id, core, track, track_kind, ts_ns, dur_ns, depth, name, open_at_end)");
      for (String trace : List.of("00ab", "1234")) {
        Path partition = tables.resolve("slice/trace_id=" + trace);
        Files.createDirectories(partition);
        sql.execute("COPY (SELECT * EXCLUDE (trace_id) FROM slice WHERE trace_id = '" + trace + "') TO '"
            + partition.resolve("part-0.parquet") + "' (FORMAT parquet)");
      }
    }
  }

  @Test
  void printsTheRowsAsATable() {
    assertThat(run("sql", "SELECT trace_id, name, count(*) AS runs, max(dur_ns) AS max_ns FROM slice"
        + " WHERE track_kind = 'isr' GROUP BY ALL ORDER BY trace_id", tables.toString())).isEqualTo(0);

    assertThat(out()).isEqualTo("""
          trace_id  name      runs  max_ns
          00ab      timer        2     500
          1234      uart, rx     1     700
        (2 rows)
        """);
  }

  @Test
  void printsCsvAndJsonLines() throws Exception {
    String query = "SELECT name, sum(dur_ns) / 1000.0 AS us, bool_or(open_at_end) AS open FROM slice GROUP BY name"
        + " ORDER BY name";
    assertThat(run("sql", "--csv", query, tables.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo("name,us,open\r\nctrl,2.0,true\r\ntimer,0.8,false\r\n\"uart, rx\",0.7,false\r\n");

    stdout.reset();
    assertThat(run("sql", "--json", query, tables.toString())).isEqualTo(0);
    List<JsonNode> rows = new ArrayList<>();
    for (String line : out().split("\n")) {
      rows.add(new ObjectMapper().readTree(line));
    }
    assertThat(rows).hasSize(3);
    assertThat(rows.get(1).get("name").asText()).isEqualTo("timer");
    assertThat(rows.get(1).get("us").asDouble()).isEqualTo(0.8);
    assertThat(rows.get(0).get("open").isBoolean()).isTrue();
  }

  @Test
  void writesParquetThatReadsBack() throws Exception {
    Path out = dir.resolve("isrs.parquet");
    int status = run("sql", "--out", out.toString(), "SELECT name, dur_ns FROM slice WHERE track_kind = 'isr';",
        tables.toString());

    assertThat(picocliErr.toString()).isEmpty();
    assertThat(status).isEqualTo(0);
    try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duckdb.createStatement();
        ResultSet rows = sql.executeQuery("SELECT sum(dur_ns), count(*) FROM '" + out + "'")) {
      assertThat(rows.next()).isTrue();
      assertThat(rows.getLong(1)).isEqualTo(300 + 500 + 700);
      assertThat(rows.getLong(2)).isEqualTo(3);
    }
    try (var files = Files.list(dir)) {
      assertThat(files.map(f -> f.getFileName().toString()).toList()).containsExactly("tables", "isrs.parquet");
    }
  }

  @Test
  void aFailedQueryLeavesTheOutputAsItWas() throws Exception {
    Path out = Files.writeString(dir.resolve("old.csv"), "old\n");

    assertThat(run("sql", "--out", out.toString(), "SELECT nosuch FROM slice", tables.toString())).isEqualTo(2);

    assertThat(Files.readString(out)).isEqualTo("old\n");
    try (var files = Files.list(dir)) {
      assertThat(files.map(f -> f.getFileName().toString()).toList()).containsExactly("tables", "old.csv");
    }
  }

  @Test
  void anSqlErrorNamesTheQueryInDuckDbsWords() {
    assertThat(run("sql", "SELECT nosuch FROM slice", tables.toString())).isEqualTo(2);

    assertThat(picocliErr.toString()).startsWith("tonband: the query failed: SELECT nosuch FROM slice\n");
    assertThat(picocliErr.toString()).contains("Binder Error: Referenced column \"nosuch\" not found");
    assertThat(out()).isEmpty();
  }

  @Test
  void aFolderOfNeitherTablesNorTracesIsNamed() throws Exception {
    Path empty = Files.createDirectory(dir.resolve("empty"));

    assertThat(run("sql", "SELECT 1", empty.toString())).isEqualTo(3);

    assertThat(picocliErr.toString()).startsWith("tonband: " + empty + " is a folder that holds no file");
  }

  @Test
  void theTablesNoTraceHasFilesOfAreEmptyWithTheirColumns() {
    assertThat(run("sql", "--csv", "SELECT * FROM problem", tables.toString())).isEqualTo(0);

    assertThat(out()).isEqualTo("trace_id,kind,core,ts_ns,location,message\r\n");
  }

  @Test
  void listsEveryTableAndColumn() {
    assertThat(run("sql", "--tables")).isEqualTo(0);

    for (TableSchema table : TableSchema.ALL) {
      assertThat(out()).contains(table.name() + ": " + table.description() + "\n");
      for (TableSchema.Column column : table.columns()) {
        assertThat(out()).containsMatch("\n  " + column.name() + " +" + column.type() + " +"
            + Pattern.quote(column.description()) + "\n");
      }
    }
  }

  @Test
  void exportsTracesGivenDirectlyAndRemovesThemAfter() throws Exception {
    Path demo = FleetExample.ROOT.resolve("target-firmware/examples/qemu-demo/demo_streaming.bin");
    assertThat(run("decode", demo.toString())).isEqualTo(0);
    long decoded = out().lines().count();
    stdout.reset();

    assertThat(run("sql", "--csv", "--device", "bench-3", "SELECT t.device, count(*) AS n FROM event JOIN trace t"
        + " USING (trace_id) GROUP BY ALL", demo.toString())).isEqualTo(0);

    assertThat(out()).isEqualTo("device,n\r\nbench-3," + decoded + "\r\n");
    // It says what it read, not where: the folder is gone when the command ends.
    assertThat(err()).isEqualTo(String.format("read 1 trace(s), %,d events%n", decoded));
    try (var left = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      assertThat(left.map(Path::getFileName).map(Path::toString).filter(f -> f.startsWith("tonband-sql")).toList())
          .isEmpty();
    }
  }

  @Test
  void aTableShowsTheFirstThousandRowsAndCountsTheRest() {
    assertThat(run("sql", "SELECT range AS n FROM range(2500)", tables.toString())).isEqualTo(0);

    List<String> lines = out().lines().toList();
    assertThat(lines).hasSize(1 + 1000 + 1);
    assertThat(lines.get(1000)).isEqualTo("  999");
    assertThat(lines.get(1001)).isEqualTo("(2500 rows, the first 1000 shown: --csv, --json or --out give them all)");
  }

  @Test
  void aFolderOfTablesComesAlone() throws Exception {
    Path trace = Files.write(dir.resolve("trace.bin"), new byte[] {0});

    assertThat(run("sql", "SELECT 1", trace.toString(), tables.toString())).isEqualTo(2);

    assertThat(picocliErr.toString())
        .isEqualTo("tonband: " + tables + " holds exported tables: give that folder alone, or traces only\n");
  }

  @Test
  void aDamagedTraceGivenDirectlyHasItsProblemsAsRowsAndExitsOne() throws Exception {
    Path damaged = FleetExample.ROOT.resolve("corpus/streams/errors/cobs_overrun.bin");
    assertThat(run("decode", damaged.toString())).isEqualTo(1);
    List<String> decoded = out().lines().filter(line -> line.startsWith("! "))
        .map(line -> line.substring(2, line.indexOf(':'))).toList(); // "KIND location"
    assertThat(decoded).isNotEmpty();
    stdout.reset();

    assertThat(run("sql", "--csv", "SELECT kind || ' ' || location FROM problem ORDER BY ts_ns, kind",
        damaged.toString())).isEqualTo(1);

    assertThat(out().lines().skip(1).toList()).containsExactlyElementsIn(decoded).inOrder();
  }

  @Test
  void withoutDuckDbItSaysWhichJarIsMissing() throws Exception {
    String withoutDuckDb = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.contains("duckdb")).collect(Collectors.joining(File.pathSeparator));
    Process sql = CliProcess.withClassPath(withoutDuckDb, "sql", "SELECT 1", tables.toString())
        .redirectErrorStream(true).start();
    String said = new String(sql.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertWithMessage(said).that(sql.waitFor()).isEqualTo(3);
    assertThat(said).startsWith("tonband: DuckDB is missing: export and sql need ");
  }

  @Test
  void ctrlCRemovesTheTemporaryExport() throws Exception {
    Path temporary = Files.createDirectory(dir.resolve("tmp"));
    try (ServerSocket device = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      // A live input that stays open: the export of the trace given directly waits for its end.
      ProcessBuilder tonband = CliProcess.tonband("sql", "--no-progress", "SELECT 1", "tcp:127.0.0.1:" + device.getLocalPort());
      tonband.environment().put("JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + temporary);
      Process sql = tonband.redirectErrorStream(true).start();
      try (Socket connection = device.accept()) {
        assertThat(filesIn(temporary)).isNotEmpty(); // made before the input is read
        CliProcess.pressCtrlC(sql);
        assertThat(sql.waitFor(20, TimeUnit.SECONDS)).isTrue();
      }
    }
    assertThat(filesIn(temporary)).isEmpty();
  }

  private static List<Path> filesIn(Path folder) throws Exception {
    try (Stream<Path> files = Files.list(folder)) {
      return files.toList();
    }
  }
}

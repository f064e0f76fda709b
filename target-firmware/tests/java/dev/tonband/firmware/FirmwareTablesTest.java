// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.cli.TonbandCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tables agree with the rest of Tonband: every trace of the test suite (the ones this build's
 * firmware wrote, and the corpus's, damaged ones too) is exported with {@code tonband export}, and
 * the stats figures computed from its tables with SQL in DuckDB (per-task running time, ISR counts
 * and maxima, queue high-water marks, marker slice counts) must be what {@code tonband stats
 * --json} prints for the same file.
 */
class FirmwareTablesTest {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus", "streams");

  @TempDir static Path tables;

  static List<Path> traces() throws Exception {
    List<Path> traces = new ArrayList<>();
    for (Path folder : List.of(TraceExpectationsTest.traceDir(), CORPUS, CORPUS.resolve("errors"))) {
      try (Stream<Path> files = Files.list(folder)) {
        files.filter(p -> p.toString().endsWith(".bin")).sorted().forEach(traces::add);
      }
    }
    return traces;
  }

  @BeforeAll
  static void exportEveryTrace() throws Exception {
    List<String> args = new ArrayList<>(List.of("export", "--no-progress", "--out", tables.toString()));
    traces().forEach(trace -> args.add(trace.toString()));
    assertThat(TonbandCommand.commandLine().execute(args.toArray(String[]::new))).isAnyOf(0, 1);
  }

  @TestFactory
  List<DynamicTest> statsFromTheTablesAreTheStatsOfTonbandStats() throws Exception {
    assertThat(traces().size()).isGreaterThan(20);
    return traces().stream()
        .map(trace -> DynamicTest.dynamicTest(trace.getFileName().toString(), () -> check(trace))).toList();
  }

  private static void check(Path trace) throws Exception {
    JsonNode stats = stats(trace);
    String id = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(trace)), 0, 8);
    String name = trace.getFileName().toString();

    // A task's CPU time: its runs on the cores, less the interrupts that ran meanwhile.
    Map<String, Long> cpu = new TreeMap<>();
    stats.get("tasks").forEach(t -> put(cpu, t.get("name").asText(), t.get("cpu_ns").asLong()));
    assertWithMessage(name + ": CPU time per task").that(figures(id, """
        WITH runs AS (SELECT core, name, ts_ns AS b, ts_ns + dur_ns AS e FROM slice_t WHERE track_kind = 'task'),
        isrs AS (SELECT core, ts_ns AS b, ts_ns + dur_ns AS e FROM slice_t WHERE track_kind = 'isr' AND depth = 0)
        SELECT name, sum(e - b - coalesce((SELECT sum(least(r.e, i.e) - greatest(r.b, i.b)) FROM isrs i
            WHERE i.core = r.core AND i.b < r.e AND i.e > r.b), 0))
        FROM runs r GROUP BY name""")).isEqualTo(cpu);

    Map<String, Long> running = new TreeMap<>();
    stats.get("tasks").forEach(t -> put(running, t.get("name").asText(), t.get("states_ns").path("running").asLong()));
    assertWithMessage(name + ": time in the state Running per task").that(figures(id,
        "SELECT task, sum(dur_ns) FROM task_state_t WHERE state = 'Running' GROUP BY task")).isEqualTo(running);

    Map<String, Long> isrCounts = new TreeMap<>();
    Map<String, Long> isrMaxima = new TreeMap<>();
    stats.get("isrs").forEach(isr -> {
      put(isrCounts, isr.get("name").asText(), isr.get("runs").get("count").asLong());
      // ISRs of the same name (the corpus has some) are one name in the table: its longest run is theirs
      long max = isr.get("runs").path("max_ns").asLong();
      if (max > 0) {
        isrMaxima.merge(isr.get("name").asText(), max, Math::max);
      }
    });
    assertWithMessage(name + ": runs per ISR").that(figures(id,
        "SELECT name, count(*) FROM slice_t WHERE track_kind = 'isr' AND NOT open_at_end GROUP BY name"))
        .isEqualTo(isrCounts);
    assertWithMessage(name + ": longest run per ISR").that(figures(id,
        "SELECT name, max(dur_ns) FROM slice_t WHERE track_kind = 'isr' AND NOT open_at_end GROUP BY name"))
        .isEqualTo(isrMaxima);

    // Objects of the same name (the corpus has some) are one track: their highest mark is its.
    Map<String, Long> highWater = new TreeMap<>();
    stats.get("queues").forEach(q -> {
      if (q.get("high_water").asLong() > 0) {
        highWater.merge(q.get("name").asText(), q.get("high_water").asLong(), Math::max);
      }
    });
    assertWithMessage(name + ": high-water mark per queue, semaphore and buffer").that(figures(id,
        "SELECT track, max(value)::BIGINT FROM counter_t WHERE track_kind IN ('queue', 'buffer') GROUP BY track"))
        .isEqualTo(highWater);

    Map<String, Long> closed = new TreeMap<>();
    Map<String, Long> open = new TreeMap<>();
    stats.get("markers").forEach(m -> {
      if (m.get("kind").asText().equals("event")) {
        String marker = m.get("name").asText() + " of " + m.get("task").asText("none");
        put(closed, marker, m.get("slices").get("count").asLong());
        put(open, marker, m.get("open_slices").asLong());
      }
    });
    String markers = "SELECT track || ' of ' || coalesce(task, 'none'), count(*) FROM slice_t"
        + " WHERE track_kind IN ('marker', 'task_marker') AND %s open_at_end GROUP BY ALL";
    assertWithMessage(name + ": slices per marker").that(figures(id, markers.formatted("NOT"))).isEqualTo(closed);
    assertWithMessage(name + ": slices per marker open at the end").that(figures(id, markers.formatted("")))
        .isEqualTo(open);

    assertWithMessage(name + ": problems").that(figures(id, "SELECT 'all', count(*) FROM problem_t"))
        .isEqualTo(nonZero("all", stats.get("problems").get("total").asLong()));
  }

  /** Zero is what stats says of what the tables have no rows for. */
  private static void put(Map<String, Long> figures, String key, long value) {
    if (value > 0) {
      figures.merge(key, value, Long::sum);
    }
  }

  private static Map<String, Long> nonZero(String key, long value) {
    Map<String, Long> figures = new TreeMap<>();
    put(figures, key, value);
    return figures;
  }

  /** Runs {@code sql} over the trace's rows of the tables ({@code slice_t}, ...): a name and a number per row. */
  private static Map<String, Long> figures(String traceId, String sql) throws Exception {
    String ready = sql.replaceAll("\\b(slice|task_state|counter|problem)_t\\b",
        "(SELECT * FROM read_parquet('" + tables + "/$1/*/*.parquet', hive_partitioning = true) WHERE trace_id = '"
            + traceId + "')");
    Map<String, Long> figures = new TreeMap<>();
    try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
        Statement statement = duckdb.createStatement();
        ResultSet rows = statement.executeQuery(ready)) {
      while (rows.next()) {
        put(figures, rows.getString(1), rows.getLong(2));
      }
    }
    return figures;
  }

  private static JsonNode stats(Path trace) throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    System.setOut(new PrintStream(json, true, StandardCharsets.UTF_8));
    try {
      assertThat(TonbandCommand.commandLine().execute("stats", "--json", "--no-progress", trace.toString()))
          .isAnyOf(0, 1);
    } finally {
      System.setOut(saved);
    }
    return new ObjectMapper().readTree(json.toString(StandardCharsets.UTF_8));
  }
}

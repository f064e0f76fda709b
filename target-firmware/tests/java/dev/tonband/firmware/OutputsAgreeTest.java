// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.Maps;
import dev.tonband.host.cli.TonbandCommand;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every number that two outputs of one trace both show is the same number. Every trace of the
 * suite goes through the command line as a user runs it: the ones this build's firmware wrote (the
 * runtime's tests, the Tonbandgerät drop-in, FreeRTOS on the real kernel, the QEMU demos), the
 * corpus's, damaged ones too, dial9 archives of some of them ({@code convert --to dial9}), and the
 * file dial9 itself wrote when {@code ../shared} is there. Its {@code stats --json}, its tables
 * ({@code export}, read with SQL in DuckDB) and its Perfetto trace ({@code convert}, read back by
 * {@link TraceCheck}, which reads as Perfetto's importer does) must agree on: the cores; per task,
 * CPU and running time; per ISR, its runs and the longest; per queue, semaphore and buffer, the
 * high-water mark; per marker, its slices closed and still open; every counter's highest value
 * (application counters of every type among them); and how many problems the trace has.
 */
class OutputsAgreeTest {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus", "streams");
  /** The file dial9 wrote (read its README there): a test input beside the checkout, not in it. */
  private static final Path DIAL9_DEMO = Path.of(System.getProperty("tonband.root", ".."), "..", "shared",
      "reference", "dial9", "demo-trace-0.3.2.bin.gz");
  /** Device traces that are also read as the dial9 archives {@code convert --to dial9} makes of them. */
  private static final List<String> ARCHIVED = List.of("demo_streaming.bin", "freertos_v11.bin",
      "multicore_streaming.bin", "app_events.bin", "mixed.bin");

  @TempDir static Path work;
  private static Path tables;
  private static final List<Path> traces = new ArrayList<>();

  @BeforeAll
  static void exportEveryTrace() throws Exception {
    for (Path folder : List.of(TraceExpectationsTest.traceDir(), CORPUS, CORPUS.resolve("errors"))) {
      try (Stream<Path> files = Files.list(folder)) {
        files.filter(p -> p.toString().endsWith(".bin")).sorted().forEach(traces::add);
      }
    }
    Path archives = Files.createDirectories(work.resolve("dial9"));
    for (Path device : List.copyOf(traces)) {
      if (ARCHIVED.contains(device.getFileName().toString())) {
        Path archive = archives.resolve(device.getFileName() + ".dial9");
        assertThat(cli("convert", "--no-progress", "--to", "dial9", "-o", archive.toString(), device.toString()))
            .isAnyOf(0, 1);
        traces.add(archive);
      }
    }
    if (Files.exists(DIAL9_DEMO)) {
      traces.add(DIAL9_DEMO);
    } else {
      System.out.println("OutputsAgreeTest: skipped dial9's own file: no " + DIAL9_DEMO + " (../shared is not beside the checkout)");
    }
    tables = work.resolve("tables");
    List<String> args = new ArrayList<>(List.of("export", "--no-progress", "--out", tables.toString()));
    traces.forEach(trace -> args.add(trace.toString()));
    assertThat(cli(args.toArray(String[]::new))).isAnyOf(0, 1);
  }

  @TestFactory
  List<DynamicTest> statsTablesAndPerfettoShowTheSameNumbers() {
    assertThat(traces.size()).isGreaterThan(20);
    return traces.stream()
        .map(trace -> DynamicTest.dynamicTest(trace.getFileName().toString(), () -> check(trace))).toList();
  }

  /** The trace's bytes as export digests them for its id: gzip decompressed (fleet.md). */
  private static byte[] decoded(Path trace) throws IOException {
    byte[] bytes = Files.readAllBytes(trace);
    if (bytes.length > 2 && (bytes[0] & 0xFF) == 0x1F && (bytes[1] & 0xFF) == 0x8B) {
      try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
        return gzip.readAllBytes();
      }
    }
    return bytes;
  }

  private static void check(Path trace) throws Exception {
    JsonNode stats = stats(trace);
    TraceCheck perfetto = perfetto(trace);
    String id = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(decoded(trace)), 0, 8);
    String name = trace.getFileName().toString();

    assertWithMessage(name + ": cores").that(figures(id, "SELECT 'cores', cores FROM trace_t"))
        .isEqualTo(nonZero("cores", stats.get("cores").size()));
    Set<String> cores = new TreeSet<>();
    stats.get("cores").forEach(c -> cores.add("Core #" + c.get("core").asLong()));
    Set<String> perfettoCores = new TreeSet<>();
    perfetto.trackPaths().forEach(path -> {
      if (path.matches("Core #\\d+( / .*)?")) {
        perfettoCores.add(path.replaceFirst(" / .*", ""));
      }
    });
    assertWithMessage(name + ": Perfetto's cores are cores of the stats").that(cores).containsAtLeastElementsIn(perfettoCores);

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
    // On a core's process, the ISRs' tracks and the tasks' share one level: tell them apart by name.
    Set<String> taskNames = new TreeSet<>();
    stats.get("tasks").forEach(t -> taskNames.add(t.get("name").asText()));
    Map<String, Long> perfettoIsrCounts = new TreeMap<>();
    Map<String, Long> perfettoIsrMaxima = new TreeMap<>();
    for (TraceCheck.Slice slice : perfetto.slices()) {
      String isr = slice.track().replaceFirst("^Core #\\d+ / ", "");
      if (!isr.equals(slice.track()) && isrCounts.containsKey(isr) && !taskNames.contains(isr) && slice.durNs() >= 0) {
        put(perfettoIsrCounts, isr, 1);
        perfettoIsrMaxima.merge(isr, slice.durNs(), Math::max);
      }
    }
    perfettoIsrMaxima.values().removeIf(max -> max == 0);
    assertWithMessage(name + ": runs per ISR in Perfetto").that(perfettoIsrCounts)
        .isEqualTo(Maps.filterKeys(isrCounts, isr -> !taskNames.contains(isr)));
    assertWithMessage(name + ": longest run per ISR in Perfetto").that(perfettoIsrMaxima)
        .isEqualTo(Maps.filterKeys(isrMaxima, isr -> !taskNames.contains(isr)));

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
    // Global markers are tracks of the process "Markers", a task's are tracks of its group beside "State".
    Map<String, Long> perfettoClosed = new TreeMap<>();
    Map<String, Long> perfettoOpen = new TreeMap<>();
    for (TraceCheck.Slice slice : perfetto.slices()) {
      String[] path = slice.track().split(" / ", 2);
      String owner = path[0].equals("Markers") ? "none" : taskNames.contains(path[0]) ? path[0] : null;
      if (path.length == 2 && owner != null && !path[1].equals("State")) {
        put(slice.durNs() >= 0 ? perfettoClosed : perfettoOpen, path[1] + " of " + owner, 1);
      }
    }
    assertWithMessage(name + ": slices per marker in Perfetto").that(perfettoClosed).isEqualTo(closed);
    assertWithMessage(name + ": slices per marker open at the end in Perfetto").that(perfettoOpen).isEqualTo(open);

    Map<String, Double> perfettoCounters = counterMaxima(perfetto, taskNames);
    assertWithMessage(name + ": highest value per kind of counter").that(byKind(perfettoCounters))
        .isEqualTo(doubleFigures(id, "SELECT track_kind, max(value) FROM counter_t WHERE track_kind <> 'mutex' GROUP BY ALL"));
    assertWithMessage(name + ": highest value per counter").that(perfettoCounters)
        .isEqualTo(doubleFigures(id, "SELECT track_kind || ': ' || track, max(value) FROM counter_t"
            + " WHERE track_kind <> 'mutex' GROUP BY ALL"));

    // Stats' peak of the heap is the highest value of its counter; a trace without heap events has neither.
    JsonNode heap = stats.get("heap");
    assertWithMessage(name + ": peak heap use").that(figures(id,
        "SELECT 'peak', max(value)::BIGINT FROM counter_t WHERE track_kind = 'heap' HAVING count(*) > 0"))
        .isEqualTo(heap.isNull() ? Map.of() : nonZero("peak", heap.get("peak_bytes").asLong()));

    // Stats' least free stack of each task is the lowest value of one task's counter (by track, as
    // tasks of one name are two tasks).
    List<Double> leastFree = new ArrayList<>();
    stats.get("stacks").forEach(s -> leastFree.add(s.get("free_min_bytes").asDouble()));
    assertWithMessage(name + ": least free stack per task").that(doubleFigures(id,
        "SELECT track_id::VARCHAR, min(value) FROM counter_t WHERE track_kind = 'stack' GROUP BY track_id").values())
        .containsExactlyElementsIn(leastFree);

    assertWithMessage(name + ": problems").that(figures(id, "SELECT 'all', count(*) FROM problem_t"))
        .isEqualTo(nonZero("all", stats.get("problems").get("total").asLong()));
    assertWithMessage(name + ": problems on Perfetto's errors track").that((long) perfetto.errorKinds().size())
        .isEqualTo(stats.get("problems").get("total").asLong());
  }

  /** The highest value of each kind of counter, from maxima by "kind: track". */
  private static Map<String, Double> byKind(Map<String, Double> maxima) {
    Map<String, Double> kinds = new TreeMap<>();
    maxima.forEach((counter, max) -> kinds.merge(counter.substring(0, counter.indexOf(": ")), max, Math::max));
    return kinds;
  }

  /**
   * Perfetto's counter tracks, each named as the counter table names it ("kind: track"): the tracks
   * of a task's group are its priority, its least free stack and its value markers; the mutexes'
   * holder is a state track.
   */
  private static Map<String, Double> counterMaxima(TraceCheck perfetto, Set<String> taskNames) {
    Map<String, Double> maxima = new TreeMap<>();
    perfetto.counterMaxima().forEach((path, max) -> {
      String[] parts = path.split(" / ", 2);
      String key = switch (parts[0]) {
        case "Queues" -> "queue: " + parts[1];
        case "Stream buffers" -> "buffer: " + parts[1];
        case "Event groups" -> "event_group: " + parts[1];
        case "Heap" -> "heap: " + parts[0];
        case "Application" -> "app: " + parts[1];
        case "Markers" -> "value: " + parts[1];
        default -> parts[0].startsWith("Core #") && parts[1].equals("Dropped events") ? "dropped: " + parts[0]
            : taskNames.contains(parts[0]) && parts[1].equals("Priority") ? "priority: " + parts[0]
            : taskNames.contains(parts[0]) && parts[1].equals("Stack free") ? "stack: " + parts[0]
            : taskNames.contains(parts[0]) ? "task_value: " + parts[1]
            : "unknown: " + path;
      };
      maxima.merge(key, max, Math::max);
    });
    return maxima;
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
    Map<String, Long> figures = new TreeMap<>();
    query(traceId, sql, rows -> put(figures, rows.getString(1), rows.getLong(2)));
    return figures;
  }

  /** As {@link #figures}, the numbers as they are (zero among them), as doubles. */
  private static Map<String, Double> doubleFigures(String traceId, String sql) throws Exception {
    Map<String, Double> figures = new TreeMap<>();
    query(traceId, sql, rows -> figures.put(rows.getString(1), rows.getDouble(2)));
    return figures;
  }

  private interface Row {
    void read(ResultSet rows) throws Exception;
  }

  private static void query(String traceId, String sql, Row row) throws Exception {
    String ready = sql.replaceAll("\\b(trace|slice|task_state|counter|problem)_t\\b",
        "(SELECT * FROM read_parquet('" + tables + "/$1/*/*.parquet', hive_partitioning = true) WHERE trace_id = '"
            + traceId + "')");
    try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
        Statement statement = duckdb.createStatement();
        ResultSet rows = statement.executeQuery(ready)) {
      while (rows.next()) {
        row.read(rows);
      }
    }
  }

  /** The Perfetto trace {@code convert} writes of {@code trace}, read back. */
  private static TraceCheck perfetto(Path trace) throws Exception {
    Path out = work.resolve("perfetto").resolve(trace.getFileName() + ".pftrace");
    Files.createDirectories(out.getParent());
    assertThat(cli("convert", "--no-progress", "-o", out.toString(), trace.toString())).isAnyOf(0, 1);
    return TraceCheck.of(Files.readAllBytes(out));
  }

  private static int cli(String... args) {
    return TonbandCommand.commandLine().execute(args);
  }

  private static JsonNode stats(Path trace) throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    System.setOut(new PrintStream(json, true, StandardCharsets.UTF_8));
    try {
      assertThat(cli("stats", "--json", "--no-progress", trace.toString())).isAnyOf(0, 1);
    } finally {
      System.setOut(saved);
    }
    return new ObjectMapper().readTree(json.toString(StandardCharsets.UTF_8));
  }
}

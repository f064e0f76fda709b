// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.Analysis;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.budget.Metric;
import dev.tonband.host.diff.Figure;
import dev.tonband.host.diff.RunFigures;
import dev.tonband.host.diff.TableFigures;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import dev.tonband.host.trace.ProblemLog;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * {@code tonband export}: the tables of the QEMU demo's committed trace and of the corpus's
 * streams, damaged ones too, read back with DuckDB and held against what {@code decode --json}
 * prints of the same files; the folder layout, adding and replacing traces, and the errors.
 */
class ExportCommandTest extends CliFixture {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path DEMO = ROOT.resolve("target-firmware/examples/qemu-demo/demo_streaming.bin");
  private static final Path MIXED = ROOT.resolve("corpus/streams/mixed.bin");
  private static final Path ERRORS = ROOT.resolve("corpus/streams/errors");

  private static final int TS_RESOLUTION = 0x02, ISR_NAME = 0x03, ISR_ENTER = 0x04, ISR_EXIT = 0x05;
  private static final int TASK_SWITCHED_IN = 0x54, EVTMARKER_BEGIN = 0x08, EVTMARKER_END = 0x09;
  private static final int TASK_PRIORITY_SET = 0x5B, TASK_NAME = 0x5F, QUEUE_NAME = 0x64, QUEUE_SEND = 0x66;
  private static final int HEAP_MALLOC = 0x28, HEAP_FREE = 0x29, HEAP_MALLOC_FAILED = 0x2A;
  private static final int TASK_STACK_LOW = 0x34, TASK_STACK_HIGH_WATER = 0x35;

  private Path tables() {
    return dir.resolve("tables");
  }

  private List<List<Object>> query(String sql) throws Exception {
    return ExportedTables.query(tables(), sql);
  }

  private Object single(String sql) throws Exception {
    return query(sql).get(0).get(0);
  }

  /** The JSON lines decode prints of {@code trace}, a problem's too. */
  private List<JsonNode> decoded(Path trace) throws Exception {
    stdout.reset();
    run("decode", "--json", "--all-problems", trace.toString());
    ObjectMapper json = new ObjectMapper();
    List<JsonNode> lines = new ArrayList<>();
    for (String line : out().split("\n")) {
      lines.add(json.readTree(line));
    }
    stdout.reset();
    return lines;
  }

  private List<JsonNode> events(Path trace) throws Exception {
    return decoded(trace).stream().filter(line -> line.has("event")).toList();
  }

  @Test
  void eachEventIsARowWithTheFieldsDecodePrints() throws Exception {
    List<JsonNode> events = events(DEMO);

    assertThat(run("export", "--no-progress", "--to", "parquet", "--out", tables().toString(), DEMO.toString()))
        .isEqualTo(0);

    List<List<Object>> rows = query("SELECT core, ts_ns, grp, name, fields FROM event_t");
    assertThat(rows).hasSize(events.size());
    ObjectMapper json = new ObjectMapper();
    for (int i = 0; i < rows.size(); i++) {
      JsonNode line = events.get(i);
      List<Object> row = rows.get(i);
      assertThat(row.get(0)).isEqualTo(line.get("core").asInt());
      assertThat(row.get(1)).isEqualTo(line.has("ns") ? line.get("ns").asLong() : null);
      assertThat(row.get(2)).isEqualTo(line.get("group").asText());
      assertThat(row.get(3)).isEqualTo(line.get("event").asText());
      assertThat(json.readTree((String) row.get(4))).isEqualTo(line.get("fields"));
    }
  }

  @Test
  void aGzipOrHexCopyIsTheSameTraceAndADial9ArchiveGivesTheSameRows() throws Exception {
    byte[] demo = Files.readAllBytes(DEMO);
    Path gzip = dir.resolve("demo.bin.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzip))) {
      out.write(demo);
    }
    Path hex = Files.writeString(dir.resolve("demo.hex"), HexFormat.ofDelimiter(" ").formatHex(demo));
    Path archive = dir.resolve("demo.dial9");
    assertThat(run("convert", "--no-progress", "--to", "dial9", DEMO.toString(), "-o", archive.toString())).isEqualTo(0);

    List<List<Object>> rows = new ArrayList<>();
    for (Path file : List.of(DEMO, gzip, hex, archive)) {
      Path folder = dir.resolve("tables-" + file.getFileName());
      assertThat(run("export", "--no-progress", "--out", folder.toString(), file.toString())).isEqualTo(0);
      rows.add(ExportedTables.query(folder, "SELECT (SELECT any_value(trace_id) FROM trace_t),"
          + " (SELECT count(*) FROM event_t), (SELECT count(*) FROM slice_t), (SELECT sum(dur_ns) FROM slice_t)").get(0));
    }
    // One capture is one trace, however it is stored: a query of the fleet counts it once.
    assertThat(rows.get(1)).isEqualTo(rows.get(0));
    assertThat(rows.get(2)).isEqualTo(rows.get(0));
    assertThat(rows.get(0).get(1)).isEqualTo((long) events(DEMO).size());
    assertThat(rows.get(3).subList(1, 4)).isEqualTo(rows.get(0).subList(1, 4));

    // So the copies exported into one folder are one trace, the last one exported.
    assertThat(run("export", "--no-progress", "--out", tables().toString(), DEMO.toString(), gzip.toString(),
        hex.toString())).isEqualTo(0);
    assertThat(query("SELECT file FROM trace_t")).containsExactly(List.of(hex.toString()));
  }

  @Test
  void theTraceRowSaysWhatTheTraceIsAndWhereItCameFrom() throws Exception {
    byte[] bytes = Files.readAllBytes(DEMO);
    String sha256 = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));

    assertThat(run("export", "--no-progress", "--out", tables().toString(), "--device", "board-7", DEMO.toString()))
        .isEqualTo(0);

    assertThat(query("SELECT trace_id, file, device, cores, events, problems FROM trace_t")).containsExactly(
        List.of(sha256.substring(0, 16), DEMO.toString(), "board-7", 1, (long) events(DEMO).size(), 0L));
    assertThat(Files.exists(tables().resolve("slice/trace_id=" + sha256.substring(0, 16) + "/part-0.parquet")))
        .isTrue();
    // The demo's timer: its runs are the ISR slices, each from its enter to its exit.
    assertThat(single("SELECT count(*) FROM slice_t WHERE track_kind = 'isr' AND NOT open_at_end"))
        .isEqualTo(single("SELECT count(*) FROM event_t WHERE name = 'isr_exit'"));
    assertThat(single("SELECT min(ts_ns) FROM slice_t WHERE track_kind = 'isr'"))
        .isEqualTo(single("SELECT min(ts_ns) FROM event_t WHERE name = 'isr_enter'"));
    try (Stream<Path> left = Files.list(tables())) {
      assertThat(left.map(p -> p.getFileName().toString()).sorted().toList())
          .containsExactly("counter", "event", "problem", "slice", "task_state", "trace").inOrder();
    }
  }

  @Test
  void whatIsOpenWhenTheTraceEndsEndsThereAndNestedSlicesHaveTheirDepth() throws Exception {
    Path trace = dir.resolve("open.bin");
    Files.write(trace, new StreamBuilder().metadata(TS_RESOLUTION, null, 1).metadata(ISR_NAME, "timer", 1)
        .event(ISR_ENTER, 10, 1).event(ISR_ENTER, 12, 2).event(ISR_EXIT, 15, 2)
        .eventWithText(EVTMARKER_BEGIN, 16, "boot", 7).eventWithText(EVTMARKER_BEGIN, 17, "init", 7)
        .event(EVTMARKER_END, 18, 7)
        .event(TASK_SWITCHED_IN, 20, 1).event(TASK_SWITCHED_IN, 30, 2).event(TASK_SWITCHED_IN, 40, 1).bytes());

    assertThat(run("export", "--no-progress", "--out", tables().toString(), trace.toString())).isEqualTo(0);

    assertThat(query("SELECT track_kind, name, core, ts_ns, dur_ns, depth, open_at_end FROM slice_t")).containsExactly(
        List.of("isr", "ISR 2", 0, 12L, 3L, 1, false),
        Arrays.asList("marker", "init", null, 17L, 1L, 1, false),
        List.of("task", "Task 1", 0, 20L, 10L, 0, false),
        List.of("task", "Task 2", 0, 30L, 10L, 0, false),
        List.of("isr", "timer", 0, 10L, 30L, 0, true),
        List.of("task", "Task 1", 0, 40L, 0L, 0, true),
        Arrays.asList("marker", "boot", null, 16L, 24L, 0, true)).inOrder();
    assertThat(query("SELECT state, detail, core, ts_ns, dur_ns, open_at_end FROM task_state_t WHERE task = 'Task 2'"))
        .containsExactly(List.of("Running", "Running on core 0", 0, 30L, 10L, false),
            Arrays.asList("Ready", "Ready", null, 40L, 0L, true)).inOrder();
    assertThat(query("SELECT start_ns, end_ns, cores FROM trace_t")).containsExactly(List.of(10L, 40L, 1));
  }

  @Test
  void anObjectNamedAfterItsFirstRowsHasItsLastNameInAllOfThem() throws Exception {
    Path trace = dir.resolve("late-names.bin");
    Files.write(trace, new StreamBuilder().metadata(TS_RESOLUTION, null, 1)
        .event(ISR_ENTER, 10, 2).event(ISR_EXIT, 11, 2).event(TASK_SWITCHED_IN, 12, 1).event(QUEUE_SEND, 13, 3, 1)
        .event(TASK_PRIORITY_SET, 14, 1, 4).event(TASK_SWITCHED_IN, 15, 9)
        .metadata(ISR_NAME, "uart", 2).metadata(TASK_NAME, "worker", 1).metadata(QUEUE_NAME, "rx", 3)
        .event(ISR_ENTER, 20, 2).event(ISR_EXIT, 22, 2).event(TASK_SWITCHED_IN, 23, 1).event(QUEUE_SEND, 24, 3, 2)
        .bytes());

    assertThat(run("export", "--no-progress", "--out", tables().toString(), trace.toString())).isEqualTo(0);

    assertThat(query("SELECT track, name, ts_ns FROM slice_t ORDER BY ts_ns")).containsExactly(
        List.of("uart", "uart", 10L), List.of("worker", "worker", 12L), List.of("Task 9", "Task 9", 15L),
        List.of("uart", "uart", 20L), List.of("worker", "worker", 23L)).inOrder();
    assertThat(query("SELECT track, track_kind, ts_ns, value FROM counter_t")).containsExactly(
        List.of("rx", "queue", 13L, 1.0), List.of("worker", "priority", 14L, 4.0), List.of("rx", "queue", 24L, 2.0))
        .inOrder();
    assertThat(query("SELECT DISTINCT task FROM task_state_t WHERE task_id = 1")).containsExactly(List.of("worker"));
    assertThat(single("SELECT count(DISTINCT track_id) FROM slice_t WHERE track = 'uart'")).isEqualTo(1L);
  }

  @Test
  void aTasksLeastFreeStackIsACounterOfKindStackNamedAfterTheTask() throws Exception {
    Path trace = dir.resolve("stack.bin");
    Files.write(trace, new StreamBuilder().metadata(TS_RESOLUTION, null, 1).metadata(TASK_NAME, "worker", 1)
        .event(TASK_SWITCHED_IN, 10, 1).event(TASK_STACK_LOW, 11, 1, 640).event(TASK_STACK_HIGH_WATER, 12, 1, 512)
        .bytes());

    assertThat(run("export", "--no-progress", "--out", tables().toString(), trace.toString())).isEqualTo(0);

    assertThat(query("SELECT track, track_kind, ts_ns, value, unit FROM counter_t WHERE track_kind = 'stack'"
        + " ORDER BY ts_ns")).containsExactly(List.of("worker", "stack", 11L, 640.0, "bytes"),
        List.of("worker", "stack", 12L, 512.0, "bytes")).inOrder();
  }

  @Test
  void theHeapInUseIsACounterOfKindHeapInBytes() throws Exception {
    Path trace = dir.resolve("heap.bin");
    Files.write(trace, new StreamBuilder().metadata(TS_RESOLUTION, null, 1).metadata(TASK_NAME, "worker", 1)
        .event(TASK_SWITCHED_IN, 10, 1).event(HEAP_MALLOC, 11, 0x40, 72).event(HEAP_MALLOC, 12, 0x90, 24)
        .event(HEAP_FREE, 13, 0x40, 72).bytes());

    assertThat(run("export", "--no-progress", "--out", tables().toString(), trace.toString())).isEqualTo(0);

    assertThat(query("SELECT track, track_kind, ts_ns, value, unit FROM counter_t ORDER BY ts_ns")).containsExactly(
        List.of("Heap", "heap", 11L, 72.0, "bytes"), List.of("Heap", "heap", 12L, 96.0, "bytes"),
        List.of("Heap", "heap", 13L, 24.0, "bytes")).inOrder();
  }

  /** diff over tables reads the heap's and the stacks' figures from them, which must be the trace's own. */
  @Test
  void theTablesGiveDiffTheHeapAndStackFiguresOfTheTrace() throws Exception {
    Path trace = dir.resolve("heap.bin");
    Files.write(trace, new StreamBuilder().metadata(TS_RESOLUTION, null, 1).metadata(TASK_NAME, "worker", 1)
        .event(TASK_SWITCHED_IN, 10, 1).event(HEAP_MALLOC, 11, 0x40, 72).event(HEAP_MALLOC, 12, 0x90, 24)
        .event(HEAP_FREE, 13, 0x40, 72).event(HEAP_MALLOC_FAILED, 14, 4096).event(HEAP_MALLOC, 15, 0x40, 40)
        .event(TASK_STACK_LOW, 16, 1, 640).event(TASK_STACK_HIGH_WATER, 17, 1, 512).bytes());
    assertThat(run("export", "--no-progress", "--out", tables().toString(), trace.toString())).isEqualTo(0);

    Map<Figure, Double> fromTables;
    try (SqlSession session = SqlSession.over(TableFolder.at(tables()))) {
      fromTables = TableFigures.of(session).get(0).values();
    }
    Map<Figure, Double> fromTrace = RunFigures.of(Analysis.run(List.of(new DeviceStream("heap.bin",
        new ByteArrayInputStream(Files.readAllBytes(trace)), 0, new Timebase())), false, n -> {}, new ProblemLog()))
        .values();
    Map<Figure, Double> expected = Map.of(new Figure(Metric.HEAP_PEAK, ""), 96.0,
        new Figure(Metric.HEAP_FAILED, ""), 1.0, new Figure(Metric.TASK_STACK_FREE_MIN, "worker"), 512.0);
    for (Map.Entry<Figure, Double> figure : expected.entrySet()) {
      assertWithMessage("tables' " + figure.getKey()).that(fromTables.get(figure.getKey())).isEqualTo(figure.getValue());
      assertWithMessage("trace's " + figure.getKey()).that(fromTrace.get(figure.getKey())).isEqualTo(figure.getValue());
    }
  }

  @Test
  void addingATraceLeavesTheOthersAndExportingOneAgainReplacesOnlyIt() throws Exception {
    assertThat(run("export", "--no-progress", "--out", tables().toString(), DEMO.toString())).isEqualTo(0);
    Path demoEvents;
    try (Stream<Path> partitions = Files.list(tables().resolve("event"))) {
      demoEvents = partitions.findFirst().orElseThrow().resolve("part-0.parquet");
    }
    Files.setLastModifiedTime(demoEvents, FileTime.fromMillis(1_000_000));

    assertThat(run("export", "--no-progress", "--out", tables().toString(), MIXED.toString())).isEqualTo(1); // damaged
    assertThat(Files.getLastModifiedTime(demoEvents)).isEqualTo(FileTime.fromMillis(1_000_000));
    assertThat(single("SELECT count(*) FROM trace_t")).isEqualTo(2L);

    Path copy = Files.copy(DEMO, dir.resolve("same-bytes.bin"));
    assertThat(run("export", "--no-progress", "--out", tables().toString(), copy.toString())).isEqualTo(0);
    assertThat(query("SELECT file FROM trace_t")).containsExactly(List.of(MIXED.toString()), List.of(copy.toString()));
    assertThat(single("SELECT count(*) FROM event_t")).isEqualTo((long) (events(DEMO).size() + events(MIXED).size()));
  }

  @Test
  void aFolderIsEveryTraceInItAndDamageIsInTheProblemTable() throws Exception {
    List<Path> damaged;
    try (Stream<Path> files = Files.list(ERRORS)) {
      damaged = files.sorted().toList();
    }

    assertThat(run("export", "--no-progress", "--out", tables().toString(), ERRORS.toString())).isEqualTo(1);

    assertThat(single("SELECT count(*) FROM trace_t")).isEqualTo((long) damaged.size());
    for (Path trace : damaged) {
      List<JsonNode> lines = decoded(trace);
      long events = lines.stream().filter(line -> line.has("event")).count();
      // with the time decode gives each: the time it is placed at, never unknown
      List<String> problems = lines.stream().filter(line -> line.has("problem"))
          .map(line -> line.get("problem").asText() + " " + line.get("where").asText() + " @" + line.get("ns").asLong())
          .toList();
      String id = (String) single("SELECT trace_id FROM trace_t WHERE file = '" + trace + "'");
      assertThat(single("SELECT count(*) FROM event_t WHERE trace_id = '" + id + "'")).isEqualTo(events);
      assertThat(query("SELECT kind || ' ' || location || ' @' || ts_ns FROM problem_t WHERE trace_id = '" + id + "'").stream()
          .map(row -> (String) row.get(0)).toList()).containsExactlyElementsIn(problems);
      // the cores decode shows timed events on (core 5 alone is one core, not six)
      int cores = (int) lines.stream().filter(line -> line.has("event") && line.has("ns"))
          .map(line -> line.get("core").asInt()).distinct().count();
      assertThat(query("SELECT events, problems, cores FROM trace_t WHERE trace_id = '" + id + "'"))
          .containsExactly(List.of(events, (long) problems.size(), cores));
    }
    assertThat(err()).contains("exported " + damaged.size() + " trace(s)");
  }

  @Test
  void aFolderExportsItsTracesAndLeavesOutWhatIsNoTraceWithANote() throws Exception {
    Path traces = Files.createDirectories(dir.resolve("traces"));
    Files.copy(DEMO, traces.resolve("a.bin"));
    Files.writeString(traces.resolve("b.txt"), "notes of the run\n");
    Files.write(traces.resolve("c.err"), new byte[0]);
    Files.copy(MIXED, traces.resolve("d.bin"));

    assertThat(run("export", "--no-progress", "--out", tables().toString(), traces.toString())).isEqualTo(1);

    assertThat(query("SELECT file FROM trace_t ORDER BY file")).containsExactly(
        List.of(traces.resolve("a.bin").toString()), List.of(traces.resolve("d.bin").toString())).inOrder();
    assertThat(err()).contains("tonband: not exported: " + traces.resolve("b.txt") + " is text, not a device stream");
    assertThat(err()).contains("tonband: not exported: " + traces.resolve("c.err") + " is empty");
    assertThat(err()).contains("exported 2 trace(s)");
  }

  @Test
  void aFileNamedOnTheCommandLineThatIsNoTraceIsRefused() throws Exception {
    Path text = Files.writeString(dir.resolve("b.txt"), "notes of the run\n");

    assertThat(run("export", "--no-progress", "--out", tables().toString(), text.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("b.txt is text, not a device stream");
  }

  @Test
  void aFolderWithoutTracesIsRefusedSayingWhy() throws Exception {
    Path notes = Files.createDirectories(dir.resolve("notes"));
    Files.writeString(notes.resolve("a.txt"), "notes of the run\n");

    assertThat(run("export", "--no-progress", "--out", tables().toString(), notes.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("no file of " + notes + " is a trace; nothing was exported");
    assertThat(Files.exists(tables().resolve("trace"))).isFalse();
  }

  @Test
  void anOutThatCannotBeAFolderIsNamedWithWhy() throws Exception {
    Path file = Files.copy(DEMO, dir.resolve("d1.bin"));

    assertThat(run("export", "--no-progress", "--out", file.toString(), file.toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).isEqualTo("tonband: --out " + file + " is a file, not a folder; choose another"
        + " --out" + System.lineSeparator());
    assertThat(Files.readAllBytes(file)).isEqualTo(Files.readAllBytes(DEMO));
  }

  @Test
  void aFolderThatTakesNoNewFilesIsCalledSoAsConvertCallsIt() throws Exception {
    Path proc = Path.of("/proc");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc), "a system with /proc");

    assertThat(run("export", "--no-progress", "--out", "/proc/fleet", DEMO.toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).isEqualTo("tonband: cannot write --out /proc/fleet: the folder /proc takes no"
        + " new files; choose another --out" + System.lineSeparator());
  }

  /** The tables may go into the folder of the traces they are made of. */
  @Test
  void tablesExportedIntoTheFolderOfTheirTracesLeaveTheTracesTraces() throws Exception {
    Path traces = Files.createDirectories(dir.resolve("selfexp"));
    Files.copy(DEMO, traces.resolve("demo.bin"));

    assertThat(run("export", "--no-progress", "--out", traces.toString(), traces.toString())).isEqualTo(0);
    assertThat(run("export", "--no-progress", "--out", traces.toString(), traces.toString())).isEqualTo(0);

    assertThat(ExportedTables.query(traces, "SELECT count(*), any_value(events) FROM trace_t"))
        .containsExactly(List.of(1L, (long) events(DEMO).size()));
    assertThat(err()).doesNotContain("exported 0");
  }

  @Test
  void theTablesInTheFolderOfTheTracesAreNoTraces() throws Exception {
    Path traces = Files.createDirectories(dir.resolve("traces"));
    Files.copy(DEMO, traces.resolve("demo.bin"));
    String inside = traces.resolve("tables").toString();

    assertThat(run("export", "--no-progress", "--out", inside, traces.toString())).isEqualTo(0);
    assertThat(run("export", "--no-progress", "--out", inside, traces.toString())).isEqualTo(0);

    assertThat(err()).doesNotContain("part-0.parquet");
    assertThat(picocliErr.toString()).isEmpty();
  }

  @Test
  void aQuotedGlobIsExpandedByTonband() throws Exception {
    assertThat(run("export", "--no-progress", "--out", tables().toString(), ERRORS + "/varint_*.bin")).isEqualTo(1);

    assertThat(query("SELECT file FROM trace_t ORDER BY file")).containsExactly(
        List.of(ERRORS.resolve("varint_too_long.bin").toString()),
        List.of(ERRORS.resolve("varint_too_wide.bin").toString())).inOrder();
  }

  @Test
  void aTraceThatCannotBeReadLeavesNothingOfItsOwn() throws Exception {
    assertThat(run("export", "--no-progress", "--out", tables().toString(), DEMO.toString(),
        dir.resolve("missing.bin").toString())).isEqualTo(3);

    assertThat(picocliErr.toString()).contains("missing.bin: no such file");
    assertThat(single("SELECT count(*) FROM trace_t")).isEqualTo(1L);
    try (Stream<Path> left = Files.list(tables())) {
      assertThat(left.map(p -> p.getFileName().toString()).filter(name -> name.startsWith(".")).toList()).isEmpty();
    }
  }

  @Test
  void ctrlCLeavesNoTemporaryFiles() throws Exception {
    byte[] frames = new StreamBuilder().metadata(TS_RESOLUTION, null, 1).event(ISR_ENTER, 10, 2).bytes();
    Process export;
    try (ServerSocket device = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      export = CliProcess.tonband("export", "--no-progress", "--out", tables().toString(),
          "tcp:127.0.0.1:" + device.getLocalPort()).redirectErrorStream(true).start();
      try (Socket connection = device.accept()) {
        connection.getOutputStream().write(frames); // and stays open: the export waits for more
        connection.getOutputStream().flush();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (temporaryFiles().isEmpty() && System.nanoTime() < deadline) {
          Thread.sleep(50);
        }
        assertThat(temporaryFiles()).isNotEmpty();
        CliProcess.pressCtrlC(export);
        assertThat(export.waitFor(20, TimeUnit.SECONDS)).isTrue();
      }
    }

    String said = new String(export.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertWithMessage(said).that(export.exitValue()).isEqualTo(130);
    assertWithMessage(said).that(temporaryFiles()).isEmpty();
  }

  /** What a running export has written so far: its hidden folder, nothing in the tables' folders. */
  private List<Path> temporaryFiles() throws Exception {
    if (!Files.exists(tables())) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(tables())) {
      return files.filter(p -> !p.equals(tables())).toList();
    }
  }

  @Test
  void withoutDuckDbItSaysWhichJarIsMissingAndWhere() throws Exception {
    String withoutDuckDb = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.contains("duckdb")).collect(Collectors.joining(File.pathSeparator));
    Process export = CliProcess.withClassPath(withoutDuckDb, "export", "--out", tables().toString(), DEMO.toString())
        .redirectErrorStream(true).start();
    String said = new String(export.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertWithMessage(said).that(export.waitFor()).isEqualTo(3);
    assertThat(said).matches("tonband: DuckDB is missing: export and sql need \\S+/lib/duckdb_jdbc-[0-9.]+\\.jar"
        + " \\(beside tonband.jar, as in the release's lib/ folder\\)\n");
    assertThat(Files.exists(tables())).isFalse();
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.sql.SqlSession;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of runs exported as tables ({@code tonband export}), one run a trace, for a diff at
 * the scale of a fleet without reading the traces again. The tables hold what the trackers wrote,
 * so these figures are the ones {@link RunFigures#of} reads from stats, for what the tables keep:
 * an interrupt's runs (rate, durations, CPU share: on one core exactly; on several, of all cores'
 * time alike), a marker's ended slices, a queue's or buffer's high-water mark, the trace's drops
 * and problems, its peak heap in use and failed allocations, each task's least free stack. Percentiles are by nearest rank, as stats takes them (exact up to 1,024 values;
 * beyond, stats' are within 0.1 %). A task's CPU share and runs are not among them: its running
 * states in the tables include the interrupts that came meanwhile.
 */
public final class TableFigures {
  /** Each interrupt of each trace: its runs' count, durations in order, total; the trace's time and cores. */
  private static final String ISRS = """
      SELECT t.file, s.track, count(*) AS n, list_sort(list(s.dur_ns)) AS d, sum(s.dur_ns) AS total,
             max(s.dur_ns) AS longest, avg(s.dur_ns) AS mean, any_value(t.end_ns - t.start_ns) AS span,
             any_value(t.cores) AS cores
      FROM slice s JOIN trace t USING (trace_id)
      WHERE s.track_kind = 'isr'
      GROUP BY t.file, s.track ORDER BY t.file, s.track""";
  /** Each marker's ended slices. */
  private static final String MARKERS = """
      SELECT t.file, s.track, count(*) AS n, list_sort(list(s.dur_ns)) AS d, max(s.dur_ns) AS longest
      FROM slice s JOIN trace t USING (trace_id)
      WHERE s.track_kind IN ('marker', 'task_marker') AND NOT s.open_at_end
      GROUP BY t.file, s.track ORDER BY t.file, s.track""";
  /** Each queue's, semaphore's and buffer's highest level. */
  private static final String LEVELS = """
      SELECT t.file, c.track, max(c.value) AS high
      FROM counter c JOIN trace t USING (trace_id)
      WHERE c.track_kind IN ('queue', 'buffer')
      GROUP BY t.file, c.track ORDER BY t.file, c.track""";
  /** Each trace's problems and drops (the largest running total of each core). */
  private static final String TRACES = """
      SELECT t.file, any_value(t.problems) AS problems, coalesce(sum(d.dropped), 0) AS drops
      FROM trace t LEFT JOIN (SELECT trace_id, track, max(value) AS dropped FROM counter
                              WHERE track_kind = 'dropped' GROUP BY trace_id, track) d USING (trace_id)
      GROUP BY t.file ORDER BY t.file""";

  /** Each trace's peak heap in use and failed allocations, where it traces the heap. */
  private static final String HEAP = """
      SELECT t.file, max(c.value) AS peak,
             (SELECT count(*) FROM event e WHERE e.trace_id = t.trace_id AND e.name = 'heap_malloc_failed') AS failed
      FROM counter c JOIN trace t USING (trace_id)
      WHERE c.track_kind = 'heap'
      GROUP BY t.file, t.trace_id ORDER BY t.file""";

  /** Each task's least free stack, where the firmware traces stacks. */
  private static final String STACKS = """
      SELECT t.file, c.track, min(c.value) AS low
      FROM counter c JOIN trace t USING (trace_id)
      WHERE c.track_kind = 'stack'
      GROUP BY t.file, c.track ORDER BY t.file, c.track""";

  private TableFigures() {}

  /** The figures of every trace in the tables, in the order of their files' names. */
  public static List<RunFigures> of(SqlSession tables) throws IOException {
    Map<String, Map<Figure, Double>> runs = new LinkedHashMap<>();
    tables.forEachRow(TRACES, row -> {
      Map<Figure, Double> run = runs.computeIfAbsent(row.getString("file"), f -> new LinkedHashMap<>());
      run.put(new Figure(Metric.PROBLEMS, ""), row.getDouble("problems"));
      run.put(new Figure(Metric.DROPS, ""), row.getDouble("drops"));
    });
    tables.forEachRow(ISRS, row -> {
      Map<Figure, Double> run = runs.get(row.getString("file"));
      String isr = row.getString("track");
      long n = row.getLong("n");
      Object[] durations = (Object[]) row.getArray("d").getArray();
      double span = row.getDouble("span");
      double traced = span * row.getInt("cores");
      run.put(new Figure(Metric.ISR_COUNT, isr), span <= 0 ? Double.NaN : n * 1e9 / span);
      run.put(new Figure(Metric.ISR_MAX, isr), row.getDouble("longest"));
      run.put(new Figure(Metric.ISR_P99, isr), nearestRank(durations, 99));
      run.put(new Figure(Metric.ISR_P90, isr), nearestRank(durations, 90));
      run.put(new Figure(Metric.ISR_P50, isr), nearestRank(durations, 50));
      run.put(new Figure(Metric.ISR_MEAN, isr), row.getDouble("mean"));
      run.put(new Figure(Metric.ISR_CPU, isr), traced <= 0 ? Double.NaN : row.getDouble("total") / traced);
    });
    tables.forEachRow(MARKERS, row -> {
      Map<Figure, Double> run = runs.get(row.getString("file"));
      String marker = row.getString("track");
      Object[] durations = (Object[]) row.getArray("d").getArray();
      run.put(new Figure(Metric.MARKER_SLICE_MAX, marker), row.getDouble("longest"));
      run.put(new Figure(Metric.MARKER_SLICE_P99, marker), nearestRank(durations, 99));
      run.put(new Figure(Metric.MARKER_SLICE_P50, marker), nearestRank(durations, 50));
    });
    tables.forEachRow(LEVELS, row -> runs.get(row.getString("file"))
        .put(new Figure(Metric.QUEUE_HIGH_WATER, row.getString("track")), row.getDouble("high")));
    tables.forEachRow(HEAP, row -> {
      Map<Figure, Double> run = runs.get(row.getString("file"));
      run.put(new Figure(Metric.HEAP_PEAK, ""), row.getDouble("peak"));
      run.put(new Figure(Metric.HEAP_FAILED, ""), row.getDouble("failed"));
    });
    tables.forEachRow(STACKS, row -> runs.get(row.getString("file"))
        .put(new Figure(Metric.TASK_STACK_FREE_MIN, row.getString("track")), row.getDouble("low")));
    List<RunFigures> figures = new ArrayList<>();
    runs.values().forEach(run -> figures.add(new RunFigures(run)));
    return figures;
  }

  /** The p-th percentile by nearest rank: the ceil(p n / 100)-th smallest. */
  private static double nearestRank(Object[] sorted, int p) {
    return ((Number) sorted[(int) ((p * (long) sorted.length + 99) / 100) - 1]).doubleValue();
  }
}

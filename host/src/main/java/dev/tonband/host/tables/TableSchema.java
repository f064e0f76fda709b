// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import java.util.List;

/**
 * The tables {@code tonband export} writes, their columns, SQL types and what each holds: the one
 * place they are described, for the Parquet writer, {@code tonband sql --tables} and the docs.
 * Every table starts with {@code trace_id}, which is not stored in the Parquet files but in their
 * folder's name ({@code DIR/slice/trace_id=ID/part-0.parquet}, Hive style). Times are int64 ns of
 * the device's clock (its ticks times their resolution), as Perfetto and stats show them.
 */
public record TableSchema(String name, String description, List<Column> columns) {
  /** The SQL types the tables use. */
  public enum Type { VARCHAR, BIGINT, INTEGER, DOUBLE, BOOLEAN }

  public record Column(String name, Type type, String description) {}

  /** The partition column every table starts with. */
  public static final Column TRACE_ID = new Column("trace_id", Type.VARCHAR,
      "the trace: the first 16 hex digits of the SHA-256 of its bytes as decoded (its folder trace_id=ID, read with hive_partitioning)");

  public static final TableSchema TRACE = table("trace", "one row per trace: where it came from and what it holds",
      column("file", Type.VARCHAR, "the input as given on the command line"),
      column("device", Type.VARCHAR, "the label given with --device, else the input's file name"),
      column("fingerprint", Type.VARCHAR, "the fingerprint of the catalogue the device was built with, in hex"),
      column("ns_per_tick", Type.DOUBLE, "the device's timestamp resolution"),
      column("cores", Type.INTEGER, "how many cores the trace shows"),
      column("start_ns", Type.BIGINT, "the first timed event"),
      column("end_ns", Type.BIGINT, "the last timed event; open slices and states end here"),
      column("events", Type.BIGINT, "the events decoded (rows of event)"),
      column("problems", Type.BIGINT, "the problems found (rows of problem)"));

  public static final TableSchema EVENT = table("event", "every decoded event, in trace order",
      column("core", Type.INTEGER, "the core it was recorded on"),
      column("ts_ns", Type.BIGINT, "when it happened; NULL for metadata, which has no time"),
      column("grp", Type.VARCHAR, "its catalogue group (base, freertos, an application's); foreign for a dial9"
          + " archive's events of another producer"),
      column("name", Type.VARCHAR, "its catalogue name (isr_enter, task_switched_in, ...), or a foreign event's schema"),
      column("fields", Type.VARCHAR, "its fields as a JSON object, as decode --json writes them"));

  public static final TableSchema SLICE = table("slice",
      "time spans: ISR runs and task runs per core, marker slices, application slices",
      column("core", Type.INTEGER, "the core of an ISR or task run; NULL for marker and application slices"),
      column("track", Type.VARCHAR, "the ISR, task, marker or application track the slice is on, by the name it has at the"
          + " trace's end"),
      column("track_kind", Type.VARCHAR,
          "isr, task (a run on a core), marker (global), task_marker (a task's own) or app"),
      column("track_id", Type.INTEGER, "the track's id in the trace, shared by the rows of one track (of slice and"
          + " counter alike) however it is named"),
      column("ts_ns", Type.BIGINT, "when it began"),
      column("dur_ns", Type.BIGINT, "how long it lasted"),
      column("depth", Type.INTEGER, "how many slices of the same track (for ISRs: of the core) it is nested in"),
      column("name", Type.VARCHAR, "the ISR's or task's name, the marker's message, the application slice's name"),
      column("task", Type.VARCHAR, "for a task's own marker, the task; NULL otherwise"),
      column("open_at_end", Type.BOOLEAN, "still open when the trace ended: its end is the trace's end"));

  public static final TableSchema TASK_STATE = table("task_state", "each task's states over time, one row per state",
      column("task", Type.VARCHAR, "the task's name at the trace's end"),
      column("task_id", Type.BIGINT, "the task's id in the trace"),
      column("state", Type.VARCHAR, "Running, Ready, Blocked, Suspended or Deleted"),
      column("detail", Type.VARCHAR, "the state as Perfetto shows it, e.g. Blocked on queue rx (receive)"),
      column("core", Type.INTEGER, "the core it runs on when Running; NULL otherwise"),
      column("ts_ns", Type.BIGINT, "when the state began"),
      column("dur_ns", Type.BIGINT, "how long it lasted"),
      column("open_at_end", Type.BOOLEAN, "the task's state when the trace ended: it lasts to the trace's end"));

  public static final TableSchema COUNTER = table("counter",
      "values over time: queue and semaphore levels, priorities, marker values, buffer levels, ...",
      column("track", Type.VARCHAR,
          "what the value is of: a queue's name, a task's for its priority, Core #N for drops, ..., as"
          + " named at the trace's end"),
      column("track_kind", Type.VARCHAR, "queue (also semaphores), mutex (1: available), priority, value (a marker's),"
          + " task_value (a task's own marker's), buffer, event_group, heap (the FreeRTOS heap's bytes in use), stack"
          + " (a task's least free stack so far, in bytes), app or dropped (the tracer's running total)"),
      column("track_id", Type.INTEGER, "the track's id in the trace, shared by its rows"),
      column("ts_ns", Type.BIGINT, "when it took the value"),
      column("value", Type.DOUBLE, "the value from then on"),
      column("unit", Type.VARCHAR, "items, priority, bytes, bits, count or none"));

  public static final TableSchema PROBLEM = table("problem", "what was wrong with the trace, and what was done about it",
      column("kind", Type.VARCHAR, "a short stable name, e.g. COBS_OVERRUN or NON_MONOTONIC_TIMESTAMP"),
      column("core", Type.INTEGER, "the core it concerns"),
      column("ts_ns", Type.BIGINT, "when it was found: its event's time, else the latest timed event's before it (0 before the first)"),
      column("location", Type.VARCHAR, "the input and the position in it, e.g. trace.bin offset 120 frame 7"),
      column("message", Type.VARCHAR, "what happened and what tonband did about it"));

  /** Every table, in the order they are listed. */
  public static final List<TableSchema> ALL = List.of(TRACE, EVENT, SLICE, TASK_STATE, COUNTER, PROBLEM);

  private static TableSchema table(String name, String description, Column... stored) {
    List<Column> columns = new java.util.ArrayList<>(List.of(TRACE_ID));
    columns.addAll(List.of(stored));
    return new TableSchema(name, description, List.copyOf(columns));
  }

  private static Column column(String name, Type type, String description) {
    return new Column(name, type, description);
  }

  /** The columns the Parquet files hold: all but {@link #TRACE_ID}. */
  public List<Column> stored() {
    return columns.subList(1, columns.size());
  }
}

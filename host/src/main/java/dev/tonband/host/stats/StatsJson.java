// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.tonband.host.stream.Problem;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * {@link Stats} as one JSON object, for tools (the shape is in docs/analysis.md): times in ns,
 * shares from 0 to 1, names as the trace gives them, null where the trace does not tell. The report
 * adds the chart data.
 */
public final class StatsJson {
  private static final JsonFactory JSON = new JsonFactory();

  private final JsonGenerator json;

  private StatsJson(JsonGenerator json) {
    this.json = json;
  }

  public static void write(Stats stats, OutputStream out) throws IOException {
    try (JsonGenerator json = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
      json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      new StatsJson(json).stats(stats, false);
    }
    out.write('\n');
  }

  /** With the chart data of the report: the values over time and the ISR duration histograms. */
  public static void writeWithCharts(Stats stats, Writer out) throws IOException {
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      new StatsJson(json).stats(stats, true);
    }
  }

  private void stats(Stats s, boolean charts) throws IOException {
    json.writeStartObject();
    json.writeNumberField("events", s.events());
    json.writeNumberField("start_ns", s.startNs());
    json.writeNumberField("end_ns", s.endNs());
    json.writeArrayFieldStart("cores");
    for (Stats.Cpu cpu : s.cores()) {
      cpu(cpu, s.interruptsTraced());
    }
    json.writeEndArray();
    json.writeFieldName("all_cores");
    cpu(s.total(), s.interruptsTraced());
    json.writeArrayFieldStart("isrs");
    for (Stats.Isr isr : s.isrs()) {
      isr(isr, charts);
    }
    json.writeEndArray();
    json.writeArrayFieldStart("tasks");
    for (Stats.Task task : s.tasks()) {
      task(task, s.total());
    }
    json.writeEndArray();
    json.writeArrayFieldStart("queues");
    for (Stats.Queue queue : s.queues()) {
      queue(queue);
    }
    json.writeEndArray();
    json.writeArrayFieldStart("mutexes");
    for (Stats.Mutex mutex : s.mutexes()) {
      mutex(mutex);
    }
    json.writeEndArray();
    json.writeArrayFieldStart("markers");
    for (Stats.Marker marker : s.markers()) {
      marker(marker);
    }
    json.writeEndArray();
    json.writeArrayFieldStart("app_slices");
    for (Stats.AppSlice slice : s.appSlices()) {
      json.writeStartObject();
      json.writeStringField("track", slice.track());
      json.writeStringField("name", slice.name());
      summary("slices", slice.slices());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("app_counters");
    for (Stats.AppCounter counter : s.appCounters()) {
      json.writeStartObject();
      json.writeStringField("track", counter.track());
      json.writeNumberField("values", counter.values());
      json.writeNumberField("min", counter.min());
      json.writeNumberField("min_at_ns", counter.minAt());
      json.writeNumberField("max", counter.max());
      json.writeNumberField("max_at_ns", counter.maxAt());
      json.writeEndObject();
    }
    json.writeEndArray();
    heap(s.heap());
    json.writeArrayFieldStart("stacks");
    for (Stats.Stack stack : s.stacks()) {
      json.writeStartObject();
      json.writeStringField("task", stack.task());
      json.writeNumberField("free_min_bytes", stack.freeMin());
      json.writeNumberField("free_min_at_ns", stack.freeMinAt());
      optional("switch_out_min_bytes", stack.switchOutMin());
      optional("high_water_bytes", stack.highWater());
      json.writeEndObject();
    }
    json.writeEndArray();
    failedCalls(s.failedCalls());
    json.writeArrayFieldStart("drops");
    for (Stats.Drops d : s.drops()) {
      json.writeStartObject();
      json.writeNumberField("core", d.core());
      json.writeNumberField("dropped", d.dropped());
      json.writeNumberField("reports", d.reports());
      json.writeNumberField("first_at_ns", d.firstAt());
      json.writeEndObject();
    }
    json.writeEndArray();
    problems(s);
    if (charts && s.timeline() != null) {
      timeline(s.timeline());
    }
    json.writeEndObject();
  }

  /** A figure the trace may not have (-1): null then. */
  private void optional(String field, long value) throws IOException {
    if (value < 0) {
      json.writeNullField(field);
    } else {
      json.writeNumberField(field, value);
    }
  }

  /** The heap; null when the trace has no heap event. */
  private void heap(Stats.Heap heap) throws IOException {
    if (heap == null) {
      json.writeNullField("heap");
      return;
    }
    json.writeObjectFieldStart("heap");
    json.writeNumberField("peak_bytes", heap.peakBytes());
    json.writeNumberField("peak_at_ns", heap.peakAt());
    json.writeNumberField("end_bytes", heap.endBytes());
    json.writeNumberField("failed", heap.failed());
    json.writeNumberField("unseen_frees", heap.unseenFrees());
    json.writeArrayFieldStart("tasks");
    for (Stats.HeapUse u : heap.tasks()) {
      json.writeStartObject();
      json.writeStringField("task", u.task());
      json.writeNumberField("allocations", u.allocations());
      json.writeNumberField("allocated_bytes", u.allocatedBytes());
      json.writeNumberField("frees", u.frees());
      json.writeNumberField("freed_bytes", u.freedBytes());
      json.writeNumberField("failed", u.failed());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("leaks");
    for (Stats.Leak leak : heap.leaks()) {
      json.writeStartObject();
      json.writeStringField("task", leak.task());
      json.writeNumberField("blocks", leak.blocks());
      json.writeNumberField("bytes", leak.bytes());
      json.writeNumberField("first_at_ns", leak.firstAt());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  /** The failed calls, per task and object. */
  private void failedCalls(Stats.FailedCalls failed) throws IOException {
    json.writeObjectFieldStart("failed_calls");
    json.writeNumberField("timed_out", failed.timedOut());
    json.writeNumberField("first_timeout_at_ns", failed.firstTimeoutAt());
    json.writeNumberField("failed", failed.failed());
    json.writeArrayFieldStart("calls");
    for (Stats.FailedCall call : failed.calls()) {
      json.writeStartObject();
      json.writeStringField("task", call.task());
      json.writeStringField("object", call.object());
      json.writeNumberField("timed_out", call.timedOut());
      json.writeNumberField("failed", call.failed());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  /** A core's use; the time in interrupts is null when the trace has none. */
  private void cpu(Stats.Cpu cpu, boolean interruptsTraced) throws IOException {
    json.writeStartObject();
    if (cpu.core() >= 0) {
      json.writeNumberField("core", cpu.core());
    }
    json.writeNumberField("traced_ns", cpu.tracedNs());
    json.writeArrayFieldStart("tasks");
    for (Stats.Share share : cpu.tasks()) {
      json.writeStartObject();
      json.writeNumberField("id", share.taskId());
      json.writeStringField("name", share.task());
      json.writeNumberField("ns", share.ns());
      json.writeNumberField("share", cpu.share(share.ns()));
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeObjectField("interrupts_ns", interruptsTraced ? cpu.interruptNs() : null);
    json.writeObjectField("interrupts_share", interruptsTraced ? cpu.share(cpu.interruptNs()) : null);
    json.writeNumberField("unknown_ns", cpu.unknownNs());
    json.writeNumberField("context_switches", cpu.switches());
    json.writeEndObject();
  }

  private void isr(Stats.Isr isr, boolean charts) throws IOException {
    json.writeStartObject();
    json.writeNumberField("id", isr.id());
    json.writeStringField("name", isr.name());
    summary("runs", isr.runs());
    boolean gap = isr.longestGap() >= 0;
    json.writeObjectField("longest_gap_ns", gap ? isr.longestGap() : null);
    json.writeObjectField("gap_from_ns", gap ? isr.gapAt() : null);
    if (charts) {
      json.writeArrayFieldStart("histogram");
      for (long[] bin : isr.histogram()) {
        json.writeArray(bin, 0, bin.length);
      }
      json.writeEndArray();
    }
    json.writeEndObject();
  }

  private void task(Stats.Task task, Stats.Cpu total) throws IOException {
    json.writeStartObject();
    json.writeNumberField("id", task.id());
    json.writeStringField("name", task.name());
    json.writeNumberField("cpu_ns", task.cpuNs());
    json.writeNumberField("cpu_share", total.share(task.cpuNs()));
    json.writeObjectFieldStart("states_ns");
    for (Stats.StateTime state : task.states()) {
      json.writeNumberField(state.state(), state.ns());
    }
    json.writeEndObject();
    summary("runs", task.runs());
    summary("ready", task.readyLatency());
    json.writeObjectField("ready_at_start_ns", task.readyAtStart() >= 0 ? task.readyAtStart() : null);
    json.writeObjectFieldStart("priority");
    json.writeNumberField("min", task.minPriority());
    json.writeNumberField("max", task.maxPriority());
    json.writeNumberField("changes", task.priorities());
    json.writeNumberField("inherited", task.inherits());
    json.writeEndObject();
    json.writeEndObject();
  }

  private void queue(Stats.Queue q) throws IOException {
    json.writeStartObject();
    json.writeNumberField("id", q.id());
    json.writeStringField("name", q.name());
    json.writeStringField("kind", q.kind());
    json.writeStringField("unit", q.isBuffer() ? "bytes" : "items");
    json.writeNumberField("capacity", q.capacity());
    json.writeNumberField("high_water", q.highWater());
    json.writeNumberField("high_water_at_ns", q.highWaterAt());
    json.writeNumberField("observed_ns", q.observedNs());
    json.writeNumberField("full_ns", q.timeFull());
    json.writeNumberField("empty_ns", q.timeEmpty());
    json.writeNumberField("sends", q.sends());
    json.writeNumberField("receives", q.receives());
    json.writeNumberField("peeks", q.peeks());
    summary("waits", q.waits());
    json.writeEndObject();
  }

  private void mutex(Stats.Mutex m) throws IOException {
    json.writeStartObject();
    json.writeNumberField("id", m.id());
    json.writeStringField("name", m.name());
    json.writeBooleanField("recursive", m.recursive());
    json.writeArrayFieldStart("holders");
    for (Stats.Holder h : m.holders()) {
      json.writeStartObject();
      json.writeStringField("task", h.task());
      json.writeNumberField("takes", h.takes());
      json.writeNumberField("held_ns", h.heldNs());
      json.writeEndObject();
    }
    json.writeEndArray();
    summary("holds", m.holds());
    summary("waits", m.waits());
    json.writeNumberField("inherited", m.inherits());
    json.writeEndObject();
  }

  private void marker(Stats.Marker m) throws IOException {
    json.writeStartObject();
    json.writeStringField("name", m.name());
    json.writeStringField("task", m.task());
    json.writeStringField("kind", m.valueMarker() ? "value" : "event");
    if (m.valueMarker()) {
      json.writeNumberField("values", m.values());
      if (m.values() > 0) {
        json.writeNumberField("min", m.minValue());
        json.writeNumberField("min_at_ns", m.minAt());
        json.writeNumberField("max", m.maxValue());
        json.writeNumberField("max_at_ns", m.maxAt());
      }
    } else {
      json.writeNumberField("instants", m.instants());
      summary("slices", m.slices());
      json.writeNumberField("open_slices", m.openSlices());
    }
    json.writeEndObject();
  }

  private void summary(String name, Summary s) throws IOException {
    json.writeObjectFieldStart(name);
    json.writeNumberField("count", s.count());
    if (s.count() > 0) {
      json.writeNumberField("total_ns", s.total());
      json.writeNumberField("min_ns", s.min());
      json.writeNumberField("mean_ns", s.mean());
      json.writeNumberField("p50_ns", s.p50());
      json.writeNumberField("p90_ns", s.p90());
      json.writeNumberField("p99_ns", s.p99());
      json.writeNumberField("max_ns", s.max());
      json.writeNumberField("max_at_ns", s.maxAt());
    }
    json.writeEndObject();
  }

  private void problems(Stats s) throws IOException {
    json.writeObjectFieldStart("problems");
    json.writeNumberField("total", s.problems().total());
    json.writeObjectFieldStart("counts");
    for (var count : s.problems().counts().entrySet()) {
      json.writeNumberField(count.getKey(), count.getValue());
    }
    json.writeEndObject();
    json.writeArrayFieldStart("first");
    for (Problem p : s.problems().firstOccurrences()) {
      json.writeStartObject();
      json.writeStringField("kind", p.kind());
      json.writeStringField("where", p.where());
      json.writeStringField("message", p.message());
      json.writeNumberField("ns", p.ns());
      json.writeNumberField("core", p.core());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private void timeline(Stats.Charts charts) throws IOException {
    json.writeObjectFieldStart("timeline");
    json.writeNumberField("start_ns", charts.startNs());
    json.writeNumberField("bucket_ns", charts.bucketNs());
    series("cpu_ns", charts.cpu());
    json.writeArrayFieldStart("levels");
    for (Stats.LevelSeries s : charts.levels()) {
      json.writeStartObject();
      json.writeStringField("name", s.name());
      json.writeFieldName("low");
      json.writeArray(s.low(), 0, s.low().length);
      json.writeFieldName("mean");
      json.writeArray(s.mean(), 0, s.mean().length);
      json.writeFieldName("high");
      json.writeArray(s.high(), 0, s.high().length);
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private void series(String name, java.util.List<Stats.Series> series) throws IOException {
    json.writeArrayFieldStart(name);
    for (Stats.Series s : series) {
      json.writeStartObject();
      json.writeStringField("name", s.name());
      json.writeFieldName("values");
      json.writeArray(s.values(), 0, s.values().length);
      json.writeEndObject();
    }
    json.writeEndArray();
  }
}

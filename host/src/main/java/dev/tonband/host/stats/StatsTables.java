// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.Problem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * {@link Stats} as tables, a section per kind of object, with numbers as people read them: the
 * terminal prints them aligned ({@link StatsText}), the report as HTML. Sections without rows
 * are left out.
 */
public final class StatsTables {
  private StatsTables() {}

  /** The line above the tables: how many events, from when to when, on how many cores. */
  public static String headline(Stats stats) {
    return Units.count(stats.events()) + " events from " + Units.time(stats.startNs()) + " to "
        + Units.time(stats.endNs()) + " (" + Units.duration(stats.endNs() - stats.startNs()) + " traced) on "
        + stats.cores().size() + " core(s)";
  }

  public static List<Table> of(Stats stats) {
    List<Table> tables = new ArrayList<>();
    cpu(stats, tables);
    isrs(stats, tables);
    tasks(stats, tables);
    queues(stats, tables);
    mutexes(stats, tables);
    markers(stats, tables);
    apps(stats, tables);
    heap(stats.heap(), tables);
    stacks(stats.stacks(), tables);
    failedCalls(stats.failedCalls(), tables);
    drops(stats, tables);
    problems(stats.problems(), tables);
    tables.removeIf(Table::isEmpty);
    return tables;
  }

  private static void cpu(Stats stats, List<Table> out) {
    if (stats.cores().isEmpty()) {
      return;
    }
    List<Stats.Cpu> columns = new ArrayList<>(stats.cores());
    if (columns.size() > 1) {
      columns.add(stats.total());
    }
    List<String> header = new ArrayList<>(List.of("CPU (share of the traced time)"));
    columns.forEach(c -> header.add(c.core() < 0 ? "all cores" : "core " + c.core()));
    Table table = new Table(header.toArray(String[]::new));
    Map<Long, String> names = new LinkedHashMap<>();
    stats.total().tasks().forEach(s -> names.put(s.taskId(), s.task()));
    names.forEach((id, name) -> table.row(shares(name, columns, c -> c.tasks().stream()
        .filter(s -> s.taskId() == id).mapToLong(Stats.Share::ns).sum())));
    if (stats.interruptsTraced()) {
      table.row(shares("interrupts", columns, Stats.Cpu::interruptNs));
    } else {
      List<String> cells = new ArrayList<>(List.of("interrupts"));
      columns.forEach(c -> cells.add("not traced"));
      table.row(cells.toArray(String[]::new));
    }
    if (stats.total().unknownNs() > 0) {
      table.row(shares("no task known", columns, Stats.Cpu::unknownNs));
    }
    List<String> switches = new ArrayList<>(List.of("context switches"));
    columns.forEach(c -> switches.add(Units.count(c.switches())));
    table.row(switches.toArray(String[]::new));
    out.add(table);
  }

  private static String[] shares(String name, List<Stats.Cpu> columns, ToLongFunction<Stats.Cpu> ns) {
    List<String> cells = new ArrayList<>(List.of(name));
    columns.forEach(c -> cells.add(Units.percent(c.share(ns.applyAsLong(c)))));
    return cells.toArray(String[]::new);
  }

  private static void isrs(Stats stats, List<Table> out) {
    Table table = new Table("Interrupts", "runs", "total", "min", "mean", "p50", "p99", "max", "max at",
        "longest gap", "gap from");
    for (Stats.Isr isr : stats.isrs()) {
      Summary r = isr.runs();
      boolean gap = isr.longestGap() >= 0;
      table.row(isr.name(), Units.count(r.count()), Units.duration(r.total()),
          Units.duration(r.min()), Units.duration(Math.round(r.mean())), Units.duration(r.p50()),
          Units.duration(r.p99()), Units.duration(r.max()), Units.time(r.maxAt()),
          gap ? Units.duration(isr.longestGap()) : "-", gap ? Units.time(isr.gapAt()) : "-");
    }
    out.add(table);
  }

  private static void tasks(Stats stats, List<Table> out) {
    Table table = new Table("Tasks", "CPU", "ready, longest", "at", "ready, p99", "ready at start", "priority",
        "changes", "inherited");
    Table states = new Table("Task states", "time in each state").text(1);
    for (Stats.Task task : stats.tasks()) {
      Summary ready = task.readyLatency();
      String name = task.name();
      table.row(name, Units.percent(stats.total().share(task.cpuNs())),
          ready.count() > 0 ? Units.duration(ready.max()) : "-", ready.count() > 0 ? Units.time(ready.maxAt()) : "-",
          ready.count() > 0 ? Units.duration(ready.p99()) : "-",
          task.readyAtStart() >= 0 ? Units.duration(task.readyAtStart()) : "-",
          task.maxPriority() < 0 ? "-" : task.minPriority() == task.maxPriority() ? Long.toString(task.maxPriority())
              : task.minPriority() + ".." + task.maxPriority(),
          Units.count(task.priorities()), Units.count(task.inherits()));
      states.row(name, task.states().stream()
          .map(s -> s.state() + " " + Units.duration(s.ns())).collect(Collectors.joining(", ")));
    }
    out.add(table);
    out.add(states);
  }

  private static void queues(Stats stats, List<Table> out) {
    Table table = new Table("Queues and buffers", "kind", "high-water", "at", "full", "empty", "sends",
        "receives", "waits", "longest wait");
    for (Stats.Queue q : stats.queues()) {
      String unit = q.isBuffer() ? " B" : "";
      table.row(q.name(), q.kind(),
          q.highWater() + unit + (q.capacity() >= 0 ? " of " + q.capacity() + unit : ""), Units.time(q.highWaterAt()),
          q.timeFull() < 0 ? "?" : Units.percent(share(q.timeFull(), q.observedNs())),
          Units.percent(share(q.timeEmpty(), q.observedNs())), Units.count(q.sends()), Units.count(q.receives()),
          Units.count(q.waits().count()), q.waits().count() > 0 ? Units.duration(q.waits().max()) : "-");
    }
    out.add(table);
  }

  private static double share(long part, long whole) {
    return whole == 0 ? 0 : (double) part / whole;
  }

  private static void mutexes(Stats stats, List<Table> out) {
    Table table = new Table("Mutexes", "takes", "hold min", "hold p99", "hold max", "at", "waits", "wait p99",
        "wait max", "at", "inherited", "holders").text(11);
    for (Stats.Mutex m : stats.mutexes()) {
      Summary h = m.holds();
      Summary w = m.waits();
      table.row(m.name(), Units.count(m.holders().stream().mapToLong(Stats.Holder::takes).sum()),
          h.count() > 0 ? Units.duration(h.min()) : "-", h.count() > 0 ? Units.duration(h.p99()) : "-",
          h.count() > 0 ? Units.duration(h.max()) : "-", h.count() > 0 ? Units.time(h.maxAt()) : "-",
          Units.count(w.count()), w.count() > 0 ? Units.duration(w.p99()) : "-",
          w.count() > 0 ? Units.duration(w.max()) : "-", w.count() > 0 ? Units.time(w.maxAt()) : "-",
          Units.count(m.inherits()), m.holders().stream()
              .map(x -> x.task() + " " + x.takes()).collect(Collectors.joining(", ")));
    }
    out.add(table);
  }

  private static void markers(Stats stats, List<Table> out) {
    Table table = new Table("Markers", "task", "instants", "slices", "open", "p50", "p99", "max", "max at",
        "values", "min", "max");
    for (Stats.Marker m : stats.markers()) {
      Summary s = m.slices();
      boolean slices = s.count() > 0;
      table.row(m.name(), m.task() == null ? "-" : m.task(),
          m.valueMarker() ? "-" : Units.count(m.instants()), m.valueMarker() ? "-" : Units.count(s.count()),
          m.valueMarker() ? "-" : Units.count(m.openSlices()),
          slices ? Units.duration(s.p50()) : "-", slices ? Units.duration(s.p99()) : "-",
          slices ? Units.duration(s.max()) : "-", slices ? Units.time(s.maxAt()) : "-",
          m.valueMarker() ? Units.count(m.values()) : "-", m.values() > 0 ? Long.toString(m.minValue()) : "-",
          m.values() > 0 ? Long.toString(m.maxValue()) : "-");
    }
    out.add(table);
  }

  private static void apps(Stats stats, List<Table> out) {
    Table slices = new Table("Application slices", "name", "slices", "p50", "p99", "max", "max at").text(1);
    for (Stats.AppSlice a : stats.appSlices()) {
      Summary s = a.slices();
      slices.row(a.track(), a.name(), Units.count(s.count()), Units.duration(s.p50()), Units.duration(s.p99()),
          Units.duration(s.max()), Units.time(s.maxAt()));
    }
    out.add(slices);
    Table counters = new Table("Application counters", "values", "min", "at", "max", "at");
    for (Stats.AppCounter c : stats.appCounters()) {
      counters.row(c.track(), Units.count(c.values()), Units.number(c.min()), Units.time(c.minAt()),
          Units.number(c.max()), Units.time(c.maxAt()));
    }
    out.add(counters);
  }

  /** Each task's least free stack, and the two figures it is the lower of. */
  private static void stacks(List<Stats.Stack> stacks, List<Table> out) {
    Table table = new Table("Stack free per task", "least, bytes", "at", "at a switch-out", "high-water mark");
    for (Stats.Stack s : stacks) {
      table.row(s.task(), Units.count(s.freeMin()), Units.time(s.freeMinAt()),
          s.switchOutMin() >= 0 ? Units.count(s.switchOutMin()) : "-", s.highWater() >= 0 ? Units.count(s.highWater()) : "-");
    }
    out.add(table);
  }

  /** The heap's use and, per task, its allocations, frees, failures and the blocks it never freed. */
  private static void heap(Stats.Heap heap, List<Table> out) {
    if (heap == null) {
      return;
    }
    Table use = new Table("Heap", "bytes", "at");
    use.row("peak in use", Units.count(heap.peakBytes()), heap.peakAt() >= 0 ? Units.time(heap.peakAt()) : "-");
    use.row("in use at the end", Units.count(heap.endBytes()), "-");
    use.row("failed allocations", Units.count(heap.failed()), "-");
    if (heap.unseenFrees() > 0) {
      use.row("frees of blocks allocated before the trace", Units.count(heap.unseenFrees()), "-");
    }
    out.add(use);
    Table tasks = new Table("Heap per task", "allocations", "bytes", "frees", "bytes freed", "failed");
    for (Stats.HeapUse u : heap.tasks()) {
      tasks.row(u.task(), Units.count(u.allocations()), Units.count(u.allocatedBytes()), Units.count(u.frees()),
          Units.count(u.freedBytes()), Units.count(u.failed()));
    }
    out.add(tasks);
    Table leaks = new Table("Heap blocks never freed", "blocks", "bytes", "first at");
    for (Stats.Leak leak : heap.leaks()) {
      leaks.row(leak.task(), Units.count(leak.blocks()), Units.count(leak.bytes()), Units.time(leak.firstAt()));
    }
    out.add(leaks);
  }

  /** Per task, the objects its calls failed on: how many timed out, how many failed with no wait. */
  private static void failedCalls(Stats.FailedCalls failed, List<Table> out) {
    Table table = new Table("Failed calls", "on", "timed out", "failed (no wait)");
    for (Stats.FailedCall call : failed.calls()) {
      table.row(call.task(), call.object(), Units.count(call.timedOut()), Units.count(call.failed()));
    }
    out.add(table);
  }

  private static void drops(Stats stats, List<Table> out) {
    Table table = new Table("Dropped events", "dropped", "reports", "first at");
    for (Stats.Drops d : stats.drops()) {
      table.row("core " + d.core(), Units.count(d.dropped()), Units.count(d.reports()), Units.time(d.firstAt()));
    }
    out.add(table);
  }

  private static void problems(ProblemLog problems, List<Table> out) {
    Table counts = new Table("Problems", "count");
    problems.counts().forEach((kind, count) -> counts.row(kind, Units.count(count)));
    out.add(counts);
    Table first = new Table("First occurrences");
    for (Problem p : problems.firstOccurrences()) {
      first.row(p.kind() + " " + p);
    }
    out.add(first);
  }
}

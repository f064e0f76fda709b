package dev.tonband.host.stats;

import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.text.ProblemSummary;
import dev.tonband.host.text.TerminalText;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/** {@link Stats} as aligned tables for a terminal, a section per kind of object; names are escaped. */
public final class StatsText {
  private StatsText() {}

  public static void print(Stats stats, PrintStream out) {
    out.printf("%s events from %s to %s (%s traced) on %d core(s)%n", Units.count(stats.events()),
        Units.time(stats.startNs()), Units.time(stats.endNs()), Units.duration(stats.endNs() - stats.startNs()),
        stats.cores().size());
    cpu(stats, out);
    isrs(stats, out);
    tasks(stats, out);
    queues(stats, out);
    mutexes(stats, out);
    markers(stats, out);
    drops(stats, out);
    problems(stats.problems(), out);
  }

  private static void cpu(Stats stats, PrintStream out) {
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
    table.row(shares("interrupts", columns, Stats.Cpu::interruptNs));
    if (stats.total().unknownNs() > 0) {
      table.row(shares("no task known", columns, Stats.Cpu::unknownNs));
    }
    List<String> switches = new ArrayList<>(List.of("context switches"));
    columns.forEach(c -> switches.add(Units.count(c.switches())));
    table.row(switches.toArray(String[]::new));
    section(out, table);
  }

  private static String[] shares(String name, List<Stats.Cpu> columns, ToLongFunction<Stats.Cpu> ns) {
    List<String> cells = new ArrayList<>(List.of(TerminalText.escape(name)));
    columns.forEach(c -> cells.add(Units.percent(c.share(ns.applyAsLong(c)))));
    return cells.toArray(String[]::new);
  }

  private static void isrs(Stats stats, PrintStream out) {
    Table table = new Table("Interrupts", "runs", "total", "min", "mean", "p50", "p99", "max", "max at",
        "longest gap", "gap from");
    for (Stats.Isr isr : stats.isrs()) {
      Summary r = isr.runs();
      boolean gap = r.count() > 1;
      table.row(TerminalText.escape(isr.name()), Units.count(r.count()), Units.duration(r.total()),
          Units.duration(r.min()), Units.duration(Math.round(r.mean())), Units.duration(r.p50()),
          Units.duration(r.p99()), Units.duration(r.max()), Units.time(r.maxAt()),
          gap ? Units.duration(isr.longestGap()) : "-", gap ? Units.time(isr.gapAt()) : "-");
    }
    section(out, table);
  }

  private static void tasks(Stats stats, PrintStream out) {
    Table table = new Table("Tasks", "CPU", "ready, longest", "at", "ready, p99", "priority", "changes", "inherited");
    Table states = new Table("Task states", "time in each state").text(1);
    for (Stats.Task task : stats.tasks()) {
      Summary ready = task.readyLatency();
      String name = TerminalText.escape(task.name());
      table.row(name, Units.percent(stats.total().share(task.cpuNs())),
          ready.count() > 0 ? Units.duration(ready.max()) : "-", ready.count() > 0 ? Units.time(ready.maxAt()) : "-",
          ready.count() > 0 ? Units.duration(ready.p99()) : "-",
          task.maxPriority() < 0 ? "-" : task.minPriority() == task.maxPriority() ? Long.toString(task.maxPriority())
              : task.minPriority() + ".." + task.maxPriority(),
          Units.count(task.priorities()), Units.count(task.inherits()));
      states.row(name, TerminalText.escape(task.states().stream()
          .map(s -> s.state() + " " + Units.duration(s.ns())).collect(Collectors.joining(", "))));
    }
    section(out, table);
    section(out, states);
  }

  private static void queues(Stats stats, PrintStream out) {
    Table table = new Table("Queues and buffers", "kind", "high-water", "at", "full", "empty", "sends",
        "receives", "waits", "longest wait");
    for (Stats.Queue q : stats.queues()) {
      String unit = q.isBuffer() ? " B" : "";
      table.row(TerminalText.escape(q.name()), q.kind(),
          q.highWater() + unit + (q.capacity() >= 0 ? " of " + q.capacity() + unit : ""), Units.time(q.highWaterAt()),
          q.timeFull() < 0 ? "?" : Units.percent(share(q.timeFull(), q.observedNs())),
          Units.percent(share(q.timeEmpty(), q.observedNs())), Units.count(q.sends()), Units.count(q.receives()),
          Units.count(q.waits().count()), q.waits().count() > 0 ? Units.duration(q.waits().max()) : "-");
    }
    section(out, table);
  }

  private static double share(long part, long whole) {
    return whole == 0 ? 0 : (double) part / whole;
  }

  private static void mutexes(Stats stats, PrintStream out) {
    Table table = new Table("Mutexes", "takes", "hold min", "hold p99", "hold max", "at", "waits", "wait p99",
        "wait max", "at", "inherited", "holders").text(11);
    for (Stats.Mutex m : stats.mutexes()) {
      Summary h = m.holds();
      Summary w = m.waits();
      table.row(TerminalText.escape(m.name()), Units.count(m.holders().stream().mapToLong(Stats.Holder::takes).sum()),
          h.count() > 0 ? Units.duration(h.min()) : "-", h.count() > 0 ? Units.duration(h.p99()) : "-",
          h.count() > 0 ? Units.duration(h.max()) : "-", h.count() > 0 ? Units.time(h.maxAt()) : "-",
          Units.count(w.count()), w.count() > 0 ? Units.duration(w.p99()) : "-",
          w.count() > 0 ? Units.duration(w.max()) : "-", w.count() > 0 ? Units.time(w.maxAt()) : "-",
          Units.count(m.inherits()), TerminalText.escape(m.holders().stream()
              .map(x -> x.task() + " " + x.takes()).collect(Collectors.joining(", "))));
    }
    section(out, table);
  }

  private static void markers(Stats stats, PrintStream out) {
    Table table = new Table("Markers", "task", "instants", "slices", "p50", "p99", "max", "max at", "values",
        "min", "max");
    for (Stats.Marker m : stats.markers()) {
      Summary s = m.slices();
      boolean slices = s.count() > 0;
      table.row(TerminalText.escape(m.name()), m.task() == null ? "-" : TerminalText.escape(m.task()),
          m.valueMarker() ? "-" : Units.count(m.instants()), m.valueMarker() ? "-" : Units.count(s.count()),
          slices ? Units.duration(s.p50()) : "-", slices ? Units.duration(s.p99()) : "-",
          slices ? Units.duration(s.max()) : "-", slices ? Units.time(s.maxAt()) : "-",
          m.valueMarker() ? Units.count(m.values()) : "-", m.values() > 0 ? Long.toString(m.minValue()) : "-",
          m.values() > 0 ? Long.toString(m.maxValue()) : "-");
    }
    section(out, table);
  }

  private static void drops(Stats stats, PrintStream out) {
    Table table = new Table("Dropped events", "dropped", "reports", "first at");
    for (Stats.Drops d : stats.drops()) {
      table.row("core " + d.core(), Units.count(d.dropped()), Units.count(d.reports()), Units.time(d.firstAt()));
    }
    section(out, table);
  }

  private static void problems(ProblemLog problems, PrintStream out) {
    out.println();
    if (problems.clean()) {
      out.println("No problems in the trace.");
      return;
    }
    Table table = new Table("Problems", "count");
    problems.counts().forEach((kind, count) -> table.row(kind, Units.count(count)));
    table.print(out);
    out.println("  first occurrences:");
    for (Problem p : problems.firstOccurrences()) {
      out.println("    " + ProblemSummary.line(p));
    }
  }

  private static void section(PrintStream out, Table table) {
    if (!table.isEmpty()) {
      out.println();
      table.print(out);
    }
  }
}

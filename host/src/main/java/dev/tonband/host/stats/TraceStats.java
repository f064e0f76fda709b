// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.trace.CallFailures;
import dev.tonband.host.trace.Heap;
import dev.tonband.host.trace.Stacks;
import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.Names;
import dev.tonband.host.trace.TaskState;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import dev.tonband.host.trace.Wait;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * Computes a trace's {@link Stats} as a listener of its trackers, in one pass and bounded memory:
 * state per core, task, ISR, queue and marker, and fixed-size histograms, never anything per
 * event. The problems are the trace's own (its {@link dev.tonband.host.trace.ProblemLog}).
 */
public final class TraceStats implements TraceListener {
  private final Trace trace;
  private final Timeline timeline;
  private final Timeline.Sum interruptChart;
  private final Timeline.Sum unknownChart;

  private CoreTimes[] cores = new CoreTimes[0];
  private final IdMap<IsrTimes> isrs = new IdMap<>();
  private final QueueTimes queues;
  private final TaskTimes tasks;
  private final MarkerTimes markers = new MarkerTimes();
  private final AppTimes apps = new AppTimes();

  /** Bins of the ISR duration histograms in the report. */
  private static final int HISTOGRAM_BINS = 40;

  /** The runs of one interrupt. */
  private static final class IsrTimes {
    final Durations runs = new Durations();
    long lastExit = -1;
    long longestGap = -1;
    long gapAt;
  }

  /** @param timeline whether to keep values over time for the report's charts */
  public TraceStats(Trace trace, boolean timeline) {
    this.trace = trace;
    this.timeline = timeline ? new Timeline() : null;
    this.interruptChart = timeline ? this.timeline.new Sum() : null;
    this.unknownChart = timeline ? this.timeline.new Sum() : null;
    this.queues = new QueueTimes(this.timeline, trace.objects);
    this.tasks = new TaskTimes(trace.tasks, this::core, queues, this.timeline);
  }

  /** The trace is traced from its first timed event to its last, each core from its first. */
  @Override
  public void coreBegan(int id, long ns) {
    if (timeline != null && cores.length == 0) {
      timeline.start(ns);
    }
    if (id >= cores.length) {
      cores = Arrays.copyOf(cores, id + 1);
    }
    cores[id] = new CoreTimes(id, ns, interruptChart, unknownChart);
  }

  private CoreTimes core(int id) {
    return cores[id];
  }

  @Override
  public void dropped(int track, int core, long ns, long total, long rise) {
    core(core).dropped(ns, rise);
  }

  @Override
  public void isrBegan(int track, int core, long isr, long ns) {
    core(core).interrupts(ns, trace.cores.isrDepth(core));
    IsrTimes times = isr(isr);
    if (times.lastExit >= 0 && ns - times.lastExit > times.longestGap) {
      times.longestGap = ns - times.lastExit;
      times.gapAt = times.lastExit;
    }
  }

  @Override
  public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) {
    core(core).interrupts(ns, trace.cores.isrDepth(core));
    IsrTimes times = isr(isr);
    times.runs.record(ns - beganNs, beganNs);
    times.lastExit = ns;
  }

  private IsrTimes isr(long id) {
    IsrTimes times = isrs.get(id);
    if (times == null) {
      times = new IsrTimes();
      isrs.put(id, times);
    }
    return times;
  }

  @Override
  public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to) {
    tasks.switched(core, ns, to);
  }

  @Override
  public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs) {
    tasks.state(task, ns, state, previous, previousSinceNs);
  }

  @Override
  public void priority(int track, int core, long task, long ns, long priority, PriorityChange change) {
    if (change == PriorityChange.INHERIT) {
      tasks.inherited(core, task, priority);
    } else {
      tasks.task(task).priority(priority, false);
    }
  }

  @Override
  public void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) {
    markers.of(owner).event(marker).instants++;
  }

  /** A slice still open at the end is counted, by the trace's markers. */
  @Override
  public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) {
    markers.of(owner).event(marker);
  }

  @Override
  public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns) {
    markers.of(owner).event(marker).slices.record(ns - beganNs, beganNs);
  }

  @Override
  public void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) {
    markers.of(owner).value(marker).value(ns, value);
  }

  @Override
  public void queueLevel(int track, long id, long ns, long level, Operation operation, long task) {
    QueueTimes.Queue queue = queues.queue(id);
    count(queue, operation);
    queue.level(ns, level);
  }

  @Override
  public void mutexLevel(int track, long id, long ns, long level, Operation operation, long holder) {
    count(queues.queue(id), operation);
  }

  @Override
  public void mutexTaken(long id, long ns, long task) {
    queues.queue(id).taken(task);
  }

  @Override
  public void mutexGiven(long id, long ns, long task, long takenNs) {
    queues.queue(id).given(task, takenNs, ns);
  }

  @Override
  public void bufferLevel(int track, long id, long ns, long bytes, Operation operation) {
    QueueTimes.Queue buffer = queues.buffer(id);
    count(buffer, operation);
    buffer.level(ns, bytes);
  }

  private static void count(QueueTimes.Queue queue, Operation operation) {
    switch (operation) {
      case SEND -> queue.sends++;
      case RECEIVE -> queue.receives++;
      case PEEK -> queue.peeks++;
      default -> { }
    }
  }

  @Override
  public void queueCapacity(long queue, long items) {
    queues.queue(queue).capacity(items);
  }

  @Override
  public void bufferCapacity(long buffer, long bytes) {
    queues.buffer(buffer).capacity(bytes);
  }

  // ---- what the stats have no table for: event group bits, notifications, timers, application
  // instants and foreign events (Perfetto shows them, the tables have their rows); names are read at the end

  @Override
  public void eventGroupBits(int track, long group, long ns, long bits) {}

  /** The heap's tracker keeps its peak, uses and blocks; they are read at the end. */
  @Override
  public void heapInUse(int track, long ns, long bytes) {}

  @Override
  public void heapAllocated(int track, long ns, Heap.Block block) {}

  @Override
  public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) {}

  /** The stacks' tracker keeps each task's least free stack; it is read at the end. */
  @Override
  public void stackFree(int track, long task, long ns, long bytes) {}
  /** The heap's tracker counts failed allocations; they are read at the end. */
  @Override
  public void heapAllocationFailed(int track, int core, long ns, long task, long size) {}

  /** The failed calls' tracker keeps their counts; they are read at the end. */
  @Override
  public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) {}

  @Override
  public void notified(int track, long task, long ns, long index, boolean fromIsr, long by) {}

  @Override
  public void timerExpired(int track, long timer, long ns, long task) {}

  @Override
  public void appInstant(int track, long ns, String name, TraceEvent event) {}

  /** A slice's duration is known at its end. */
  @Override
  public void appSliceBegan(int track, long ns, String name) {}

  @Override
  public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) {
    apps.sliceEnded(trace.tracks.name(track), name, beganNs, ns);
  }

  @Override
  public void appCounter(int track, long ns, long value) {
    apps.counter(trace.tracks.name(track), ns, value);
  }

  @Override
  public void appCounter(int track, long ns, double value) {
    apps.counter(trace.tracks.name(track), ns, value);
  }

  @Override
  public void foreignEvent(int track, ForeignItem item) {}

  @Override
  public void trackRenamed(int track) {}


  /** The stats of everything accepted so far, as if the trace ended with the last item. */
  public Stats finish() {
    long endNs = trace.cores.endNs();
    Names names = trace.names;
    for (CoreTimes core : cores) {
      if (core != null) {
        core.advance(endNs);
      }
    }
    queues.finish(endNs);
    List<Stats.Task> taskStats = tasks.finish(endNs, names.tasks, this::blockedLabel);
    List<Stats.Cpu> coreStats = new ArrayList<>();
    List<Stats.Drops> drops = new ArrayList<>();
    for (CoreTimes core : cores) {
      if (core != null) {
        coreStats.add(cpu(core.id, endNs - core.firstNs, id -> id.cpu(core.id), core.interruptNs, core.unknownNs,
            core.switches));
        if (core.dropReports > 0) {
          drops.add(new Stats.Drops(core.id, core.dropped, core.dropReports, core.firstDropAt));
        }
      }
    }
    Stats.Cpu total = cpu(-1, coreStats.stream().mapToLong(Stats.Cpu::tracedNs).sum(), TaskTimes.Task::cpu,
        coreStats.stream().mapToLong(Stats.Cpu::interruptNs).sum(), coreStats.stream().mapToLong(Stats.Cpu::unknownNs).sum(),
        coreStats.stream().mapToLong(Stats.Cpu::switches).sum());
    List<Stats.Queue> queueStats = new ArrayList<>();
    List<Stats.Mutex> mutexStats = new ArrayList<>();
    for (QueueTimes.Queue queue : queues.queues()) {
      if (queue.isMutex()) {
        mutexStats.add(mutex(queue));
      } else {
        queueStats.add(queue(queue, names.queues.name(queue.id), trace.objects.noun(queue.id), endNs));
      }
    }
    for (QueueTimes.Queue buffer : queues.buffers()) {
      queueStats.add(queue(buffer, names.buffers.name(buffer.id),
          trace.objects.isMessageBuffer(buffer.id) ? "message buffer" : "stream buffer", endNs));
    }
    return new Stats(trace.cores.events(), Math.max(trace.cores.startNs(), 0), endNs, coreStats, total,
        interruptsTraced(), isrStats(), taskStats, queueStats, mutexStats, markers.finish(trace.markers, names.tasks),
        apps.slices(), apps.counters(), heap(), stacks(), failedCalls(), drops, trace.problems(), charts(taskStats));
  }

  /** The stacks' tracker at the end, task by task. */
  private List<Stats.Stack> stacks() {
    List<Stats.Stack> stacks = new ArrayList<>();
    for (Map.Entry<Long, Stacks.TaskStack> e : trace.stacks.byTask().entrySet()) {
      Stacks.TaskStack s = e.getValue();
      stacks.add(new Stats.Stack(e.getKey(), trace.names.tasks.name(e.getKey()), s.free.bytes, s.free.at,
          s.switchOut.bytes, s.switchOut.at, s.highWater.bytes, s.highWater.at));
    }
    return stacks;
  }

  /** The heap's tracker at the end; null when the trace has no heap event. */
  private Stats.Heap heap() {
    Heap heap = trace.heap;
    if (!heap.traced()) {
      return null;
    }
    List<Stats.HeapUse> uses = new ArrayList<>();
    long failed = 0;
    for (Map.Entry<Long, Heap.TaskUse> e : heap.byTask().entrySet()) {
      Heap.TaskUse u = e.getValue();
      uses.add(new Stats.HeapUse(heapTask(e.getKey()), u.allocations, u.allocatedBytes, u.frees, u.freedBytes,
          u.failed));
      failed += u.failed;
    }
    Map<Long, Stats.Leak> leaks = new TreeMap<>();
    for (Heap.Block block : heap.unfreed()) {
      Stats.Leak before = leaks.get(block.task());
      leaks.put(block.task(), before == null ? new Stats.Leak(heapTask(block.task()), 1, block.size(), block.ns())
          : new Stats.Leak(before.task(), before.blocks() + 1, before.bytes() + block.size(), before.firstAt()));
    }
    return new Stats.Heap(heap.peak(), heap.peakNs(), heap.inUse(), failed, heap.unseenFrees(), uses,
        new ArrayList<>(leaks.values()));
  }

  /** The failed calls' tracker at the end. */
  private Stats.FailedCalls failedCalls() {
    CallFailures failures = trace.failures;
    List<Stats.FailedCall> calls = new ArrayList<>();
    long timedOut = 0;
    long failed = 0;
    for (Map.Entry<CallFailures.Key, CallFailures.Count> e : failures.counts().entrySet()) {
      CallFailures.Key key = e.getKey();
      CallFailures.Count count = e.getValue();
      calls.add(new Stats.FailedCall(key.task() >= 0 ? trace.names.tasks.name(key.task()) : "interrupts",
          trace.labels.object(key.kind(), key.object()), count.timedOut, count.failed));
      timedOut += count.timedOut;
      failed += count.failed;
    }
    return new Stats.FailedCalls(timedOut, failures.firstTimeoutNs(), failed, calls);
  }

  private String heapTask(long task) {
    return task >= 0 ? trace.names.tasks.name(task) : "no task known";
  }

  /** Whether an interrupt entered or was named: else the trace does not show them, rather than none ran. */
  private boolean interruptsTraced() {
    return !isrs.values().isEmpty() || !trace.names.isrs.ids().isEmpty();
  }

  /** A core's use; {@code ran} gives a task's running time there. */
  private Stats.Cpu cpu(int core, long traced, ToLongFunction<TaskTimes.Task> ran, long interrupts, long unknown,
      long switches) {
    List<Stats.Share> shares = new ArrayList<>();
    for (TaskTimes.Task task : tasks.all()) {
      long ns = ran.applyAsLong(task);
      if (ns > 0) {
        shares.add(new Stats.Share(task.id, trace.names.tasks.name(task.id), ns));
      }
    }
    shares.sort(Comparator.comparingLong(Stats.Share::ns).reversed().thenComparingLong(Stats.Share::taskId));
    return new Stats.Cpu(core, traced, shares, interrupts, unknown, switches);
  }

  private List<Stats.Isr> isrStats() {
    List<Stats.Isr> result = new ArrayList<>();
    isrs.byId().forEach((id, times) -> result.add(new Stats.Isr(id, trace.names.isrs.name(id), times.runs.summary(),
        times.longestGap, times.gapAt, times.runs.bins(HISTOGRAM_BINS))));
    return result;
  }

  private Stats.Queue queue(QueueTimes.Queue q, String name, String kind, long endNs) {
    return new Stats.Queue(q.id, name, kind, q.capacity, Math.max(q.highWater, 0), q.highWaterAt,
        q.firstNs < 0 ? 0 : endNs - q.firstNs, q.capacity >= 0 ? q.timeFull : -1, q.timeEmpty, q.sends, q.receives, q.peeks,
        q.waits.summary());
  }

  private Stats.Mutex mutex(QueueTimes.Queue q) {
    List<Stats.Holder> holders = new ArrayList<>();
    q.holders.forEach((task, counts) ->
        holders.add(new Stats.Holder(task >= 0 ? trace.names.tasks.name(task) : "an interrupt", counts[0], counts[1])));
    return new Stats.Mutex(q.id, trace.names.queues.name(q.id), trace.objects.kind(q.id) == FrQueueKind.FRQK_RECURSIVE_MUTEX, holders,
        q.holds.summary(), q.waits.summary(), q.inherits);
  }

  /** The task-state column of a wait: what it waits on, as the State track says it, without its details. */
  private String blockedLabel(Wait cause) {
    return "blocked " + trace.labels.waitsOn(cause);
  }

  private Stats.Charts charts(List<Stats.Task> taskStats) {
    if (timeline == null) {
      return null;
    }
    List<Stats.Series> cpu = new ArrayList<>();
    for (Stats.Task task : taskStats) {
      if (task.cpuNs() > 0) {
        cpu.add(new Stats.Series(task.name(), tasks.task(task.id()).chart().values()));
      }
    }
    if (interruptsTraced()) {
      cpu.add(new Stats.Series("interrupts", interruptChart.values()));
    }
    if (Arrays.stream(cores).anyMatch(c -> c != null && c.unknownNs > 0)) {
      cpu.add(new Stats.Series("no task known", unknownChart.values()));
    }
    List<Stats.LevelSeries> levels = new ArrayList<>();
    for (QueueTimes.Queue queue : queues.queues()) {
      if (queue.chart() != null) {
        levels.add(queue.chart().series(trace.names.queues.name(queue.id)));
      }
    }
    for (QueueTimes.Queue buffer : queues.buffers()) {
      if (buffer.chart() != null) {
        levels.add(buffer.chart().series(trace.names.buffers.name(buffer.id) + " (bytes)"));
      }
    }
    return new Stats.Charts(timeline.startNs(), timeline.bucketNs(), cpu, levels);
  }
}

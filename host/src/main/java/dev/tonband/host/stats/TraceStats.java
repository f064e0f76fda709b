package dev.tonband.host.stats;

import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.EvtmarkerName;
import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.codec.events.FreertosEventGroupName;
import dev.tonband.codec.events.FreertosQueueCreated;
import dev.tonband.codec.events.FreertosQueueCurLength;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.FreertosQueueName;
import dev.tonband.codec.events.FreertosQueueOverwrite;
import dev.tonband.codec.events.FreertosQueueOverwriteFromIsr;
import dev.tonband.codec.events.FreertosQueuePeek;
import dev.tonband.codec.events.FreertosQueuePeekFromIsr;
import dev.tonband.codec.events.FreertosQueueReceive;
import dev.tonband.codec.events.FreertosQueueReceiveFromIsr;
import dev.tonband.codec.events.FreertosQueueReset;
import dev.tonband.codec.events.FreertosQueueSend;
import dev.tonband.codec.events.FreertosQueueSendFromIsr;
import dev.tonband.codec.events.FreertosStreamBufferCreated;
import dev.tonband.codec.events.FreertosStreamBufferKind;
import dev.tonband.codec.events.FreertosStreamBufferName;
import dev.tonband.codec.events.FreertosStreamBufferReceive;
import dev.tonband.codec.events.FreertosStreamBufferReceiveFromIsr;
import dev.tonband.codec.events.FreertosStreamBufferReset;
import dev.tonband.codec.events.FreertosStreamBufferSend;
import dev.tonband.codec.events.FreertosStreamBufferSendFromIsr;
import dev.tonband.codec.events.FreertosTaskEvtmarker;
import dev.tonband.codec.events.FreertosTaskEvtmarkerBegin;
import dev.tonband.codec.events.FreertosTaskEvtmarkerEnd;
import dev.tonband.codec.events.FreertosTaskEvtmarkerName;
import dev.tonband.codec.events.FreertosTaskIsTimerTask;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskPriorityDisinherit;
import dev.tonband.codec.events.FreertosTaskPriorityInherit;
import dev.tonband.codec.events.FreertosTaskPrioritySet;
import dev.tonband.codec.events.FreertosTaskValmarker;
import dev.tonband.codec.events.FreertosTaskValmarkerName;
import dev.tonband.codec.events.FreertosTimerExpired;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.codec.events.ValmarkerName;
import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.freertos.Wait;
import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.stream.CurrentEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * Computes a trace's {@link Stats} from the merged, time-ordered items the converter reads, in
 * one pass and bounded memory: state per core, task, ISR, queue and marker, and fixed-size
 * histograms, never anything per event. Task states come from the converter's own reading of
 * the FreeRTOS events; problems of the input, and those the converter would find in what is
 * analysed here (an exit without an enter, dropped events, ...), go to the {@link ProblemLog}.
 */
public final class TraceStats implements ItemSink {
  private final ProblemLog problems;
  private final Timeline timeline;
  private final Timeline.Sum interruptChart;
  private final Timeline.Sum unknownChart;

  private final Names isrNames = new Names("ISR");
  private final Names taskNames = new Names("Task");
  private final Names queueNames = new Names("Queue");
  private final Names bufferNames = new Names("Stream buffer");
  private final Names eventGroupNames = new Names("Event group");

  private CoreTimes[] cores = new CoreTimes[0];
  private final IdMap<IsrTimes> isrs = new IdMap<>();
  private final QueueTimes queues;
  private final TaskTimes tasks;
  private final MarkerTimes markers = new MarkerTimes();
  /** Task-local marker id to the task its name event gave it. */
  private final IdMap<Long> eventMarkerTask = new IdMap<>();
  private final IdMap<Long> valueMarkerTask = new IdMap<>();
  private long timerTask = -1;

  /** Bins of the ISR duration histograms in the report. */
  private static final int HISTOGRAM_BINS = 40;

  private long events;
  private long startNs = -1;
  private long endNs;
  /** The event being analysed, for the place of problems found with it. */
  private final CurrentEvent current = new CurrentEvent();

  /** The runs of one interrupt. */
  private static final class IsrTimes {
    final Durations runs = new Durations();
    long lastExit = -1;
    long longestGap = -1;
    long gapAt;
  }

  /** @param timeline whether to keep values over time for the report's charts */
  public TraceStats(ProblemLog problems, boolean timeline) {
    this.problems = problems;
    this.timeline = timeline ? new Timeline() : null;
    this.interruptChart = timeline ? this.timeline.new Sum() : null;
    this.unknownChart = timeline ? this.timeline.new Sum() : null;
    this.queues = new QueueTimes(this.timeline);
    this.tasks = new TaskTimes(this::core, queues, this.timeline);
  }

  @Override
  public void event(TraceEvent event, int id, boolean timed, long ns, int core, String input, long frame)
      throws IOException {
    current.set(event, ns, core, input, frame);
    events++;
    if (timed) {
      time(ns, core);
    }
    event(event, id, ns, core);
  }

  @Override
  public void item(StreamItem item) {
    if (item instanceof ForeignItem f) {
      events++;
      if (f.event().schema().hasTimestamp()) {
        time(f.ns(), f.core());
      }
    } else {
      problems.add((Problem) item);
    }
  }

  /** The trace is traced from its first timed event to its last, each core from its first. */
  private void time(long ns, int core) {
    if (startNs < 0) {
      startNs = ns;
      if (timeline != null) {
        timeline.start(ns);
      }
    }
    endNs = ns;
    core(core, ns);
  }

  private CoreTimes core(int id) {
    return cores[id];
  }

  /** The core, which starts being traced at {@code ns} if it is new. */
  private void core(int id, long ns) {
    if (id >= cores.length) {
      cores = Arrays.copyOf(cores, id + 1);
    }
    if (cores[id] == null) {
      cores[id] = new CoreTimes(id, ns, interruptChart, unknownChart);
    }
  }

  private void event(TraceEvent event, int id, long ns, int core) throws IOException {
    switch (id) {
      case DroppedEvtCnt.ID -> dropped(core, ns, ((DroppedEvtCnt) event).cnt());
      case IsrName.ID -> isrNames.set(((IsrName) event).isrId(), ((IsrName) event).name());
      case IsrEnter.ID -> isrEnter(core, ns, ((IsrEnter) event).isrId());
      case IsrExit.ID -> isrExit(core, ns, ((IsrExit) event).isrId());
      case EvtmarkerName.ID -> markers.global.eventNames.set(((EvtmarkerName) event).evtmarkerId(), ((EvtmarkerName) event).name());
      case Evtmarker.ID -> markers.global.event(((Evtmarker) event).evtmarkerId()).instants++;
      case EvtmarkerBegin.ID -> markers.global.event(((EvtmarkerBegin) event).evtmarkerId()).begin(ns);
      case EvtmarkerEnd.ID -> markerEnd(markers.global, ((EvtmarkerEnd) event).evtmarkerId(), ns);
      case ValmarkerName.ID -> markers.global.valueNames.set(((ValmarkerName) event).valmarkerId(), ((ValmarkerName) event).name());
      case Valmarker.ID -> markers.global.value(((Valmarker) event).valmarkerId()).value(ns, ((Valmarker) event).val());
      default -> {
        if (!tasks.states().accept(id, event, ns, core)) {
          freertosEvent(event, id, ns, core);
        }
      }
    }
  }

  private void freertosEvent(TraceEvent event, int id, long ns, int core) {
    switch (id) {
      case FreertosTaskName.ID -> taskNames.set(((FreertosTaskName) event).taskId(), ((FreertosTaskName) event).name());
      case FreertosTaskPrioritySet.ID -> {
        FreertosTaskPrioritySet e = (FreertosTaskPrioritySet) event;
        tasks.task(e.taskId()).priority(e.priority(), false);
      }
      case FreertosTaskPriorityInherit.ID -> {
        FreertosTaskPriorityInherit e = (FreertosTaskPriorityInherit) event;
        tasks.inherited(core, e.taskId(), e.priority());
      }
      case FreertosTaskPriorityDisinherit.ID -> {
        FreertosTaskPriorityDisinherit e = (FreertosTaskPriorityDisinherit) event;
        tasks.task(e.taskId()).priority(e.priority(), false);
      }
      case FreertosTaskIsTimerTask.ID -> timerTask = ((FreertosTaskIsTimerTask) event).taskId();
      case FreertosTimerExpired.ID -> {
        if (timerTask < 0 && tasks.states().running(core) < 0) {
          problem("MISSING_METADATA", () -> "timer " + ((FreertosTimerExpired) event).timerId()
              + " expired with no timer task known; event dropped");
        }
      }
      case FreertosTaskEvtmarkerName.ID -> {
        FreertosTaskEvtmarkerName e = (FreertosTaskEvtmarkerName) event;
        eventMarkerTask.put(e.evtmarkerId(), e.taskId());
        markers.of(e.taskId()).eventNames.set(e.evtmarkerId(), e.name());
      }
      case FreertosTaskValmarkerName.ID -> {
        FreertosTaskValmarkerName e = (FreertosTaskValmarkerName) event;
        valueMarkerTask.put(e.valmarkerId(), e.taskId());
        markers.of(e.taskId()).valueNames.set(e.valmarkerId(), e.name());
      }
      case FreertosTaskEvtmarker.ID -> {
        MarkerTimes.Owner owner = taskMarkerOwner(eventMarkerTask, ((FreertosTaskEvtmarker) event).evtmarkerId(), core, "event");
        if (owner != null) {
          owner.event(((FreertosTaskEvtmarker) event).evtmarkerId()).instants++;
        }
      }
      case FreertosTaskEvtmarkerBegin.ID -> {
        long marker = ((FreertosTaskEvtmarkerBegin) event).evtmarkerId();
        MarkerTimes.Owner owner = taskMarkerOwner(eventMarkerTask, marker, core, "event");
        if (owner != null) {
          owner.event(marker).begin(ns);
        }
      }
      case FreertosTaskEvtmarkerEnd.ID -> {
        long marker = ((FreertosTaskEvtmarkerEnd) event).evtmarkerId();
        MarkerTimes.Owner owner = taskMarkerOwner(eventMarkerTask, marker, core, "event");
        if (owner != null) {
          markerEnd(owner, marker, ns);
        }
      }
      case FreertosTaskValmarker.ID -> {
        FreertosTaskValmarker e = (FreertosTaskValmarker) event;
        MarkerTimes.Owner owner = taskMarkerOwner(valueMarkerTask, e.valmarkerId(), core, "value");
        if (owner != null) {
          owner.value(e.valmarkerId()).value(ns, e.val());
        }
      }
      default -> queueEvent(event, id, ns, core);
    }
  }

  private void queueEvent(TraceEvent event, int id, long ns, int core) {
    switch (id) {
      case FreertosQueueName.ID -> queueNames.set(((FreertosQueueName) event).queueId(), ((FreertosQueueName) event).name());
      case FreertosQueueKind.ID -> queues.kind(((FreertosQueueKind) event).queueId(), ((FreertosQueueKind) event).kind());
      case FreertosQueueCreated.ID -> {
        QueueTimes.Queue queue = queues.queue(((FreertosQueueCreated) event).queueId());
        if (!queue.isMutex()) { // a new mutex is given right after its creation
          queue.level(ns, 0);
        }
      }
      case FreertosQueueSend.ID -> sent(ns, core, ((FreertosQueueSend) event).queueId(), ((FreertosQueueSend) event).lenAfter());
      case FreertosQueueSendFromIsr.ID ->
          sent(ns, core, ((FreertosQueueSendFromIsr) event).queueId(), ((FreertosQueueSendFromIsr) event).lenAfter());
      case FreertosQueueOverwrite.ID ->
          sent(ns, core, ((FreertosQueueOverwrite) event).queueId(), ((FreertosQueueOverwrite) event).lenAfter());
      case FreertosQueueOverwriteFromIsr.ID -> sent(ns, core, ((FreertosQueueOverwriteFromIsr) event).queueId(),
          ((FreertosQueueOverwriteFromIsr) event).lenAfter());
      case FreertosQueueReceive.ID ->
          received(ns, core, ((FreertosQueueReceive) event).queueId(), ((FreertosQueueReceive) event).lenAfter());
      case FreertosQueueReceiveFromIsr.ID -> received(ns, core, ((FreertosQueueReceiveFromIsr) event).queueId(),
          ((FreertosQueueReceiveFromIsr) event).lenAfter());
      case FreertosQueuePeek.ID -> peeked(ns, ((FreertosQueuePeek) event).queueId(), ((FreertosQueuePeek) event).length());
      case FreertosQueuePeekFromIsr.ID ->
          peeked(ns, ((FreertosQueuePeekFromIsr) event).queueId(), ((FreertosQueuePeekFromIsr) event).length());
      case FreertosQueueReset.ID -> queues.length(ns, ((FreertosQueueReset) event).queueId(), 0, running(core));
      case FreertosQueueCurLength.ID ->
          queues.length(ns, ((FreertosQueueCurLength) event).queueId(), ((FreertosQueueCurLength) event).length(), running(core));
      case FreertosStreamBufferName.ID ->
          bufferNames.set(((FreertosStreamBufferName) event).sbId(), ((FreertosStreamBufferName) event).name());
      case FreertosStreamBufferKind.ID -> {
        FreertosStreamBufferKind e = (FreertosStreamBufferKind) event;
        bufferKind(e.sbId(), e.kind() == FrStreamBufferKind.FRSBK_MESSAGE_BUFFER, e.size());
      }
      case FreertosStreamBufferCreated.ID -> {
        FreertosStreamBufferCreated e = (FreertosStreamBufferCreated) event;
        bufferKind(e.sbId(), e.kind() == FrStreamBufferKind.FRSBK_MESSAGE_BUFFER, e.size());
      }
      case FreertosStreamBufferSend.ID -> bufferSent(ns, ((FreertosStreamBufferSend) event).sbId(),
          ((FreertosStreamBufferSend) event).lenAfter());
      case FreertosStreamBufferSendFromIsr.ID -> bufferSent(ns, ((FreertosStreamBufferSendFromIsr) event).sbId(),
          ((FreertosStreamBufferSendFromIsr) event).lenAfter());
      case FreertosStreamBufferReceive.ID -> bufferReceived(ns, ((FreertosStreamBufferReceive) event).sbId(),
          ((FreertosStreamBufferReceive) event).lenAfter());
      case FreertosStreamBufferReceiveFromIsr.ID -> bufferReceived(ns,
          ((FreertosStreamBufferReceiveFromIsr) event).sbId(), ((FreertosStreamBufferReceiveFromIsr) event).lenAfter());
      case FreertosStreamBufferReset.ID -> queues.buffer(((FreertosStreamBufferReset) event).sbId()).level(ns, 0);
      case FreertosEventGroupName.ID ->
          eventGroupNames.set(((FreertosEventGroupName) event).egId(), ((FreertosEventGroupName) event).name());
      default -> { } // application events, event groups, notifications, timers: not analysed
    }
  }

  private long running(int core) {
    return tasks.states().running(core);
  }

  private void sent(long ns, int core, long id, long length) {
    queues.queue(id).sends++;
    queues.length(ns, id, length, running(core));
  }

  private void received(long ns, int core, long id, long length) {
    queues.queue(id).receives++;
    queues.length(ns, id, length, running(core));
  }

  /** A peek leaves the queue as it was, but tells its level (for a mutex, nothing). */
  private void peeked(long ns, long id, long length) {
    QueueTimes.Queue queue = queues.queue(id);
    queue.peeks++;
    if (!queue.isMutex()) {
      queue.level(ns, length);
    }
  }

  private void bufferKind(long id, boolean messageBuffer, long size) {
    queues.bufferKind(id, messageBuffer, size);
    if (messageBuffer) {
      bufferNames.placeholder(id, "Message buffer " + id);
    }
  }

  private void bufferSent(long ns, long id, long bytes) {
    QueueTimes.Queue buffer = queues.buffer(id);
    buffer.sends++;
    buffer.level(ns, bytes);
  }

  private void bufferReceived(long ns, long id, long bytes) {
    QueueTimes.Queue buffer = queues.buffer(id);
    buffer.receives++;
    buffer.level(ns, bytes);
  }

  private void isrEnter(int core, long ns, long isr) {
    core(core).isrEnter(ns, isr);
    IsrTimes times = isr(isr);
    if (times.lastExit >= 0 && ns - times.lastExit > times.longestGap) {
      times.longestGap = ns - times.lastExit;
      times.gapAt = times.lastExit;
    }
  }

  private void isrExit(int core, long ns, long isr) {
    long enter = core(core).isrExit(ns, isr);
    if (enter < 0) {
      problem("END_WITHOUT_BEGIN", () -> "isr_exit of " + isrNames.name(isr) + " without isr_enter; ignored");
      return;
    }
    IsrTimes times = isr(isr);
    times.runs.record(ns - enter, enter);
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

  private void markerEnd(MarkerTimes.Owner owner, long id, long ns) {
    if (!owner.event(id).end(ns)) {
      problem("END_WITHOUT_BEGIN", () -> "end of event marker '" + owner.eventNames.name(id) + "' without a begin; ignored");
    }
  }

  /** The marker's task from its name event, else the task running on the core (likely the one marking). */
  private MarkerTimes.Owner taskMarkerOwner(IdMap<Long> owners, long marker, int core, String kind) {
    Long owner = owners.get(marker);
    long task = owner != null ? owner : running(core);
    if (task < 0) {
      problem("MISSING_METADATA", () -> "task " + kind + " marker " + marker + " has no task_" + (kind.equals("event") ? "evt" : "val")
          + "marker_name and no task is running; " + (kind.equals("event") ? "event" : "value") + " dropped");
      return null;
    }
    return markers.of(task);
  }

  private void dropped(int core, long ns, long total) {
    long rise = core(core).dropCount(ns, total);
    if (rise > 0) {
      problem("DROPPED_EVENTS", () -> "the tracer dropped " + rise + " event(s) (" + total + " in total): the trace has gaps here");
    }
  }

  /** A problem with the current event, its message made only if the log keeps it. */
  private void problem(String kind, Supplier<String> message) {
    problems.add(kind, () -> current.problem(kind, message.get()));
  }

  /** The stats of everything accepted so far, as if the trace ended with the last item. */
  public Stats finish() {
    for (CoreTimes core : cores) {
      if (core != null) {
        core.advance(endNs);
      }
    }
    queues.finish(endNs);
    List<Stats.Task> taskStats = tasks.finish(endNs, taskNames, this::blockedLabel);
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
        queueStats.add(queue(queue, queueNames.name(queue.id), QUEUE_KINDS.get(queue.kind)));
      }
    }
    for (QueueTimes.Queue buffer : queues.buffers()) {
      queueStats.add(queue(buffer, bufferNames.name(buffer.id), buffer.messageBuffer ? "message buffer" : "stream buffer"));
    }
    return new Stats(events, Math.max(startNs, 0), endNs, coreStats, total, isrStats(), taskStats, queueStats,
        mutexStats, markers.finish(taskNames), drops, problems, charts(taskStats));
  }

  /** A core's use; {@code ran} gives a task's running time there. */
  private Stats.Cpu cpu(int core, long traced, ToLongFunction<TaskTimes.Task> ran, long interrupts, long unknown,
      long switches) {
    List<Stats.Share> shares = new ArrayList<>();
    for (TaskTimes.Task task : tasks.all()) {
      long ns = ran.applyAsLong(task);
      if (ns > 0) {
        shares.add(new Stats.Share(task.id, taskNames.name(task.id), ns));
      }
    }
    shares.sort(Comparator.comparingLong(Stats.Share::ns).reversed().thenComparingLong(Stats.Share::taskId));
    return new Stats.Cpu(core, traced, shares, interrupts, unknown, switches);
  }

  private List<Stats.Isr> isrStats() {
    List<Stats.Isr> result = new ArrayList<>();
    isrs.byId().forEach((id, times) -> result.add(new Stats.Isr(id, isrNames.name(id), times.runs.summary(),
        Math.max(times.longestGap, 0), times.gapAt, times.runs.bins(HISTOGRAM_BINS))));
    return result;
  }

  private Stats.Queue queue(QueueTimes.Queue q, String name, String kind) {
    return new Stats.Queue(q.id, name, kind, q.capacity, Math.max(q.highWater, 0), q.highWaterAt,
        q.firstNs < 0 ? 0 : endNs - q.firstNs, q.capacity >= 0 ? q.timeFull : -1, q.timeEmpty, q.sends, q.receives, q.peeks,
        q.waits.summary());
  }

  private Stats.Mutex mutex(QueueTimes.Queue q) {
    List<Stats.Holder> holders = new ArrayList<>();
    q.holders.forEach((task, counts) ->
        holders.add(new Stats.Holder(task >= 0 ? taskNames.name(task) : "an interrupt", counts[0], counts[1])));
    return new Stats.Mutex(q.id, queueNames.name(q.id), q.kind == FrQueueKind.FRQK_RECURSIVE_MUTEX, holders,
        q.holds.summary(), q.waits.summary(), q.inherits);
  }

  private String blockedLabel(Wait cause) {
    return switch (cause.cause()) {
      case DELAY, DELAY_UNTIL -> "blocked (delay)";
      case NOTIFICATION -> "blocked (notification)";
      case QUEUE -> {
        FrQueueKind kind = queues.queue(cause.object()).kind;
        yield "blocked on " + (kind == FrQueueKind.FRQK_MUTEX || kind == FrQueueKind.FRQK_RECURSIVE_MUTEX ? "mutex"
            : QUEUE_KINDS.get(kind)) + " " + queueNames.shown(cause.object());
      }
      case STREAM_BUFFER -> "blocked on " + (queues.buffer(cause.object()).messageBuffer ? "message buffer " : "stream buffer ")
          + bufferNames.shown(cause.object());
      case EVENT_GROUP -> "blocked on event group " + eventGroupNames.shown(cause.object());
    };
  }

  private static final Map<FrQueueKind, String> QUEUE_KINDS = Map.of(
      FrQueueKind.FRQK_QUEUE, "queue",
      FrQueueKind.FRQK_COUNTING_SEMPHR, "counting semaphore",
      FrQueueKind.FRQK_BINARY_SEMPHR, "binary semaphore",
      FrQueueKind.FRQK_QUEUE_SET, "queue set");

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
    cpu.add(new Stats.Series("interrupts", interruptChart.values()));
    if (Arrays.stream(cores).anyMatch(c -> c != null && c.unknownNs > 0)) {
      cpu.add(new Stats.Series("no task known", unknownChart.values()));
    }
    List<Stats.LevelSeries> levels = new ArrayList<>();
    for (QueueTimes.Queue queue : queues.queues()) {
      if (queue.chart() != null) {
        levels.add(queue.chart().series(queueNames.name(queue.id)));
      }
    }
    for (QueueTimes.Queue buffer : queues.buffers()) {
      if (buffer.chart() != null) {
        levels.add(buffer.chart().series(bufferNames.name(buffer.id) + " (bytes)"));
      }
    }
    return new Stats.Charts(timeline.startNs(), timeline.bucketNs(), cpu, levels);
  }
}

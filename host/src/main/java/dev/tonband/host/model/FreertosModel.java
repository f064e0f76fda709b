package dev.tonband.host.model;

import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * FreeRTOS tasks, queues, semaphores and mutexes. Each task gets a group of tracks with a state
 * track (Running on core N / Ready / Blocked on ... / Suspended by ... / Deleted by ...), a
 * priority counter and its task-local markers; a group, not a process, because a task's name may
 * arrive after its first event and a process keeps its first name; each core shows which task runs on it. Queues and semaphores get a
 * fill-level counter; mutexes a "Taken by task X" / "Available" state track. Stream and message
 * buffers get a fill-level counter (bytes), event groups a counter of their bits; notifications
 * are instants on the receiving task, timer expiries instants on the timer task.
 */
final class FreertosModel {
  private static final String READY = "Ready";

  /** The tracks of one task. */
  private static final class Task {
    final Track process;
    final Track state;
    Track priority;
    Track notifications;
    Track timers;
    final MarkerModel.Markers markers = new MarkerModel.Markers();

    Task(Track process, Track state) {
      this.process = process;
      this.state = state;
    }
  }

  /** One queue object; mutexes are told apart by the kind their metadata gives. */
  private static final class Queue {
    FrQueueKind kind = FrQueueKind.FRQK_QUEUE;
    Track fill;
    Track holder;
  }

  private final Tracks out;
  private final Reporter reporter;
  private final CoreModel cores;
  private final MarkerModel markers;
  private final NamedTracks taskNames = new NamedTracks("Task");
  private final NamedTracks queueNames = new NamedTracks("Queue");
  private final NamedTracks bufferNames = new NamedTracks("Stream buffer");
  private final NamedTracks eventGroupNames = new NamedTracks("Event group");
  private final NamedTracks timerNames = new NamedTracks("Timer");
  private final ObjectCounters bufferFill;
  private final ObjectCounters eventGroupBits;
  /** The timer service task, from task_is_timer_task; -1 while unknown. */
  private long timerTask = -1;
  private final LongMap<Task> tasks = new LongMap<>();
  private final LongMap<Queue> queues = new LongMap<>();
  private final Set<Long> messageBuffers = new HashSet<>();
  /** Task-local marker id to the task its name event gave it. */
  private final Map<Long, Long> eventMarkerTask = new HashMap<>();
  private final Map<Long, Long> valueMarkerTask = new HashMap<>();
  private Track queueProcess;
  private Track mutexProcess;

  FreertosModel(Tracks out, Reporter reporter, CoreModel cores, MarkerModel markers) {
    this.out = out;
    this.reporter = reporter;
    this.cores = cores;
    this.markers = markers;
    this.bufferFill = new ObjectCounters(out, "Stream buffers", bufferNames, Track.Unit.BYTES);
    this.eventGroupBits = new ObjectCounters(out, "Event groups", eventGroupNames, Track.Unit.NONE);
  }

  // ---- tasks

  void taskName(long id, String name) throws IOException {
    taskNames.setName(id, name, out);
  }

  void switchedIn(int coreId, long ns, long id) throws IOException {
    CoreModel.Core core = cores.core(coreId);
    if (core.running != id) { // the same task again (a delay of 0 ticks) keeps its core slice
      if (core.running >= 0) {
        switchedOut(core, ns);
      }
      core.running = id;
      out.begin(coreTaskTrack(core, id), ns, taskNames.name(id));
    }
    out.state(task(id).state, ns, core.runningState);
  }

  /** The running task leaves the core; still "Running" means it was preempted, so it is Ready. */
  private void switchedOut(CoreModel.Core core, long ns) throws IOException {
    out.end(coreTaskTrack(core, core.running), ns);
    Task previous = task(core.running);
    if (core.runningState.equals(previous.state.state())) {
      out.state(previous.state, ns, READY);
    }
    core.running = -1;
  }

  void ready(long ns, long id) throws IOException {
    Task task = task(id);
    if (task.state.state() == null || !task.state.state().startsWith("Running")) {
      out.state(task.state, ns, READY);
    }
  }

  void suspended(int coreId, long ns, long id) throws IOException {
    out.state(task(id).state, ns, "Suspended" + byOtherTask(coreId, id));
  }

  void deleted(int coreId, long ns, long id) throws IOException {
    CoreModel.Core core = cores.core(coreId);
    String by = byOtherTask(coreId, id);
    if (core.running == id) {
      out.end(coreTaskTrack(core, id), ns);
      core.running = -1;
    }
    out.state(task(id).state, ns, "Deleted" + by);
  }

  /** " by task X" when the core's running task X acted on another task; empty when it acted on itself. */
  private String byOtherTask(int coreId, long id) {
    long running = cores.core(coreId).running;
    return running >= 0 && running != id ? " by task " + taskNames.name(running) : "";
  }

  /** The running task of the core blocks; without a known running task there is nothing to show. */
  void blocked(int coreId, long ns, String why) throws IOException {
    long running = cores.core(coreId).running;
    if (running >= 0) {
      out.state(task(running).state, ns, why);
    }
  }

  void delayed(int coreId, long ns, long ticks) throws IOException {
    blocked(coreId, ns, "Blocked (delay " + ticks + (ticks == 1 ? " tick)" : " ticks)"));
  }

  void delayedUntil(int coreId, long ns, long wakeTick) throws IOException {
    blocked(coreId, ns, "Blocked (delay until tick " + wakeTick + ")");
  }

  /** Blocked on a queue, semaphore or mutex, named by its kind with the operation in its terms. */
  void blockedOnQueue(int coreId, long ns, long queue, QueueOperation operation) throws IOException {
    FrQueueKind kind = queue(queue).kind;
    blocked(coreId, ns, "Blocked on " + QUEUE_NOUNS.get(kind) + " " + shownName(queueNames, queue) + " ("
        + (kind == FrQueueKind.FRQK_QUEUE || kind == FrQueueKind.FRQK_QUEUE_SET ? operation.onQueue : operation.onLock)
        + ")");
  }

  enum QueueOperation {
    SEND("send", "give"), RECEIVE("receive", "take"), PEEK("peek", "peek");

    final String onQueue;
    final String onLock;

    QueueOperation(String onQueue, String onLock) {
      this.onQueue = onQueue;
      this.onLock = onLock;
    }
  }

  private static final Map<FrQueueKind, String> QUEUE_NOUNS = Map.of(
      FrQueueKind.FRQK_QUEUE, "queue",
      FrQueueKind.FRQK_COUNTING_SEMPHR, "semaphore",
      FrQueueKind.FRQK_BINARY_SEMPHR, "semaphore",
      FrQueueKind.FRQK_MUTEX, "mutex",
      FrQueueKind.FRQK_RECURSIVE_MUTEX, "mutex",
      FrQueueKind.FRQK_QUEUE_SET, "queue set");

  /** The object's name, or its id where it has none ("queue 3" reads better than "queue Queue 3"). */
  private static String shownName(NamedTracks names, long id) {
    return names.named(id) ? names.name(id) : Long.toString(id);
  }

  void priority(long ns, long id, long priority) throws IOException {
    Task task = task(id);
    if (task.priority == null) {
      task.priority = out.counter(task.process, "Priority", Track.Unit.PRIORITY);
    }
    out.counter(task.priority, ns, priority);
  }

  private Task task(long id) {
    Task task = tasks.get(id);
    if (task == null) {
      Track process = out.group(taskNames.name(id));
      taskNames.shownOn(id, process);
      task = new Task(process, out.slices(process, "State"));
      tasks.put(id, task);
    }
    return task;
  }

  private Track coreTaskTrack(CoreModel.Core core, long id) {
    Track track = core.tasks.get(id);
    if (track == null) {
      track = out.slices(core.process, taskNames.name(id));
      core.tasks.put(id, track);
      taskNames.shownOn(id, track);
    }
    return track;
  }

  // ---- task-local markers: the name event ties a marker id to a task

  void taskEventMarkerName(long marker, long taskId, String name) throws IOException {
    eventMarkerTask.put(marker, taskId);
    markers.eventName(task(taskId).markers, marker, name);
  }

  void taskValueMarkerName(long marker, long taskId, String name) throws IOException {
    valueMarkerTask.put(marker, taskId);
    markers.valueName(task(taskId).markers, marker, name);
  }

  void taskEventMarker(int core, long ns, long marker, String msg, MarkerAction action) throws IOException {
    Task task = markerOwner(eventMarkerTask, marker, core);
    if (task == null) {
      reporter.report("MISSING_METADATA", ns, core, "task event marker " + marker
          + " has no task_evtmarker_name and no task is running; event dropped");
      return;
    }
    switch (action) {
      case INSTANT -> markers.instant(task.markers, task.process, marker, ns, msg);
      case BEGIN -> markers.begin(task.markers, task.process, marker, ns, msg);
      case END -> markers.end(task.markers, task.process, marker, ns, core);
    }
  }

  void taskValueMarker(int core, long ns, long marker, long value) throws IOException {
    Task task = markerOwner(valueMarkerTask, marker, core);
    if (task == null) {
      reporter.report("MISSING_METADATA", ns, core, "task value marker " + marker
          + " has no task_valmarker_name and no task is running; value dropped");
      return;
    }
    markers.value(task.markers, task.process, marker, ns, value);
  }

  /** The marker's task from its name event, else the task running on the core (likely the one marking). */
  private Task markerOwner(Map<Long, Long> owners, long marker, int core) {
    Long owner = owners.get(marker);
    long id = owner != null ? owner : cores.core(core).running;
    return id >= 0 ? task(id) : null;
  }

  enum MarkerAction { INSTANT, BEGIN, END }

  // ---- queues, semaphores, mutexes

  void queueName(long id, String name) throws IOException {
    queueNames.setName(id, name, out);
  }

  void queueKind(long id, FrQueueKind kind) {
    queue(id).kind = kind;
  }

  /** A queue now holds {@code length} items (for a mutex: 1 available, 0 taken). */
  void queueLength(int coreId, long ns, long id, long length) throws IOException {
    Queue queue = queue(id);
    if (isMutex(queue.kind)) {
      if (queue.holder == null) {
        queue.holder = out.slices(mutexProcess(), queueNames.name(id));
        queueNames.shownOn(id, queue.holder);
      }
      long running = cores.core(coreId).running;
      String holder = running >= 0 ? taskNames.name(running) : "an interrupt";
      out.state(queue.holder, ns, length == 0 ? "Taken by " + holder : "Available");
      return;
    }
    if (queue.fill == null) {
      queue.fill = out.counter(queueProcess(), queueNames.name(id), Track.Unit.COUNT);
      queueNames.shownOn(id, queue.fill);
    }
    out.counter(queue.fill, ns, length);
  }

  /** A new queue is empty; a new mutex is given right after creation, so it shows from then on. */
  void queueCreated(int coreId, long ns, long id) throws IOException {
    if (!isMutex(queue(id).kind)) {
      queueLength(coreId, ns, id, 0);
    }
  }

  /** A peek leaves the queue as it was, but tells its level (for a mutex, nothing to show). */
  void queuePeeked(int coreId, long ns, long id, long length) throws IOException {
    if (!isMutex(queue(id).kind)) {
      queueLength(coreId, ns, id, length);
    }
  }

  private static boolean isMutex(FrQueueKind kind) {
    return kind == FrQueueKind.FRQK_MUTEX || kind == FrQueueKind.FRQK_RECURSIVE_MUTEX;
  }

  private Queue queue(long id) {
    Queue queue = queues.get(id);
    if (queue == null) {
      queue = new Queue();
      queues.put(id, queue);
    }
    return queue;
  }

  private Track queueProcess() {
    if (queueProcess == null) {
      queueProcess = out.process("Queues");
    }
    return queueProcess;
  }

  private Track mutexProcess() {
    if (mutexProcess == null) {
      mutexProcess = out.process("Mutexes");
    }
    return mutexProcess;
  }

  // ---- stream and message buffers

  void bufferName(long id, String name) throws IOException {
    bufferNames.setName(id, name, out);
  }

  /** The buffer's kind names an unnamed message buffer "Message buffer N". */
  void bufferKind(long id, FrStreamBufferKind kind) throws IOException {
    if (kind == FrStreamBufferKind.FRSBK_MESSAGE_BUFFER) {
      messageBuffers.add(id);
      bufferNames.setPlaceholder(id, "Message buffer " + id, out);
    }
  }

  /** The buffer now holds {@code bytes} bytes. */
  void bufferLevel(long ns, long id, long bytes) throws IOException {
    bufferFill.set(ns, id, bytes);
  }


  void blockedOnBuffer(int coreId, long ns, long id, String operation) throws IOException {
    String noun = messageBuffers.contains(id) ? "message buffer " : "stream buffer ";
    blocked(coreId, ns, "Blocked on " + noun + shownName(bufferNames, id) + " (" + operation + ")");
  }

  // ---- event groups

  void eventGroupName(long id, String name) throws IOException {
    eventGroupNames.setName(id, name, out);
  }

  /** The group's bits are now {@code value}. */
  void eventGroupBits(long ns, long id, long value) throws IOException {
    eventGroupBits.set(ns, id, value);
  }


  void blockedOnEventGroup(int coreId, long ns, long id, long bits) throws IOException {
    blocked(coreId, ns, "Blocked on event group " + shownName(eventGroupNames, id) + " (bits 0x" + Long.toHexString(bits) + ")");
  }

  // ---- notifications

  /** An instant on the notified task, saying who notified it. */
  void notified(int coreId, long ns, long id, long index, boolean fromIsr) throws IOException {
    Task task = task(id);
    if (task.notifications == null) {
      task.notifications = out.slices(task.process, "Notifications");
    }
    long running = cores.core(coreId).running;
    String from = fromIsr ? "an interrupt" : running >= 0 ? taskNames.name(running) : "unknown";
    out.instant(task.notifications, ns, "Notified by " + from + (index != 0 ? " [" + index + "]" : ""));
  }

  // ---- software timers

  void timerName(long id, String name) throws IOException {
    timerNames.setName(id, name, out);
  }

  void timerTask(long id) {
    timerTask = id;
  }

  /** An instant named after the timer on the timer task (or, if unknown, the running task). */
  void timerExpired(int coreId, long ns, long id) throws IOException {
    long owner = timerTask >= 0 ? timerTask : cores.core(coreId).running;
    if (owner < 0) {
      reporter.report("MISSING_METADATA", ns, coreId, "timer " + id + " expired with no timer task known; event dropped");
      return;
    }
    Task task = task(owner);
    if (task.timers == null) {
      task.timers = out.slices(task.process, "Timers");
    }
    out.instant(task.timers, ns, timerNames.name(id) + " expired");
  }
}

package dev.tonband.host.model;

import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.freertos.TaskState;
import dev.tonband.host.freertos.TaskStates;
import dev.tonband.host.freertos.Wait;
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
final class FreertosModel implements TaskStates.Listener {
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
  private final IdMap<Task> tasks = new IdMap<>();
  private final IdMap<Queue> queues = new IdMap<>();
  private final Set<Long> messageBuffers = new HashSet<>();
  /** Task-local marker id to the task its name event gave it. */
  private final Map<Long, Long> eventMarkerTask = new HashMap<>();
  private final Map<Long, Long> valueMarkerTask = new HashMap<>();
  private Track queueProcess;
  private Track mutexProcess;
  private final TaskStates taskStates = new TaskStates(this);

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

  /** The task states, which the converter shows as they change. */
  TaskStates tasks() {
    return taskStates;
  }

  @Override
  public void switched(int coreId, long ns, long from, long to) throws IOException {
    CoreModel.Core core = cores.core(coreId);
    if (from >= 0) {
      out.end(coreTaskTrack(core, from), ns);
    }
    if (to >= 0) {
      out.begin(coreTaskTrack(core, to), ns, taskNames.name(to));
    }
  }

  @Override
  public void state(long id, long ns, TaskState state) throws IOException {
    out.state(task(id).state, ns, label(state));
  }

  /** The state as the State track names it, e.g. "Blocked on queue rx (receive)". */
  private String label(TaskState state) {
    return switch (state.kind()) {
      case RUNNING -> "Running on core " + state.core();
      case READY -> "Ready";
      case BLOCKED -> blockedLabel(state.waitsFor());
      case SUSPENDED -> "Suspended" + byTask(state.byTask());
      case DELETED -> "Deleted" + byTask(state.byTask());
    };
  }

  /** " by task X" when task X acted on another task; empty when a task acted on itself. */
  private String byTask(long by) {
    return by >= 0 ? " by task " + taskNames.name(by) : "";
  }

  private String blockedLabel(Wait wait) {
    return switch (wait.cause()) {
      case DELAY -> "Blocked (delay " + wait.value() + (wait.value() == 1 ? " tick)" : " ticks)");
      case DELAY_UNTIL -> "Blocked (delay until tick " + wait.value() + ")";
      case QUEUE -> {
        FrQueueKind kind = queue(wait.object()).kind;
        Wait.Operation operation = wait.operation();
        yield "Blocked on " + QUEUE_NOUNS.get(kind) + " " + shownName(queueNames, wait.object()) + " ("
            + (kind == FrQueueKind.FRQK_QUEUE || kind == FrQueueKind.FRQK_QUEUE_SET ? operation.onQueue : operation.onLock)
            + ")";
      }
      case STREAM_BUFFER -> "Blocked on " + (messageBuffers.contains(wait.object()) ? "message buffer " : "stream buffer ")
          + shownName(bufferNames, wait.object()) + " (" + wait.operation().onQueue + ")";
      case EVENT_GROUP -> "Blocked on event group " + shownName(eventGroupNames, wait.object()) + " (bits 0x"
          + Long.toHexString(wait.value()) + ")";
      case NOTIFICATION -> "Blocked (notification" + (wait.value() != 0 ? " [" + wait.value() + "])" : ")");
    };
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
    long id = owner != null ? owner : taskStates.running(core);
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
      long running = taskStates.running(coreId);
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



  // ---- event groups

  void eventGroupName(long id, String name) throws IOException {
    eventGroupNames.setName(id, name, out);
  }

  /** The group's bits are now {@code value}. */
  void eventGroupBits(long ns, long id, long value) throws IOException {
    eventGroupBits.set(ns, id, value);
  }



  // ---- notifications

  /** An instant on the notified task, saying who notified it. */
  void notified(int coreId, long ns, long id, long index, boolean fromIsr) throws IOException {
    Task task = task(id);
    if (task.notifications == null) {
      task.notifications = out.slices(task.process, "Notifications");
    }
    long running = taskStates.running(coreId);
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
    long owner = timerTask >= 0 ? timerTask : taskStates.running(coreId);
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

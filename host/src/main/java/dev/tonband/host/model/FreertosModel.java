package dev.tonband.host.model;

import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * FreeRTOS tasks, queues, semaphores and mutexes. Each task gets a process with a state track
 * (Running on core N / Ready / Blocked on ... / Suspended / Deleted), a priority counter and its
 * task-local markers; each core shows which task runs on it. Queues and semaphores get a
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
  private final Map<Long, Task> tasks = new HashMap<>();
  private final Map<Long, Queue> queues = new HashMap<>();
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
    this.bufferFill = new ObjectCounters(out, "Stream buffers", bufferNames);
    this.eventGroupBits = new ObjectCounters(out, "Event groups", eventGroupNames);
  }

  // ---- tasks

  void taskName(long id, String name, long ns, int core) throws IOException {
    if (taskNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "task " + id + " was named '" + name + "' after its first event");
    }
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

  void suspended(long ns, long id) throws IOException {
    out.state(task(id).state, ns, "Suspended");
  }

  void deleted(int coreId, long ns, long id) throws IOException {
    CoreModel.Core core = cores.core(coreId);
    if (core.running == id) {
      out.end(coreTaskTrack(core, id), ns);
      core.running = -1;
    }
    out.state(task(id).state, ns, "Deleted");
  }

  /** The running task of the core blocks; without a known running task there is nothing to show. */
  void blocked(int coreId, long ns, String why) throws IOException {
    long running = cores.core(coreId).running;
    if (running >= 0) {
      out.state(task(running).state, ns, why);
    }
  }

  void blockedOnQueue(int coreId, long ns, long queue, String operation) throws IOException {
    blocked(coreId, ns, "Blocked on " + queueNames.name(queue) + " (" + operation + ")");
  }

  void priority(long ns, long id, long priority) throws IOException {
    Task task = task(id);
    if (task.priority == null) {
      task.priority = out.counter(task.process, "Priority");
    }
    out.counter(task.priority, ns, priority);
  }

  private Task task(long id) {
    Task task = tasks.get(id);
    if (task == null) {
      Track process = out.process(taskNames.name(id));
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

  void taskEventMarkerName(long marker, long taskId, String name, long ns, int core) throws IOException {
    eventMarkerTask.put(marker, taskId);
    markers.eventName(task(taskId).markers, marker, name, ns, core);
  }

  void taskValueMarkerName(long marker, long taskId, String name, long ns, int core) throws IOException {
    valueMarkerTask.put(marker, taskId);
    markers.valueName(task(taskId).markers, marker, name, ns, core);
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

  void queueName(long id, String name, long ns, int core) throws IOException {
    if (queueNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "queue " + id + " was named '" + name + "' after its first event");
    }
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
      queue.fill = out.counter(queueProcess(), queueNames.name(id));
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
    return queues.computeIfAbsent(id, k -> new Queue());
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

  void bufferName(long id, String name, long ns, int core) throws IOException {
    if (bufferNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "stream buffer " + id + " was named '" + name + "' after its first event");
    }
  }

  /** The buffer's kind names an unnamed message buffer "Message buffer N". */
  void bufferKind(long id, FrStreamBufferKind kind, long ns, int core) throws IOException {
    if (kind == FrStreamBufferKind.FRSBK_MESSAGE_BUFFER && !bufferNames.named(id)) {
      bufferName(id, "Message buffer " + id, ns, core);
    }
  }

  /** The buffer now holds {@code bytes} bytes. */
  void bufferLevel(long ns, long id, long bytes) throws IOException {
    bufferFill.set(ns, id, bytes);
  }


  void blockedOnBuffer(int coreId, long ns, long id, String operation) throws IOException {
    blocked(coreId, ns, "Blocked on " + bufferNames.name(id) + " (" + operation + ")");
  }

  // ---- event groups

  void eventGroupName(long id, String name, long ns, int core) throws IOException {
    if (eventGroupNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "event group " + id + " was named '" + name + "' after its first event");
    }
  }

  /** The group's bits are now {@code value}. */
  void eventGroupBits(long ns, long id, long value) throws IOException {
    eventGroupBits.set(ns, id, value);
  }


  void blockedOnEventGroup(int coreId, long ns, long id, long bits) throws IOException {
    blocked(coreId, ns, "Blocked on " + eventGroupNames.name(id) + " (bits 0x" + Long.toHexString(bits) + ")");
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

  void timerName(long id, String name, long ns, int core) throws IOException {
    if (timerNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "timer " + id + " was named '" + name + "' after its first event");
    }
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

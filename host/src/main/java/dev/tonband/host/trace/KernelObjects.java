// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.host.trace.TraceListener.Operation;
import java.io.IOException;
import java.util.Map;

/**
 * The FreeRTOS objects besides tasks: queues, semaphores and mutexes (one id space, told apart by
 * the kind their metadata gives), stream and message buffers, event groups, software timers; and
 * what happens to tasks through them (notifications, priority changes). Turns each operation into
 * what it means: a queue's new level, a mutex taken or given, a buffer's bytes.
 */
public final class KernelObjects {
  private final TrackTracker tracks;
  private final Names names;
  private final Problems problems;
  private final TaskStates tasks;
  TraceListener listener = TraceListener.NONE;
  private final IdMap<FrQueueKind> queueKinds = new IdMap<>();
  private final IdMap<Boolean> messageBuffers = new IdMap<>();
  /** Each mutex's holder (-1: an interrupt; NOBODY: available) and since when. */
  private final IdMap<Hold> holds = new IdMap<>();
  /** The timer service task, from task_is_timer_task; -1 while unknown. */
  private long timerTask = -1;

  KernelObjects(TrackTracker tracks, Names names, Problems problems, TaskStates tasks) {
    this.tracks = tracks;
    this.names = names;
    this.problems = problems;
    this.tasks = tasks;
  }

  // ---- queues, semaphores, mutexes

  /** The kind of queue object {@code id}: a plain queue until its metadata says otherwise. */
  public FrQueueKind kind(long id) {
    FrQueueKind kind = queueKinds.get(id);
    return kind != null ? kind : FrQueueKind.FRQK_QUEUE;
  }

  public boolean isMutex(long id) {
    FrQueueKind kind = kind(id);
    return kind == FrQueueKind.FRQK_MUTEX || kind == FrQueueKind.FRQK_RECURSIVE_MUTEX;
  }

  /** What the object is called: "queue", "counting semaphore", "mutex", ... */
  public String noun(long id) {
    return QUEUE_NOUNS.get(kind(id));
  }

  private static final Map<FrQueueKind, String> QUEUE_NOUNS = Map.of(
      FrQueueKind.FRQK_QUEUE, "queue",
      FrQueueKind.FRQK_COUNTING_SEMPHR, "counting semaphore",
      FrQueueKind.FRQK_BINARY_SEMPHR, "binary semaphore",
      FrQueueKind.FRQK_MUTEX, "mutex",
      FrQueueKind.FRQK_RECURSIVE_MUTEX, "mutex",
      FrQueueKind.FRQK_QUEUE_SET, "queue set");

  void queueName(long id, String name) throws IOException {
    names.set(names.queues, id, name);
  }

  void queueKind(long id, FrQueueKind kind) throws IOException {
    queueKinds.put(id, kind);
    if (kind == FrQueueKind.FRQK_BINARY_SEMPHR) {
      listener.queueCapacity(id, 1);
    }
  }

  /** A new queue is empty; a new mutex is given right after its creation, so it shows from then on. */
  void queueCreated(int core, long ns, long id) throws IOException {
    if (!isMutex(id)) {
      listener.queueLevel(tracks.queue(id), id, ns, 0, Operation.CREATE, tasks.running(core));
    }
  }

  /** A peek leaves the queue as it was, but tells its level (for a mutex, nothing). */
  void queuePeeked(int core, long ns, long id, long length) throws IOException {
    if (!isMutex(id)) {
      listener.queueLevel(tracks.queue(id), id, ns, length, Operation.PEEK, tasks.running(core));
    }
  }

  /** After {@code operation} the queue holds {@code length} items (a mutex: 1 available, 0 taken). */
  void queueLength(int core, long ns, long id, long length, Operation operation) throws IOException {
    if (isMutex(id)) {
      mutexLength(core, ns, id, length, operation);
    } else {
      listener.queueLevel(tracks.queue(id), id, ns, length, operation, tasks.running(core));
    }
  }

  /** No task holds the mutex: it is available. */
  public static final long NOBODY = -2;

  private static final class Hold {
    long task = NOBODY;
    long sinceNs;
  }

  /**
   * A mutex is taken by the task that runs when it drops to 0 and held by it until it is given back:
   * a second take before that (a damaged trace) leaves it with the first.
   */
  private void mutexLength(int core, long ns, long id, long length, Operation operation) throws IOException {
    Hold hold = holds.get(id);
    if (hold == null) {
      hold = new Hold();
      holds.put(id, hold);
    }
    if (length == 0 && hold.task == NOBODY) {
      hold.task = tasks.running(core);
      hold.sinceNs = ns;
      listener.mutexTaken(id, ns, hold.task);
    } else if (length > 0 && hold.task != NOBODY) {
      long task = hold.task;
      hold.task = NOBODY;
      listener.mutexGiven(id, ns, task, hold.sinceNs);
    }
    listener.mutexLevel(tracks.mutex(id), id, ns, length, operation, hold.task);
  }

  /** The task holding mutex {@code id} (-1: an interrupt or none known), or {@link #NOBODY}. */
  public long holder(long id) {
    Hold hold = holds.get(id);
    return hold != null ? hold.task : NOBODY;
  }

  // ---- stream and message buffers

  /** Whether buffer {@code id} is a message buffer, as its latest metadata says. */
  public boolean isMessageBuffer(long id) {
    return Boolean.TRUE.equals(messageBuffers.get(id));
  }

  void bufferName(long id, String name) throws IOException {
    names.set(names.buffers, id, name);
  }

  /** The buffer's kind names an unnamed message buffer "Message buffer N"; its size is its capacity. */
  void bufferKind(long id, FrStreamBufferKind kind, long size) throws IOException {
    boolean message = kind == FrStreamBufferKind.FRSBK_MESSAGE_BUFFER;
    messageBuffers.put(id, message);
    if (message) {
      names.placeholder(names.buffers, id, "Message buffer " + id);
    }
    listener.bufferCapacity(id, size);
  }

  void bufferLevel(long ns, long id, long bytes, Operation operation) throws IOException {
    listener.bufferLevel(tracks.buffer(id), id, ns, bytes, operation);
  }

  // ---- event groups, notifications, timers, priorities

  void eventGroupName(long id, String name) throws IOException {
    names.set(names.eventGroups, id, name);
  }

  void eventGroupBits(long ns, long id, long bits) throws IOException {
    listener.eventGroupBits(tracks.eventGroup(id), id, ns, bits);
  }

  void notified(int core, long ns, long task, long index, boolean fromIsr) throws IOException {
    listener.notified(tracks.notifications(task), task, ns, index, fromIsr, fromIsr ? -1 : tasks.running(core));
  }

  void timerName(long id, String name) throws IOException {
    names.set(names.timers, id, name);
  }

  void timerTask(long task) {
    timerTask = task;
  }

  /** A timer expires in the timer task (or, if unknown, the running task). */
  void timerExpired(int core, long ns, long timer) throws IOException {
    long task = timerTask >= 0 ? timerTask : tasks.running(core);
    if (task < 0) {
      problems.report("MISSING_METADATA", () -> "timer " + timer + " expired with no timer task known; event dropped");
      return;
    }
    listener.timerExpired(tracks.timers(task), timer, ns, task);
  }

  void priority(int core, long ns, long task, long priority, TraceListener.PriorityChange change) throws IOException {
    listener.priority(tracks.priority(task), core, task, ns, priority, change);
  }
}

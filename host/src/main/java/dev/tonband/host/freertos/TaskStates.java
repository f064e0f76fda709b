package dev.tonband.host.freertos;

import dev.tonband.codec.events.FreertosCurtaskBlockOnEventGroup;
import dev.tonband.codec.events.FreertosCurtaskBlockOnNotify;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueuePeek;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueueReceive;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueueSend;
import dev.tonband.codec.events.FreertosCurtaskBlockOnStreamBufferReceive;
import dev.tonband.codec.events.FreertosCurtaskBlockOnStreamBufferSend;
import dev.tonband.codec.events.FreertosCurtaskDelay;
import dev.tonband.codec.events.FreertosCurtaskDelayUntil;
import dev.tonband.codec.events.FreertosTaskCreated;
import dev.tonband.codec.events.FreertosTaskDeleted;
import dev.tonband.codec.events.FreertosTaskResumed;
import dev.tonband.codec.events.FreertosTaskResumedFromIsr;
import dev.tonband.codec.events.FreertosTaskSuspended;
import dev.tonband.codec.events.FreertosTaskSwitchedIn;
import dev.tonband.codec.events.FreertosTaskToRdyState;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.Arrays;

/**
 * What the FreeRTOS task events of a trace say about its tasks: which task runs on each core,
 * and which state each task is in (running, ready, blocked on what, suspended, deleted). The
 * Perfetto converter shows these states and {@code tonband stats} times them; both read the
 * events through this one class, so they agree.
 *
 * <p>The rules: a switched-in task runs on its core, and the task it replaced becomes ready if it
 * was still running there (a task that blocked or was suspended stays so). Created, readied and
 * resumed tasks become ready unless they run. The blocking events ({@code curtask_...}) block the
 * core's running task, which stays on the core until the next switch. A deleted task leaves its
 * core. Events that name no task and come before the core's first switch change nothing.
 */
public final class TaskStates {
  /** Told of each change, in the order they happen. */
  public interface Listener {
    /** The task running on {@code core} changes from {@code from} to {@code to} (-1: none). */
    void switched(int core, long ns, long from, long to) throws IOException;

    /** {@code task} is now in {@code state}, which differs from its previous one. */
    void state(long task, long ns, TaskState state) throws IOException;
  }

  private final Listener listener;
  /** Each task's state, in a holder changed in place: a state change costs no map update. */
  private final IdMap<TaskState[]> states = new IdMap<>();
  /** The running task per core, -1 for none yet. */
  private long[] running = new long[0];
  /** "Running on core N" per core, made once. */
  private TaskState[] runningStates = new TaskState[0];

  public TaskStates(Listener listener) {
    this.listener = listener;
  }

  /** The task running on {@code core}, or -1 before its first switch (or after its task was deleted). */
  public long running(int core) {
    return core < running.length ? running[core] : -1;
  }

  /** The state of {@code task}, or null before its first event. */
  public TaskState state(long task) {
    TaskState[] state = states.get(task);
    return state != null ? state[0] : null;
  }

  /** Applies {@code event}, whose id is {@code id}, if it is a task event; returns whether it was one. */
  public boolean accept(int id, TraceEvent event, long ns, int core) throws IOException {
    switch (id) {
      case FreertosTaskSwitchedIn.ID -> switchedIn(core, ns, ((FreertosTaskSwitchedIn) event).taskId());
      case FreertosTaskCreated.ID -> ready(ns, ((FreertosTaskCreated) event).taskId());
      case FreertosTaskToRdyState.ID -> ready(ns, ((FreertosTaskToRdyState) event).taskId());
      case FreertosTaskResumed.ID -> ready(ns, ((FreertosTaskResumed) event).taskId());
      case FreertosTaskResumedFromIsr.ID -> ready(ns, ((FreertosTaskResumedFromIsr) event).taskId());
      case FreertosTaskSuspended.ID -> suspended(core, ns, ((FreertosTaskSuspended) event).taskId());
      case FreertosTaskDeleted.ID -> deleted(core, ns, ((FreertosTaskDeleted) event).taskId());
      case FreertosCurtaskDelay.ID ->
          blocked(core, ns, new Wait(Wait.Cause.DELAY, 0, null, ((FreertosCurtaskDelay) event).ticks()));
      case FreertosCurtaskDelayUntil.ID -> blocked(core, ns,
          new Wait(Wait.Cause.DELAY_UNTIL, 0, null, ((FreertosCurtaskDelayUntil) event).timeToWake()));
      case FreertosCurtaskBlockOnQueuePeek.ID ->
          blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueuePeek) event).queueId(), Wait.Operation.PEEK);
      case FreertosCurtaskBlockOnQueueSend.ID ->
          blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueueSend) event).queueId(), Wait.Operation.SEND);
      case FreertosCurtaskBlockOnQueueReceive.ID ->
          blockedOnQueue(core, ns, ((FreertosCurtaskBlockOnQueueReceive) event).queueId(), Wait.Operation.RECEIVE);
      case FreertosCurtaskBlockOnStreamBufferSend.ID -> blocked(core, ns, new Wait(Wait.Cause.STREAM_BUFFER,
          ((FreertosCurtaskBlockOnStreamBufferSend) event).sbId(), Wait.Operation.SEND, 0));
      case FreertosCurtaskBlockOnStreamBufferReceive.ID -> blocked(core, ns, new Wait(Wait.Cause.STREAM_BUFFER,
          ((FreertosCurtaskBlockOnStreamBufferReceive) event).sbId(), Wait.Operation.RECEIVE, 0));
      case FreertosCurtaskBlockOnEventGroup.ID -> {
        FreertosCurtaskBlockOnEventGroup e = (FreertosCurtaskBlockOnEventGroup) event;
        blocked(core, ns, new Wait(Wait.Cause.EVENT_GROUP, e.egId(), null, e.bits()));
      }
      case FreertosCurtaskBlockOnNotify.ID -> blocked(core, ns,
          new Wait(Wait.Cause.NOTIFICATION, 0, null, ((FreertosCurtaskBlockOnNotify) event).index()));
      default -> {
        return false;
      }
    }
    return true;
  }

  private void switchedIn(int core, long ns, long task) throws IOException {
    long previous = running(core);
    if (previous != task) { // the same task again (a delay of 0 ticks) stays where it is
      setRunning(core, task);
      listener.switched(core, ns, previous, task);
      if (previous >= 0 && runningOn(core).equals(state(previous))) {
        set(previous, ns, TaskState.READY); // preempted
      }
    }
    set(task, ns, runningOn(core));
  }

  private void ready(long ns, long task) throws IOException {
    TaskState state = state(task);
    if (state == null || !state.isRunning()) {
      set(task, ns, TaskState.READY);
    }
  }

  private void suspended(int core, long ns, long task) throws IOException {
    set(task, ns, new TaskState(TaskState.Kind.SUSPENDED, 0, otherTask(core, task), null));
  }

  private void deleted(int core, long ns, long task) throws IOException {
    long by = otherTask(core, task);
    if (running(core) == task) {
      setRunning(core, -1);
      listener.switched(core, ns, task, -1);
    }
    set(task, ns, new TaskState(TaskState.Kind.DELETED, 0, by, null));
  }

  /** The core's running task when it acted on another task; -1 when a task acted on itself. */
  private long otherTask(int core, long task) {
    long by = running(core);
    return by != task ? by : -1;
  }

  private void blockedOnQueue(int core, long ns, long queue, Wait.Operation operation) throws IOException {
    blocked(core, ns, new Wait(Wait.Cause.QUEUE, queue, operation, 0));
  }

  /** The core's running task blocks; without a known running task there is no one to block. */
  private void blocked(int core, long ns, Wait wait) throws IOException {
    long task = running(core);
    if (task >= 0) {
      set(task, ns, TaskState.blocked(wait));
    }
  }

  private void set(long task, long ns, TaskState state) throws IOException {
    TaskState[] holder = states.get(task);
    if (holder == null) {
      holder = new TaskState[1];
      states.put(task, holder);
    }
    if (!state.equals(holder[0])) {
      holder[0] = state;
      listener.state(task, ns, state);
    }
  }

  private TaskState runningOn(int core) {
    if (core >= runningStates.length) {
      runningStates = Arrays.copyOf(runningStates, core + 1);
    }
    if (runningStates[core] == null) {
      runningStates[core] = TaskState.running(core);
    }
    return runningStates[core];
  }

  private void setRunning(int core, long task) {
    if (core >= running.length) {
      int size = running.length;
      running = Arrays.copyOf(running, core + 1);
      Arrays.fill(running, size, running.length, -1);
    }
    running[core] = task;
  }
}

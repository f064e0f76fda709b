// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * What the FreeRTOS task events of a trace say about its tasks: which task runs on each core,
 * and which state each task is in (running, ready, blocked on what, suspended, deleted). The
 * Perfetto output shows these states and {@code tonband stats} times them, both as listeners of
 * this one tracker, so they agree.
 *
 * <p>The rules: a switched-in task runs on its core, and the task it replaced becomes ready if it
 * was still running there (a task that blocked or was suspended stays so). Created, readied and
 * resumed tasks become ready unless they run. The blocking events ({@code curtask_...}) block the
 * core's running task, which stays on the core until the next switch. A deleted task leaves its
 * core. Events that name no task and come before the core's first switch change nothing.
 */
public final class TaskStates {
  TraceListener listener = TraceListener.NONE;
  /** A task's state and since when, changed in place: a state change costs no map update. */
  private static final class Current {
    /** The task's state track. */
    final int track;
    TaskState state;
    long since;

    Current(int track) {
      this.track = track;
    }
  }

  private final TrackTracker tracks;
  private final IdMap<Current> states = new IdMap<>();
  /** The running task per core, -1 for none yet, since when, and the track of its runs there (-1: none). */
  private long[] running = new long[0];
  private long[] runningSince = new long[0];
  private int[] runningTrack = new int[0];
  /** "Running on core N" per core, made once. */
  private TaskState[] runningStates = new TaskState[0];
  /** The idle tasks, from task_is_idle_task. */
  private final Set<Long> idle = new HashSet<>();

  TaskStates(TrackTracker tracks) {
    this.tracks = tracks;
  }

  /** The task running on {@code core}, or -1 before its first switch (or after its task was deleted). */
  public long running(int core) {
    return core < running.length ? running[core] : -1;
  }

  /** Since when {@code core}'s running task runs there. */
  public long runningSince(int core) {
    return core < runningSince.length ? runningSince[core] : 0;
  }

  /** The track of the runs of {@code core}'s running task there, or -1 while none runs. */
  public int runningTrack(int core) {
    return core < runningTrack.length ? runningTrack[core] : -1;
  }

  /** The state of {@code task}, or null before its first event. */
  public TaskState state(long task) {
    Current current = states.get(task);
    return current != null ? current.state : null;
  }

  /** Since when {@code task} is in its {@link #state}. */
  public long since(long task) {
    Current current = states.get(task);
    return current != null ? current.since : 0;
  }

  /** The state track of {@code task}, or -1 before its first event. */
  public int stateTrack(long task) {
    Current current = states.get(task);
    return current != null ? current.track : -1;
  }

  /** Whether {@code task} is an idle task: ready whenever it does not run, so its wait to run is others' work. */
  public boolean isIdle(long task) {
    return idle.contains(task);
  }

  void idle(long task) {
    idle.add(task);
  }

  /** The tasks that have a state, by id. */
  public Set<Long> tasks() {
    return states.byId().keySet();
  }

  void switchedIn(int core, long ns, long task) throws IOException {
    long previous = running(core);
    if (previous != task) { // the same task again (a delay of 0 ticks) stays where it is
      switchTo(core, ns, task);
      if (previous >= 0 && runningOn(core) == state(previous)) { // the one "running on core N" instance
        set(previous, ns, TaskState.READY); // preempted
      }
    }
    set(task, ns, runningOn(core));
  }

  void ready(long ns, long task) throws IOException {
    TaskState state = state(task);
    if (state == null || !state.isRunning()) {
      set(task, ns, TaskState.READY);
    }
  }

  void suspended(int core, long ns, long task) throws IOException {
    set(task, ns, new TaskState(TaskState.Kind.SUSPENDED, 0, otherTask(core, task), null));
  }

  void deleted(int core, long ns, long task) throws IOException {
    long by = otherTask(core, task);
    if (running(core) == task) {
      switchTo(core, ns, -1);
    }
    set(task, ns, new TaskState(TaskState.Kind.DELETED, 0, by, null));
  }

  /** The core's running task when it acted on another task; -1 when a task acted on itself. */
  private long otherTask(int core, long task) {
    long by = running(core);
    return by != task ? by : -1;
  }

  /** The core's running task blocks; without a known running task there is no one to block. */
  void blocked(int core, long ns, Wait wait) throws IOException {
    long task = running(core);
    if (task >= 0) {
      set(task, ns, TaskState.blocked(wait));
    }
  }

  private void set(long task, long ns, TaskState state) throws IOException {
    Current current = states.get(task);
    if (current == null) {
      current = new Current(tracks.taskState(task));
      states.put(task, current);
    }
    if (state != current.state && !state.equals(current.state)) { // most changes are to a shared state: Ready, Running on core N
      TaskState previous = current.state;
      long previousSince = current.since;
      current.state = state;
      current.since = ns;
      listener.taskState(current.track, task, ns, state, previous, previousSince);
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

  private void switchTo(int core, long ns, long task) throws IOException {
    if (core >= running.length) {
      int size = running.length;
      running = Arrays.copyOf(running, core + 1);
      runningSince = Arrays.copyOf(runningSince, core + 1);
      runningTrack = Arrays.copyOf(runningTrack, core + 1);
      Arrays.fill(running, size, running.length, -1);
      Arrays.fill(runningTrack, size, running.length, -1);
    }
    long previous = running[core];
    long previousSince = runningSince[core];
    int previousTrack = runningTrack[core];
    running[core] = task;
    runningSince[core] = ns;
    runningTrack[core] = task >= 0 ? tracks.taskRuns(core, task) : -1;
    listener.taskSwitched(core, ns, previousTrack, previous, previousSince, runningTrack[core], task);
  }
}

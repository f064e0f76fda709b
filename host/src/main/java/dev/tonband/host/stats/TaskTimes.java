// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.TaskState;
import dev.tonband.host.trace.Names;
import dev.tonband.host.trace.TaskStates;
import dev.tonband.host.trace.Wait;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The time each task spends running and in each state, as the trace's {@link TaskStates} tell
 * them, its scheduling latency (ready until running) and its
 * priorities. The ends of blocked spans tell the queues and buffers how long tasks waited on them.
 *
 * <p>A task that became ready before the trace's first task switch waited for the scheduler to
 * start, not for a CPU: that wait is its time ready at start, apart from its latency.
 */
final class TaskTimes {
  /** One task. */
  final class Task {
    final long id;
    /** Running time per core. */
    private long[] cpu = new long[1];
    private final long[] stateNs = new long[TaskState.Kind.values().length];
    /** Blocked time per cause: a delay, a notification, or the object waited on. */
    private final Map<Wait, long[]> blockedNs = new LinkedHashMap<>();
    /** Until when its time is counted: a state's time from before it is counted already. */
    private long countedUntil;
    private final Durations ready = new Durations();
    /** Its activations: from being switched in to being switched out, interrupts left out. */
    private final Durations runs = new Durations();
    private long activationNs;
    private long activationFrom = -1;
    /** The core it was last switched in on: on several cores, another core may take it before this one lets go. */
    private int activationCore;
    /** Whether its ready span began before the first task switch. */
    private boolean readyBeforeStart;
    /** Its time ready from before the first task switch, -1 for none. */
    private long readyAtStart = -1;
    private final Timeline.Sum chart;
    long priority = -1;
    long priorityChanges;
    long inherits;
    long minPriority = Long.MAX_VALUE;
    long maxPriority = -1;

    Task(long id) {
      this.id = id;
      this.chart = timeline != null ? timeline.new Sum() : null;
    }

    /** The task ran on {@code core} from {@code from} to {@code to}. */
    void ran(int core, long from, long to) {
      if (core >= cpu.length) {
        cpu = Arrays.copyOf(cpu, core + 1);
      }
      cpu[core] += to - from;
      activationNs += to - from;
      if (chart != null) {
        chart.add(from, to);
      }
    }

    /** Switched in on {@code core} at {@code ns}: an activation begins. */
    void switchedIn(int core, long ns) {
      activationFrom = ns;
      activationNs = 0;
      activationCore = core;
    }

    /** Switched out of {@code core}: its activation there (when the trace showed it begin) ends. */
    void switchedOut(int core) {
      if (activationFrom >= 0 && core == activationCore) {
        runs.record(activationNs, activationFrom);
      }
      activationFrom = -1;
    }

    Timeline.Sum chart() {
      return chart;
    }

    long cpu() {
      return Arrays.stream(cpu).sum();
    }

    long cpu(int core) {
      return core < cpu.length ? cpu[core] : 0;
    }

    /** Its {@code state} since {@code stateSince} ends at {@code ns}. */
    private void leave(TaskState state, long stateSince, long ns) {
      long since = Math.max(stateSince, countedUntil);
      countedUntil = ns;
      if (state == null) {
        return;
      }
      long spent = ns - since;
      switch (state.kind()) {
        case BLOCKED -> {
          Wait cause = cause(state.waitsFor());
          long[] blocked = blockedNs.get(cause);
          if (blocked == null) {
            blocked = new long[1];
            blockedNs.put(cause, blocked);
          }
          blocked[0] += spent;
          queues.waited(state.waitsFor(), since, ns);
        }
        case READY -> {
          if (readyBeforeStart) {
            readyAtStart = Math.max(readyAtStart, 0) + spent;
          } else {
            ready.record(spent, since);
          }
        }
        default -> { }
      }
      stateNs[state.kind().ordinal()] += spent;
    }

    void priority(long value, boolean inherited) {
      if (priority >= 0 && value != priority) {
        priorityChanges++;
      }
      if (inherited) {
        inherits++;
      }
      priority = value;
      minPriority = Math.min(minPriority, value);
      maxPriority = Math.max(maxPriority, value);
    }
  }

  private final TaskStates states;
  private final IdMap<Task> tasks = new IdMap<>();
  private final IntFunction<CoreTimes> cores;
  private final QueueTimes queues;
  private final Timeline timeline;
  /** Whether a task was switched in yet: the scheduler has started. */
  private boolean started;

  TaskTimes(TaskStates states, IntFunction<CoreTimes> cores, QueueTimes queues, Timeline timeline) {
    this.states = states;
    this.cores = cores;
    this.queues = queues;
    this.timeline = timeline;
  }

  Task task(long id) {
    Task task = tasks.get(id);
    if (task == null) {
      task = new Task(id);
      tasks.put(id, task);
    }
    return task;
  }

  void switched(int core, long ns, long to) {
    started |= to >= 0;
    cores.apply(core).switchTo(ns, to >= 0 ? task(to) : null);
  }

  void state(long id, long ns, TaskState state, TaskState previous, long previousSince) {
    Task task = task(id);
    task.leave(previous, previousSince, ns);
    task.readyBeforeStart = !started;
    if (state.kind() == TaskState.Kind.BLOCKED) {
      queues.blocked(state.waitsFor());
    }
  }

  /** A delay is a delay, whatever its length; objects are told apart, operations on them are not. */
  private static Wait cause(Wait wait) {
    return switch (wait.cause()) {
      case DELAY, DELAY_UNTIL -> new Wait(Wait.Cause.DELAY, 0, null, 0);
      case NOTIFICATION -> new Wait(Wait.Cause.NOTIFICATION, 0, null, 0);
      default -> new Wait(wait.cause(), wait.object(), null, 0);
    };
  }

  /**
   * A task inherited a priority: credited to the mutex the core's running task just blocked on,
   * or else to a mutex the task holds.
   */
  void inherited(int core, long id, long priority) {
    task(id).priority(priority, true);
    TaskState waiter = states.state(states.running(core));
    Wait wait = waiter != null && waiter.kind() == TaskState.Kind.BLOCKED ? waiter.waitsFor() : null;
    queues.inherited(wait != null && wait.cause() == Wait.Cause.QUEUE ? wait.object() : -1, id);
  }

  /** The tasks as they end at {@code endNs}, most running time first. */
  List<Stats.Task> finish(long endNs, Names.Space names, Labels labels) {
    List<Stats.Task> result = new ArrayList<>();
    for (Task task : tasks.values()) {
      task.leave(states.state(task.id), states.since(task.id), endNs);
      List<Stats.StateTime> times = new ArrayList<>();
      add(times, "running", task.stateNs[TaskState.Kind.RUNNING.ordinal()]);
      add(times, "ready", task.stateNs[TaskState.Kind.READY.ordinal()]);
      task.blockedNs.forEach((cause, ns) -> add(times, labels.blocked(cause), ns[0]));
      add(times, "suspended", task.stateNs[TaskState.Kind.SUSPENDED.ordinal()]);
      add(times, "deleted", task.stateNs[TaskState.Kind.DELETED.ordinal()]);
      result.add(new Stats.Task(task.id, names.name(task.id), task.cpu(), times, task.runs.summary(),
          task.ready.summary(), task.readyAtStart, task.priorityChanges, task.inherits, task.maxPriority < 0 ? -1 : task.minPriority, task.maxPriority,
          states.isIdle(task.id)));
    }
    result.sort(Comparator.comparingLong(Stats.Task::cpuNs).reversed().thenComparing(Stats.Task::id));
    return result;
  }

  private static void add(List<Stats.StateTime> times, String state, long ns) {
    if (ns > 0) {
      times.add(new Stats.StateTime(state, ns));
    }
  }

  /** The tasks, for the CPU tables and the charts. */
  Iterable<Task> all() {
    return tasks.values();
  }

  /** How a blocked cause is named, e.g. "blocked on queue rx". */
  interface Labels {
    String blocked(Wait cause);
  }
}

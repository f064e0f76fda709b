// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

/**
 * Where one core's time goes: to the interrupts open on it, else to its running task, else (before
 * its first task switch) to no known task. Time is charged whenever that changes, so the cost is
 * per switch and per interrupt, not per event.
 */
final class CoreTimes {
  final int id;
  final long firstNs;
  private long since;
  /** The running task, or null while none is known. */
  TaskTimes.Task running;
  private final Timeline.Sum interruptChart;
  private final Timeline.Sum unknownChart;

  /** Interrupts open, as the trace's cores tracker counts them. */
  private int depth;

  long interruptNs;
  long unknownNs;
  long switches;

  long dropped;
  long dropReports;
  long firstDropAt = -1;

  /** @param interruptChart, unknownChart where the time in interrupts and with no known task goes over time, or null */
  CoreTimes(int id, long firstNs, Timeline.Sum interruptChart, Timeline.Sum unknownChart) {
    this.id = id;
    this.firstNs = firstNs;
    this.since = firstNs;
    this.interruptChart = interruptChart;
    this.unknownChart = unknownChart;
  }

  /** Charges the time up to {@code ns} to what ran meanwhile. */
  void advance(long ns) {
    long elapsed = ns - since;
    if (elapsed <= 0) {
      return;
    }
    if (depth > 0) {
      interruptNs += elapsed;
      if (interruptChart != null) {
        interruptChart.add(since, ns);
      }
    } else if (running != null) {
      running.ran(id, since, ns);
    } else {
      unknownNs += elapsed;
      if (unknownChart != null) {
        unknownChart.add(since, ns);
      }
    }
    since = ns;
  }

  /** The core's running task changes to {@code task} (null: none). */
  void switchTo(long ns, TaskTimes.Task task) {
    advance(ns);
    if (running != null && task != null) {
      switches++;
    }
    if (task != running) {
      if (running != null) {
        running.switchedOut(id);
      }
      if (task != null) {
        task.switchedIn(id, ns);
      }
    }
    running = task;
  }

  /** {@code depth} interrupts are open on the core from {@code ns} on. */
  void interrupts(long ns, int depth) {
    advance(ns);
    this.depth = depth;
  }

  /** The tracer dropped {@code rise} more events. */
  void dropped(long ns, long rise) {
    if (rise > 0) {
      dropped += rise;
      dropReports++;
      if (firstDropAt < 0) {
        firstDropAt = ns;
      }
    }
  }
}

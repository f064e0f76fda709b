package dev.tonband.host.stats;

import java.util.Arrays;

/**
 * Where one core's time goes: to the interrupts open on it, else to its running task, else (before
 * its first task switch) to no known task. Time is charged whenever that changes, so the cost is
 * per switch and per interrupt, not per event.
 */
final class CoreTimes {
  /** Interrupts nest only a few deep on real hardware; deeper means enters whose exits were lost. */
  private static final int MAX_NESTING = 64;

  final int id;
  final long firstNs;
  private long since;
  /** The running task, or null while none is known. */
  TaskTimes.Task running;
  private final Timeline.Sum interruptChart;
  private final Timeline.Sum unknownChart;

  private long[] isrIds = new long[4];
  private long[] isrEnters = new long[4];
  private int depth;

  long interruptNs;
  long unknownNs;
  long switches;

  long dropped;
  long dropReports;
  long firstDropAt = -1;
  private long droppedSoFar;

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
    running = task;
  }

  void isrEnter(long ns, long isr) {
    advance(ns);
    if (depth == MAX_NESTING) { // the oldest enter lost its exit: forget it
      System.arraycopy(isrIds, 1, isrIds, 0, depth - 1);
      System.arraycopy(isrEnters, 1, isrEnters, 0, depth - 1);
      depth--;
    }
    if (depth == isrIds.length) {
      isrIds = Arrays.copyOf(isrIds, depth * 2);
      isrEnters = Arrays.copyOf(isrEnters, depth * 2);
    }
    isrIds[depth] = isr;
    isrEnters[depth] = ns;
    depth++;
  }

  /** Ends the innermost open run of {@code isr}; returns when it started, or -1 when none is open. */
  long isrExit(long ns, long isr) {
    for (int i = depth - 1; i >= 0; i--) {
      if (isrIds[i] == isr) {
        advance(ns);
        long enter = isrEnters[i];
        System.arraycopy(isrIds, i + 1, isrIds, i, depth - i - 1);
        System.arraycopy(isrEnters, i + 1, isrEnters, i, depth - i - 1);
        depth--;
        return enter;
      }
    }
    return -1;
  }

  /** The tracer's cumulative drop count; returns how many it dropped since the last report. */
  long dropCount(long ns, long total) {
    long rise = Math.max(0, total - droppedSoFar);
    droppedSoFar = total;
    if (rise > 0) {
      dropped += rise;
      dropReports++;
      if (firstDropAt < 0) {
        firstDropAt = ns;
      }
    }
    return rise;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each task's stack as the tracer reports it: the fewest free bytes at a switch-out (the firmware
 * sends only new lows: task_stack_low) and the kernel's exact high-water mark (task_stack_high_water,
 * at the task's deletion or when the firmware asks). The least of the two is the least free stack
 * the trace shows for the task; listeners are told each time it falls. A switch-out's figure can
 * only be above the high-water mark: the task may have gone deeper between two switches.
 */
public final class Stacks {
  /** The least of a figure of free bytes, first reached {@code at}; -1 for both before any. */
  public static final class Least {
    public long bytes = -1;
    public long at = -1;

    /** Takes {@code free} at {@code ns} when it is lower; whether it was. */
    boolean lower(long ns, long free) {
      if (bytes >= 0 && free >= bytes) {
        return false;
      }
      bytes = free;
      at = ns;
      return true;
    }
  }

  /** One task's stack, in bytes free. */
  public static final class TaskStack {
    /** The fewest free bytes at a switch-out. */
    public final Least switchOut = new Least();
    /** The least high-water mark reported (the kernel's mark only falls). */
    public final Least highWater = new Least();
    /** The least of both. */
    public final Least free = new Least();
  }

  TraceListener listener = TraceListener.NONE;
  private final TrackTracker tracks;
  /** By task id, in task order. */
  private final Map<Long, TaskStack> byTask = new TreeMap<>();

  Stacks(TrackTracker tracks) {
    this.tracks = tracks;
  }

  /** {@code task} was switched out with {@code free} bytes of stack left, a new low. */
  void switchedOutLow(long ns, long task, long free) throws IOException {
    TaskStack stack = stack(task);
    stack.switchOut.lower(ns, free);
    lower(task, stack, ns, free);
  }

  /** The kernel measured {@code task}'s high-water mark: at least {@code free} bytes were always free. */
  void highWater(long ns, long task, long free) throws IOException {
    TaskStack stack = stack(task);
    stack.highWater.lower(ns, free);
    lower(task, stack, ns, free);
  }

  private void lower(long task, TaskStack stack, long ns, long free) throws IOException {
    if (stack.free.lower(ns, free)) {
      listener.stackFree(tracks.stack(task), task, ns, free);
    }
  }

  private TaskStack stack(long task) {
    return byTask.computeIfAbsent(task, t -> new TaskStack());
  }

  /** By task id, in task order; empty when the trace has no stack event. */
  public Map<Long, TaskStack> byTask() {
    return byTask;
  }
}

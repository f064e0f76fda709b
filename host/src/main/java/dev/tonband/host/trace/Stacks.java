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
  /** One task's stack figures, in bytes; -1 (and -1 for its time) where none was traced. */
  public static final class TaskStack {
    /** The fewest free bytes at a switch-out. */
    public long switchOutMin = -1;
    public long switchOutAt = -1;
    /** The least high-water mark reported (the kernel's mark only falls). */
    public long highWater = -1;
    public long highWaterAt = -1;
    /** The least of both, first reached at {@code freeMinAt}. */
    public long freeMin = -1;
    public long freeMinAt = -1;
  }

  TraceListener listener = TraceListener.NONE;
  /** By task id, in task order. */
  private final Map<Long, TaskStack> byTask = new TreeMap<>();

  /** {@code task} was switched out with {@code free} bytes of stack left, a new low. */
  void switchedOutLow(long ns, long task, long free) throws IOException {
    TaskStack stack = stack(task);
    if (stack.switchOutMin < 0 || free < stack.switchOutMin) {
      stack.switchOutMin = free;
      stack.switchOutAt = ns;
    }
    lower(task, stack, ns, free);
  }

  /** The kernel measured {@code task}'s high-water mark: at least {@code free} bytes were always free. */
  void highWater(long ns, long task, long free) throws IOException {
    TaskStack stack = stack(task);
    if (stack.highWater < 0 || free < stack.highWater) {
      stack.highWater = free;
      stack.highWaterAt = ns;
    }
    lower(task, stack, ns, free);
  }

  private void lower(long task, TaskStack stack, long ns, long free) throws IOException {
    if (stack.freeMin < 0 || free < stack.freeMin) {
      stack.freeMin = free;
      stack.freeMinAt = ns;
      listener.stackFree(task, ns, free);
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

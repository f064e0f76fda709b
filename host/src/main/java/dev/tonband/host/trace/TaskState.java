// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

/**
 * The state of a FreeRTOS task as its trace events imply it.
 *
 * @param core the core a running task runs on (0 otherwise)
 * @param byTask the task that suspended or deleted this one, or -1 when it did so itself (or
 *     when that is not known)
 * @param waitsFor what a blocked task waits for (null otherwise)
 */
public record TaskState(Kind kind, int core, long byTask, Wait waitsFor) {
  public enum Kind { RUNNING, READY, BLOCKED, SUSPENDED, DELETED }

  public static final TaskState READY = new TaskState(Kind.READY, 0, -1, null);

  static TaskState running(int core) {
    return new TaskState(Kind.RUNNING, core, -1, null);
  }

  static TaskState blocked(Wait waitsFor) {
    return new TaskState(Kind.BLOCKED, 0, -1, waitsFor);
  }

  public boolean isRunning() {
    return kind == Kind.RUNNING;
  }

  /**
   * Written out, as the record's own equality goes through a method handle per field: a task
   * switch compares states twice, and that was a fifth of {@code tonband stats}' main thread.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof TaskState state && kind == state.kind && core == state.core && byTask == state.byTask
        && java.util.Objects.equals(waitsFor, state.waitsFor);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(kind, core, byTask, waitsFor);
  }
}

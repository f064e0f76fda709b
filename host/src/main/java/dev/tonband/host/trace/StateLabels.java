// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrQueueKind;
import java.util.Arrays;

/**
 * A task's state in words, as Perfetto's State track and the {@code task_state} table show it:
 * "Running on core 1", "Ready", "Blocked on queue rx (receive)", "Suspended by task ctrl", ...,
 * with the names the trace knows at that point.
 */
public final class StateLabels {
  private final Trace trace;
  /**
   * "Running on core N" by core, made once: the most frequent labels are then the same String
   * each time, which Perfetto's intern table finds by identity, its hash computed once.
   */
  private String[] runningLabels = new String[0];

  StateLabels(Trace trace) {
    this.trace = trace;
  }

  public String label(TaskState state) {
    return switch (state.kind()) {
      case RUNNING -> runningLabel(state.core());
      case READY -> "Ready";
      case BLOCKED -> blockedLabel(state.waitsFor());
      case SUSPENDED -> "Suspended" + byTask(state.byTask());
      case DELETED -> "Deleted" + byTask(state.byTask());
    };
  }

  private String runningLabel(int core) {
    if (core >= runningLabels.length) {
      runningLabels = Arrays.copyOf(runningLabels, core + 1);
    }
    if (runningLabels[core] == null) {
      runningLabels[core] = "Running on core " + core;
    }
    return runningLabels[core];
  }

  /** " by task X" when task X acted on another task; empty when a task acted on itself. */
  private String byTask(long by) {
    return by >= 0 ? " by task " + trace.names.tasks.name(by) : "";
  }

  private String blockedLabel(Wait wait) {
    boolean delay = wait.cause() == Wait.Cause.DELAY || wait.cause() == Wait.Cause.DELAY_UNTIL;
    if (delay && Wait.indefinitely(wait.value())) {
      return "Blocked (indefinitely)";
    }
    return switch (wait.cause()) {
      case DELAY -> "Blocked (delay " + wait.value() + (wait.value() == 1 ? " tick)" : " ticks)");
      case DELAY_UNTIL -> "Blocked (delay until tick " + wait.value() + ")";
      case QUEUE -> {
        FrQueueKind kind = trace.objects.kind(wait.object());
        yield "Blocked " + waitsOn(wait) + " ("
            + (kind == FrQueueKind.FRQK_QUEUE || kind == FrQueueKind.FRQK_QUEUE_SET
                ? wait.operation().onQueue : wait.operation().onLock)
            + ")";
      }
      case STREAM_BUFFER -> "Blocked " + waitsOn(wait) + " (" + wait.operation().onQueue + ")";
      case EVENT_GROUP -> "Blocked " + waitsOn(wait) + " (bits 0x" + Long.toHexString(wait.value()) + ")";
      case NOTIFICATION -> "Blocked (notification" + (wait.value() != 0 ? " [" + wait.value() + "])" : ")");
    };
  }

  /**
   * What a blocked task waits on, without the details of the wait: "on queue rx", "on stream
   * buffer log", "on event group flags", "(delay)" or "(notification)".
   */
  public String waitsOn(Wait wait) {
    Names names = trace.names;
    return switch (wait.cause()) {
      case DELAY, DELAY_UNTIL -> "(delay)";
      case NOTIFICATION -> "(notification)";
      case QUEUE -> "on " + trace.objects.noun(wait.object()) + " " + names.queues.shown(wait.object());
      case STREAM_BUFFER -> "on " + (trace.objects.isMessageBuffer(wait.object()) ? "message buffer " : "stream buffer ")
          + names.buffers.shown(wait.object());
      case EVENT_GROUP -> "on event group " + names.eventGroups.shown(wait.object());
    };
  }
}

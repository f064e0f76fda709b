// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrFailedCall;
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
      case QUEUE -> "Blocked " + waitsOn(wait) + " (" + word(wait.cause(), wait.object(), wait.operation()) + ")";
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
      case QUEUE, STREAM_BUFFER -> "on " + object(wait.cause(), wait.object());
      case EVENT_GROUP -> "on event group " + names.eventGroups.shown(wait.object());
    };
  }

  /**
   * A failed call in words, as {@link CallFailures} tells it: "receive from queue rx timed out",
   * "take mutex lock failed (no wait)", "give mutex lock failed (not its holder)".
   */
  public String failedCall(Wait.Cause kind, long object, FrFailedCall call, boolean timedOut) {
    Wait.Operation operation = CallFailures.operation(call);
    String preposition = isLock(kind, object) ? "" : switch (operation) {
      case SEND -> " to";
      case RECEIVE -> " from";
      case PEEK -> " at";
    };
    String outcome = timedOut ? "timed out"
        : call == FrFailedCall.FRFC_GIVE_NOT_HELD ? "failed (not its holder)" : "failed (no wait)";
    return word(kind, object, operation) + preposition + " " + object(kind, object) + " " + outcome;
  }

  /** A failed allocation in words: "pvPortMalloc of 4104 bytes failed", "pvPortMalloc failed" when the heap does not say the size. */
  public String failedAllocation(long size) {
    return allocation(size) + " failed";
  }

  /** An allocation in words: "pvPortMalloc of 64 bytes". */
  public String allocation(long size) {
    return "pvPortMalloc" + (size > 0 ? " of " + size + " bytes" : "");
  }

  /** A free in words: "vPortFree of 64 bytes" ("vPortFree" when the heap does not say the size). */
  public String free(long size) {
    return "vPortFree" + (size > 0 ? " of " + size + " bytes" : "");
  }

  /** An operation's word on a queue or buffer ("send", "receive", "peek") or a semaphore or mutex ("give", "take"). */
  private String word(Wait.Cause kind, long object, Wait.Operation operation) {
    return isLock(kind, object) ? operation.onLock : operation.onQueue;
  }

  /** Whether the object is a semaphore or a mutex, given and taken rather than sent to and received from. */
  private boolean isLock(Wait.Cause kind, long object) {
    FrQueueKind queueKind = trace.objects.kind(object);
    return kind == Wait.Cause.QUEUE && queueKind != FrQueueKind.FRQK_QUEUE && queueKind != FrQueueKind.FRQK_QUEUE_SET;
  }

  /** A queue-like object or a buffer, by its noun and name: "queue rx", "mutex lock", "message buffer log". */
  public String object(Wait.Cause kind, long object) {
    return kind == Wait.Cause.QUEUE ? trace.objects.noun(object) + " " + trace.names.queues.shown(object)
        : (trace.objects.isMessageBuffer(object) ? "message buffer " : "stream buffer ")
            + trace.names.buffers.shown(object);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrFailedCall;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/**
 * The FreeRTOS calls on queues (semaphores, mutexes) and stream buffers that failed, and whether
 * each timed out: the kernel's failure hooks do not say whether the call waited, the trace does.
 * A failed call of a task times out when the task's latest block was on that object for that
 * operation and the task made no call on the object since (a call that got what it asked for ends
 * the wait); otherwise it failed at once, with no wait (or its block came before the trace began).
 * Calls from interrupts never wait. Counted per task (-1: an interrupt, or no task known) and
 * object.
 */
public final class CallFailures {
  /** A task's (-1: interrupts') failed calls on one object: a queue's or a stream buffer's id. */
  public record Key(long task, Wait.Cause kind, long object) implements Comparable<Key> {
    @Override
    public int compareTo(Key o) {
      int byTask = Long.compare(task, o.task);
      int byKind = kind.compareTo(o.kind);
      return byTask != 0 ? byTask : byKind != 0 ? byKind : Long.compare(object, o.object);
    }
  }

  /** How many calls timed out after their wait, and how many failed with no wait. */
  public static final class Count {
    public long timedOut;
    public long failed;
  }

  private final TrackTracker tracks;
  private final TaskStates tasks;
  TraceListener listener = TraceListener.NONE;
  /**
   * Per task, the queue or buffer wait it blocked in last, until its next call on that object
   * (null then): looked up at every successful call, so by the task's id, unboxed.
   */
  private static final class LastWait {
    Wait wait;
  }

  private final IdMap<LastWait> waits = new IdMap<>();
  private final Map<Key, Count> counts = new TreeMap<>();
  private long firstTimeoutNs = -1;

  CallFailures(TrackTracker tracks, TaskStates tasks) {
    this.tracks = tracks;
    this.tasks = tasks;
  }

  /** The core's running task blocks in {@code wait}, on a queue or a buffer. */
  void blocked(int core, Wait wait) {
    long task = tasks.running(core);
    if (task >= 0) {
      LastWait last = waits.get(task);
      if (last == null) {
        last = new LastWait();
        waits.put(task, last);
      }
      last.wait = wait;
    }
  }

  /** The core's running task's call on a queue or buffer did what it asked: its wait, if any, is over. */
  void succeeded(int core) {
    endWait(tasks.running(core));
  }

  /** Ends the task's wait; returns it, or null when it had none. */
  private Wait endWait(long task) {
    LastWait last = waits.get(task);
    if (last == null) {
      return null;
    }
    Wait wait = last.wait;
    last.wait = null;
    return wait;
  }

  /** A {@code call} on {@code object} (a queue or a buffer, by {@code kind}) failed on {@code core}. */
  void failed(int core, long ns, Wait.Cause kind, long object, FrFailedCall call) throws IOException {
    boolean fromIsr = fromIsr(call);
    long task = fromIsr ? -1 : tasks.running(core);
    Wait wait = fromIsr ? null : endWait(task);
    boolean timedOut = wait != null && wait.cause() == kind && wait.object() == object
        && wait.operation() == operation(call);
    Count count = counts.computeIfAbsent(new Key(task, kind, object), k -> new Count());
    if (timedOut) {
      count.timedOut++;
      firstTimeoutNs = firstTimeoutNs < 0 ? ns : firstTimeoutNs;
    } else {
      count.failed++;
    }
    listener.callFailed(tracks.failedCalls(core, task), core, ns, task, kind, object, call, timedOut);
  }

  /** Whether an interrupt made the call. */
  public static boolean fromIsr(FrFailedCall call) {
    return call == FrFailedCall.FRFC_SEND_FROM_ISR || call == FrFailedCall.FRFC_RECEIVE_FROM_ISR
        || call == FrFailedCall.FRFC_PEEK_FROM_ISR;
  }

  /** The operation of the call, as a blocked task's wait names it; a give of a mutex not held is a send. */
  public static Wait.Operation operation(FrFailedCall call) {
    return switch (call) {
      case FRFC_SEND, FRFC_SEND_FROM_ISR, FRFC_GIVE_NOT_HELD -> Wait.Operation.SEND;
      case FRFC_RECEIVE, FRFC_RECEIVE_FROM_ISR -> Wait.Operation.RECEIVE;
      case FRFC_PEEK, FRFC_PEEK_FROM_ISR -> Wait.Operation.PEEK;
    };
  }

  /** When the first call timed out; -1 before. */
  public long firstTimeoutNs() {
    return firstTimeoutNs;
  }

  /** The failed calls by task and object, in task order. */
  public Map<Key, Count> counts() {
    return counts;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;

/**
 * Places a stream's events in time, into its {@link PendingItems}, keeping time from going
 * backwards so that inputs can be merged by time, and keeping one damaged timestamp from
 * re-timing the rest of the trace. Each timed event is held until the next one: an event far
 * ahead of both its neighbours, which agree with each other, is the damaged one; it is reported
 * and placed at the time of the event before it. An event that goes back, or beyond 2^63 ns, is
 * placed at that time too. Untimed items take the time of the latest timed event.
 */
final class TimestampRepair {
  private final PendingItems pending;
  private final TickClock clock;
  private final StreamProblems problems;
  /** The latest timed event placed for good, in ticks and ns. */
  private long lastTicks;
  private long lastNs;
  /** Whether {@link #lastTicks} is a timed event's, the evidence a held event is judged against. */
  private boolean timedPlaced;
  /**
   * The ticks of the newest timed event, which {@link #pending} holds back, with what came after
   * it, until the next one confirms its time.
   */
  private long heldTicks;

  /** @param startNs the time of what comes before the first timed event */
  TimestampRepair(PendingItems pending, TickClock clock, StreamProblems problems, long startNs) {
    this.pending = pending;
    this.clock = clock;
    this.problems = problems;
    this.lastNs = startNs;
  }

  /** Adds an event, timed or not, on {@code core}, from {@code frame}. */
  void place(TraceEvent event, int id, boolean timed, long ticks, int core, long frame) {
    if (timed) {
      timed(event, id, ticks, core, frame);
    } else {
      pending.addEvent(event, id, false, currentNs(), core, frame);
    }
  }

  private void timed(TraceEvent event, int id, long ticks, int core, long frame) {
    if (pending.holding()) {
      if (timedPlaced && Long.compareUnsigned(ticks, heldTicks) < 0 && Long.compareUnsigned(ticks, lastTicks) >= 0
          && Long.compareUnsigned(ticks - lastTicks, heldTicks - ticks) < 0) {
        heldIsDamaged(ticks);
      } else {
        releaseHeld();
      }
    }
    if (Long.compareUnsigned(ticks, lastTicks) < 0) {
      problems.ticksWentBack(frame, lastTicks, ticks);
      pending.addEvent(event, id, true, lastNs, core, frame);
      return;
    }
    long ns = clock.toNs(ticks);
    if (ns < 0) {
      problems.ticksOverflow(frame, ticks, clock.nsPerTick());
      pending.addEvent(event, id, true, lastNs, core, frame);
      return;
    }
    pending.hold();
    pending.addEvent(event, id, true, Math.max(lastNs, ns), core, frame);
    heldTicks = ticks;
  }

  /**
   * The held event's time stands: it becomes the time later events are measured against. At the
   * end of the input, or when it goes idle, nothing comes to confirm it.
   */
  void releaseHeld() {
    if (!pending.holding()) {
      return;
    }
    lastTicks = heldTicks;
    lastNs = pending.heldNs();
    timedPlaced = true;
    pending.release();
  }

  /** The held event lies far ahead of the events before and after it: its timestamp is damaged. */
  private void heldIsDamaged(long nextTicks) {
    Problem outlier =
        problems.outlier(pending.heldFrame(), pending.heldCore(), lastNs, heldTicks, lastTicks, nextTicks);
    pending.retimeHeld(lastNs);
    pending.insertBeforeHeld(outlier);
    pending.release();
  }

  /** The time of the latest timed event, held or placed: what untimed items and problems take. */
  long currentNs() {
    return pending.holding() ? pending.heldNs() : lastNs;
  }

  /**
   * Whether timed events were placed or one is held; one at tick 0 alone does not count, as its
   * time is 0 ns at any resolution.
   */
  boolean ticked() {
    return lastTicks != 0 || pending.holding();
  }

  /**
   * The time of a foreign (dial9) event, whose timestamp is in ns already: it keeps time from
   * going back like the device's. Only when no event is held ({@link #releaseHeld}).
   */
  long foreignNs(long ns) {
    if (ns < 0) {
      problems.foreignOverflow(ns);
    } else if (ns < lastNs) {
      problems.foreignWentBack(lastNs, ns);
    } else {
      lastNs = ns;
    }
    return lastNs;
  }
}

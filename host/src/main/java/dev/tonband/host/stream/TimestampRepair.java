// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

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
  /** The time the held event was placed at (kept here, not read back from its slot at every event). */
  private long heldNs;
  /**
   * Timed events in a row at one tick before the clock counts as stuck; a whole stream at tick 0
   * needs fewer (a short trace of a few events there is plausible, 16 are not).
   */
  private static final int STUCK_RUN = 1000;
  private static final int STUCK_STREAM = 16;
  /** The tick of the latest timed events, how many in a row had it, and whether that was reported. */
  private long stuckTicks;
  private long sameTicks;
  private long timedEvents;
  private boolean stuckReported;

  /** @param startNs the time of what comes before the first timed event */
  TimestampRepair(PendingItems pending, TickClock clock, StreamProblems problems, long startNs) {
    this.pending = pending;
    this.clock = clock;
    this.problems = problems;
    this.lastNs = startNs;
  }

  /**
   * Adds an event, timed or not, as its packed parts ({@link dev.tonband.codec.events.PackedSink}),
   * on {@code core}, from {@code frame}.
   */
  void place(int id, boolean timed, long ticks, long a, long b, long c, Object ref, int core, long frame) {
    if (timed) {
      timed(id, ticks, a, b, c, ref, core, frame);
    } else {
      pending.addEvent(id, false, ticks, a, b, c, ref, currentNs(), core, frame);
    }
  }

  private void timed(int id, long ticks, long a, long b, long c, Object ref, int core, long frame) {
    watchClock(ticks, frame);
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
      pending.addEvent(id, true, ticks, a, b, c, ref, lastNs, core, frame);
      return;
    }
    long ns = clock.toNs(ticks);
    if (ns < 0) {
      problems.ticksOverflow(frame, ticks, clock.tick());
      pending.addEvent(id, true, ticks, a, b, c, ref, lastNs, core, frame);
      return;
    }
    pending.hold();
    heldNs = Math.max(lastNs, ns);
    pending.addEvent(id, true, ticks, a, b, c, ref, heldNs, core, frame);
    heldTicks = ticks;
  }

  /**
   * A clock that never advances (a timestamp source that is not running gives tick 0 for ever)
   * looks like a trace of events that take no time: reported once, when a run of one tick grows
   * long, or at the end when every timed event of the stream was at tick 0.
   */
  private void watchClock(long ticks, long frame) {
    timedEvents++;
    sameTicks = timedEvents > 1 && ticks == stuckTicks ? sameTicks + 1 : 1;
    stuckTicks = ticks;
    if (sameTicks == STUCK_RUN && !stuckReported) {
      stuckReported = true;
      problems.clockStuck(frame, sameTicks, ticks, false);
    }
  }

  /**
   * At the end of the stream: a stream whose timed events were all at tick 0 has a clock that
   * never started (a test's trace at one other tick is no device's).
   */
  void end(long frame) {
    if (!stuckReported && sameTicks == timedEvents && timedEvents >= STUCK_STREAM && stuckTicks == 0) {
      stuckReported = true;
      problems.clockStuck(frame, sameTicks, stuckTicks, true);
    }
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
    lastNs = heldNs;
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
    return pending.holding() ? heldNs : lastNs;
  }

  /**
   * Whether timed events were placed or one is held; one at tick 0 alone does not count, as its
   * time is 0 ns at any resolution.
   */
  boolean ticked() {
    return lastTicks != 0 || pending.holding();
  }

  /** Foreign events were placed up to {@code ns} ({@link ForeignOrder}): later items do not go back before it. */
  void foreignPlaced(long ns) {
    lastNs = Math.max(lastNs, ns);
  }
}

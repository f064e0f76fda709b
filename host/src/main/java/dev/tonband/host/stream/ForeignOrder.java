// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.dial9.Dial9Event;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * Puts one input's foreign (dial9) events in time order, each at its own time, {@code base +
 * delta} in ns. In a dial9 file an event earlier than the one before it is legal, even inside one
 * batch (dial9's encoder writes a timestamp reset for it), so this is no repair of a clock: the
 * events wait in a window of the latest {@link #WINDOW}, as Perfetto's trace processor sorts in a
 * window, and leave it earliest first. Memory is the window's, however long the input. An event
 * later than a whole window of events after it cannot be sorted: it is reported and placed at the
 * time of the event released before it.
 */
final class ForeignOrder {
  /**
   * dial9 0.3's demo file goes back at most 82 events, dial9 0.4's 43,182 (a batch there holds
   * several threads' buffers, one after the other); the window leaves three times that room, some
   * 40 MB of events at most.
   */
  static final int WINDOW = 1 << 17;

  private record Waiting(ForeignItem item, long arrival) {}

  private final PriorityQueue<Waiting> window = new PriorityQueue<>(
      Comparator.comparingLong((Waiting w) -> w.item().ns()).thenComparingLong(Waiting::arrival));
  private final PendingItems pending;
  private final StreamProblems problems;
  private long arrivals;
  /** The time of the latest timed event in the input's order, which an untimed one takes; -1: none yet. */
  private long latestNs = -1;
  private long releasedNs = Long.MIN_VALUE;

  ForeignOrder(PendingItems pending, StreamProblems problems) {
    this.pending = pending;
    this.problems = problems;
  }

  /**
   * Takes {@code event} of {@code frame} on {@code core}; an untimed event (or one beyond 2^63 ns,
   * reported) is at the time of the timed event before it, else at {@code beforeNs}.
   */
  void add(Dial9Event event, int core, String input, long frame, long beforeNs) {
    long ns = latestNs >= 0 ? latestNs : beforeNs;
    if (event.schema().hasTimestamp()) {
      if (event.timestampNs() < 0) {
        flush(); // the problem comes after the events before it
        problems.foreignOverflow(event.timestampNs());
      } else {
        ns = event.timestampNs();
        latestNs = ns;
      }
    }
    window.add(new Waiting(new ForeignItem(event, ns, core, input, frame), arrivals++));
    if (window.size() > WINDOW) {
      release(window.poll().item());
    }
  }

  boolean waiting() {
    return !window.isEmpty();
  }

  /**
   * Releases every event waiting, in time order: at the input's end, and before an item of another
   * kind (a device event, a problem), which comes after the events before it.
   */
  void flush() {
    while (!window.isEmpty()) {
      release(window.poll().item());
    }
  }

  /** The time of the latest event released: where the input's other items go. */
  long releasedNs() {
    return releasedNs;
  }

  private void release(ForeignItem item) {
    if (item.ns() < releasedNs) {
      problems.foreignBeyondWindow(item.frame(), releasedNs, item.ns(), WINDOW);
      item = new ForeignItem(item.event(), releasedNs, item.core(), item.input(), item.frame());
    }
    releasedNs = item.ns();
    pending.addOther(item);
  }
}

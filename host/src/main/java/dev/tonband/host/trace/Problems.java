// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamEvent;
import java.io.IOException;
import java.util.function.Supplier;

/**
 * How the trackers report what they find wrong in what the events say, to the trace's {@link
 * ProblemLog}: a problem found with an event is placed at it (its input, frame, time and core).
 */
final class Problems {
  private final ProblemLog log;
  /**
   * The event being interpreted, as its parts (no {@link EventItem} per event): the slot it is
   * handed over in, read only when a problem is found (where it is: its input, frame, time and
   * core), or else its name and where it is.
   */
  private StreamEvent slot;
  private String name;
  private long ns;
  private int core;
  private String input;
  private long frame;

  Problems(ProblemLog log) {
    this.log = log;
  }

  /** The event the next problems are found with, valid while it is interpreted. */
  void at(StreamEvent event) {
    this.slot = event;
  }

  /** The event the next problems are found with, as its record. */
  void at(TraceEvent event, long ns, int core, String input, long frame) {
    at(event.eventName(), ns, core, input, frame);
  }

  private void at(String name, long ns, int core, String input, long frame) {
    this.slot = null;
    this.name = name;
    this.ns = ns;
    this.core = core;
    this.input = input;
    this.frame = frame;
  }

  void report(Problem problem) throws IOException {
    log.add(problem);
  }

  /**
   * A problem with the current event, its message made only when someone reads it: the millions
   * of problems of a damaged trace then cost a count each.
   */
  void report(String kind, Supplier<String> message) throws IOException {
    if (slot != null) { // read now: the slot is used again after the event
      at(slot.name(), slot.ns(), slot.core(), slot.input(), slot.frame());
    }
    String event = name;
    long at = ns;
    int on = core;
    String in = input;
    long of = frame;
    log.add(kind, () -> EventItem.problem(event, at, on, in, of, kind, message.get()));
  }
}

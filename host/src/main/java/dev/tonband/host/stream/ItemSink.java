// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;

/**
 * Takes the items of a stream one at a time ({@link StreamMerger#next(ItemSink)}): an event as
 * its parts, so that the stream makes no {@link EventItem} for each of its millions of events,
 * and anything else (a problem, a foreign event) as the item it is.
 */
public interface ItemSink {
  /**
   * The parts of an {@link EventItem}, with the event's id and whether it is a {@link TimedEvent}
   * as the decoder knew them: asking the record costs an interface call per event.
   */
  void event(TraceEvent event, int id, boolean timed, long ns, int core, String input, long frame) throws IOException;

  /** A {@link Problem} or a {@link ForeignItem}. */
  void item(StreamItem item) throws IOException;

  /** Takes any item, an {@link EventItem} as its parts. */
  default void accept(StreamItem item) throws IOException {
    if (item instanceof EventItem e) {
      event(e.event(), e.event().eventId(), e.event() instanceof TimedEvent, e.ns(), e.core(), e.input(), e.frame());
    } else {
      item(item);
    }
  }
}

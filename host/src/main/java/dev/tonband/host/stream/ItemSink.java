package dev.tonband.host.stream;

import dev.tonband.codec.events.TimedEvent;
import java.io.IOException;

/**
 * Takes the items of a stream one at a time ({@link StreamMerger#next(ItemSink)}): an event as
 * its parts, so that the stream makes no {@link EventItem} (nor a record, unless the sink asks
 * the {@link EventRow} for one) for each of its millions of events, and anything else (a problem, a foreign event) as the item it is.
 */
public interface ItemSink {
  /**
   * The parts of an {@link EventItem}, the event as a row valid during the call only, with the
   * event's id and whether it is a {@link TimedEvent} as the decoder knew them.
   */
  void event(EventRow event, int id, boolean timed, long ns, int core, String input, long frame) throws IOException;

  /** A {@link Problem} or a {@link ForeignItem}. */
  void item(StreamItem item) throws IOException;

  /** Takes any item, an {@link EventItem} as its parts. */
  default void accept(StreamItem item) throws IOException {
    if (item instanceof EventItem e) {
      event(EventRow.of(e.event()), e.event().eventId(), e.event() instanceof TimedEvent, e.ns(), e.core(), e.input(), e.frame());
    } else {
      item(item);
    }
  }
}

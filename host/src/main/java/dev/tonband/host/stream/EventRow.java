package dev.tonband.host.stream;

import dev.tonband.codec.events.EventSlots;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.RecordingVisitor;
import dev.tonband.codec.events.TraceEvent;

/**
 * The event an {@link ItemSink} is handed, as the stream keeps it: a row of the decoder's
 * primitive values ({@link EventSlots}), which a consumer replays to its {@link EventVisitor}
 * without a record per event, or made a record by {@link #record()} for a consumer that wants
 * one. Valid only during the call it is handed to: the stream reuses it.
 */
public final class EventRow {
  private int id;
  private long[] rows;
  private int at;
  private Object object;
  private TraceEvent record;
  private final RecordingVisitor recorder = new RecordingVisitor((event, id, timed, ts) -> record = event);

  /** A row that is the record {@code event}, for an {@link EventItem} handed on as its parts. */
  static EventRow of(TraceEvent event) {
    EventRow row = new EventRow();
    row.set(event.eventId(), null, 0, event);
    return row;
  }

  /** Points at the row at {@code rows[at]}, its string's bytes or its record in {@code object}. */
  void set(int id, long[] rows, int at, Object object) {
    this.id = id;
    this.rows = rows;
    this.at = at;
    this.object = object;
    this.record = object instanceof TraceEvent event ? event : null;
  }

  /** Hands the event to {@code visitor} as the decoder did. */
  public void replay(EventVisitor visitor) {
    EventSlots.replay(id, rows, at, object, visitor);
  }

  /** The event's record, made on the first call. */
  public TraceEvent record() {
    if (record == null) {
      replay(recorder);
    }
    return record;
  }
}

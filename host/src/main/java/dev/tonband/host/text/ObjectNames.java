// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.Names;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import java.io.IOException;
import java.util.Map;
import java.util.function.Function;

/**
 * The names of the objects that an event's fields identify, as the trace's trackers know them at
 * that event: decode hands each item to the {@link Trace} first, then asks for the names of its
 * fields. Which field identifies which kind of object is said by the field's catalogue name, in
 * any event ({@code task_id} a task, {@code queue_id} a queue or semaphore, ...). A marker's names
 * depend on its owner (the global markers, or a task's), which the trackers decide and tell.
 */
final class ObjectNames implements TraceListener {
  /** The names a field's value is looked up in, by the field's catalogue name; null: none known. */
  private static final Map<String, Function<ObjectNames, Names.Space>> SPACES = Map.of(
      "isr_id", n -> n.trace.names.isrs,
      "task_id", n -> n.trace.names.tasks,
      "queue_id", n -> n.trace.names.queues,
      "sb_id", n -> n.trace.names.buffers,
      "eg_id", n -> n.trace.names.eventGroups,
      "timer_id", n -> n.trace.names.timers,
      "evtmarker_id", n -> n.markers != null ? n.markers.eventNames : null,
      "valmarker_id", n -> n.markers != null ? n.markers.valueNames : null);

  private final Trace trace;
  /** The owner of the markers the current event used, if it used one. */
  private Markers.Owner markers;
  /** The object the current event named, whose name its own {@code name} field shows. */
  private Names.Space namedSpace;
  private long namedId;

  ObjectNames(Trace trace) {
    this.trace = trace;
    trace.listen(this);
  }

  /** Hands {@code item} to the trace, so that the names asked for next are those known at it. */
  void read(StreamItem item) throws IOException {
    markers = null;
    namedSpace = null;
    trace.items().accept(item);
  }

  /**
   * The name of the object that field {@code field} of the current event identifies by
   * {@code value} ({@link Names.Space#given}), or null: the field identifies no object, the
   * object has no name (yet), or the event itself names it.
   */
  String of(String field, Object value) {
    Function<ObjectNames, Names.Space> space = SPACES.get(field);
    Names.Space names = space != null && value instanceof Number ? space.apply(this) : null;
    long id = names != null ? ((Number) value).longValue() : 0;
    return names == null || names == namedSpace && id == namedId ? null : names.given(id);
  }

  @Override
  public void renamed(Names.Space space, long id) {
    namedSpace = space;
    namedId = id;
  }

  @Override
  public void markerInstant(Markers.Owner owner, long marker, long ns, String name) {
    markers = owner;
  }

  @Override
  public void markerBegan(Markers.Owner owner, long marker, long ns, String name) {
    markers = owner;
  }

  @Override
  public void markerEnded(Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns) {
    markers = owner;
  }

  @Override
  public void markerValue(Markers.Owner owner, long marker, long ns, long value) {
    markers = owner;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.LatestEvent;
import dev.tonband.host.trace.Names;
import dev.tonband.host.trace.Trace;
import java.io.IOException;
import java.util.Map;
import java.util.function.Function;

/**
 * The names of the objects that an event's fields identify, as the trace's trackers know them at
 * that event: decode hands each item to the {@link Trace} first, then asks for the names of its
 * fields. Which field identifies which kind of object is said by the field's catalogue name, in
 * any event ({@code task_id} a task, {@code queue_id} a queue or semaphore, ...). A marker's names
 * depend on its owner (the global markers, or a task's), which the trackers decide ({@link
 * LatestEvent}).
 */
final class ObjectNames {
  /** The names a field's value is looked up in, by the field's catalogue name; null: none known. */
  private static final Map<String, Function<Trace, Names.Space>> SPACES = Map.of(
      "isr_id", trace -> trace.names.isrs,
      "task_id", trace -> trace.names.tasks,
      "queue_id", trace -> trace.names.queues,
      "sb_id", trace -> trace.names.buffers,
      "eg_id", trace -> trace.names.eventGroups,
      "timer_id", trace -> trace.names.timers,
      "evtmarker_id", trace -> trace.latest.markers() != null ? trace.latest.markers().eventNames : null,
      "valmarker_id", trace -> trace.latest.markers() != null ? trace.latest.markers().valueNames : null);

  private final Trace trace;

  ObjectNames(Trace trace) {
    this.trace = trace;
  }

  /** Hands {@code item} to the trace, so that the names asked for next are those known at it. */
  void read(StreamItem item) throws IOException {
    trace.read(item);
  }

  /**
   * The name of the object that field {@code field} of the current event identifies by
   * {@code value} ({@link Names.Space#given}), or null: the field identifies no object, the
   * object has no name (yet), or the event itself names it.
   */
  String of(String field, Object value) {
    Function<Trace, Names.Space> space = SPACES.get(field);
    Names.Space names = space != null && value instanceof Number ? space.apply(trace) : null;
    long id = names != null ? ((Number) value).longValue() : 0;
    return names == null || trace.latest.gaveName(names, id) ? null : names.given(id);
  }
}

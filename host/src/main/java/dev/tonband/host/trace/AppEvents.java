// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.EventPresentations;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Application events, read as their catalogue entry declares ({@code perfetto:} in events.yaml,
 * compiled by the generator into {@link EventPresentations}): instants, slices on a named track,
 * counters, states; undeclared, an instant on a track per group with every field. Keeps each track's
 * open slices (nesting bounded as a marker's), so that an end with none open is a problem, not an
 * output; a state track's one open slice is its current state. Slice and state tracks of the same
 * name are one track, as in Perfetto.
 */
public final class AppEvents {
  private final TrackTracker tracks;
  private final Problems problems;
  TraceListener listener = TraceListener.NONE;
  private final IntFunction<Presentation> presentations;
  /** Open slices per slice or state track. */
  private final Map<String, OpenSlices> open = new HashMap<>();

  /** @param presentations by event id, as {@link EventPresentations#of}; null for undeclared events */
  AppEvents(TrackTracker tracks, Problems problems, IntFunction<Presentation> presentations) {
    this.tracks = tracks;
    this.problems = problems;
    this.presentations = presentations;
  }

  void event(TraceEvent event, long ns) throws IOException {
    Presentation shown = presentations.apply(event.eventId());
    if (shown == null) {
      listener.appInstant(tracks.appSlices(event.eventGroup() + " events"), ns, event.eventName(), event);
      return;
    }
    String track = shown.track(event);
    switch (shown.kind()) {
      case INSTANT -> listener.appInstant(tracks.appSlices(track), ns, name(shown, event), event);
      case SLICE_BEGIN -> begin(track, ns, name(shown, event));
      case SLICE_END -> {
        OpenSlices slices = slices(track);
        end(ns, slices, slices.end(0, problems,
            key -> event.eventName() + " ends a slice on '" + track + "' where none is open; ignored"));
      }
      case COUNTER -> listener.appCounter(tracks.appCounter(track), ns, shown.value(event));
      case FLOAT_COUNTER -> listener.appCounter(tracks.appCounter(track), ns, shown.floatValue(event));
      case STATE -> {
        OpenSlices slices = slices(track);
        end(ns, slices, slices.endIfOpen(0));
        begin(track, ns, shown.name(event));
      }
    }
  }

  private void begin(String track, long ns, String name) throws IOException {
    int id = tracks.appSlices(track);
    slices(track).open(0, ns, name, id);
    listener.appSliceBegan(id, ns, name);
  }

  /** Tells the listener of the slice of {@code slices} that ended at {@code ns}, {@code depth} deep (-1: none). */
  private void end(long ns, OpenSlices slices, int depth) throws IOException {
    if (depth >= 0) {
      listener.appSliceEnded(slices.endedTrack(), depth, slices.endedBegin(), slices.endedName(), ns);
    }
  }

  private OpenSlices slices(String track) {
    return open.computeIfAbsent(track, t -> new OpenSlices(OpenSlices.SLICE_NESTING));
  }

  /** The slices open on each slice or state track (or open before), innermost last. */
  public Map<String, OpenSlices> openSlices() {
    return Collections.unmodifiableMap(open);
  }

  /** The declared name, or the event's own where that comes out empty (an empty message, say). */
  private static String name(Presentation shown, TraceEvent event) {
    String name = shown.name(event);
    return name.isEmpty() ? event.eventName() : name;
  }
}

package dev.tonband.host.trace;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.EventPresentations;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Application events, read as their catalogue entry declares ({@code perfetto:} in events.yaml,
 * compiled by the generator into {@link EventPresentations}): instants, slices on a named track,
 * counters, states; undeclared, an instant on a track per group with every field. Keeps each track's
 * open slices, so that an end with none open is a problem, not an output.
 */
final class AppEvents {
  private final Problems problems;
  TraceListener listener = TraceListener.NONE;
  private final IntFunction<Presentation> presentations;
  /** Open slices per slice track. */
  private final Map<String, int[]> open = new HashMap<>();
  /** The state tracks whose current state's slice is open. */
  private final Set<String> states = new HashSet<>();

  /** @param presentations by event id, as {@link EventPresentations#of}; null for undeclared events */
  AppEvents(Problems problems, IntFunction<Presentation> presentations) {
    this.problems = problems;
    this.presentations = presentations;
  }

  void event(TraceEvent event, long ns) throws IOException {
    Presentation shown = presentations.apply(event.eventId());
    if (shown == null) {
      listener.appInstant(event.eventGroup() + " events", ns, event.eventName(), event);
      return;
    }
    String track = shown.track(event);
    switch (shown.kind()) {
      case INSTANT -> listener.appInstant(track, ns, name(shown, event), event);
      case SLICE_BEGIN -> {
        open.computeIfAbsent(track, t -> new int[1])[0]++;
        listener.appSliceBegan(track, ns, name(shown, event));
      }
      case SLICE_END -> {
        int[] slices = open.get(track);
        if (slices == null || slices[0] == 0) {
          problems.report("END_WITHOUT_BEGIN",
              () -> event.eventName() + " ends a slice on '" + track + "' where none is open; ignored");
          return;
        }
        slices[0]--;
        listener.appSliceEnded(track, ns);
      }
      case COUNTER -> listener.appCounter(track, ns, shown.value(event));
      case FLOAT_COUNTER -> listener.appCounter(track, ns, shown.floatValue(event));
      case STATE -> {
        if (!states.add(track)) {
          listener.appSliceEnded(track, ns);
        }
        listener.appSliceBegan(track, ns, shown.name(event));
      }
    }
  }

  /** The declared name, or the event's own where that comes out empty (an empty message, say). */
  private static String name(Presentation shown, TraceEvent event) {
    String name = shown.name(event);
    return name.isEmpty() ? event.eventName() : name;
  }
}

package dev.tonband.host.model;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.EventPresentations;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import dev.tonband.host.perfetto.Annotation;
import dev.tonband.host.text.EventFields;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Application events, shown as their catalogue entry declares ({@code perfetto:} in
 * events.yaml, compiled by the generator into {@link EventPresentations}), or, undeclared, as
 * instants on a track per group with every field as an annotation. Tracks live in the process
 * "Application".
 */
final class AppEventModel {
  private final Tracks out;
  private final Reporter reporter;
  private final IntFunction<Presentation> presentations;
  private final Map<String, Track> tracks = new HashMap<>();
  private Track process;

  /** @param presentations by event id, as {@link EventPresentations#of}; null for undeclared events */
  AppEventModel(Tracks out, Reporter reporter, IntFunction<Presentation> presentations) {
    this.out = out;
    this.reporter = reporter;
    this.presentations = presentations;
  }

  void event(TraceEvent event, long ns, int core) throws IOException {
    Presentation shown = presentations.apply(event.eventId());
    if (shown == null) {
      out.instant(slices(event.eventGroup() + " events"), ns, event.eventName(), annotations(event));
      return;
    }
    String trackName = shown.track(event);
    switch (shown.kind()) {
      case INSTANT -> out.instant(slices(trackName), ns, name(shown, event), annotations(event));
      case SLICE_BEGIN -> out.begin(slices(trackName), ns, name(shown, event));
      case SLICE_END -> {
        if (!out.end(slices(trackName), ns)) {
          reporter.report("END_WITHOUT_BEGIN", ns, core,
              event.eventName() + " ends a slice on '" + trackName + "' where none is open; ignored");
        }
      }
      case COUNTER -> out.counter(counter(trackName), ns, shown.value(event));
    }
  }

  /** The declared name, or the event's own where that comes out empty (an empty message, say). */
  private static String name(Presentation shown, TraceEvent event) {
    String name = shown.name(event);
    return name.isEmpty() ? event.eventName() : name;
  }

  private Track slices(String name) {
    return tracks.computeIfAbsent(name, n -> out.slices(process(), n));
  }

  private Track counter(String name) {
    // Counter tracks get their own key space: a declaration may reuse a slice track's name.
    return tracks.computeIfAbsent("\0counter " + name, n -> out.counter(process(), name, Track.Unit.NONE));
  }

  private Track process() {
    if (process == null) {
      process = out.process("Application");
    }
    return process;
  }

  private static List<Annotation> annotations(TraceEvent event) {
    return Annotations.of(EventFields.of(event));
  }
}

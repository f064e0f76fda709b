package dev.tonband.codec;

import dev.tonband.codec.events.TraceEvent;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * How an application event appears in Perfetto, as its {@code perfetto:} key in events.yaml
 * declares. The generator compiles each declaration into one of these (see the generated
 * {@code EventPresentations}), so tools show application events without reading the catalogue.
 *
 * @param trackOf the track's name: fixed, or built from a field's value (one track per value)
 * @param nameOf the slice or instant name (unused for ends and counters)
 * @param valueOf the counter's value (counters only)
 */
public record Presentation(
    Kind kind,
    Function<TraceEvent, String> trackOf,
    Function<TraceEvent, String> nameOf,
    ToLongFunction<TraceEvent> valueOf) {

  /** What the event becomes on its track. */
  public enum Kind { INSTANT, SLICE_BEGIN, SLICE_END, COUNTER }

  public Presentation {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(trackOf, "trackOf");
    Objects.requireNonNull(nameOf, "nameOf");
    Objects.requireNonNull(valueOf, "valueOf");
  }

  public String track(TraceEvent event) {
    return trackOf.apply(event);
  }

  public String name(TraceEvent event) {
    return nameOf.apply(event);
  }

  public long value(TraceEvent event) {
    return valueOf.applyAsLong(event);
  }
}

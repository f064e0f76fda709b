// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import dev.tonband.codec.events.TraceEvent;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * How an application event appears in Perfetto, as its {@code perfetto:} key in events.yaml
 * declares. The generator compiles each declaration into one of these (see the generated
 * {@code EventPresentations}), so tools show application events without reading the catalogue.
 *
 * @param trackOf the track's name: fixed, or built from a field's value (one track per value)
 * @param nameOf the slice or instant name, or the state (unused for ends and counters)
 * @param valueOf the counter's value (counters of an integer field)
 * @param floatValueOf the counter's value (counters of a float field)
 */
public record Presentation(
    Kind kind,
    Function<TraceEvent, String> trackOf,
    Function<TraceEvent, String> nameOf,
    ToLongFunction<TraceEvent> valueOf,
    ToDoubleFunction<TraceEvent> floatValueOf) {

  /**
   * What the event becomes on its track; a counter of a float field is a FLOAT_COUNTER, and a
   * STATE ends the track's slice, if any, and begins one named by the state ({@code nameOf}).
   */
  public enum Kind { INSTANT, SLICE_BEGIN, SLICE_END, COUNTER, FLOAT_COUNTER, STATE }

  public Presentation {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(trackOf, "trackOf");
    Objects.requireNonNull(nameOf, "nameOf");
    Objects.requireNonNull(valueOf, "valueOf");
    Objects.requireNonNull(floatValueOf, "floatValueOf");
  }

  /** Any presentation but a float counter's. */
  public Presentation(
      Kind kind, Function<TraceEvent, String> trackOf, Function<TraceEvent, String> nameOf,
      ToLongFunction<TraceEvent> valueOf) {
    this(kind, trackOf, nameOf, valueOf, e -> 0);
  }

  /** A counter of a float field. */
  public static Presentation floatCounter(Function<TraceEvent, String> trackOf, ToDoubleFunction<TraceEvent> valueOf) {
    return new Presentation(Kind.FLOAT_COUNTER, trackOf, e -> "", e -> 0, valueOf);
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

  public double floatValue(TraceEvent event) {
    return floatValueOf.applyAsDouble(event);
  }
}

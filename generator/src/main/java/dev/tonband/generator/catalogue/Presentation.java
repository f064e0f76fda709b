// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an application event appears in Perfetto (its {@code perfetto:} key): as an instant, the
 * begin or end of a slice, a counter of one of its fields or the state one of its fields holds, on
 * a track named by a fixed text
 * or by a template such as {@code "Motor {motor}"} (one track per value of the field).
 *
 * @param name the instant's or slice's name template; empty means the event's name
 * @param value the field a counter plots or a state shows
 */
public record Presentation(
    Show show,
    String track,
    Optional<String> name,
    Optional<String> value,
    Position position,
    Position trackPosition,
    Optional<Position> namePosition,
    Optional<Position> valuePosition) {

  /** Whether this is a counter of a float field of {@code event}, which Perfetto gets as a double. */
  public boolean plotsFloat(Event event) {
    return value.flatMap(v -> event.fields().stream().filter(f -> f.name().equals(v)).findFirst())
        .filter(f -> f.type().kind().isFloat()).isPresent();
  }

  /** What the event becomes; the spelling is the catalogue's. */
  public enum Show {
    INSTANT("instant"),
    BEGIN("begin"),
    END("end"),
    COUNTER("counter"),
    /** A slice per value of a bool or enum field, lasting until the next event on the track. */
    STATE("state");

    private final String keyword;

    Show(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }

    /** Every keyword, in order: "instant, begin, end, counter, state". */
    static String keywords() {
      return String.join(", ", Arrays.stream(values()).map(Show::keyword).toList());
    }

    static Optional<Show> of(String keyword) {
      for (Show show : values()) {
        if (show.keyword.equals(keyword)) {
          return Optional.of(show);
        }
      }
      return Optional.empty();
    }
  }

  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");

  /** A template cut into literal text and field references, in order. */
  public sealed interface Part permits Text, FieldRef {}

  public record Text(String text) implements Part {}

  public record FieldRef(String field) implements Part {}

  /** {@code "Motor {motor}"} as [Text("Motor "), FieldRef("motor")]. */
  public static List<Part> parts(String template) {
    List<Part> parts = new ArrayList<>();
    Matcher m = PLACEHOLDER.matcher(template);
    int last = 0;
    while (m.find()) {
      if (m.start() > last) {
        parts.add(new Text(template.substring(last, m.start())));
      }
      parts.add(new FieldRef(m.group(1).strip()));
      last = m.end();
    }
    if (last < template.length()) {
      parts.add(new Text(template.substring(last)));
    }
    return parts;
  }
}

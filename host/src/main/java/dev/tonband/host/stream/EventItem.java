// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;

/**
 * A decoded event of one input, with its timestamp in nanoseconds and its core, and where it
 * came from ({@code input}, {@code frame}: the frame's index in that input) so that problems the
 * model finds later can point at it.
 */
public record EventItem(TraceEvent event, long ns, int core, String input, long frame) implements StreamItem {
  /** A problem found with this event, placed at it and named by its input, frame, name, time and core. */
  public Problem problem(String kind, String message) {
    return problem(event.eventName(), ns, core, input, frame, kind, message);
  }

  /** As {@link #problem(String, String)}, for event {@code name} a consumer took as its parts ({@link ItemSink}). */
  public static Problem problem(String name, long ns, int core, String input, long frame, String kind,
      String message) {
    return new Problem(kind, input + " frame " + frame + " (" + name + ", " + ns + " ns, core " + core + ")",
        message, ns, core);
  }
}

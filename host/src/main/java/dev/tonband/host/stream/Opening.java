// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.util.ArrayList;
import java.util.List;

/**
 * The start of a stream, while its resolution is unknown. Runtimes send timed events (a {@code
 * core_id}) before the {@code ts_resolution_ns}, so the opening's events wait, up to {@link
 * #LIMIT} of them, until the resolution places them; after the opening, events go on at once.
 */
final class Opening {
  /** Opening events held back at most while waiting for the resolution. */
  static final int LIMIT = 4096;

  /**
   * Where events go once they can be placed in time (see {@link TimestampRepair#place}), as their
   * packed parts ({@link dev.tonband.codec.events.PackedSink}).
   */
  interface Placer {
    void place(int id, boolean timed, long ticks, long a, long b, long c, Object ref, int core, long frame);
  }

  private record Held(int id, boolean timed, long ticks, long a, long b, long c, Object ref, int core, long frame) {}

  private final Timebase timebase;
  private final StreamProblems problems;
  private final Placer placer;
  /** The events held, in order; null once the opening is over. */
  private List<Held> events = new ArrayList<>();

  Opening(Timebase timebase, StreamProblems problems, Placer placer) {
    this.timebase = timebase;
    this.problems = problems;
    this.placer = placer;
  }

  boolean isOver() {
    return events == null;
  }

  /**
   * The next event of the stream, with the core it is on and its frame: held while the opening
   * lasts, which it does until the resolution is known or {@link #LIMIT} events are held.
   */
  void add(int id, boolean timed, long ticks, long a, long b, long c, Object ref, int core, long frame) {
    if (events == null) {
      placer.place(id, timed, ticks, a, b, c, ref, core, frame);
      return;
    }
    events.add(new Held(id, timed, ticks, a, b, c, ref, core, frame));
    if (timebase.known() || events.size() >= LIMIT) {
      end();
    }
  }

  /** Places the held events, at the resolution now known, or else at 1 ns per tick (reported). */
  void end() {
    if (events == null) {
      return;
    }
    List<Held> held = events;
    events = null;
    if (!timebase.known() && held.stream().anyMatch(Held::timed)) {
      problems.missingResolution(held.size());
    }
    for (Held e : held) {
      placer.place(e.id(), e.timed(), e.ticks(), e.a(), e.b(), e.c(), e.ref(), e.core(), e.frame());
    }
  }
}

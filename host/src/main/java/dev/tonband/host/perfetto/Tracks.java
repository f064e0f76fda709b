// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import java.io.IOException;
import java.util.List;

/**
 * Creates tracks and writes events on them, keeping Perfetto's rules by construction: a track's
 * descriptor (and its parent's) is written just before its first event, counters go only on
 * counter tracks, a slice end with no open slice is refused rather than written, and no slice or
 * instant goes deeper than the importer keeps.
 */
public final class Tracks {
  /**
   * The importer's slice tracker drops a slice or instant that would sit at this depth or deeper
   * on its track ({@code SliceTracker::kMaxDepth}, src/trace_processor/importers/common/slice_tracker.h).
   */
  static final int MAX_DEPTH = 512;

  private final PerfettoWriter writer;
  private long nextUuid = 1;
  private int nextPid = 1;

  public Tracks(PerfettoWriter writer) {
    this.writer = writer;
  }

  /** A process: a group of tracks, shown collapsible in the UI, whose name never changes. */
  public Track process(String name) {
    return new Track(nextUuid++, Track.Kind.PROCESS, null, nextPid++, name, Track.Unit.NONE);
  }

  /** A top-level group of tracks for an object that may be renamed (see {@link #rename}). */
  public Track group(String name) {
    return new Track(nextUuid++, Track.Kind.GROUP, null, 0, name, Track.Unit.NONE);
  }

  /** A track of slices and instants; {@code parent} may be null for a top-level track. */
  public Track slices(Track parent, String name) {
    return new Track(nextUuid++, Track.Kind.SLICES, parent, 0, name, Track.Unit.NONE);
  }

  public Track counter(Track parent, String name, Track.Unit unit) {
    return new Track(nextUuid++, Track.Kind.COUNTER, parent, 0, name, unit);
  }

  /**
   * Gives a track the name that arrived after its first event. Its descriptor is sent again:
   * the importer shows the last name of a track that is never merged with its siblings, which
   * all of ours are. A process keeps its first name, so processes are not renamed.
   */
  public void rename(Track track, String name) throws IOException {
    if (track.kind == Track.Kind.PROCESS) {
      throw new IllegalArgumentException("process '" + track.name + "' cannot be renamed; use a group");
    }
    if (name.equals(track.name)) {
      return;
    }
    int n = 0;
    for (Track t = track; t != null; t = t.overflow) {
      t.name = n++ == 0 ? name : overflowName(name, n - 1);
      if (t.described) {
        writer.descriptor(t);
      }
    }
  }

  /**
   * Begins a slice. One that would sit at the importer's {@link #MAX_DEPTH} is not written (the
   * importer would drop it, and its end would then close the slice around it); its end is not
   * written either.
   */
  public void begin(Track track, long ns, String name) throws IOException {
    use(track, Track.Kind.SLICES);
    track.stackedInstants = 0;
    if (track.openSlices == MAX_DEPTH) {
      track.unwrittenSlices++;
      return;
    }
    track.openSlices++;
    writer.sliceBegin(track, ns, name);
  }

  /** Ends the innermost open slice; false (and nothing written) when none is open. */
  public boolean end(Track track, long ns) throws IOException {
    if (track.unwrittenSlices > 0) { // slices nest: the innermost open one is one not written
      track.unwrittenSlices--;
      return true;
    }
    if (track.openSlices == 0) {
      return false;
    }
    track.openSlices--;
    track.stackedInstants = 0;
    writer.sliceEnd(track, ns);
    return true;
  }

  /** Ends the open state slice, if any, and begins one named {@code state}; no-op when unchanged. */
  public void state(Track track, long ns, String state) throws IOException {
    if (state.equals(track.state)) {
      return;
    }
    if (track.state != null) {
      end(track, ns);
    }
    track.state = state;
    begin(track, ns, state);
  }

  public void instant(Track track, long ns, String name) throws IOException {
    writer.instant(stackFor(track, ns), ns, name);
  }

  public void instant(Track track, long ns, String name, List<Annotation> annotations) throws IOException {
    writer.annotatedInstant(stackFor(track, ns), ns, name, annotations);
  }

  /**
   * The track an instant at {@code ns} goes on: {@code track}, or past the importer's depth limit
   * one of its overflow tracks. The importer's slice tracker stacks instants of one timestamp on
   * one track (each a child of the one before) on top of the slices open there, and a slice begin
   * or end, or a later time, pops them ({@code SliceTracker::MaybeCloseStack}, slice_tracker.cc).
   * So when the {@link #MAX_DEPTH}th would stack up, the instant goes on the track's first
   * overflow track, a sibling named as it with " (more at one time #1)", and so on.
   */
  private Track stackFor(Track track, long ns) throws IOException {
    Track t = track;
    for (int n = 1; ; n++) {
      use(t, Track.Kind.SLICES);
      if (t.instantsNs != ns) {
        t.instantsNs = ns;
        t.stackedInstants = 0;
      }
      if (t.openSlices + t.stackedInstants < MAX_DEPTH) {
        t.stackedInstants++;
        return t;
      }
      if (t.overflow == null) {
        t.overflow = slices(track.parent, overflowName(track.name, n));
      }
      t = t.overflow;
    }
  }

  private static String overflowName(String name, int n) {
    return name + " (more at one time #" + n + ")";
  }

  public void counter(Track track, long ns, long value) throws IOException {
    use(track, Track.Kind.COUNTER);
    writer.counter(track, ns, value);
  }

  /** A counter value of a float field: Perfetto's double_counter_value. */
  public void counter(Track track, long ns, double value) throws IOException {
    use(track, Track.Kind.COUNTER);
    writer.counter(track, ns, value);
  }

  private void use(Track track, Track.Kind kind) throws IOException {
    if (track.kind != kind) {
      throw new IllegalArgumentException(kind + " event on " + track.kind + " track '" + track.name + "'");
    }
    if (!track.described) {
      describe(track);
    }
  }

  private void describe(Track track) throws IOException {
    if (track.parent != null && !track.parent.described) {
      describe(track.parent);
    }
    writer.descriptor(track);
    track.described = true;
  }
}

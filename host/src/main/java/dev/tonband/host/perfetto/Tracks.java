package dev.tonband.host.perfetto;

import dev.tonband.host.perfetto.proto.CounterDescriptor;
import dev.tonband.host.perfetto.proto.DebugAnnotation;
import dev.tonband.host.perfetto.proto.ProcessDescriptor;
import dev.tonband.host.perfetto.proto.TrackDescriptor;
import dev.tonband.host.perfetto.proto.TrackEvent;
import java.io.IOException;
import java.util.List;

/**
 * Creates tracks and writes events on them, keeping Perfetto's rules by construction: a track's
 * descriptor (and its parent's) is written just before its first event, counters go only on
 * counter tracks, and a slice end with no open slice is refused rather than written.
 */
public final class Tracks {
  private final PerfettoWriter writer;
  private long nextUuid = 1;
  private int nextPid = 1;

  public Tracks(PerfettoWriter writer) {
    this.writer = writer;
  }

  /** A process: a group of tracks, shown collapsible in the UI. */
  public Track process(String name) {
    return new Track(nextUuid++, Track.Kind.PROCESS, null, nextPid++, name);
  }

  /** A track of slices and instants; {@code parent} may be null for a top-level track. */
  public Track slices(Track parent, String name) {
    return new Track(nextUuid++, Track.Kind.SLICES, parent, 0, name);
  }

  public Track counter(Track parent, String name) {
    return new Track(nextUuid++, Track.Kind.COUNTER, parent, 0, name);
  }

  /** Gives a track the name that arrived after its first event; the UI shows the latest. */
  public void rename(Track track, String name) throws IOException {
    track.name = name;
    if (track.described) {
      describe(track);
    }
  }

  public void begin(Track track, long ns, String name) throws IOException {
    use(track, Track.Kind.SLICES);
    track.openSlices++;
    writer.sliceBegin(track.uuid, ns, name);
  }

  /** Ends the innermost open slice; false (and nothing written) when none is open. */
  public boolean end(Track track, long ns) throws IOException {
    if (track.openSlices == 0) {
      return false;
    }
    track.openSlices--;
    writer.sliceEnd(track.uuid, ns);
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
    use(track, Track.Kind.SLICES);
    writer.instant(track.uuid, ns, name);
  }

  public void instant(Track track, long ns, String name, List<DebugAnnotation> annotations) throws IOException {
    use(track, Track.Kind.SLICES);
    writer.annotated(TrackEvent.Type.TYPE_INSTANT, track.uuid, ns, name, annotations);
  }

  public void counter(Track track, long ns, long value) throws IOException {
    use(track, Track.Kind.COUNTER);
    writer.counter(track.uuid, ns, value);
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
    TrackDescriptor.Builder d = TrackDescriptor.newBuilder().setUuid(track.uuid);
    switch (track.kind) {
      case PROCESS -> d.setProcess(ProcessDescriptor.newBuilder().setPid(track.pid).setProcessName(track.name));
      case SLICES -> d.setName(track.name);
      case COUNTER -> d.setName(track.name).setCounter(CounterDescriptor.getDefaultInstance());
    }
    if (track.parent != null) {
      d.setParentUuid(track.parent.uuid);
    }
    writer.descriptor(d.build());
    track.described = true;
  }
}

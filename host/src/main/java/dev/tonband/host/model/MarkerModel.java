package dev.tonband.host.model;

import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;

/**
 * Event markers (instants and begin/end slices named by their message; function markers are
 * event markers named after the function) and value markers (counters). Global markers live in
 * the process "Markers"; task-local ones in their task's process, through {@link #markers}.
 */
final class MarkerModel {
  /** The marker tracks of one owner: the global "Markers" process or a task's process. */
  static final class Markers {
    final IdMap<Track> events = new IdMap<>();
    final IdMap<Track> values = new IdMap<>();
    final NamedTracks eventNames = new NamedTracks("Marker");
    final NamedTracks valueNames = new NamedTracks("Value");
  }

  private final Tracks out;
  private final Reporter reporter;

  MarkerModel(Tracks out, Reporter reporter) {
    this.out = out;
    this.reporter = reporter;
  }

  void eventName(Markers m, long id, String name) throws IOException {
    m.eventNames.setName(id, name, out);
  }

  void valueName(Markers m, long id, String name) throws IOException {
    m.valueNames.setName(id, name, out);
  }

  void instant(Markers m, Track owner, long id, long ns, String msg) throws IOException {
    Track track = eventTrack(m, owner, id);
    out.instant(track, ns, shown(msg, track));
  }

  /** A function marker (empty message) shows as a slice named after its marker. */
  void begin(Markers m, Track owner, long id, long ns, String msg) throws IOException {
    Track track = eventTrack(m, owner, id);
    out.begin(track, ns, shown(msg, track));
  }

  private static String shown(String msg, Track track) {
    return msg.isEmpty() ? track.name() : msg;
  }

  void end(Markers m, Track owner, long id, long ns, int core) throws IOException {
    if (!out.end(eventTrack(m, owner, id), ns)) {
      reporter.report("END_WITHOUT_BEGIN", ns, core,
          "end of event marker '" + m.eventNames.name(id) + "' without a begin; ignored");
    }
  }

  void value(Markers m, Track owner, long id, long ns, long value) throws IOException {
    Track track = m.values.get(id);
    if (track == null) {
      track = out.counter(owner, m.valueNames.name(id), Track.Unit.NONE);
      m.values.put(id, track);
      m.valueNames.shownOn(id, track);
    }
    out.counter(track, ns, value);
  }

  private Track eventTrack(Markers m, Track owner, long id) {
    Track track = m.events.get(id);
    if (track == null) {
      track = out.slices(owner, m.eventNames.name(id));
      m.events.put(id, track);
      m.eventNames.shownOn(id, track);
    }
    return track;
  }
}

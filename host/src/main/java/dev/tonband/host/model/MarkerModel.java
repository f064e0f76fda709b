package dev.tonband.host.model;

import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Event markers (instants and begin/end slices named by their message; function markers are
 * event markers named after the function) and value markers (counters). Global markers live in
 * the process "Markers"; task-local ones in their task's process, through {@link #markers}.
 */
final class MarkerModel {
  /** The marker tracks of one owner: the global "Markers" process or a task's process. */
  static final class Markers {
    final Map<Long, Track> events = new HashMap<>();
    final Map<Long, Track> values = new HashMap<>();
    final NamedTracks eventNames = new NamedTracks("Marker");
    final NamedTracks valueNames = new NamedTracks("Value");
  }

  private final Tracks out;
  private final Reporter reporter;

  MarkerModel(Tracks out, Reporter reporter) {
    this.out = out;
    this.reporter = reporter;
  }

  void eventName(Markers m, long id, String name, long ns, int core) throws IOException {
    if (m.eventNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "event marker " + id + " was named '" + name + "' after its first event");
    }
  }

  void valueName(Markers m, long id, String name, long ns, int core) throws IOException {
    if (m.valueNames.setName(id, name, out)) {
      reporter.report("LATE_METADATA", ns, core, "value marker " + id + " was named '" + name + "' after its first value");
    }
  }

  void instant(Markers m, Track owner, long id, long ns, String msg) throws IOException {
    out.instant(eventTrack(m, owner, id), ns, msg);
  }

  void begin(Markers m, Track owner, long id, long ns, String msg) throws IOException {
    out.begin(eventTrack(m, owner, id), ns, msg);
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
      track = out.counter(owner, m.valueNames.name(id));
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

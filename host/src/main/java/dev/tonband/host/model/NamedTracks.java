package dev.tonband.host.model;

import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Names of one kind of object (ISRs, tasks, queues, markers) and the tracks shown for them. An
 * object used before its name arrived is shown as e.g. "Task 5"; when the name comes later its
 * tracks are renamed and the late metadata is reported.
 */
final class NamedTracks {
  private final String kind;
  private final Map<Long, String> names = new HashMap<>();
  private final Map<Long, List<Track>> tracks = new HashMap<>();

  NamedTracks(String kind) {
    this.kind = kind;
  }

  /** The object's name, or a placeholder such as "ISR 3". */
  String name(long id) {
    String name = names.get(id);
    return name != null ? name : kind + " " + id;
  }

  boolean named(long id) {
    return names.containsKey(id);
  }

  /** Remembers a track whose name includes the object's name, to rename it later. */
  void shownOn(long id, Track track) {
    tracks.computeIfAbsent(id, k -> new ArrayList<>(2)).add(track);
  }

  /**
   * Records a name. Returns true when the object already had tracks under its placeholder name,
   * i.e. events came before their metadata; those tracks are renamed.
   */
  boolean setName(long id, String name, Tracks out) throws IOException {
    boolean wasNamed = named(id);
    String previous = name(id);
    names.put(id, name);
    List<Track> shown = tracks.getOrDefault(id, List.of());
    for (Track track : shown) {
      out.rename(track, track.name().replace(previous, name));
    }
    return !wasNamed && !shown.isEmpty();
  }
}

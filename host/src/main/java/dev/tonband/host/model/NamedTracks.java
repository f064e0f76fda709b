package dev.tonband.host.model;

import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Names of one kind of object (ISRs, tasks, queues, markers) and the tracks shown for them. An
 * object used before its name arrived is shown as e.g. "Task 5"; when the name comes later (a
 * runtime that names a task after creating it, a capture that starts late and gets the names
 * re-sent) its tracks are renamed. That is normal, not a problem of the trace.
 */
final class NamedTracks {
  private final String kind;
  private final IdMap<String> names = new IdMap<>();
  private final IdMap<List<Track>> tracks = new IdMap<>();

  NamedTracks(String kind) {
    this.kind = kind;
  }

  private final IdMap<String> placeholders = new IdMap<>();

  /** The object's name, or a placeholder such as "ISR 3". */
  String name(long id) {
    String name = names.get(id);
    if (name == null) {
      name = placeholders.get(id);
    }
    return name != null ? name : kind + " " + id;
  }

  /** A better placeholder than "kind id" for an unnamed object, e.g. "Message buffer 2". */
  void setPlaceholder(long id, String placeholder, Tracks out) throws IOException {
    if (!named(id)) {
      rename(id, placeholder, out);
      placeholders.put(id, placeholder);
    }
  }

  boolean named(long id) {
    return names.containsKey(id);
  }

  /** Remembers a track whose name includes the object's name, to rename it later. */
  void shownOn(long id, Track track) {
    List<Track> shown = tracks.get(id);
    if (shown == null) {
      shown = new ArrayList<>(2);
      tracks.put(id, shown);
    }
    shown.add(track);
  }

  /**
   * Records a name and renames the object's tracks that show the previous one. An empty name
   * names nothing: the placeholder stays, as a track must have a name to be shown.
   */
  void setName(long id, String name, Tracks out) throws IOException {
    if (name.isEmpty()) {
      return;
    }
    rename(id, name, out);
    names.put(id, name);
  }

  private void rename(long id, String name, Tracks out) throws IOException {
    String previous = name(id);
    List<Track> shown = tracks.get(id);
    for (Track track : shown != null ? shown : List.<Track>of()) {
      out.rename(track, track.name().replace(previous, name));
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.Names;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tracks whose names include an object's name, to rename them when the trace renames the
 * object ({@link Names}): its name arrived after its first event, or a better placeholder did.
 */
final class NamedTracks {
  private final Tracks out;
  private final Map<Names.Space, IdMap<List<Track>>> shown = new IdentityHashMap<>();

  NamedTracks(Tracks out) {
    this.out = out;
  }

  /** Remembers that {@code track}'s name includes the name of object {@code id} of {@code space}. */
  void shownOn(Names.Space space, long id, Track track) {
    IdMap<List<Track>> objects = shown.computeIfAbsent(space, s -> new IdMap<>());
    List<Track> tracks = objects.get(id);
    if (tracks == null) {
      tracks = new ArrayList<>(2);
      objects.put(id, tracks);
    }
    tracks.add(track);
  }

  void renamed(Names.Space space, long id, String previous, String name) throws IOException {
    IdMap<List<Track>> objects = shown.get(space);
    List<Track> tracks = objects != null ? objects.get(id) : null;
    for (Track track : tracks != null ? tracks : List.<Track>of()) {
      out.rename(track, track.name().replace(previous, name));
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

/**
 * What the trackers made of the latest event beyond its fields: the owner of the markers it used
 * (the global markers, or a task's), and the object it named. Decode names an event's fields by
 * it ({@code dev.tonband.host.text}); the {@link Dispatch} starts it afresh at each event.
 */
public final class LatestEvent {
  private Markers.Owner markers;
  private Names.Space namedSpace;
  private long namedId;

  void begin() {
    markers = null;
    namedSpace = null;
  }

  void usedMarkers(Markers.Owner owner) {
    markers = owner;
  }

  void nameGiven(Names.Space space, long id) {
    namedSpace = space;
    namedId = id;
  }

  /** The owner of the markers the latest event used, or null when it used none. */
  public Markers.Owner markers() {
    return markers;
  }

  /** Whether the latest event named object {@code id} of {@code space} (a name event of its own). */
  public boolean gaveName(Names.Space space, long id) {
    return space == namedSpace && id == namedId;
  }
}

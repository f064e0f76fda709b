// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.List;

/**
 * The names a trace gives its objects, one {@link Space} per kind (ISRs, tasks, queues, ...; the
 * markers of each owner have spaces of their own). An object used before its name arrived is
 * called e.g. "Task 5"; when the name comes later (a runtime that names a task after creating
 * it, a capture that starts late and gets the names re-sent) the tracks named after it are
 * renamed ({@link TrackTracker}). That is normal, not a problem of the trace. An empty name names nothing.
 */
public final class Names {
  /** The names of one kind of object. */
  public static final class Space {
    private final String kind;
    private final IdMap<String> names = new IdMap<>();
    private final IdMap<String> placeholders = new IdMap<>();
    /** "Kind id" of the objects that have no better name, made once: outputs then meet the same String each time. */
    private final IdMap<String> defaults = new IdMap<>();

    Space(String kind) {
      this.kind = kind;
    }

    /** The object's name, or a placeholder such as "ISR 3". */
    public String name(long id) {
      String name = given(id);
      if (name == null) {
        name = defaults.get(id);
        if (name == null) {
          name = kind + " " + id;
          defaults.put(id, name);
        }
      }
      return name;
    }

    /**
     * The name the trace gave the object, or a better placeholder than "kind id" that the trace
     * implies (such as "Message buffer 2"); null when it has neither.
     */
    public String given(long id) {
      String name = names.get(id);
      return name != null ? name : placeholders.get(id);
    }

    public boolean named(long id) {
      return names.containsKey(id);
    }

    /** The ids that have a name, in order. */
    public List<Long> ids() {
      return List.copyOf(names.byId().keySet());
    }

    /** The name, or just the id where there is none: "queue 3" reads better than "queue Queue 3". */
    public String shown(long id) {
      String name = names.get(id);
      return name != null ? name : Long.toString(id);
    }
  }

  public final Space isrs = new Space("ISR");
  public final Space tasks = new Space("Task");
  public final Space queues = new Space("Queue");
  public final Space buffers = new Space("Stream buffer");
  public final Space eventGroups = new Space("Event group");
  public final Space timers = new Space("Timer");

  /** The tracks named after objects, renamed with them. */
  TrackTracker tracks;
  private final LatestEvent latest;

  Names(LatestEvent latest) {
    this.latest = latest;
  }

  /** A new space, for the markers of one owner. */
  Space space(String kind) {
    return new Space(kind);
  }

  void set(Space space, long id, String name) throws IOException {
    if (name.isEmpty()) {
      return;
    }
    space.names.put(id, name);
    renamed(space, id);
  }

  /** A better placeholder than "kind id" for an unnamed object, e.g. "Message buffer 2". */
  void placeholder(Space space, long id, String placeholder) throws IOException {
    if (!space.named(id)) {
      space.placeholders.put(id, placeholder);
      renamed(space, id);
    }
  }

  private void renamed(Space space, long id) throws IOException {
    latest.nameGiven(space, id);
    tracks.renamed(space, id);
  }
}

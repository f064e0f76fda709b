// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * Event markers (instants, and slices from begin to end) and value markers, global or of a task:
 * how often each occurred, how long its slices lasted, how many were still open at the end, and
 * the range of its values. Markers are named per owner, as the trace names them; a named marker
 * that never occurred is one that occurred 0 times.
 */
final class MarkerTimes {
  /** The markers of one owner that were named or occurred: the global ones, or those of a task. */
  static final class Owner {
    final Markers.Owner owner;
    final IdMap<Marker> events = new IdMap<>();
    final IdMap<Marker> values = new IdMap<>();

    Owner(Markers.Owner owner) {
      this.owner = owner;
    }

    Marker event(long id) {
      return marker(events, id, false);
    }

    Marker value(long id) {
      return marker(values, id, true);
    }

    private static Marker marker(IdMap<Marker> markers, long id, boolean value) {
      Marker marker = markers.get(id);
      if (marker == null) {
        marker = new Marker(id, value);
        markers.put(id, marker);
      }
      return marker;
    }
  }

  /** One marker. */
  static final class Marker {
    final long id;
    final boolean value;
    long instants;
    final Durations slices = new Durations();
    long values;
    long min;
    long minAt;
    long max;
    long maxAt;

    Marker(long id, boolean value) {
      this.id = id;
      this.value = value;
    }

    void value(long ns, long v) {
      if (values == 0 || v < min) {
        min = v;
        minAt = ns;
      }
      if (values == 0 || v > max) {
        max = v;
        maxAt = ns;
      }
      values++;
    }
  }

  private Owner global;
  private final IdMap<Owner> tasks = new IdMap<>();

  Owner of(Markers.Owner owner) {
    if (owner.task < 0) {
      if (global == null) {
        global = new Owner(owner);
      }
      return global;
    }
    Owner times = tasks.get(owner.task);
    if (times == null) {
      times = new Owner(owner);
      tasks.put(owner.task, times);
    }
    return times;
  }

  /** Every marker named or used, global ones first, each owner's in id order. */
  List<Stats.Marker> finish(Markers markers, Names.Space taskNames) {
    for (Markers.Owner owner : markers.owners()) {
      owner.eventNames.ids().forEach(id -> of(owner).event(id));
      owner.valueNames.ids().forEach(id -> of(owner).value(id));
    }
    List<Stats.Marker> result = new ArrayList<>();
    if (global != null) {
      add(result, global, null);
    }
    tasks.values().stream().sorted((a, b) -> Long.compare(a.owner.task, b.owner.task))
        .forEach(owner -> add(result, owner, taskNames.name(owner.owner.task)));
    return result;
  }

  private static void add(List<Stats.Marker> result, Owner times, String task) {
    Markers.Owner owner = times.owner;
    times.events.values().stream().sorted((a, b) -> Long.compare(a.id, b.id)).forEach(m -> result.add(
        new Stats.Marker(owner.eventNames.name(m.id), task, false, m.instants, m.slices.summary(),
            owner.openSlices(m.id).size(), 0, 0, 0, 0, 0)));
    times.values.values().stream().sorted((a, b) -> Long.compare(a.id, b.id)).forEach(m -> result.add(
        new Stats.Marker(owner.valueNames.name(m.id), task, true, 0, Summary.NONE, 0, m.values, m.min, m.minAt, m.max,
            m.maxAt)));
  }
}

package dev.tonband.host.stats;

import dev.tonband.host.freertos.IdMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Event markers (instants, and slices from begin to end) and value markers, global or of a task:
 * how often each occurred, how long its slices lasted, and the range of its values. Markers are
 * named per owner, as the converter names their tracks.
 */
final class MarkerTimes {
  /** Slices nest a few deep; deeper means begins whose ends were lost. */
  private static final int MAX_NESTING = 1024;

  /** The markers of one owner: the global ones, or those of a task. */
  static final class Owner {
    final long task;
    final Names eventNames = new Names("Marker");
    final Names valueNames = new Names("Value");
    final IdMap<Marker> events = new IdMap<>();
    final IdMap<Marker> values = new IdMap<>();

    Owner(long task) {
      this.task = task;
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
    private long[] begins = new long[2];
    private int open;
    final Durations slices = new Durations();
    long values;
    long min = Long.MAX_VALUE;
    long minAt;
    long max = Long.MIN_VALUE;
    long maxAt;

    Marker(long id, boolean value) {
      this.id = id;
      this.value = value;
    }

    void begin(long ns) {
      if (open == MAX_NESTING) {
        System.arraycopy(begins, 1, begins, 0, open - 1);
        open--;
      }
      if (open == begins.length) {
        begins = Arrays.copyOf(begins, open * 2);
      }
      begins[open++] = ns;
    }

    /** Ends the innermost open slice; false when none is open. */
    boolean end(long ns) {
      if (open == 0) {
        return false;
      }
      long begin = begins[--open];
      slices.record(ns - begin, begin);
      return true;
    }

    void value(long ns, long v) {
      values++;
      if (v < min) {
        min = v;
        minAt = ns;
      }
      if (v > max) {
        max = v;
        maxAt = ns;
      }
    }
  }

  final Owner global = new Owner(-1);
  private final IdMap<Owner> tasks = new IdMap<>();

  Owner of(long task) {
    Owner owner = tasks.get(task);
    if (owner == null) {
      owner = new Owner(task);
      tasks.put(task, owner);
    }
    return owner;
  }

  /** Every marker, global ones first, each owner's in id order. */
  List<Stats.Marker> finish(Names taskNames) {
    List<Stats.Marker> result = new ArrayList<>();
    add(result, global, null);
    tasks.values().stream().sorted((a, b) -> Long.compare(a.task, b.task))
        .forEach(owner -> add(result, owner, taskNames.name(owner.task)));
    return result;
  }

  private static void add(List<Stats.Marker> result, Owner owner, String task) {
    owner.events.values().stream().sorted((a, b) -> Long.compare(a.id, b.id)).forEach(m -> result.add(
        new Stats.Marker(owner.eventNames.name(m.id), task, false, m.instants, m.slices.summary(), 0, 0, 0, 0, 0)));
    owner.values.values().stream().sorted((a, b) -> Long.compare(a.id, b.id)).forEach(m -> result.add(
        new Stats.Marker(owner.valueNames.name(m.id), task, true, 0, Summary.NONE, m.values, m.min, m.minAt, m.max,
            m.maxAt)));
  }
}

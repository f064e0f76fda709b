// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one registry of a trace's tracks, as Perfetto's {@code TrackTracker}: each thing an output
 * shows over time (an interrupt on a core, a task's runs on a core, its states, a queue's level,
 * a marker of an owner, the heap's use, a task's free stack, an application track) is one track id, with its kind, its parent and its
 * current name. A track is made by the tracker whose event first needs it, its parent first, so
 * ids count up in the order the trace first needs them, whichever outputs listen; the tracker
 * tells its listener the track with each call ({@link TraceListener}). An object renamed later
 * ({@link Names}) renames every track named after it, and listeners are told by track id.
 */
public final class TrackTracker {
  /** What a track shows. */
  public enum Kind {
    ERRORS(null, "Tracing Errors", null, Unit.NONE),
    CORE(null, null, null, Unit.NONE),
    ISR(CORE, null, "isr", Unit.NONE),
    TASK_RUNS(CORE, null, "task", Unit.NONE),
    DROPPED(CORE, "Dropped events", "dropped", Unit.COUNT),
    ISR_FAILED_CALLS(CORE, "Failed calls (interrupts, no task)", null, Unit.NONE),
    TASK(null, null, null, Unit.NONE),
    TASK_STATE(TASK, "State", null, Unit.NONE),
    PRIORITY(TASK, "Priority", "priority", Unit.PRIORITY),
    STACK(TASK, "Stack free", "stack", Unit.BYTES),
    NOTIFICATIONS(TASK, "Notifications", null, Unit.NONE),
    TIMERS(TASK, "Timers", null, Unit.NONE),
    FAILED_CALLS(TASK, "Failed calls", null, Unit.NONE),
    MARKERS(null, "Markers", null, Unit.NONE),
    MARKER(MARKERS, null, "marker", Unit.NONE),
    VALUE(MARKERS, null, "value", Unit.NONE),
    TASK_MARKER(TASK, null, "task_marker", Unit.NONE),
    TASK_VALUE(TASK, null, "task_value", Unit.NONE),
    QUEUES(null, "Queues", null, Unit.NONE),
    QUEUE(QUEUES, null, "queue", Unit.ITEMS),
    MUTEXES(null, "Mutexes", null, Unit.NONE),
    MUTEX(MUTEXES, null, "mutex", Unit.ITEMS),
    BUFFERS(null, "Stream buffers", null, Unit.NONE),
    BUFFER(BUFFERS, null, "buffer", Unit.BYTES),
    EVENT_GROUPS(null, "Event groups", null, Unit.NONE),
    EVENT_GROUP(EVENT_GROUPS, null, "event_group", Unit.BITS),
    HEAPS(null, "Heap", null, Unit.NONE),
    HEAP(HEAPS, "In use", "heap", Unit.BYTES),
    HEAP_CALLS(HEAPS, "No task known", null, Unit.NONE),
    APPLICATION(null, "Application", null, Unit.NONE),
    APP_SLICES(APPLICATION, null, "app", Unit.NONE),
    APP_COUNTER(APPLICATION, null, "app", Unit.NONE),
    FOREIGN(null, "Foreign events", null, Unit.NONE),
    FOREIGN_EVENTS(FOREIGN, null, null, Unit.NONE);

    /** The kind of the track's parent; null: a top-level track. */
    public final Kind parent;
    /** The track's name when it is not named after an object. */
    final String name;
    /** The kind's name in the tables' {@code kind} column; null for a kind they do not show. */
    public final String column;
    /** What the track's values count, for a track of values. */
    public final Unit unit;

    Kind(Kind parent, String name, String column, Unit unit) {
      this.parent = parent;
      this.name = name;
      this.column = column;
      this.unit = unit;
    }
  }

  /** What the values of a track count. */
  public enum Unit {
    NONE, COUNT, ITEMS, BYTES, BITS, PRIORITY;

    /** The unit's name in the tables' {@code unit} column. */
    public final String column = name().toLowerCase(java.util.Locale.ROOT);
  }

  /** One track: where its name comes from, if from an object. */
  private record Entry(Kind kind, int parent, String name, Names.Space space, long object) {}

  private final Names names;
  TraceListener listener = TraceListener.NONE;
  private final List<Entry> tracks = new ArrayList<>();
  /** Track ids by kind, owner (core, task, or 0) and object. */
  private final TrackKeys byObject = new TrackKeys();
  /** Tracks of application and foreign events, by kind, then by their declared name. */
  private final Map<Kind, Map<String, Integer>> byName = new EnumMap<>(Kind.class);
  /** The tracks named after each object, to rename them with it. */
  private final Map<Names.Space, IdMap<int[]>> namedAfter = new IdentityHashMap<>();
  /** The tracks whose name changed after they were made. */
  private final BitSet renamed = new BitSet();

  TrackTracker(Names names) {
    this.names = names;
  }

  /** How many tracks there are: their ids are 0 to this, less one. */
  public int count() {
    return tracks.size();
  }

  /**
   * Whether the track's name changed after it was made (its object was named after the track was
   * first shown): what an output wrote under the earlier name is now out of date.
   */
  public boolean renamed(int track) {
    return renamed.get(track);
  }

  public Kind kind(int track) {
    return tracks.get(track).kind;
  }

  /** The track's parent, or -1 for a top-level track. */
  public int parent(int track) {
    return tracks.get(track).parent;
  }

  /** The track's name now: its object's latest name, for a track named after one. */
  public String name(int track) {
    Entry entry = tracks.get(track);
    return entry.space != null ? entry.space.name(entry.object) : entry.name;
  }

  /** The object a track is named after (an ISR, a task, a queue, ...), or 0 for a track of fixed name. */
  public long object(int track) {
    return tracks.get(track).object;
  }

  public int errors() {
    return group(Kind.ERRORS);
  }

  /** The process of {@code core}, "Core #N". */
  private int core(int core) {
    int track = find(Kind.CORE, core, 0);
    return track >= 0 ? track : add(Kind.CORE, core, -1, "Core #" + core);
  }

  public int isr(int core, long isr) {
    int track = find(Kind.ISR, core, isr);
    return track >= 0 ? track : named(Kind.ISR, core, core(core), names.isrs, isr);
  }

  /** The runs of {@code task} on {@code core}. */
  public int taskRuns(int core, long task) {
    int track = find(Kind.TASK_RUNS, core, task);
    return track >= 0 ? track : named(Kind.TASK_RUNS, core, core(core), names.tasks, task);
  }

  public int dropped(int core) {
    int track = find(Kind.DROPPED, core, 0);
    return track >= 0 ? track : add(Kind.DROPPED, core, core(core), Kind.DROPPED.name);
  }

  /** The group of {@code task}'s own tracks, named after it. */
  public int task(long task) {
    int track = find(Kind.TASK, 0, task);
    return track >= 0 ? track : named(Kind.TASK, 0, -1, names.tasks, task);
  }

  public int taskState(long task) {
    return ofTask(Kind.TASK_STATE, task);
  }

  public int priority(long task) {
    return ofTask(Kind.PRIORITY, task);
  }

  /** The least free stack the trace shows for {@code task}, in bytes. */
  public int stack(long task) {
    return ofTask(Kind.STACK, task);
  }

  public int notifications(long task) {
    return ofTask(Kind.NOTIFICATIONS, task);
  }

  public int timers(long task) {
    return ofTask(Kind.TIMERS, task);
  }

  /**
   * Where a failed call made on {@code core} shows: on {@code task}'s own track, or, when no task
   * made it ({@code task} -1: an interrupt, or before any task ran), on the core's.
   */
  public int failedCalls(int core, long task) {
    if (task >= 0) {
      return ofTask(Kind.FAILED_CALLS, task);
    }
    int track = find(Kind.ISR_FAILED_CALLS, core, 0);
    return track >= 0 ? track : add(Kind.ISR_FAILED_CALLS, core, core(core), Kind.ISR_FAILED_CALLS.name);
  }

  /** The slices and instants of event marker {@code marker} of {@code owner}. */
  public int marker(Markers.Owner owner, long marker) {
    return owner.task < 0 ? inGroup(Kind.MARKER, owner.eventNames, marker)
        : ofTask(Kind.TASK_MARKER, owner.task, owner.eventNames, marker);
  }

  /** The values of value marker {@code marker} of {@code owner}. */
  public int markerValue(Markers.Owner owner, long marker) {
    return owner.task < 0 ? inGroup(Kind.VALUE, owner.valueNames, marker)
        : ofTask(Kind.TASK_VALUE, owner.task, owner.valueNames, marker);
  }

  public int queue(long queue) {
    return inGroup(Kind.QUEUE, names.queues, queue);
  }

  public int mutex(long mutex) {
    return inGroup(Kind.MUTEX, names.queues, mutex);
  }

  public int buffer(long buffer) {
    return inGroup(Kind.BUFFER, names.buffers, buffer);
  }

  public int eventGroup(long group) {
    return inGroup(Kind.EVENT_GROUP, names.eventGroups, group);
  }

  /** The FreeRTOS heap's bytes in use, in the group "Heap". */
  public int heap() {
    int track = find(Kind.HEAP, 0, 0);
    return track >= 0 ? track : add(Kind.HEAP, 0, group(Kind.HEAPS), Kind.HEAP.name);
  }

  /**
   * The allocations and frees {@code task} made, in the group "Heap", named after the task; those
   * made where no task is known (before the scheduler starts) on a track of their own.
   */
  public int heapCalls(long task) {
    if (task >= 0) {
      return inGroup(Kind.HEAP_CALLS, names.tasks, task);
    }
    int track = find(Kind.HEAP_CALLS, -1, 0);
    return track >= 0 ? track : add(Kind.HEAP_CALLS, -1, group(Kind.HEAPS), Kind.HEAP_CALLS.name);
  }

  /** An application track of slices and instants, by its declared name. */
  public int appSlices(String track) {
    return declared(Kind.APP_SLICES, track);
  }

  /** An application counter, by its declared name (which a slice track may share). */
  public int appCounter(String track) {
    return declared(Kind.APP_COUNTER, track);
  }

  /** The events of another producer's schema, by the schema's name. */
  public int foreign(String schema) {
    return declared(Kind.FOREIGN_EVENTS, schema);
  }

  /** Tells the listener of each track named after object {@code id} of {@code space}, which was renamed. */
  void renamed(Names.Space space, long id) throws IOException {
    IdMap<int[]> objects = namedAfter.get(space);
    int[] shown = objects != null ? objects.get(id) : null;
    for (int track : shown != null ? shown : new int[0]) {
      renamed.set(track);
      listener.trackRenamed(track);
    }
  }

  /** The one top-level track of {@code kind}, named as the kind says. */
  private int group(Kind kind) {
    int track = find(kind, 0, 0);
    return track >= 0 ? track : add(kind, 0, -1, kind.name);
  }

  /** The track of {@code task} named as the kind says, in the task's group. */
  private int ofTask(Kind kind, long task) {
    int track = find(kind, task, 0);
    return track >= 0 ? track : add(kind, task, task(task), kind.name);
  }

  /** The track of object {@code object} of {@code task}, in the task's group. */
  private int ofTask(Kind kind, long task, Names.Space space, long object) {
    int track = find(kind, task, object);
    return track >= 0 ? track : named(kind, task, task(task), space, object);
  }

  /** The track of object {@code object}, in the group of its kind's objects. */
  private int inGroup(Kind kind, Names.Space space, long object) {
    int track = find(kind, 0, object);
    return track >= 0 ? track : named(kind, 0, group(kind.parent), space, object);
  }

  /** The track of {@code object} of {@code owner} (a core, a task, or 0), or -1 when there is none yet. */
  private int find(Kind kind, long owner, long object) {
    return byObject.get(kind.ordinal(), owner, object);
  }

  /** A new track of a fixed name, under {@code parent} (-1: none). */
  private int add(Kind kind, long owner, int parent, String name) {
    int track = add(new Entry(kind, parent, name, null, 0));
    byObject.put(kind.ordinal(), owner, 0, track);
    return track;
  }

  /** A new track named after {@code object} of {@code space}, renamed with it. */
  private int named(Kind kind, long owner, int parent, Names.Space space, long object) {
    int track = add(new Entry(kind, parent, null, space, object));
    byObject.put(kind.ordinal(), owner, object, track);
    IdMap<int[]> objects = namedAfter.computeIfAbsent(space, s -> new IdMap<>());
    int[] shown = objects.get(object);
    shown = shown == null ? new int[1] : Arrays.copyOf(shown, shown.length + 1);
    shown[shown.length - 1] = track;
    objects.put(object, shown);
    return track;
  }

  /** The track of {@code kind} of a declared name, in the group of its kind's tracks. */
  private int declared(Kind kind, String name) {
    Map<String, Integer> ids = byName.computeIfAbsent(kind, k -> new HashMap<>());
    Integer track = ids.get(name);
    if (track == null) {
      track = add(new Entry(kind, group(kind.parent), name, null, 0));
      ids.put(name, track);
    }
    return track;
  }

  private int add(Entry entry) {
    tracks.add(entry);
    return tracks.size() - 1;
  }
}

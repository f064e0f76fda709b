// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.function.Function;

/**
 * Event markers (instants, and slices from begin to end; function markers are slices with an
 * empty message) and value markers, global or local to a task. Each owner has its own marker ids,
 * names and open slices. A task-local marker belongs to the task running on the core when it is
 * used, as in Tonbandgerät's converter: two tasks may use the same id without mixing their
 * slices. Its name event names the id in every task that has no name of its own for it (Tonbandgerät's
 * firmware sends task 0 there, a task that does not exist), and in the task it gives, when the trace
 * knows that task; while no task is known to run, the marker is that task's.
 */
public final class Markers {
  /** The markers of one owner: the global ones, or those of a task. */
  public static final class Owner {
    /** The owning task, or -1 for the global markers. */
    public final long task;
    public final Names.Space eventNames;
    public final Names.Space valueNames;
    private final IdMap<OpenSlices> open = new IdMap<>();
    private final OpenSlices.NoBegin endWithoutBegin;

    Owner(long task, Names names) {
      this.task = task;
      this.eventNames = names.space("Marker");
      this.valueNames = names.space("Value");
      this.endWithoutBegin = marker -> "end of event marker '" + eventNames.name(marker) + "' without a begin; ignored";
    }

    /** The slices of event marker {@code marker} begun and not (yet) ended, innermost last. */
    public OpenSlices openSlices(long marker) {
      OpenSlices slices = open.get(marker);
      return slices == null ? OpenSlices.NONE : slices;
    }

    /** The event markers with slices open (or open before), by id. */
    public SortedMap<Long, OpenSlices> openSlices() {
      return open.byId();
    }
  }

  private final TrackTracker tracks;
  private final Names names;
  private final LatestEvent latest;
  private final Problems problems;
  private final TaskStates tasks;
  TraceListener listener = TraceListener.NONE;
  public final Owner global;
  private final IdMap<Owner> taskOwners = new IdMap<>();
  /** Task-local marker ids' names from their name events, for every task without a name of its own. */
  private final IdMap<String> taskEventNames = new IdMap<>();
  private final IdMap<String> taskValueNames = new IdMap<>();
  /** Task-local marker ids to the known task their name event gave. */
  private final IdMap<Long> eventNameTasks = new IdMap<>();
  private final IdMap<Long> valueNameTasks = new IdMap<>();

  Markers(TrackTracker tracks, Names names, Problems problems, TaskStates tasks, LatestEvent latest) {
    this.tracks = tracks;
    this.names = names;
    this.latest = latest;
    this.problems = problems;
    this.tasks = tasks;
    this.global = new Owner(-1, names);
  }

  /** The markers of {@code task}. */
  public Owner of(long task) throws IOException {
    Owner owner = taskOwners.get(task);
    if (owner == null) {
      owner = new Owner(task, names);
      taskOwners.put(task, owner);
      for (var named : taskEventNames.byId().entrySet()) {
        names.placeholder(owner.eventNames, named.getKey(), named.getValue());
      }
      for (var named : taskValueNames.byId().entrySet()) {
        names.placeholder(owner.valueNames, named.getKey(), named.getValue());
      }
    }
    return owner;
  }

  void eventName(Owner owner, long marker, String name) throws IOException {
    names.set(owner.eventNames, marker, name);
  }

  void valueName(Owner owner, long marker, String name) throws IOException {
    names.set(owner.valueNames, marker, name);
  }

  void taskEventName(long marker, long task, String name) throws IOException {
    taskName(taskEventNames, eventNameTasks, marker, task, name, owner -> owner.eventNames);
  }

  void taskValueName(long marker, long task, String name) throws IOException {
    taskName(taskValueNames, valueNameTasks, marker, task, name, owner -> owner.valueNames);
  }

  private void taskName(IdMap<String> defaults, IdMap<Long> nameTasks, long marker, long task, String name,
      Function<Owner, Names.Space> space) throws IOException {
    if (name.isEmpty()) {
      return;
    }
    defaults.put(marker, name);
    for (Owner owner : taskOwners.values()) {
      names.placeholder(space.apply(owner), marker, name);
    }
    if (tasks.state(task) != null || names.tasks.named(task)) {
      nameTasks.put(marker, task);
      names.set(space.apply(of(task)), marker, name);
    }
  }

  /** A function marker (empty message) is named after its marker. */
  void instant(Owner owner, long marker, long ns, String msg) throws IOException {
    latest.usedMarkers(owner);
    listener.markerInstant(tracks.marker(owner, marker), owner, marker, ns, shown(owner, marker, msg));
  }

  void begin(Owner owner, long marker, long ns, String msg) throws IOException {
    OpenSlices slices = owner.open.get(marker);
    if (slices == null) {
      slices = new OpenSlices(OpenSlices.SLICE_NESTING);
      owner.open.put(marker, slices);
    }
    String name = shown(owner, marker, msg);
    int track = tracks.marker(owner, marker);
    slices.open(marker, ns, name, track);
    latest.usedMarkers(owner);
    listener.markerBegan(track, owner, marker, ns, name);
  }

  void end(Owner owner, long marker, long ns) throws IOException {
    OpenSlices slices = owner.openSlices(marker);
    int depth = slices.end(marker, problems, owner.endWithoutBegin);
    if (depth >= 0) {
      latest.usedMarkers(owner);
      listener.markerEnded(slices.endedTrack(), owner, marker, depth, slices.endedBegin(), slices.endedName(),
          ns);
    }
  }

  void value(Owner owner, long marker, long ns, long value) throws IOException {
    latest.usedMarkers(owner);
    listener.markerValue(tracks.markerValue(owner, marker), owner, marker, ns, value);
  }

  /** The markers of the task running on {@code core} (else of its name's task), or null (reported) when none is known. */
  Owner taskEventOwner(long marker, int core) throws IOException {
    return taskOwner(eventNameTasks, marker, core, "event");
  }

  Owner taskValueOwner(long marker, int core) throws IOException {
    return taskOwner(valueNameTasks, marker, core, "value");
  }

  private Owner taskOwner(IdMap<Long> nameTasks, long marker, int core, String kind) throws IOException {
    long task = tasks.running(core);
    if (task < 0) {
      Long named = nameTasks.get(marker);
      if (named == null) {
        problems.report("MISSING_METADATA", () -> "task " + kind + " marker " + marker
            + " used while no task is known to run, and its name gives no known task; " + kind + " dropped");
        return null;
      }
      task = named;
    }
    return of(task);
  }

  private static String shown(Owner owner, long marker, String msg) {
    return msg.isEmpty() ? owner.eventNames.name(marker) : msg;
  }

  /** Every owner of markers so far: the global one, then those of tasks by task id. */
  public List<Owner> owners() {
    List<Owner> owners = new ArrayList<>(List.of(global));
    owners.addAll(taskOwners.byId().values());
    return owners;
  }
}

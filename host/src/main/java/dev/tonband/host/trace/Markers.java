package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Arrays;

/**
 * Event markers (instants, and slices from begin to end; function markers are slices with an
 * empty message) and value markers, global or local to a task. Each owner has its own marker ids
 * and names. A task-local marker belongs to the task its name event gave it, else to the task
 * running on the core (likely the one marking).
 */
public final class Markers {
  /** Slices nest a few deep; deeper means begins whose ends were lost. */
  private static final int MAX_NESTING = 1024;

  /** The markers of one owner: the global ones, or those of a task. */
  public static final class Owner {
    /** The owning task, or -1 for the global markers. */
    public final long task;
    public final Names.Space eventNames;
    public final Names.Space valueNames;
    private final IdMap<Slices> open = new IdMap<>();

    Owner(long task, Names names) {
      this.task = task;
      this.eventNames = names.space("Marker");
      this.valueNames = names.space("Value");
    }
  }

  /** The begin times of one marker's open slices, innermost last. */
  private static final class Slices {
    long[] begins = new long[2];
    int open;
  }

  private final Names names;
  private final Problems problems;
  private final TaskStates tasks;
  TraceListener listener = TraceListener.NONE;
  public final Owner global;
  private final IdMap<Owner> taskOwners = new IdMap<>();
  /** Task-local marker id to the task its name event gave it. */
  private final IdMap<Long> eventMarkerTask = new IdMap<>();
  private final IdMap<Long> valueMarkerTask = new IdMap<>();

  Markers(Names names, Problems problems, TaskStates tasks) {
    this.names = names;
    this.problems = problems;
    this.tasks = tasks;
    this.global = new Owner(-1, names);
  }

  /** The markers of {@code task}. */
  public Owner of(long task) {
    Owner owner = taskOwners.get(task);
    if (owner == null) {
      owner = new Owner(task, names);
      taskOwners.put(task, owner);
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
    eventMarkerTask.put(marker, task);
    eventName(of(task), marker, name);
  }

  void taskValueName(long marker, long task, String name) throws IOException {
    valueMarkerTask.put(marker, task);
    valueName(of(task), marker, name);
  }

  /** A function marker (empty message) is named after its marker. */
  void instant(Owner owner, long marker, long ns, String msg) throws IOException {
    listener.markerInstant(owner, marker, ns, shown(owner, marker, msg));
  }

  void begin(Owner owner, long marker, long ns, String msg) throws IOException {
    Slices slices = owner.open.get(marker);
    if (slices == null) {
      slices = new Slices();
      owner.open.put(marker, slices);
    }
    if (slices.open == MAX_NESTING) { // the oldest begin lost its end: forget it
      System.arraycopy(slices.begins, 1, slices.begins, 0, slices.open - 1);
      slices.open--;
    }
    if (slices.open == slices.begins.length) {
      slices.begins = Arrays.copyOf(slices.begins, slices.open * 2);
    }
    slices.begins[slices.open++] = ns;
    listener.markerBegan(owner, marker, ns, shown(owner, marker, msg));
  }

  void end(Owner owner, long marker, long ns) throws IOException {
    Slices slices = owner.open.get(marker);
    if (slices == null || slices.open == 0) {
      problems.report("END_WITHOUT_BEGIN",
          () -> "end of event marker '" + owner.eventNames.name(marker) + "' without a begin; ignored");
      return;
    }
    listener.markerEnded(owner, marker, slices.begins[--slices.open], ns);
  }

  void value(Owner owner, long marker, long ns, long value) throws IOException {
    listener.markerValue(owner, marker, ns, value);
  }

  /** The owner of task event marker {@code marker}, or null (reported) when there is none. */
  Owner taskEventOwner(long marker, int core) throws IOException {
    return taskOwner(eventMarkerTask, marker, core, "event");
  }

  Owner taskValueOwner(long marker, int core) throws IOException {
    return taskOwner(valueMarkerTask, marker, core, "value");
  }

  private Owner taskOwner(IdMap<Long> owners, long marker, int core, String kind) throws IOException {
    Long owner = owners.get(marker);
    long task = owner != null ? owner : tasks.running(core);
    if (task < 0) {
      problems.report("MISSING_METADATA", () -> "task " + kind + " marker " + marker + " has no task_"
          + (kind.equals("event") ? "evt" : "val") + "marker_name and no task is running; "
          + (kind.equals("event") ? "event" : "value") + " dropped");
      return null;
    }
    return of(task);
  }

  private static String shown(Owner owner, long marker, String msg) {
    return msg.isEmpty() ? owner.eventNames.name(marker) : msg;
  }
}

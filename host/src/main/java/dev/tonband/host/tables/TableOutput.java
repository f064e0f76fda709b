// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamEvent;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.EventFields;
import dev.tonband.host.trace.ForeignFields;
import dev.tonband.host.trace.Heap;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.OpenSlices;
import dev.tonband.host.trace.TaskState;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import dev.tonband.host.trace.TrackTracker;
import dev.tonband.host.trace.Wait;
import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A trace as the rows of its tables ({@link TableSchema}), as a listener of its trackers, so
 * that the tables say what Perfetto shows and stats count: a row per event (seen on the way to
 * the trackers, {@link #events}), per slice and task state when it ends, per counter value and
 * per problem. What is still open when the trace ends (the trackers keep it) ends there, marked
 * open_at_end. Memory depends on the number of tracks, not on the length of the trace. A row
 * names its objects as they are named when it is made; an object named only after its first rows
 * (a runtime that names a task after using it) has those rows corrected when the tables are
 * committed ({@link #correctRenamed}), so that every row says what Perfetto and stats say.
 */
public final class TableOutput implements TraceListener {
  private final Trace trace;
  private final TableRows tables;
  private final FieldsJson json = new FieldsJson();
  private final Rows events;
  private final Rows slices;
  private final Rows states;
  private final Rows counters;
  private final Rows problems;
  private final Rows traces;
  /** Whether the event rows' fields are wanted: their JSON is the costliest value of all the tables. */
  private final boolean keepsFields;

  private String fingerprint;

  /** Running, Ready, ...: the state column's values, by {@link TaskState.Kind}. */
  private static final String[] STATE_NAMES = Arrays.stream(TaskState.Kind.values())
      .map(kind -> kind.name().charAt(0) + kind.name().substring(1).toLowerCase(Locale.ROOT)).toArray(String[]::new);

  public TableOutput(Trace trace, TableRows tables) {
    this.trace = trace;
    this.tables = tables;
    this.events = tables.rows(TableSchema.EVENT);
    this.slices = tables.rows(TableSchema.SLICE);
    this.states = tables.rows(TableSchema.TASK_STATE);
    this.counters = tables.rows(TableSchema.COUNTER);
    this.problems = tables.rows(TableSchema.PROBLEM);
    this.traces = tables.rows(TableSchema.TRACE);
    this.keepsFields = events.keeps("fields");
    trace.problems().tell(this::problem);
  }

  /** Makes a row of each item, then hands it to {@code next} (the trace's items). */
  public ItemSink events(ItemSink next) {
    return new ItemSink() {
      @Override
      public void event(StreamEvent slot) throws IOException {
        TraceEvent event = slot.record();
        if (event instanceof CatalogueFingerprint catalogue) {
          fingerprint = Fingerprint.hex(catalogue.fingerprint());
        }
        eventRow(slot.timed(), slot.ns(), slot.core(), event.eventGroup(), event.eventName(),
            keepsFields ? json.of(EventFields.of(event)) : null);
        next.event(slot);
      }

      @Override
      public void item(StreamItem item) throws IOException {
        if (item instanceof ForeignItem foreign) {
          eventRow(foreign.event().schema().hasTimestamp(), foreign.ns(), foreign.core(), "foreign",
              foreign.event().schema().name(), keepsFields ? json.of(ForeignFields.of(foreign.event())) : null);
        }
        next.item(item);
      }
    };
  }

  private void eventRow(boolean timed, long ns, int core, String group, String name, byte[] fields) throws IOException {
    events.add(core);
    if (timed) {
      events.add(ns);
    } else {
      events.addNull();
    }
    events.add(group).add(name).add(fields).end();
  }

  /**
   * Ends what is still open at the trace's end and adds the trace's own row.
   *
   * @param file the input as given
   * @param device the label of the device the trace is from
   */
  public void finish(String file, String device, double nsPerTick) throws IOException {
    long end = trace.cores.endNs();
    for (int core = 0; core < trace.cores.count(); core++) {
      OpenSlices open = trace.cores.openIsrs(core);
      for (int depth = 0; depth < open.size(); depth++) {
        coreSlice(open.track(depth), core, depth, open.begin(depth), end, true);
      }
      int running = trace.tasks.runningTrack(core);
      if (running >= 0) {
        coreSlice(running, core, 0, trace.tasks.runningSince(core), end, true);
      }
    }
    for (Markers.Owner owner : trace.markers.owners()) {
      for (OpenSlices open : owner.openSlices().values()) {
        for (int depth = 0; depth < open.size(); depth++) {
          markerSlice(open.track(depth), depth, open.begin(depth), open.name(depth), end, true);
        }
      }
    }
    for (OpenSlices open : trace.app.openSlices().values()) {
      for (int depth = 0; depth < open.size(); depth++) {
        slice(-1, open.track(depth), open.begin(depth), end, depth, open.name(depth), null, true);
      }
    }
    for (long task : trace.tasks.tasks()) {
      stateRow(trace.tasks.stateTrack(task), task, trace.tasks.state(task), trace.tasks.since(task), end, true);
    }
    long start = Math.max(0, trace.cores.startNs());
    traces.add(file).add(device).add(fingerprint).add(nsPerTick).add(trace.cores.seen()).add(start).add(end)
        .add(events.count()).add(problems.count()).end();
    correctRenamed();
  }

  /**
   * Rows made before an object was named call it as it was then ("Task 5"): every column that
   * shows a renamed track's name gets its name now, by the rows' track (or task) id, as the rows
   * were made above.
   */
  private void correctRenamed() {
    TrackTracker tracks = trace.tracks;
    Map<Long, String> sliceTracks = new TreeMap<>();
    Map<Long, String> sliceNames = new TreeMap<>();
    Map<Long, String> sliceTasks = new TreeMap<>();
    Map<Long, String> counterTracks = new TreeMap<>();
    Map<Long, String> stateTasks = new TreeMap<>();
    for (int track = 0; track < tracks.count(); track++) {
      TrackTracker.Kind kind = tracks.kind(track);
      if (tracks.renamed(track)) {
        sliceTracks.put((long) track, tracks.name(track));
        if (kind == TrackTracker.Kind.ISR || kind == TrackTracker.Kind.TASK_RUNS) { // their slices' name is the track's
          sliceNames.put((long) track, tracks.name(track));
        }
        if (kind == TrackTracker.Kind.TASK) {
          stateTasks.put(tracks.object(track), tracks.name(track));
        }
      }
      if (kind == TrackTracker.Kind.TASK_MARKER && tracks.renamed(tracks.parent(track))) {
        sliceTasks.put((long) track, markerTask(track));
      }
      if (tracks.renamed(counterNamedBy(track))) {
        counterTracks.put((long) track, tracks.name(counterNamedBy(track)));
      }
    }
    tables.correct(TableSchema.SLICE, "track", "track_id", sliceTracks);
    tables.correct(TableSchema.SLICE, "name", "track_id", sliceNames);
    tables.correct(TableSchema.SLICE, "task", "track_id", sliceTasks);
    tables.correct(TableSchema.COUNTER, "track", "track_id", counterTracks);
    tables.correct(TableSchema.TASK_STATE, "task", "task_id", stateTasks);
  }

  /** A row of {@code track}'s slice; {@code core} is -1 for a slice of no core. */
  private void slice(int core, int track, long ns, long endNs, int depth, String name, String task,
      boolean openAtEnd) throws IOException {
    if (core >= 0) {
      slices.add(core);
    } else {
      slices.addNull();
    }
    slices.add(trace.tracks.name(track)).add(trace.tracks.kind(track).column).add(track).add(ns).add(endNs - ns)
        .add(depth).add(name).add(task).add(openAtEnd).end();
  }

  /** Rows made before a rename are corrected at the end ({@link #correctRenamed}). */
  @Override
  public void trackRenamed(int track) {}

  // ---- ISRs and task runs on the cores

  /** A core has no row of its own; the trace's row counts the cores. */
  @Override
  public void coreBegan(int core, long ns) {}

  /** A slice's row is made when it ends (or at the trace's end, open_at_end). */
  @Override
  public void isrBegan(int track, int core, long isr, long ns) {}

  @Override
  public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) throws IOException {
    coreSlice(track, core, depth, beganNs, ns, false);
  }

  @Override
  public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to)
      throws IOException {
    if (from >= 0) {
      coreSlice(fromTrack, core, 0, fromSinceNs, ns, false);
    }
  }

  /** A run of an ISR or a task on a core: a slice of its track there, named as the track (after the ISR or task). */
  private void coreSlice(int track, int core, int depth, long beganNs, long endNs, boolean openAtEnd)
      throws IOException {
    slice(core, track, beganNs, endNs, depth, trace.tracks.name(track), null, openAtEnd);
  }

  // ---- task states

  @Override
  public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException {
    if (previous != null) {
      stateRow(track, task, previous, previousSinceNs, ns, false);
    }
  }

  /** A row of {@code task}'s state; {@code track} is the task's state track, in the task's group. */
  private void stateRow(int track, long task, TaskState state, long beganNs, long endNs, boolean openAtEnd)
      throws IOException {
    states.add(trace.tracks.name(trace.tracks.parent(track))).add(task).add(STATE_NAMES[state.kind().ordinal()])
        .add(trace.labels.label(state));
    if (state.isRunning()) {
      states.add(state.core());
    } else {
      states.addNull();
    }
    states.add(beganNs).add(endNs - beganNs).add(openAtEnd).end();
  }

  // ---- markers and application slices: a row when a slice ends; an instant is its event's row

  @Override
  public void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException {
    markerSlice(track, depth, beganNs, name, ns, false);
  }

  private void markerSlice(int track, int depth, long beganNs, String name, long endNs, boolean openAtEnd)
      throws IOException {
    slice(-1, track, beganNs, endNs, depth, name, markerTask(track), openAtEnd);
  }

  /** The task column of a marker's slice: for a task's own marker, the task its track belongs to. */
  private String markerTask(int track) {
    return trace.tracks.kind(track) == TrackTracker.Kind.TASK_MARKER ? trace.tracks.name(trace.tracks.parent(track)) : null;
  }

  @Override
  public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) throws IOException {
    slice(-1, track, beganNs, ns, depth, name, null, false);
  }

  @Override
  public void appInstant(int track, long ns, String name, TraceEvent event) {}

  @Override
  public void appSliceBegan(int track, long ns, String name) {}

  /** A notification, a timer's expiry, a failed call, another producer's event: each is its event's row ({@link #events}). */
  @Override
  public void notified(int track, long task, long ns, long index, boolean fromIsr, long by) {}

  @Override
  public void timerExpired(int track, long timer, long ns, long task) {}

  @Override
  public void heapAllocationFailed(int track, int core, long ns, long task, long size) {}

  @Override
  public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) {}

  @Override
  public void foreignEvent(int track, ForeignItem item) {}

  // ---- counters

  @Override
  public void dropped(int track, int core, long ns, long total, long rise) throws IOException {
    counter(track, ns, total);
  }

  @Override
  public void priority(int track, int core, long task, long ns, long priority, PriorityChange change)
      throws IOException {
    counter(track, ns, priority);
  }

  @Override
  public void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) throws IOException {
    counter(track, ns, value);
  }

  @Override
  public void queueLevel(int track, long queue, long ns, long level, Operation operation, long task)
      throws IOException {
    counter(track, ns, level);
  }

  @Override
  public void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder)
      throws IOException {
    counter(track, ns, level);
  }

  /** Who holds a mutex is told by its level's rows and the events'; the tables have no column for it. */
  @Override
  public void mutexTaken(long mutex, long ns, long task) {}

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) {}

  /** Capacities are the queue's own facts, not values over time: the tables keep none. */
  @Override
  public void queueCapacity(long queue, long items) {}

  @Override
  public void bufferCapacity(long buffer, long bytes) {}

  @Override
  public void bufferLevel(int track, long buffer, long ns, long bytes, Operation operation) throws IOException {
    counter(track, ns, bytes);
  }

  @Override
  public void heapInUse(int track, long ns, long bytes) throws IOException {
    counter(track, ns, bytes);
  }

  /** An allocation or a free is its event's row, with its task. */
  @Override
  public void heapAllocated(int track, long ns, Heap.Block block) {}

  @Override
  public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) {}

  @Override
  public void stackFree(int track, long task, long ns, long bytes) throws IOException {
    counter(track, ns, bytes);
  }

  @Override
  public void eventGroupBits(int track, long group, long ns, long bits) throws IOException {
    counter(track, ns, bits);
  }

  @Override
  public void appCounter(int track, long ns, long value) throws IOException {
    counter(track, ns, value);
  }

  @Override
  public void appCounter(int track, long ns, double value) throws IOException {
    counter(track, ns, value);
  }

  /**
   * A row of {@code track}'s counter. The column is a double, which holds every integer counter
   * the firmware sends exactly up to 2^53.
   */
  private void counter(int track, long ns, double value) throws IOException {
    TrackTracker.Kind kind = trace.tracks.kind(track);
    counters.add(trace.tracks.name(counterNamedBy(track))).add(kind.column).add(track).add(ns).add(value)
        .add(kind.unit.column).end();
  }

  /**
   * The track a counter's rows are named after: a core's drops after the core, a task's priority
   * after the task, its free stack after the task, the heap's use after the heap.
   */
  private int counterNamedBy(int track) {
    TrackTracker.Kind kind = trace.tracks.kind(track);
    return kind == TrackTracker.Kind.DROPPED || kind == TrackTracker.Kind.PRIORITY || kind == TrackTracker.Kind.STACK
        || kind == TrackTracker.Kind.HEAP
        ? trace.tracks.parent(track) : track;
  }

  // ---- problems

  private void problem(Problem problem) throws IOException {
    problems.add(problem.kind()).add(problem.core());
    if (problem.ns() >= 0) {
      problems.add(problem.ns());
    } else {
      problems.addNull();
    }
    problems.add(problem.where()).add(problem.message()).end();
  }
}

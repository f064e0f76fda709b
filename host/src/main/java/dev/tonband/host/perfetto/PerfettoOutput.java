// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.trace.EventFields;
import dev.tonband.host.trace.ForeignFields;
import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.Names;
import dev.tonband.host.trace.TaskState;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shows a trace in Perfetto, as a listener of its trackers. Each core is a process "Core #N" with
 * a slice track per interrupt and per task that runs there, and a counter of dropped events. Each
 * task is a group (not a process: its name may arrive after its first event, and a process keeps
 * its first name) with a state track (Running on core N / Ready / Blocked on ... / Suspended by
 * ... / Deleted by ...), a priority counter, its notifications, the timers that expired in it and
 * its task-local markers. Global markers live in the process "Markers"; queues and semaphores get
 * a fill-level counter, mutexes a "Taken by task X" / "Available" state track, stream and message
 * buffers a fill level in bytes, event groups a counter of their bits. Application events show as
 * their catalogue declares, in the process "Application"; a dial9 archive's foreign events as
 * instants in "Foreign events"; problems as instants on "Tracing Errors".
 */
public final class PerfettoOutput implements TraceListener {
  /** The tracks of one core. */
  private static final class Core {
    final Track process;
    final IdMap<Track> isrs = new IdMap<>();
    final IdMap<Track> tasks = new IdMap<>();
    Track dropped;

    Core(Track process) {
      this.process = process;
    }
  }

  /** The tracks of one task. */
  private static final class Task {
    final Track process;
    final Track state;
    Track priority;
    Track notifications;
    Track timers;

    Task(Track process, Track state) {
      this.process = process;
      this.state = state;
    }
  }

  /** The tracks of one owner's markers. */
  private static final class MarkerTracks {
    final IdMap<Track> events = new IdMap<>();
    final IdMap<Track> values = new IdMap<>();
  }

  private final Trace trace;
  private final Tracks out;
  private final NamedTracks named;
  private final Track errors;
  private final IdMap<Core> cores = new IdMap<>();
  private final IdMap<Task> tasks = new IdMap<>();
  private final MarkerTracks globalMarkers = new MarkerTracks();
  private final IdMap<MarkerTracks> taskMarkers = new IdMap<>();
  private final IdMap<Track> queueLevels = new IdMap<>();
  private final IdMap<Track> mutexHolders = new IdMap<>();
  private final IdMap<Track> bufferLevels = new IdMap<>();
  private final IdMap<Track> eventGroupBits = new IdMap<>();
  private final Map<String, Track> appTracks = new HashMap<>();
  private final Map<String, Track> foreignTracks = new HashMap<>();
  private final LazyProcess markersProcess = new LazyProcess("Markers");
  private final LazyProcess queuesProcess = new LazyProcess("Queues");
  private final LazyProcess mutexesProcess = new LazyProcess("Mutexes");
  private final LazyProcess buffersProcess = new LazyProcess("Stream buffers");
  private final LazyProcess eventGroupsProcess = new LazyProcess("Event groups");
  private final LazyProcess applicationProcess = new LazyProcess("Application");
  private final LazyProcess foreignProcess = new LazyProcess("Foreign events");

  /** A process made with its first track, so that a trace without such objects shows no empty process. */
  private final class LazyProcess {
    private final String name;
    private Track process;

    LazyProcess(String name) {
      this.name = name;
    }

    Track get() {
      if (process == null) {
        process = out.process(name);
      }
      return process;
    }
  }

  public PerfettoOutput(Trace trace, PerfettoWriter writer) {
    this.trace = trace;
    this.out = new Tracks(writer);
    this.named = new NamedTracks(out);
    this.errors = out.slices(null, "Tracing Errors");
    trace.problems().tell(this::problem);
  }

  private void problem(Problem problem) throws IOException {
    out.instant(errors, problem.ns(), problem.kind(),
        List.of(new Annotation("where", problem.where()), new Annotation("message", problem.message())));
  }

  @Override
  public void renamed(Names.Space space, long id, String previous, String name) throws IOException {
    named.renamed(space, id, previous, name);
  }

  // ---- cores

  private Core core(int id) {
    Core core = cores.get(id);
    if (core == null) {
      core = new Core(out.process("Core #" + id));
      cores.put(id, core);
    }
    return core;
  }

  @Override
  public void isrBegan(int core, long isr, long ns) throws IOException {
    Track track = isrTrack(core(core), isr);
    out.begin(track, ns, track.name());
  }

  @Override
  public void isrEnded(int core, long isr, int depth, long beganNs, long ns) throws IOException {
    out.end(isrTrack(core(core), isr), ns);
  }

  private Track isrTrack(Core core, long isr) {
    Track track = core.isrs.get(isr);
    if (track == null) {
      Names.Space isrs = trace.names.isrs;
      track = out.slices(core.process, isrs.name(isr));
      core.isrs.put(isr, track);
      named.shownOn(isrs, isr, track);
    }
    return track;
  }

  @Override
  public void dropped(int coreId, long ns, long total, long rise) throws IOException {
    Core core = core(coreId);
    if (core.dropped == null) {
      core.dropped = out.counter(core.process, "Dropped events", Track.Unit.COUNT);
    }
    out.counter(core.dropped, ns, total);
  }

  // ---- tasks

  @Override
  public void taskSwitched(int coreId, long ns, long from, long fromSinceNs, long to) throws IOException {
    Core core = core(coreId);
    if (from >= 0) {
      out.end(coreTaskTrack(core, from), ns);
    }
    if (to >= 0) {
      out.begin(coreTaskTrack(core, to), ns, trace.names.tasks.name(to));
    }
  }

  private Track coreTaskTrack(Core core, long id) {
    Track track = core.tasks.get(id);
    if (track == null) {
      track = out.slices(core.process, trace.names.tasks.name(id));
      core.tasks.put(id, track);
      named.shownOn(trace.names.tasks, id, track);
    }
    return track;
  }

  @Override
  public void taskState(long id, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException {
    out.state(task(id).state, ns, trace.labels.label(state));
  }

  @Override
  public void priority(int core, long id, long ns, long priority, PriorityChange change) throws IOException {
    Task task = task(id);
    if (task.priority == null) {
      task.priority = out.counter(task.process, "Priority", Track.Unit.PRIORITY);
    }
    out.counter(task.priority, ns, priority);
  }

  private Task task(long id) {
    Task task = tasks.get(id);
    if (task == null) {
      Track process = out.group(trace.names.tasks.name(id));
      named.shownOn(trace.names.tasks, id, process);
      task = new Task(process, out.slices(process, "State"));
      tasks.put(id, task);
    }
    return task;
  }

  /** An instant on the notified task, saying who notified it. */
  @Override
  public void notified(long id, long ns, long index, boolean fromIsr, long by) throws IOException {
    Task task = task(id);
    if (task.notifications == null) {
      task.notifications = out.slices(task.process, "Notifications");
    }
    String from = fromIsr ? "an interrupt" : by >= 0 ? trace.names.tasks.name(by) : "unknown";
    out.instant(task.notifications, ns, "Notified by " + from + (index != 0 ? " [" + index + "]" : ""));
  }

  /** An instant named after the timer on the task it expired in. */
  @Override
  public void timerExpired(long timer, long ns, long owner) throws IOException {
    Task task = task(owner);
    if (task.timers == null) {
      task.timers = out.slices(task.process, "Timers");
    }
    out.instant(task.timers, ns, trace.names.timers.name(timer) + " expired");
  }

  // ---- markers

  @Override
  public void markerInstant(Markers.Owner owner, long marker, long ns, String name) throws IOException {
    out.instant(markerTrack(owner, marker), ns, name);
  }

  @Override
  public void markerBegan(Markers.Owner owner, long marker, long ns, String name) throws IOException {
    out.begin(markerTrack(owner, marker), ns, name);
  }

  @Override
  public void markerEnded(Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException {
    out.end(markerTrack(owner, marker), ns);
  }

  @Override
  public void markerValue(Markers.Owner owner, long marker, long ns, long value) throws IOException {
    MarkerTracks tracks = markerTracks(owner);
    Track track = tracks.values.get(marker);
    if (track == null) {
      track = out.counter(markerParent(owner), owner.valueNames.name(marker), Track.Unit.NONE);
      tracks.values.put(marker, track);
      named.shownOn(owner.valueNames, marker, track);
    }
    out.counter(track, ns, value);
  }

  private Track markerTrack(Markers.Owner owner, long marker) {
    MarkerTracks tracks = markerTracks(owner);
    Track track = tracks.events.get(marker);
    if (track == null) {
      track = out.slices(markerParent(owner), owner.eventNames.name(marker));
      tracks.events.put(marker, track);
      named.shownOn(owner.eventNames, marker, track);
    }
    return track;
  }

  private MarkerTracks markerTracks(Markers.Owner owner) {
    if (owner.task < 0) {
      return globalMarkers;
    }
    MarkerTracks tracks = taskMarkers.get(owner.task);
    if (tracks == null) {
      tracks = new MarkerTracks();
      taskMarkers.put(owner.task, tracks);
    }
    return tracks;
  }

  /** The process "Markers" for global markers, the task's group for its own. */
  private Track markerParent(Markers.Owner owner) {
    if (owner.task >= 0) {
      return task(owner.task).process;
    }
    return markersProcess.get();
  }

  // ---- queues, semaphores, mutexes, buffers, event groups

  @Override
  public void queueLevel(long queue, long ns, long level, Operation operation, long task) throws IOException {
    objectCounter(queueLevels, queuesProcess, trace.names.queues, queue, Track.Unit.COUNT, ns, level);
  }

  @Override
  public void mutexLevel(long mutex, long ns, long level, Operation operation, long holder) throws IOException {
    Track track = mutexHolders.get(mutex);
    if (track == null) {
      track = out.slices(mutexesProcess.get(), trace.names.queues.name(mutex));
      mutexHolders.put(mutex, track);
      named.shownOn(trace.names.queues, mutex, track);
    }
    out.state(track, ns, level == 0 ? "Taken by " + (holder >= 0 ? trace.names.tasks.name(holder) : "an interrupt")
        : "Available");
  }

  @Override
  public void bufferLevel(long buffer, long ns, long bytes, Operation operation) throws IOException {
    objectCounter(bufferLevels, buffersProcess, trace.names.buffers, buffer, Track.Unit.BYTES, ns, bytes);
  }

  @Override
  public void eventGroupBits(long group, long ns, long bits) throws IOException {
    objectCounter(eventGroupBits, eventGroupsProcess, trace.names.eventGroups, group, Track.Unit.NONE, ns, bits);
  }

  /** One counter track per object of a kind, in a process made with the first of them. */
  private void objectCounter(IdMap<Track> counters, LazyProcess process, Names.Space names, long id, Track.Unit unit,
      long ns, long value) throws IOException {
    Track counter = counters.get(id);
    if (counter == null) {
      counter = out.counter(process.get(), names.name(id), unit);
      named.shownOn(names, id, counter);
      counters.put(id, counter);
    }
    out.counter(counter, ns, value);
  }

  // ---- application and foreign events

  @Override
  public void appInstant(String track, long ns, String name, TraceEvent event) throws IOException {
    out.instant(appSlices(track), ns, name, annotations(EventFields.of(event)));
  }

  @Override
  public void appSliceBegan(String track, long ns, String name) throws IOException {
    out.begin(appSlices(track), ns, name);
  }

  @Override
  public void appSliceEnded(String track, int depth, long beganNs, String name, long ns) throws IOException {
    out.end(appSlices(track), ns);
  }

  @Override
  public void appCounter(String track, long ns, long value) throws IOException {
    out.counter(appCounterTrack(track), ns, value);
  }

  @Override
  public void appCounter(String track, long ns, double value) throws IOException {
    out.counter(appCounterTrack(track), ns, value);
  }

  /** Counter tracks get their own key space: a declaration may reuse a slice track's name. */
  private Track appCounterTrack(String track) {
    return appTracks.computeIfAbsent("\0counter " + track, n -> out.counter(applicationProcess.get(), track, Track.Unit.NONE));
  }

  private Track appSlices(String name) {
    return appTracks.computeIfAbsent(name, n -> out.slices(applicationProcess.get(), n));
  }

  /** Nothing is known of what another producer's events mean: an instant per event, on a track per schema. */
  @Override
  public void foreignEvent(ForeignItem item) throws IOException {
    String name = item.event().schema().name();
    Track track = foreignTracks.computeIfAbsent(name, n -> out.slices(foreignProcess.get(), n));
    out.instant(track, item.ns(), name, annotations(ForeignFields.of(item.event())));
  }

  /** Event fields as Perfetto debug annotations; the writer picks each one's type from its value. */
  private static List<Annotation> annotations(List<EventFields.Field> fields) {
    return fields.stream().map(f -> new Annotation(f.name(), f.value())).toList();
  }
}

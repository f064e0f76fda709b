// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.trace.EventFields;
import dev.tonband.host.trace.ForeignFields;
import dev.tonband.host.trace.Heap;
import dev.tonband.host.trace.Markers;
import dev.tonband.host.trace.TaskState;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import dev.tonband.host.trace.TrackTracker;
import dev.tonband.host.trace.Wait;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Shows a trace in Perfetto, as a listener of its trackers. Each core is a process "Core #N" with
 * a slice track per interrupt and per task that runs there, and a counter of dropped events. Each
 * task is a group (not a process: its name may arrive after its first event, and a process keeps
 * its first name) with a state track (Running on core N / Ready / Blocked on ... / Suspended by
 * ... / Deleted by ...), a priority counter, the least free stack so far ("Stack free"), its notifications, the timers that expired in it and
 * its task-local markers. Global markers live in the process "Markers"; queues and semaphores get
 * a fill-level counter, mutexes a "Taken by task X" / "Available" state track, stream and message
 * buffers a fill level in bytes, event groups a counter of their bits, and the FreeRTOS heap its
 * bytes in use (the counter "In use" in the process "Heap"). Application events show as their
 * catalogue declares, in the process "Application"; a dial9 archive's foreign events as instants
 * in "Foreign events"; problems as instants on "Tracing Errors".
 */
public final class PerfettoOutput implements TraceListener {
  private final Trace trace;
  private final Tracks out;
  /** Each of the trace's tracks ({@link TrackTracker}) as written, by track id; null until first used. */
  private Track[] written = new Track[64];

  public PerfettoOutput(Trace trace, PerfettoWriter writer) {
    this.trace = trace;
    this.out = new Tracks(writer);
    track(trace.tracks.errors());
    trace.problems().tell(this::problem);
  }

  /** The written track of the trace's track {@code id} ({@link TrackTracker}), made when first used. */
  private Track track(int id) {
    if (id >= written.length) {
      written = Arrays.copyOf(written, Math.max(id + 1, 2 * written.length));
    }
    Track track = written[id];
    return track != null ? track : write(id);
  }

  /**
   * Makes the written track of {@code id}, its parent first. A core and each group of objects
   * (markers, queues, ...) is a process; a task is a group, not a process: its name may arrive
   * after its first event, and a process keeps its first name.
   */
  private Track write(int id) {
    TrackTracker tracks = trace.tracks;
    int parentId = tracks.parent(id);
    Track parent = parentId >= 0 ? track(parentId) : null;
    if (written[id] != null) { // a task's state track, made with the task's group just now
      return written[id];
    }
    String name = tracks.name(id);
    TrackTracker.Kind kind = tracks.kind(id);
    Track track = switch (kind) {
      case CORE, MARKERS, QUEUES, MUTEXES, BUFFERS, EVENT_GROUPS, HEAPS, APPLICATION, FOREIGN -> out.process(name);
      case TASK -> out.group(name);
      case DROPPED, PRIORITY, STACK, VALUE, TASK_VALUE, QUEUE, BUFFER, EVENT_GROUP, HEAP, APP_COUNTER ->
          out.counter(parent, name, unit(kind.unit));
      case ERRORS, ISR, ISR_FAILED_CALLS, TASK_RUNS, TASK_STATE, NOTIFICATIONS, TIMERS, FAILED_CALLS, MARKER, TASK_MARKER, MUTEX,
          HEAP_CALLS, APP_SLICES, FOREIGN_EVENTS -> out.slices(parent, name);
    };
    written[id] = track;
    if (kind == TrackTracker.Kind.TASK) { // the state track is made with the group, so that the UI lists it first
      track(tracks.taskState(tracks.object(id)));
    }
    return track;
  }

  private static Track.Unit unit(TrackTracker.Unit unit) {
    return switch (unit) {
      case COUNT, ITEMS -> Track.Unit.COUNT;
      case BYTES -> Track.Unit.BYTES;
      case PRIORITY -> Track.Unit.PRIORITY;
      case NONE, BITS -> Track.Unit.NONE;
    };
  }

  private void problem(Problem problem) throws IOException {
    out.instant(track(trace.tracks.errors()), problem.ns(), problem.kind(),
        List.of(new Annotation("where", problem.where()), new Annotation("message", problem.message())));
  }

  @Override
  public void trackRenamed(int id) throws IOException {
    Track track = id < written.length ? written[id] : null;
    if (track != null) {
      out.rename(track, trace.tracks.name(id));
    }
  }

  // ---- cores

  /** A core's tracks are made when something first runs on it. */
  @Override
  public void coreBegan(int core, long ns) {}

  @Override
  public void isrBegan(int track, int core, long isr, long ns) throws IOException {
    out.begin(track(track), ns, trace.tracks.name(track));
  }

  @Override
  public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) throws IOException {
    out.end(track(track), ns);
  }

  @Override
  public void dropped(int track, int core, long ns, long total, long rise) throws IOException {
    out.counter(track(track), ns, total);
  }

  // ---- tasks

  @Override
  public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to)
      throws IOException {
    if (from >= 0) {
      out.end(track(fromTrack), ns);
    }
    if (to >= 0) {
      out.begin(track(toTrack), ns, trace.names.tasks.name(to));
    }
  }

  @Override
  public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException {
    out.state(track(track), ns, trace.labels.label(state));
  }

  @Override
  public void priority(int track, int core, long task, long ns, long priority, PriorityChange change)
      throws IOException {
    out.counter(track(track), ns, priority);
  }

  /** An instant on the notified task, saying who notified it. */
  @Override
  public void notified(int track, long task, long ns, long index, boolean fromIsr, long by) throws IOException {
    String from = fromIsr ? "an interrupt" : by >= 0 ? trace.names.tasks.name(by) : "unknown";
    out.instant(track(track), ns,
        "Notified by " + from + (index != 0 ? " [" + index + "]" : ""));
  }

  /** An instant named after the timer on the task it expired in. */
  @Override
  public void timerExpired(int track, long timer, long ns, long task) throws IOException {
    out.instant(track(track), ns, trace.names.timers.name(timer) + " expired");
  }

  /** An instant on the allocating task, with the failed calls: "pvPortMalloc of 4104 bytes failed". */
  @Override
  public void heapAllocationFailed(int track, int core, long ns, long task, long size) throws IOException {
    out.instant(track(track), ns, trace.labels.failedAllocation(size));
  }

  /** An instant on the calling task ("receive from queue rx timed out"), after its blocked state if it waited. */
  @Override
  public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) throws IOException {
    out.instant(track(track), ns, trace.labels.failedCall(kind, object, call, timedOut));
  }

  // ---- markers

  @Override
  public void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException {
    out.instant(track(track), ns, name);
  }

  @Override
  public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException {
    out.begin(track(track), ns, name);
  }

  @Override
  public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException {
    out.end(track(track), ns);
  }

  @Override
  public void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) throws IOException {
    out.counter(track(track), ns, value);
  }

  // ---- queues, semaphores, mutexes, buffers, event groups

  @Override
  public void queueLevel(int track, long queue, long ns, long level, Operation operation, long task)
      throws IOException {
    out.counter(track(track), ns, level);
  }

  @Override
  public void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder)
      throws IOException {
    out.state(track(track), ns,
        level == 0 ? "Taken by " + (holder >= 0 ? trace.names.tasks.name(holder) : "an interrupt") : "Available");
  }

  @Override
  public void bufferLevel(int track, long buffer, long ns, long bytes, Operation operation) throws IOException {
    out.counter(track(track), ns, bytes);
  }

  @Override
  public void heapInUse(int track, long ns, long bytes) throws IOException {
    out.counter(track(track), ns, bytes);
  }

  /** An instant on the allocating task's track in the group "Heap". */
  @Override
  public void heapAllocated(int track, long ns, Heap.Block block) throws IOException {
    out.instant(track(track), ns, trace.labels.allocation(block.size()), List.of(
        new Annotation("address", "0x" + Long.toHexString(block.address())),
        new Annotation("in use after", trace.heap.inUse())));
  }

  /** An instant on the freeing task's track, saying who allocated the block. */
  @Override
  public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) throws IOException {
    out.instant(track(track), ns, trace.labels.free(size), List.of(
        new Annotation("address", "0x" + Long.toHexString(address)),
        new Annotation("allocated by", block == null ? "before the trace began"
            : block.task() >= 0 ? trace.names.tasks.name(block.task()) : "no task known"),
        new Annotation("in use after", trace.heap.inUse())));
  }

  @Override
  public void stackFree(int track, long task, long ns, long bytes) throws IOException {
    out.counter(track(track), ns, bytes);
  }

  /** The mutex's state track says who holds it ({@link #mutexLevel}). */
  @Override
  public void mutexTaken(long mutex, long ns, long task) {}

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) {}

  /** A counter track has no upper bound to show; stats give the high-water mark against it. */
  @Override
  public void queueCapacity(long queue, long items) {}

  @Override
  public void bufferCapacity(long buffer, long bytes) {}

  @Override
  public void eventGroupBits(int track, long group, long ns, long bits) throws IOException {
    out.counter(track(track), ns, bits);
  }

  // ---- application and foreign events

  @Override
  public void appInstant(int track, long ns, String name, TraceEvent event) throws IOException {
    out.instant(track(track), ns, name, annotations(EventFields.of(event)));
  }

  @Override
  public void appSliceBegan(int track, long ns, String name) throws IOException {
    out.begin(track(track), ns, name);
  }

  @Override
  public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) throws IOException {
    out.end(track(track), ns);
  }

  @Override
  public void appCounter(int track, long ns, long value) throws IOException {
    out.counter(track(track), ns, value);
  }

  @Override
  public void appCounter(int track, long ns, double value) throws IOException {
    out.counter(track(track), ns, value);
  }

  /** Nothing is known of what another producer's events mean: an instant per event, on a track per schema. */
  @Override
  public void foreignEvent(int track, ForeignItem item) throws IOException {
    String name = item.event().schema().name();
    out.instant(track(track), item.ns(), name, annotations(ForeignFields.of(item.event())));
  }

  /** Event fields as Perfetto debug annotations; the writer picks each one's type from its value. */
  private static List<Annotation> annotations(List<EventFields.Field> fields) {
    return fields.stream().map(f -> new Annotation(f.name(), f.value())).toList();
  }
}

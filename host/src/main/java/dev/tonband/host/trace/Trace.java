// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.Presentation;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.StreamItem;
import java.io.IOException;
import java.util.function.IntFunction;

/**
 * One reading of a trace, as Perfetto's trace processor reads one: the stream's items go through
 * one {@link Dispatch} into the trackers, which keep the state every output needs (cores and
 * their interrupts, tasks and their states, markers, kernel objects, the heap, the tasks' stacks, failed calls, names, problems) and tell
 * the trace's {@link TraceListener} what changed. Each fact is interpreted once, here; outputs
 * only listen, and read the trackers.
 */
public final class Trace {
  /** What the trackers made of the latest event beyond its fields. */
  public final LatestEvent latest = new LatestEvent();
  public final Names names = new Names(latest);
  /** The tracks outputs show, with their names: one registry for every output. */
  public final TrackTracker tracks = new TrackTracker(names);
  public final Cores cores;
  public final TaskStates tasks = new TaskStates(tracks);
  public final Heap heap = new Heap(tracks, tasks);
  public final Stacks stacks = new Stacks(tracks);
  public final CallFailures failures = new CallFailures(tracks, tasks);
  public final Markers markers;
  public final KernelObjects objects;
  /** Task states in words, with the names known when they begin: one wording for every output. */
  public final StateLabels labels = new StateLabels(this);
  private final ProblemLog problemLog;
  private final Problems problems;
  public final AppEvents app;
  private final Dispatch dispatch;

  /**
   * @param presentations how the catalogue's application events are shown, by event id (see
   *     {@link dev.tonband.codec.events.EventPresentations#of})
   */
  public Trace(ProblemLog problemLog, IntFunction<Presentation> presentations) {
    this.problemLog = problemLog;
    names.tracks = tracks;
    this.problems = new Problems(problemLog);
    this.cores = new Cores(tracks, names, problems);
    this.markers = new Markers(tracks, names, problems, tasks, latest);
    this.objects = new KernelObjects(tracks, names, problems, tasks);
    this.app = new AppEvents(tracks, problems, presentations);
    this.dispatch = new Dispatch(this, problems, app);
  }

  /** Tells {@code listener} what happens from now on; a listener reads the trackers of this trace. */
  public void listen(TraceListener listener) {
    tracks.listener = listener;
    cores.listener = listener;
    tasks.listener = listener;
    markers.listener = listener;
    objects.listener = listener;
    heap.listener = listener;
    stacks.listener = listener;
    failures.listener = listener;
    app.listener = listener;
    dispatch.listener = listener;
  }

  /** Where the stream's items go, in time order. */
  public ItemSink items() {
    return dispatch;
  }

  /** Takes the stream's next item as it is (decode reads the stream so, to print each item). */
  public void read(StreamItem item) throws IOException {
    if (item instanceof EventItem event) {
      dispatch.event(event);
    } else {
      dispatch.item(item);
    }
  }

  public ProblemLog problems() {
    return problemLog;
  }
}

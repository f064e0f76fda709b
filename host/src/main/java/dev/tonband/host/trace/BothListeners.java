// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import java.io.IOException;

/**
 * Two outputs of one reading of a trace, say its Perfetto trace and its stats: each is told
 * everything, {@code first} before {@code second}, so the trace is read once for both.
 */
public final class BothListeners implements TraceListener {
  private final TraceListener first;
  private final TraceListener second;

  public BothListeners(TraceListener first, TraceListener second) {
    this.first = first;
    this.second = second;
  }

  @Override
  public void coreBegan(int core, long ns) throws IOException {
    first.coreBegan(core, ns);
    second.coreBegan(core, ns);
  }

  @Override
  public void dropped(int core, long ns, long total, long rise) throws IOException {
    first.dropped(core, ns, total, rise);
    second.dropped(core, ns, total, rise);
  }

  @Override
  public void isrBegan(int core, long isr, long ns) throws IOException {
    first.isrBegan(core, isr, ns);
    second.isrBegan(core, isr, ns);
  }

  @Override
  public void isrEnded(int core, long isr, int depth, long beganNs, long ns) throws IOException {
    first.isrEnded(core, isr, depth, beganNs, ns);
    second.isrEnded(core, isr, depth, beganNs, ns);
  }

  @Override
  public void taskSwitched(int core, long ns, long from, long fromSinceNs, long to) throws IOException {
    first.taskSwitched(core, ns, from, fromSinceNs, to);
    second.taskSwitched(core, ns, from, fromSinceNs, to);
  }

  @Override
  public void taskState(long task, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException {
    first.taskState(task, ns, state, previous, previousSinceNs);
    second.taskState(task, ns, state, previous, previousSinceNs);
  }

  @Override
  public void priority(int core, long task, long ns, long priority, PriorityChange change) throws IOException {
    first.priority(core, task, ns, priority, change);
    second.priority(core, task, ns, priority, change);
  }

  @Override
  public void markerInstant(Markers.Owner owner, long marker, long ns, String name) throws IOException {
    first.markerInstant(owner, marker, ns, name);
    second.markerInstant(owner, marker, ns, name);
  }

  @Override
  public void markerBegan(Markers.Owner owner, long marker, long ns, String name) throws IOException {
    first.markerBegan(owner, marker, ns, name);
    second.markerBegan(owner, marker, ns, name);
  }

  @Override
  public void markerEnded(Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException {
    first.markerEnded(owner, marker, depth, beganNs, name, ns);
    second.markerEnded(owner, marker, depth, beganNs, name, ns);
  }

  @Override
  public void markerValue(Markers.Owner owner, long marker, long ns, long value) throws IOException {
    first.markerValue(owner, marker, ns, value);
    second.markerValue(owner, marker, ns, value);
  }

  @Override
  public void queueLevel(long queue, long ns, long level, Operation operation, long task) throws IOException {
    first.queueLevel(queue, ns, level, operation, task);
    second.queueLevel(queue, ns, level, operation, task);
  }

  @Override
  public void mutexLevel(long mutex, long ns, long level, Operation operation, long holder) throws IOException {
    first.mutexLevel(mutex, ns, level, operation, holder);
    second.mutexLevel(mutex, ns, level, operation, holder);
  }

  @Override
  public void mutexTaken(long mutex, long ns, long task) throws IOException {
    first.mutexTaken(mutex, ns, task);
    second.mutexTaken(mutex, ns, task);
  }

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) throws IOException {
    first.mutexGiven(mutex, ns, task, takenNs);
    second.mutexGiven(mutex, ns, task, takenNs);
  }

  @Override
  public void queueCapacity(long queue, long items) throws IOException {
    first.queueCapacity(queue, items);
    second.queueCapacity(queue, items);
  }

  @Override
  public void bufferCapacity(long buffer, long bytes) throws IOException {
    first.bufferCapacity(buffer, bytes);
    second.bufferCapacity(buffer, bytes);
  }

  @Override
  public void bufferLevel(long buffer, long ns, long bytes, Operation operation) throws IOException {
    first.bufferLevel(buffer, ns, bytes, operation);
    second.bufferLevel(buffer, ns, bytes, operation);
  }

  @Override
  public void eventGroupBits(long group, long ns, long bits) throws IOException {
    first.eventGroupBits(group, ns, bits);
    second.eventGroupBits(group, ns, bits);
  }

  @Override
  public void notified(long task, long ns, long index, boolean fromIsr, long by) throws IOException {
    first.notified(task, ns, index, fromIsr, by);
    second.notified(task, ns, index, fromIsr, by);
  }

  @Override
  public void timerExpired(long timer, long ns, long task) throws IOException {
    first.timerExpired(timer, ns, task);
    second.timerExpired(timer, ns, task);
  }

  @Override
  public void appInstant(String track, long ns, String name, TraceEvent event) throws IOException {
    first.appInstant(track, ns, name, event);
    second.appInstant(track, ns, name, event);
  }

  @Override
  public void appSliceBegan(String track, long ns, String name) throws IOException {
    first.appSliceBegan(track, ns, name);
    second.appSliceBegan(track, ns, name);
  }

  @Override
  public void appSliceEnded(String track, int depth, long beganNs, String name, long ns) throws IOException {
    first.appSliceEnded(track, depth, beganNs, name, ns);
    second.appSliceEnded(track, depth, beganNs, name, ns);
  }

  @Override
  public void appCounter(String track, long ns, long value) throws IOException {
    first.appCounter(track, ns, value);
    second.appCounter(track, ns, value);
  }

  @Override
  public void appCounter(String track, long ns, double value) throws IOException {
    first.appCounter(track, ns, value);
    second.appCounter(track, ns, value);
  }

  @Override
  public void foreignEvent(ForeignItem item) throws IOException {
    first.foreignEvent(item);
    second.foreignEvent(item);
  }

  @Override
  public void renamed(Names.Space space, long id, String previous, String name) throws IOException {
    first.renamed(space, id, previous, name);
    second.renamed(space, id, previous, name);
  }

  /** Told to each that wants it: a listener that does not is never told one. */
  @Override
  public void problem(Problem problem) throws IOException {
    if (first.wantsEachProblem()) {
      first.problem(problem);
    }
    if (second.wantsEachProblem()) {
      second.problem(problem);
    }
  }

  @Override
  public boolean wantsEachProblem() {
    return first.wantsEachProblem() || second.wantsEachProblem();
  }
}

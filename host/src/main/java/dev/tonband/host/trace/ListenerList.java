// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import java.io.IOException;
import java.util.List;

/**
 * The outputs of one reading of a trace, say its Perfetto trace and its stats: each is told
 * everything, in the order of the list, so the trace is read once for all of them. With none,
 * nothing is told: what trackers tell until a listener is set.
 */
public final class ListenerList implements TraceListener {
  private final TraceListener[] outputs;

  public ListenerList(List<? extends TraceListener> outputs) {
    this.outputs = outputs.toArray(TraceListener[]::new);
  }

  @Override
  public void coreBegan(int core, long ns) throws IOException {
    for (TraceListener output : outputs) {
      output.coreBegan(core, ns);
    }
  }

  @Override
  public void dropped(int track, int core, long ns, long total, long rise) throws IOException {
    for (TraceListener output : outputs) {
      output.dropped(track, core, ns, total, rise);
    }
  }

  @Override
  public void isrBegan(int track, int core, long isr, long ns) throws IOException {
    for (TraceListener output : outputs) {
      output.isrBegan(track, core, isr, ns);
    }
  }

  @Override
  public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) throws IOException {
    for (TraceListener output : outputs) {
      output.isrEnded(track, core, isr, depth, beganNs, ns);
    }
  }

  @Override
  public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to)
      throws IOException {
    for (TraceListener output : outputs) {
      output.taskSwitched(core, ns, fromTrack, from, fromSinceNs, toTrack, to);
    }
  }

  @Override
  public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException {
    for (TraceListener output : outputs) {
      output.taskState(track, task, ns, state, previous, previousSinceNs);
    }
  }

  @Override
  public void priority(int track, int core, long task, long ns, long priority, PriorityChange change)
      throws IOException {
    for (TraceListener output : outputs) {
      output.priority(track, core, task, ns, priority, change);
    }
  }

  @Override
  public void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException {
    for (TraceListener output : outputs) {
      output.markerInstant(track, owner, marker, ns, name);
    }
  }

  @Override
  public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException {
    for (TraceListener output : outputs) {
      output.markerBegan(track, owner, marker, ns, name);
    }
  }

  @Override
  public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException {
    for (TraceListener output : outputs) {
      output.markerEnded(track, owner, marker, depth, beganNs, name, ns);
    }
  }

  @Override
  public void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) throws IOException {
    for (TraceListener output : outputs) {
      output.markerValue(track, owner, marker, ns, value);
    }
  }

  @Override
  public void queueLevel(int track, long queue, long ns, long level, Operation operation, long task)
      throws IOException {
    for (TraceListener output : outputs) {
      output.queueLevel(track, queue, ns, level, operation, task);
    }
  }

  @Override
  public void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder)
      throws IOException {
    for (TraceListener output : outputs) {
      output.mutexLevel(track, mutex, ns, level, operation, holder);
    }
  }

  @Override
  public void mutexTaken(long mutex, long ns, long task) throws IOException {
    for (TraceListener output : outputs) {
      output.mutexTaken(mutex, ns, task);
    }
  }

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) throws IOException {
    for (TraceListener output : outputs) {
      output.mutexGiven(mutex, ns, task, takenNs);
    }
  }

  @Override
  public void queueCapacity(long queue, long items) throws IOException {
    for (TraceListener output : outputs) {
      output.queueCapacity(queue, items);
    }
  }

  @Override
  public void bufferCapacity(long buffer, long bytes) throws IOException {
    for (TraceListener output : outputs) {
      output.bufferCapacity(buffer, bytes);
    }
  }

  @Override
  public void bufferLevel(int track, long buffer, long ns, long bytes, Operation operation) throws IOException {
    for (TraceListener output : outputs) {
      output.bufferLevel(track, buffer, ns, bytes, operation);
    }
  }

  @Override
  public void heapInUse(int track, long ns, long bytes) throws IOException {
    for (TraceListener output : outputs) {
      output.heapInUse(track, ns, bytes);
    }
  }

  @Override
  public void heapAllocated(int track, long ns, Heap.Block block) throws IOException {
    for (TraceListener output : outputs) {
      output.heapAllocated(track, ns, block);
    }
  }

  @Override
  public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) throws IOException {
    for (TraceListener output : outputs) {
      output.heapFreed(track, ns, task, address, size, block);
    }
  }

  @Override
  public void stackFree(int track, long task, long ns, long bytes) throws IOException {
    for (TraceListener output : outputs) {
      output.stackFree(track, task, ns, bytes);
    }
  }

  @Override
  public void heapAllocationFailed(int track, int core, long ns, long task, long size) throws IOException {
    for (TraceListener output : outputs) {
      output.heapAllocationFailed(track, core, ns, task, size);
    }
  }

  @Override
  public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) throws IOException {
    for (TraceListener output : outputs) {
      output.callFailed(track, core, ns, task, kind, object, call, timedOut);
    }
  }

  @Override
  public void eventGroupBits(int track, long group, long ns, long bits) throws IOException {
    for (TraceListener output : outputs) {
      output.eventGroupBits(track, group, ns, bits);
    }
  }

  @Override
  public void notified(int track, long task, long ns, long index, boolean fromIsr, long by) throws IOException {
    for (TraceListener output : outputs) {
      output.notified(track, task, ns, index, fromIsr, by);
    }
  }

  @Override
  public void timerExpired(int track, long timer, long ns, long task) throws IOException {
    for (TraceListener output : outputs) {
      output.timerExpired(track, timer, ns, task);
    }
  }

  @Override
  public void appInstant(int track, long ns, String name, TraceEvent event) throws IOException {
    for (TraceListener output : outputs) {
      output.appInstant(track, ns, name, event);
    }
  }

  @Override
  public void appSliceBegan(int track, long ns, String name) throws IOException {
    for (TraceListener output : outputs) {
      output.appSliceBegan(track, ns, name);
    }
  }

  @Override
  public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) throws IOException {
    for (TraceListener output : outputs) {
      output.appSliceEnded(track, depth, beganNs, name, ns);
    }
  }

  @Override
  public void appCounter(int track, long ns, long value) throws IOException {
    for (TraceListener output : outputs) {
      output.appCounter(track, ns, value);
    }
  }

  @Override
  public void appCounter(int track, long ns, double value) throws IOException {
    for (TraceListener output : outputs) {
      output.appCounter(track, ns, value);
    }
  }

  @Override
  public void foreignEvent(int track, ForeignItem item) throws IOException {
    for (TraceListener output : outputs) {
      output.foreignEvent(track, item);
    }
  }

  @Override
  public void trackRenamed(int track) throws IOException {
    for (TraceListener output : outputs) {
      output.trackRenamed(track);
    }
  }
}

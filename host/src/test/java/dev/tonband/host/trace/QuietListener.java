// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;

/**
 * A listener that ignores every call: a test overrides the calls it records. Outputs implement
 * every call themselves ({@link TraceListener}).
 */
public abstract class QuietListener implements TraceListener {
  @Override
  public void coreBegan(int core, long ns) {}

  @Override
  public void dropped(int track, int core, long ns, long total, long rise) {}

  @Override
  public void isrBegan(int track, int core, long isr, long ns) {}

  @Override
  public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) {}

  @Override
  public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to) {}

  @Override
  public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs) {}

  @Override
  public void priority(int track, int core, long task, long ns, long priority, PriorityChange change) {}

  @Override
  public void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns) {}

  @Override
  public void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) {}

  @Override
  public void queueLevel(int track, long queue, long ns, long level, Operation operation, long task) {}

  @Override
  public void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder) {}

  @Override
  public void mutexTaken(long mutex, long ns, long task) {}

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) {}

  @Override
  public void queueCapacity(long queue, long items) {}

  @Override
  public void bufferCapacity(long buffer, long bytes) {}

  @Override
  public void bufferLevel(int track, long buffer, long ns, long bytes, Operation operation) {}

  @Override
  public void eventGroupBits(int track, long group, long ns, long bits) {}

  @Override
  public void heapInUse(int track, long ns, long bytes) {}

  @Override
  public void heapAllocated(int track, long ns, Heap.Block block) {}

  @Override
  public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) {}

  @Override
  public void stackFree(int track, long task, long ns, long bytes) {}
  public void heapAllocationFailed(int track, int core, long ns, long task, long size) {}

  @Override
  public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) {}

  @Override
  public void notified(int track, long task, long ns, long index, boolean fromIsr, long by) {}

  @Override
  public void timerExpired(int track, long timer, long ns, long task) {}

  @Override
  public void appInstant(int track, long ns, String name, TraceEvent event) {}

  @Override
  public void appSliceBegan(int track, long ns, String name) {}

  @Override
  public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) {}

  @Override
  public void appCounter(int track, long ns, long value) {}

  @Override
  public void appCounter(int track, long ns, double value) {}

  @Override
  public void foreignEvent(int track, ForeignItem item) {}

  @Override
  public void trackRenamed(int track) {}
}

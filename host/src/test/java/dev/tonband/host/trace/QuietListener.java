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
  public void dropped(int core, long ns, long total, long rise) {}

  @Override
  public void isrBegan(int core, long isr, long ns) {}

  @Override
  public void isrEnded(int core, long isr, int depth, long beganNs, long ns) {}

  @Override
  public void taskSwitched(int core, long ns, long from, long fromSinceNs, long to) {}

  @Override
  public void taskState(long task, long ns, TaskState state, TaskState previous, long previousSinceNs) {}

  @Override
  public void priority(int core, long task, long ns, long priority, PriorityChange change) {}

  @Override
  public void markerInstant(Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerBegan(Markers.Owner owner, long marker, long ns, String name) {}

  @Override
  public void markerEnded(Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns) {}

  @Override
  public void markerValue(Markers.Owner owner, long marker, long ns, long value) {}

  @Override
  public void queueLevel(long queue, long ns, long level, Operation operation, long task) {}

  @Override
  public void mutexLevel(long mutex, long ns, long level, Operation operation, long holder) {}

  @Override
  public void mutexTaken(long mutex, long ns, long task) {}

  @Override
  public void mutexGiven(long mutex, long ns, long task, long takenNs) {}

  @Override
  public void queueCapacity(long queue, long items) {}

  @Override
  public void bufferCapacity(long buffer, long bytes) {}

  @Override
  public void bufferLevel(long buffer, long ns, long bytes, Operation operation) {}

  @Override
  public void eventGroupBits(long group, long ns, long bits) {}

  @Override
  public void heapInUse(long ns, long bytes) {}

  @Override
  public void heapAllocated(long ns, Heap.Block block) {}

  @Override
  public void heapFreed(long ns, long task, long address, long size, Heap.Block block) {}

  @Override
  public void stackFree(long task, long ns, long bytes) {}
  public void heapAllocationFailed(int core, long ns, long task, long size) {}

  @Override
  public void callFailed(int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut) {}

  @Override
  public void notified(long task, long ns, long index, boolean fromIsr, long by) {}

  @Override
  public void timerExpired(long timer, long ns, long task) {}

  @Override
  public void appInstant(String track, long ns, String name, TraceEvent event) {}

  @Override
  public void appSliceBegan(String track, long ns, String name) {}

  @Override
  public void appSliceEnded(String track, int depth, long beganNs, String name, long ns) {}

  @Override
  public void appCounter(String track, long ns, long value) {}

  @Override
  public void appCounter(String track, long ns, double value) {}

  @Override
  public void foreignEvent(ForeignItem item) {}

  @Override
  public void trackRenamed(int track) {}
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.EventHandler;
import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.codec.events.PackedEvents;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamEvent;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.TraceListener.Operation;
import dev.tonband.host.trace.TraceListener.PriorityChange;
import java.io.IOException;

/**
 * The one place that interprets events: each event of the merged stream comes as the typed call
 * of its kind ({@link EventHandler}, generated from the catalogue) and goes to the tracker that
 * interprets it. A new built-in event is a compile error here until it is handled; application
 * events go to {@link AppEvents} as their records.
 */
final class Dispatch implements ItemSink, EventHandler {
  private final Cores cores;
  private final TaskStates tasks;
  private final Markers markers;
  private final KernelObjects objects;
  private final Heap heap;
  private final Stacks stacks;
  private final CallFailures failures;
  private final TrackTracker tracks;
  private final Names names;
  private final Problems problems;
  private final AppEvents app;
  private final LatestEvent latest;
  TraceListener listener = TraceListener.NONE;

  Dispatch(Trace trace, Problems problems, AppEvents app) {
    this.cores = trace.cores;
    this.tasks = trace.tasks;
    this.markers = trace.markers;
    this.objects = trace.objects;
    this.heap = trace.heap;
    this.stacks = trace.stacks;
    this.failures = trace.failures;
    this.tracks = trace.tracks;
    this.names = trace.names;
    this.problems = problems;
    this.app = app;
    this.latest = trace.latest;
  }

  @Override
  public void item(StreamItem item) throws IOException {
    latest.begin();
    if (item instanceof ForeignItem f) {
      cores.event(f.event().schema().hasTimestamp(), f.ns(), f.core());
      listener.foreignEvent(tracks.foreign(f.event().schema().name()), f);
    } else {
      problems.report((Problem) item);
    }
  }

  @Override
  public void event(StreamEvent event) throws IOException {
    latest.begin();
    problems.at(event);
    cores.event(event.timed(), event.ns(), event.core());
    event.replay(this);
  }

  /** An event as its record (decode reads the stream so, to print each event). */
  void event(EventItem item) throws IOException {
    latest.begin();
    problems.at(item.event(), item.ns(), item.core(), item.input(), item.frame());
    cores.event(item.event() instanceof TimedEvent, item.ns(), item.core());
    PackedEvents.replay(item.event(), item.ns(), item.core(), this);
  }

  // The stream layer already applied these: ns conversion, the current core, the catalogue check.

  @Override
  public void onCoreId(long ns, int core, long coreId) {}

  @Override
  public void onTsResolutionNs(long ns, int core, long nsPerTs) {}

  @Override
  public void onTsFrequencyHz(long ns, int core, long hz) {}

  @Override
  public void onCatalogueFingerprint(long ns, int core, long fingerprint) {}

  @Override
  public void onDroppedEvtCnt(long ns, int core, long cnt) throws IOException {
    cores.dropped(core, ns, cnt);
  }

  @Override
  public void onIsrName(long ns, int core, long isrId, String name) throws IOException {
    names.set(names.isrs, isrId, name);
  }

  @Override
  public void onIsrEnter(long ns, int core, long isrId) throws IOException {
    cores.isrEnter(core, ns, isrId);
  }

  @Override
  public void onIsrExit(long ns, int core, long isrId) throws IOException {
    cores.isrExit(core, ns, isrId);
  }

  @Override
  public void onEvtmarkerName(long ns, int core, long evtmarkerId, String name) throws IOException {
    markers.eventName(markers.global, evtmarkerId, name);
  }

  @Override
  public void onEvtmarker(long ns, int core, long evtmarkerId, String msg) throws IOException {
    markers.instant(markers.global, evtmarkerId, ns, msg);
  }

  @Override
  public void onEvtmarkerBegin(long ns, int core, long evtmarkerId, String msg) throws IOException {
    markers.begin(markers.global, evtmarkerId, ns, msg);
  }

  @Override
  public void onEvtmarkerEnd(long ns, int core, long evtmarkerId) throws IOException {
    markers.end(markers.global, evtmarkerId, ns);
  }

  @Override
  public void onValmarkerName(long ns, int core, long valmarkerId, String name) throws IOException {
    markers.valueName(markers.global, valmarkerId, name);
  }

  @Override
  public void onValmarker(long ns, int core, long valmarkerId, long val) throws IOException {
    markers.value(markers.global, valmarkerId, ns, val);
  }

  @Override
  public void onFreertosTaskSwitchedIn(long ns, int core, long taskId) throws IOException {
    tasks.switchedIn(core, ns, taskId);
  }

  @Override
  public void onFreertosTaskCreated(long ns, int core, long taskId) throws IOException {
    tasks.ready(ns, taskId);
  }

  @Override
  public void onFreertosTaskToRdyState(long ns, int core, long taskId) throws IOException {
    tasks.ready(ns, taskId);
  }

  @Override
  public void onFreertosTaskResumed(long ns, int core, long taskId) throws IOException {
    tasks.ready(ns, taskId);
  }

  @Override
  public void onFreertosTaskResumedFromIsr(long ns, int core, long taskId) throws IOException {
    tasks.ready(ns, taskId);
  }

  @Override
  public void onFreertosTaskSuspended(long ns, int core, long taskId) throws IOException {
    tasks.suspended(core, ns, taskId);
  }

  @Override
  public void onFreertosTaskDeleted(long ns, int core, long taskId) throws IOException {
    tasks.deleted(core, ns, taskId);
  }

  @Override
  public void onFreertosCurtaskDelay(long ns, int core, long ticks) throws IOException {
    tasks.blocked(core, ns, new Wait(Wait.Cause.DELAY, 0, null, ticks));
  }

  @Override
  public void onFreertosCurtaskDelayUntil(long ns, int core, long timeToWake) throws IOException {
    tasks.blocked(core, ns, new Wait(Wait.Cause.DELAY_UNTIL, 0, null, timeToWake));
  }

  @Override
  public void onFreertosCurtaskBlockOnQueuePeek(long ns, int core, long queueId, long ticksToWait)
      throws IOException {
    blockedOn(core, ns, new Wait(Wait.Cause.QUEUE, queueId, Wait.Operation.PEEK, 0));
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueSend(long ns, int core, long queueId, long ticksToWait)
      throws IOException {
    blockedOn(core, ns, new Wait(Wait.Cause.QUEUE, queueId, Wait.Operation.SEND, 0));
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueReceive(long ns, int core, long queueId, long ticksToWait)
      throws IOException {
    blockedOn(core, ns, new Wait(Wait.Cause.QUEUE, queueId, Wait.Operation.RECEIVE, 0));
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferSend(long ns, int core, long sbId) throws IOException {
    blockedOn(core, ns, new Wait(Wait.Cause.STREAM_BUFFER, sbId, Wait.Operation.SEND, 0));
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferReceive(long ns, int core, long sbId) throws IOException {
    blockedOn(core, ns, new Wait(Wait.Cause.STREAM_BUFFER, sbId, Wait.Operation.RECEIVE, 0));
  }

  @Override
  public void onFreertosCurtaskBlockOnEventGroup(long ns, int core, long egId, long bits) throws IOException {
    tasks.blocked(core, ns, new Wait(Wait.Cause.EVENT_GROUP, egId, null, bits));
  }

  @Override
  public void onFreertosCurtaskBlockOnNotify(long ns, int core, long index) throws IOException {
    tasks.blocked(core, ns, new Wait(Wait.Cause.NOTIFICATION, 0, null, index));
  }

  @Override
  public void onFreertosTaskName(long ns, int core, long taskId, String name) throws IOException {
    names.set(names.tasks, taskId, name);
  }

  @Override
  public void onFreertosTaskPrioritySet(long ns, int core, long taskId, long priority) throws IOException {
    objects.priority(core, ns, taskId, priority, PriorityChange.SET);
  }

  @Override
  public void onFreertosTaskPriorityInherit(long ns, int core, long taskId, long priority) throws IOException {
    objects.priority(core, ns, taskId, priority, PriorityChange.INHERIT);
  }

  @Override
  public void onFreertosTaskPriorityDisinherit(long ns, int core, long taskId, long priority) throws IOException {
    objects.priority(core, ns, taskId, priority, PriorityChange.DISINHERIT);
  }

  @Override
  public void onFreertosTaskIsIdleTask(long ns, int core, long taskId, long coreId) {
    tasks.idle(taskId);
  }

  /** The timer task is where timer expiries show. */
  @Override
  public void onFreertosTaskIsTimerTask(long ns, int core, long taskId) {
    objects.timerTask(taskId);
  }

  @Override
  public void onFreertosTaskEvtmarkerName(long ns, int core, long evtmarkerId, long taskId, String name)
      throws IOException {
    markers.taskEventName(evtmarkerId, taskId, name);
  }

  @Override
  public void onFreertosTaskValmarkerName(long ns, int core, long valmarkerId, long taskId, String name)
      throws IOException {
    markers.taskValueName(valmarkerId, taskId, name);
  }

  @Override
  public void onFreertosTaskEvtmarker(long ns, int core, long evtmarkerId, String msg) throws IOException {
    Markers.Owner owner = markers.taskEventOwner(evtmarkerId, core);
    if (owner != null) {
      markers.instant(owner, evtmarkerId, ns, msg);
    }
  }

  @Override
  public void onFreertosTaskEvtmarkerBegin(long ns, int core, long evtmarkerId, String msg) throws IOException {
    Markers.Owner owner = markers.taskEventOwner(evtmarkerId, core);
    if (owner != null) {
      markers.begin(owner, evtmarkerId, ns, msg);
    }
  }

  @Override
  public void onFreertosTaskEvtmarkerEnd(long ns, int core, long evtmarkerId) throws IOException {
    Markers.Owner owner = markers.taskEventOwner(evtmarkerId, core);
    if (owner != null) {
      markers.end(owner, evtmarkerId, ns);
    }
  }

  @Override
  public void onFreertosTaskValmarker(long ns, int core, long valmarkerId, long val) throws IOException {
    Markers.Owner owner = markers.taskValueOwner(valmarkerId, core);
    if (owner != null) {
      markers.value(owner, valmarkerId, ns, val);
    }
  }

  @Override
  public void onFreertosQueueName(long ns, int core, long queueId, String name) throws IOException {
    objects.queueName(queueId, name);
  }

  @Override
  public void onFreertosQueueKind(long ns, int core, long queueId, FrQueueKind kind) throws IOException {
    objects.queueKind(queueId, kind);
  }

  @Override
  public void onFreertosQueueCreated(long ns, int core, long queueId) throws IOException {
    objects.queueCreated(core, ns, queueId);
  }

  /** Its tracks keep their last value. */
  @Override
  public void onFreertosQueueDeleted(long ns, int core, long queueId) {}

  @Override
  public void onFreertosQueuePeek(long ns, int core, long queueId, long length) throws IOException {
    objects.queuePeeked(core, ns, queueId, length);
    failures.succeeded(core);
  }

  @Override
  public void onFreertosQueuePeekFromIsr(long ns, int core, long queueId, long length) throws IOException {
    objects.queuePeeked(core, ns, queueId, length);
  }

  @Override
  public void onFreertosQueueSend(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.SEND);
    failures.succeeded(core);
  }

  @Override
  public void onFreertosQueueSendFromIsr(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.SEND);
  }

  @Override
  public void onFreertosQueueOverwrite(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.SEND);
  }

  @Override
  public void onFreertosQueueOverwriteFromIsr(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.SEND);
  }

  @Override
  public void onFreertosQueueReceive(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.RECEIVE);
    failures.succeeded(core);
  }

  @Override
  public void onFreertosQueueReceiveFromIsr(long ns, int core, long queueId, long lenAfter) throws IOException {
    objects.queueLength(core, ns, queueId, lenAfter, Operation.RECEIVE);
  }

  @Override
  public void onFreertosQueueReset(long ns, int core, long queueId) throws IOException {
    objects.queueLength(core, ns, queueId, 0, Operation.RESET);
  }

  @Override
  public void onFreertosQueueCurLength(long ns, int core, long queueId, long length) throws IOException {
    objects.queueLength(core, ns, queueId, length, Operation.CURRENT);
  }

  @Override
  public void onFreertosStreamBufferName(long ns, int core, long sbId, String name) throws IOException {
    objects.bufferName(sbId, name);
  }

  @Override
  public void onFreertosStreamBufferKind(long ns, int core, long sbId, FrStreamBufferKind kind, long size)
      throws IOException {
    objects.bufferKind(sbId, kind, size);
  }

  @Override
  public void onFreertosStreamBufferCreated(long ns, int core, long sbId, FrStreamBufferKind kind, long size)
      throws IOException {
    objects.bufferKind(sbId, kind, size);
  }

  @Override
  public void onFreertosStreamBufferSend(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException {
    objects.bufferLevel(ns, sbId, lenAfter, Operation.SEND);
    failures.succeeded(core);
  }

  @Override
  public void onFreertosStreamBufferSendFromIsr(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException {
    objects.bufferLevel(ns, sbId, lenAfter, Operation.SEND);
  }

  @Override
  public void onFreertosStreamBufferReceive(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException {
    objects.bufferLevel(ns, sbId, lenAfter, Operation.RECEIVE);
    failures.succeeded(core);
  }

  @Override
  public void onFreertosStreamBufferReceiveFromIsr(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException {
    objects.bufferLevel(ns, sbId, lenAfter, Operation.RECEIVE);
  }

  @Override
  public void onFreertosStreamBufferReset(long ns, int core, long sbId) throws IOException {
    objects.bufferLevel(ns, sbId, 0, Operation.RESET);
  }

  @Override
  public void onFreertosStreamBufferDeleted(long ns, int core, long sbId) {}

  @Override
  public void onFreertosEventGroupName(long ns, int core, long egId, String name) throws IOException {
    objects.eventGroupName(egId, name);
  }

  /**
   * A new group is empty: its counter starts at its first operation, so that a name given right
   * after creation is not late.
   */
  @Override
  public void onFreertosEventGroupCreated(long ns, int core, long egId) {}

  @Override
  public void onFreertosEventGroupDeleted(long ns, int core, long egId) {}

  @Override
  public void onFreertosEventGroupSetBits(long ns, int core, long egId, long bits, long value) throws IOException {
    objects.eventGroupBits(ns, egId, value);
  }

  @Override
  public void onFreertosEventGroupClearBits(long ns, int core, long egId, long bits, long value)
      throws IOException {
    objects.eventGroupBits(ns, egId, value);
  }

  @Override
  public void onFreertosTaskNotify(long ns, int core, long taskId, long index) throws IOException {
    objects.notified(core, ns, taskId, index, false);
  }

  @Override
  public void onFreertosTaskNotifyFromIsr(long ns, int core, long taskId, long index) throws IOException {
    objects.notified(core, ns, taskId, index, true);
  }

  @Override
  public void onFreertosTimerName(long ns, int core, long timerId, String name) throws IOException {
    objects.timerName(timerId, name);
  }

  @Override
  public void onFreertosTimerCreated(long ns, int core, long timerId) {}

  @Override
  public void onFreertosTimerExpired(long ns, int core, long timerId) throws IOException {
    objects.timerExpired(core, ns, timerId);
  }

  @Override
  public void onFreertosHeapMalloc(long ns, int core, long address, long size) throws IOException {
    heap.allocated(core, ns, address, size);
  }

  @Override
  public void onFreertosHeapFree(long ns, int core, long address, long size) throws IOException {
    heap.freed(core, ns, address, size);
  }

  @Override
  public void onFreertosHeapMallocFailed(long ns, int core, long size) throws IOException {
    heap.failed(core, ns, size);
  }

  @Override
  public void onFreertosTaskStackLow(long ns, int core, long taskId, long free) throws IOException {
    stacks.switchedOutLow(ns, taskId, free);
  }

  @Override
  public void onFreertosTaskStackHighWater(long ns, int core, long taskId, long freeMin) throws IOException {
    stacks.highWater(ns, taskId, freeMin);
  }

  @Override
  public void onFreertosQueueCallFailed(long ns, int core, long queueId, FrFailedCall call) throws IOException {
    failures.failed(core, ns, Wait.Cause.QUEUE, queueId, call);
  }

  @Override
  public void onFreertosStreamBufferCallFailed(long ns, int core, long sbId, FrFailedCall call) throws IOException {
    failures.failed(core, ns, Wait.Cause.STREAM_BUFFER, sbId, call);
  }

  @Override
  public void onAppEvent(long ns, int core, TraceEvent event) throws IOException {
    app.event(event, ns);
  }

  /** The running task blocks on a queue or buffer: its state, and the wait a failed call may end. */
  private void blockedOn(int core, long ns, Wait wait) throws IOException {
    tasks.blocked(core, ns, wait);
    failures.blocked(core, wait);
  }
}

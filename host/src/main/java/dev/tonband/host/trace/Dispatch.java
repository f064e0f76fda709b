// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.*;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.TraceListener.Operation;
import dev.tonband.host.trace.TraceListener.PriorityChange;
import java.io.IOException;

/**
 * The one place that reads event ids: each event of the merged stream goes to the tracker that
 * interprets it. Adding an event touches this switch and at most one tracker.
 */
final class Dispatch implements ItemSink {
  private final Cores cores;
  private final TaskStates tasks;
  private final Markers markers;
  private final KernelObjects objects;
  private final Heap heap;
  private final Stacks stacks;
  private final CallFailures failures;
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
      listener.foreignEvent(f);
    } else {
      problems.report((Problem) item);
    }
  }

  @Override
  public void event(TraceEvent event, int id, boolean timed, long ns, int core, String input, long frame)
      throws IOException {
    latest.begin();
    problems.at(event, ns, core, input, frame);
    cores.event(timed, ns, core);
    switch (id) {
      // The stream layer already applied these: ns conversion, the current core, the catalogue check.
      case TsResolutionNs.ID, CoreId.ID, CatalogueFingerprint.ID -> {}
      case DroppedEvtCnt.ID -> cores.dropped(core, ns, ((DroppedEvtCnt) event).cnt());
      case IsrName.ID -> names.set(names.isrs, ((IsrName) event).isrId(), ((IsrName) event).name());
      case IsrEnter.ID -> cores.isrEnter(core, ns, ((IsrEnter) event).isrId());
      case IsrExit.ID -> cores.isrExit(core, ns, ((IsrExit) event).isrId());

      case EvtmarkerName.ID -> markers.eventName(markers.global, ((EvtmarkerName) event).evtmarkerId(),
          ((EvtmarkerName) event).name());
      case Evtmarker.ID -> markers.instant(markers.global, ((Evtmarker) event).evtmarkerId(), ns, ((Evtmarker) event).msg());
      case EvtmarkerBegin.ID -> markers.begin(markers.global, ((EvtmarkerBegin) event).evtmarkerId(), ns,
          ((EvtmarkerBegin) event).msg());
      case EvtmarkerEnd.ID -> markers.end(markers.global, ((EvtmarkerEnd) event).evtmarkerId(), ns);
      case ValmarkerName.ID -> markers.valueName(markers.global, ((ValmarkerName) event).valmarkerId(),
          ((ValmarkerName) event).name());
      case Valmarker.ID -> markers.value(markers.global, ((Valmarker) event).valmarkerId(), ns, ((Valmarker) event).val());

      case FreertosTaskSwitchedIn.ID -> tasks.switchedIn(core, ns, ((FreertosTaskSwitchedIn) event).taskId());
      case FreertosTaskCreated.ID -> tasks.ready(ns, ((FreertosTaskCreated) event).taskId());
      case FreertosTaskToRdyState.ID -> tasks.ready(ns, ((FreertosTaskToRdyState) event).taskId());
      case FreertosTaskResumed.ID -> tasks.ready(ns, ((FreertosTaskResumed) event).taskId());
      case FreertosTaskResumedFromIsr.ID -> tasks.ready(ns, ((FreertosTaskResumedFromIsr) event).taskId());
      case FreertosTaskSuspended.ID -> tasks.suspended(core, ns, ((FreertosTaskSuspended) event).taskId());
      case FreertosTaskDeleted.ID -> tasks.deleted(core, ns, ((FreertosTaskDeleted) event).taskId());
      case FreertosCurtaskDelay.ID ->
          tasks.blocked(core, ns, new Wait(Wait.Cause.DELAY, 0, null, ((FreertosCurtaskDelay) event).ticks()));
      case FreertosCurtaskDelayUntil.ID -> tasks.blocked(core, ns,
          new Wait(Wait.Cause.DELAY_UNTIL, 0, null, ((FreertosCurtaskDelayUntil) event).timeToWake()));
      case FreertosCurtaskBlockOnQueuePeek.ID -> blockedOn(core, ns, new Wait(Wait.Cause.QUEUE,
          ((FreertosCurtaskBlockOnQueuePeek) event).queueId(), Wait.Operation.PEEK, 0));
      case FreertosCurtaskBlockOnQueueSend.ID -> blockedOn(core, ns, new Wait(Wait.Cause.QUEUE,
          ((FreertosCurtaskBlockOnQueueSend) event).queueId(), Wait.Operation.SEND, 0));
      case FreertosCurtaskBlockOnQueueReceive.ID -> blockedOn(core, ns, new Wait(Wait.Cause.QUEUE,
          ((FreertosCurtaskBlockOnQueueReceive) event).queueId(), Wait.Operation.RECEIVE, 0));
      case FreertosCurtaskBlockOnStreamBufferSend.ID -> blockedOn(core, ns, new Wait(Wait.Cause.STREAM_BUFFER,
          ((FreertosCurtaskBlockOnStreamBufferSend) event).sbId(), Wait.Operation.SEND, 0));
      case FreertosCurtaskBlockOnStreamBufferReceive.ID -> blockedOn(core, ns, new Wait(Wait.Cause.STREAM_BUFFER,
          ((FreertosCurtaskBlockOnStreamBufferReceive) event).sbId(), Wait.Operation.RECEIVE, 0));
      case FreertosCurtaskBlockOnEventGroup.ID -> tasks.blocked(core, ns, new Wait(Wait.Cause.EVENT_GROUP,
          ((FreertosCurtaskBlockOnEventGroup) event).egId(), null, ((FreertosCurtaskBlockOnEventGroup) event).bits()));
      case FreertosCurtaskBlockOnNotify.ID -> tasks.blocked(core, ns,
          new Wait(Wait.Cause.NOTIFICATION, 0, null, ((FreertosCurtaskBlockOnNotify) event).index()));

      case FreertosTaskName.ID -> names.set(names.tasks, ((FreertosTaskName) event).taskId(), ((FreertosTaskName) event).name());
      case FreertosTaskPrioritySet.ID -> objects.priority(core, ns, ((FreertosTaskPrioritySet) event).taskId(),
          ((FreertosTaskPrioritySet) event).priority(), PriorityChange.SET);
      case FreertosTaskPriorityInherit.ID -> objects.priority(core, ns, ((FreertosTaskPriorityInherit) event).taskId(),
          ((FreertosTaskPriorityInherit) event).priority(), PriorityChange.INHERIT);
      case FreertosTaskPriorityDisinherit.ID -> objects.priority(core, ns,
          ((FreertosTaskPriorityDisinherit) event).taskId(), ((FreertosTaskPriorityDisinherit) event).priority(),
          PriorityChange.DISINHERIT);
      // The timer task is where timer expiries show.
      case FreertosTaskIsIdleTask.ID -> tasks.idle(((FreertosTaskIsIdleTask) event).taskId());
      case FreertosTaskIsTimerTask.ID -> objects.timerTask(((FreertosTaskIsTimerTask) event).taskId());

      case FreertosTaskEvtmarkerName.ID -> markers.taskEventName(((FreertosTaskEvtmarkerName) event).evtmarkerId(),
          ((FreertosTaskEvtmarkerName) event).taskId(), ((FreertosTaskEvtmarkerName) event).name());
      case FreertosTaskValmarkerName.ID -> markers.taskValueName(((FreertosTaskValmarkerName) event).valmarkerId(),
          ((FreertosTaskValmarkerName) event).taskId(), ((FreertosTaskValmarkerName) event).name());
      case FreertosTaskEvtmarker.ID -> {
        long marker = ((FreertosTaskEvtmarker) event).evtmarkerId();
        Markers.Owner owner = markers.taskEventOwner(marker, core);
        if (owner != null) {
          markers.instant(owner, marker, ns, ((FreertosTaskEvtmarker) event).msg());
        }
      }
      case FreertosTaskEvtmarkerBegin.ID -> {
        long marker = ((FreertosTaskEvtmarkerBegin) event).evtmarkerId();
        Markers.Owner owner = markers.taskEventOwner(marker, core);
        if (owner != null) {
          markers.begin(owner, marker, ns, ((FreertosTaskEvtmarkerBegin) event).msg());
        }
      }
      case FreertosTaskEvtmarkerEnd.ID -> {
        long marker = ((FreertosTaskEvtmarkerEnd) event).evtmarkerId();
        Markers.Owner owner = markers.taskEventOwner(marker, core);
        if (owner != null) {
          markers.end(owner, marker, ns);
        }
      }
      case FreertosTaskValmarker.ID -> {
        long marker = ((FreertosTaskValmarker) event).valmarkerId();
        Markers.Owner owner = markers.taskValueOwner(marker, core);
        if (owner != null) {
          markers.value(owner, marker, ns, ((FreertosTaskValmarker) event).val());
        }
      }

      case FreertosQueueName.ID -> objects.queueName(((FreertosQueueName) event).queueId(), ((FreertosQueueName) event).name());
      case FreertosQueueKind.ID -> objects.queueKind(((FreertosQueueKind) event).queueId(), ((FreertosQueueKind) event).kind());
      case FreertosQueueCreated.ID -> objects.queueCreated(core, ns, ((FreertosQueueCreated) event).queueId());
      case FreertosQueueDeleted.ID -> {} // its tracks keep their last value
      case FreertosQueuePeek.ID -> {
        objects.queuePeeked(core, ns, ((FreertosQueuePeek) event).queueId(), ((FreertosQueuePeek) event).length());
        failures.succeeded(core);
      }
      case FreertosQueuePeekFromIsr.ID -> objects.queuePeeked(core, ns, ((FreertosQueuePeekFromIsr) event).queueId(),
          ((FreertosQueuePeekFromIsr) event).length());
      case FreertosQueueSend.ID -> {
        objects.queueLength(core, ns, ((FreertosQueueSend) event).queueId(), ((FreertosQueueSend) event).lenAfter(),
            Operation.SEND);
        failures.succeeded(core);
      }
      case FreertosQueueSendFromIsr.ID -> objects.queueLength(core, ns, ((FreertosQueueSendFromIsr) event).queueId(),
          ((FreertosQueueSendFromIsr) event).lenAfter(), Operation.SEND);
      case FreertosQueueOverwrite.ID -> objects.queueLength(core, ns, ((FreertosQueueOverwrite) event).queueId(),
          ((FreertosQueueOverwrite) event).lenAfter(), Operation.SEND);
      case FreertosQueueOverwriteFromIsr.ID -> objects.queueLength(core, ns,
          ((FreertosQueueOverwriteFromIsr) event).queueId(), ((FreertosQueueOverwriteFromIsr) event).lenAfter(),
          Operation.SEND);
      case FreertosQueueReceive.ID -> {
        objects.queueLength(core, ns, ((FreertosQueueReceive) event).queueId(),
            ((FreertosQueueReceive) event).lenAfter(), Operation.RECEIVE);
        failures.succeeded(core);
      }
      case FreertosQueueReceiveFromIsr.ID -> objects.queueLength(core, ns,
          ((FreertosQueueReceiveFromIsr) event).queueId(), ((FreertosQueueReceiveFromIsr) event).lenAfter(),
          Operation.RECEIVE);
      case FreertosQueueReset.ID ->
          objects.queueLength(core, ns, ((FreertosQueueReset) event).queueId(), 0, Operation.RESET);
      case FreertosQueueCurLength.ID -> objects.queueLength(core, ns, ((FreertosQueueCurLength) event).queueId(),
          ((FreertosQueueCurLength) event).length(), Operation.CURRENT);

      case FreertosStreamBufferName.ID ->
          objects.bufferName(((FreertosStreamBufferName) event).sbId(), ((FreertosStreamBufferName) event).name());
      case FreertosStreamBufferKind.ID -> objects.bufferKind(((FreertosStreamBufferKind) event).sbId(),
          ((FreertosStreamBufferKind) event).kind(), ((FreertosStreamBufferKind) event).size());
      case FreertosStreamBufferCreated.ID -> objects.bufferKind(((FreertosStreamBufferCreated) event).sbId(),
          ((FreertosStreamBufferCreated) event).kind(), ((FreertosStreamBufferCreated) event).size());
      case FreertosStreamBufferSend.ID -> {
        objects.bufferLevel(ns, ((FreertosStreamBufferSend) event).sbId(), ((FreertosStreamBufferSend) event).lenAfter(),
            Operation.SEND);
        failures.succeeded(core);
      }
      case FreertosStreamBufferSendFromIsr.ID -> objects.bufferLevel(ns, ((FreertosStreamBufferSendFromIsr) event).sbId(),
          ((FreertosStreamBufferSendFromIsr) event).lenAfter(), Operation.SEND);
      case FreertosStreamBufferReceive.ID -> {
        objects.bufferLevel(ns, ((FreertosStreamBufferReceive) event).sbId(),
            ((FreertosStreamBufferReceive) event).lenAfter(), Operation.RECEIVE);
        failures.succeeded(core);
      }
      case FreertosStreamBufferReceiveFromIsr.ID -> objects.bufferLevel(ns,
          ((FreertosStreamBufferReceiveFromIsr) event).sbId(), ((FreertosStreamBufferReceiveFromIsr) event).lenAfter(),
          Operation.RECEIVE);
      case FreertosStreamBufferReset.ID ->
          objects.bufferLevel(ns, ((FreertosStreamBufferReset) event).sbId(), 0, Operation.RESET);
      case FreertosStreamBufferDeleted.ID -> {}

      case FreertosEventGroupName.ID ->
          objects.eventGroupName(((FreertosEventGroupName) event).egId(), ((FreertosEventGroupName) event).name());
      // A new group is empty: its counter starts at its first operation, so that a name given
      // right after creation is not late.
      case FreertosEventGroupCreated.ID, FreertosEventGroupDeleted.ID -> {}
      case FreertosEventGroupSetBits.ID ->
          objects.eventGroupBits(ns, ((FreertosEventGroupSetBits) event).egId(), ((FreertosEventGroupSetBits) event).value());
      case FreertosEventGroupClearBits.ID -> objects.eventGroupBits(ns, ((FreertosEventGroupClearBits) event).egId(),
          ((FreertosEventGroupClearBits) event).value());

      case FreertosTaskNotify.ID -> objects.notified(core, ns, ((FreertosTaskNotify) event).taskId(),
          ((FreertosTaskNotify) event).index(), false);
      case FreertosTaskNotifyFromIsr.ID -> objects.notified(core, ns, ((FreertosTaskNotifyFromIsr) event).taskId(),
          ((FreertosTaskNotifyFromIsr) event).index(), true);
      case FreertosTimerName.ID ->
          objects.timerName(((FreertosTimerName) event).timerId(), ((FreertosTimerName) event).name());
      case FreertosTimerCreated.ID -> {}
      case FreertosTimerExpired.ID -> objects.timerExpired(core, ns, ((FreertosTimerExpired) event).timerId());

      case FreertosHeapMalloc.ID ->
          heap.allocated(core, ns, ((FreertosHeapMalloc) event).address(), ((FreertosHeapMalloc) event).size());
      case FreertosHeapFree.ID ->
          heap.freed(core, ns, ((FreertosHeapFree) event).address(), ((FreertosHeapFree) event).size());
      case FreertosHeapMallocFailed.ID -> heap.failed(core, ns, ((FreertosHeapMallocFailed) event).size());
      case FreertosTaskStackLow.ID ->
          stacks.switchedOutLow(ns, ((FreertosTaskStackLow) event).taskId(), ((FreertosTaskStackLow) event).free());
      case FreertosTaskStackHighWater.ID -> stacks.highWater(ns, ((FreertosTaskStackHighWater) event).taskId(),
          ((FreertosTaskStackHighWater) event).freeMin());

      case FreertosQueueCallFailed.ID -> failures.failed(core, ns, Wait.Cause.QUEUE,
          ((FreertosQueueCallFailed) event).queueId(), ((FreertosQueueCallFailed) event).call());
      case FreertosStreamBufferCallFailed.ID -> failures.failed(core, ns, Wait.Cause.STREAM_BUFFER,
          ((FreertosStreamBufferCallFailed) event).sbId(), ((FreertosStreamBufferCallFailed) event).call());
      default -> app.event(event, ns);
    }
  }

  /** The running task blocks on a queue or buffer: its state, and the wait a failed call may end. */
  private void blockedOn(int core, long ns, Wait wait) throws IOException {
    tasks.blocked(core, ns, wait);
    failures.blocked(core, wait);
  }
}

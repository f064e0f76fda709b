// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaVisitorEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.StrView;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * Turns each visitor call into its event record and hands it to a consumer.
 */
public final class RecordingVisitor implements EventVisitor {
  private final RecordSink sink;

  public RecordingVisitor(Consumer<? super TraceEvent> sink) {
    Objects.requireNonNull(sink, "sink");
    this.sink = (event, id, timed, ts) -> sink.accept(event);
  }

  public RecordingVisitor(RecordSink sink) {
    this.sink = Objects.requireNonNull(sink, "sink");
  }

  @Override
  public void onCoreId(long ts, long coreId) {
    sink.accept(new CoreId(ts, coreId), CoreId.ID, true, ts);
  }

  @Override
  public void onDroppedEvtCnt(long ts, long cnt) {
    sink.accept(new DroppedEvtCnt(ts, cnt), DroppedEvtCnt.ID, true, ts);
  }

  @Override
  public void onTsResolutionNs(long nsPerTs) {
    sink.accept(new TsResolutionNs(nsPerTs), TsResolutionNs.ID, false, 0);
  }

  @Override
  public void onIsrName(long isrId, StrView name) {
    sink.accept(new IsrName(isrId, name.toString()), IsrName.ID, false, 0);
  }

  @Override
  public void onIsrEnter(long ts, long isrId) {
    sink.accept(new IsrEnter(ts, isrId), IsrEnter.ID, true, ts);
  }

  @Override
  public void onIsrExit(long ts, long isrId) {
    sink.accept(new IsrExit(ts, isrId), IsrExit.ID, true, ts);
  }

  @Override
  public void onEvtmarkerName(long evtmarkerId, StrView name) {
    sink.accept(new EvtmarkerName(evtmarkerId, name.toString()), EvtmarkerName.ID, false, 0);
  }

  @Override
  public void onEvtmarker(long ts, long evtmarkerId, StrView msg) {
    sink.accept(new Evtmarker(ts, evtmarkerId, msg.toString()), Evtmarker.ID, true, ts);
  }

  @Override
  public void onEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    sink.accept(new EvtmarkerBegin(ts, evtmarkerId, msg.toString()), EvtmarkerBegin.ID, true, ts);
  }

  @Override
  public void onEvtmarkerEnd(long ts, long evtmarkerId) {
    sink.accept(new EvtmarkerEnd(ts, evtmarkerId), EvtmarkerEnd.ID, true, ts);
  }

  @Override
  public void onValmarkerName(long valmarkerId, StrView name) {
    sink.accept(new ValmarkerName(valmarkerId, name.toString()), ValmarkerName.ID, false, 0);
  }

  @Override
  public void onValmarker(long ts, long valmarkerId, long val) {
    sink.accept(new Valmarker(ts, valmarkerId, val), Valmarker.ID, true, ts);
  }

  @Override
  public void onCatalogueFingerprint(long fingerprint) {
    sink.accept(new CatalogueFingerprint(fingerprint), CatalogueFingerprint.ID, false, 0);
  }

  @Override
  public void onTsFrequencyHz(long hz) {
    sink.accept(new TsFrequencyHz(hz), TsFrequencyHz.ID, false, 0);
  }

  @Override
  public void onFreertosTaskSwitchedIn(long ts, long taskId) {
    sink.accept(new FreertosTaskSwitchedIn(ts, taskId), FreertosTaskSwitchedIn.ID, true, ts);
  }

  @Override
  public void onFreertosTaskToRdyState(long ts, long taskId) {
    sink.accept(new FreertosTaskToRdyState(ts, taskId), FreertosTaskToRdyState.ID, true, ts);
  }

  @Override
  public void onFreertosTaskResumed(long ts, long taskId) {
    sink.accept(new FreertosTaskResumed(ts, taskId), FreertosTaskResumed.ID, true, ts);
  }

  @Override
  public void onFreertosTaskResumedFromIsr(long ts, long taskId) {
    sink.accept(new FreertosTaskResumedFromIsr(ts, taskId), FreertosTaskResumedFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosTaskSuspended(long ts, long taskId) {
    sink.accept(new FreertosTaskSuspended(ts, taskId), FreertosTaskSuspended.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskDelay(long ts, long ticks) {
    sink.accept(new FreertosCurtaskDelay(ts, ticks), FreertosCurtaskDelay.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskDelayUntil(long ts, long timeToWake) {
    sink.accept(new FreertosCurtaskDelayUntil(ts, timeToWake), FreertosCurtaskDelayUntil.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPrioritySet(long ts, long taskId, long priority) {
    sink.accept(new FreertosTaskPrioritySet(ts, taskId, priority), FreertosTaskPrioritySet.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPriorityInherit(long ts, long taskId, long priority) {
    sink.accept(new FreertosTaskPriorityInherit(ts, taskId, priority), FreertosTaskPriorityInherit.ID, true, ts);
  }

  @Override
  public void onFreertosTaskPriorityDisinherit(long ts, long taskId, long priority) {
    sink.accept(new FreertosTaskPriorityDisinherit(ts, taskId, priority), FreertosTaskPriorityDisinherit.ID, true, ts);
  }

  @Override
  public void onFreertosTaskCreated(long ts, long taskId) {
    sink.accept(new FreertosTaskCreated(ts, taskId), FreertosTaskCreated.ID, true, ts);
  }

  @Override
  public void onFreertosTaskName(long taskId, StrView name) {
    sink.accept(new FreertosTaskName(taskId, name.toString()), FreertosTaskName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskIsIdleTask(long taskId, long coreId) {
    sink.accept(new FreertosTaskIsIdleTask(taskId, coreId), FreertosTaskIsIdleTask.ID, false, 0);
  }

  @Override
  public void onFreertosTaskIsTimerTask(long taskId) {
    sink.accept(new FreertosTaskIsTimerTask(taskId), FreertosTaskIsTimerTask.ID, false, 0);
  }

  @Override
  public void onFreertosTaskDeleted(long ts, long taskId) {
    sink.accept(new FreertosTaskDeleted(ts, taskId), FreertosTaskDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosQueueCreated(long ts, long queueId) {
    sink.accept(new FreertosQueueCreated(ts, queueId), FreertosQueueCreated.ID, true, ts);
  }

  @Override
  public void onFreertosQueueName(long queueId, StrView name) {
    sink.accept(new FreertosQueueName(queueId, name.toString()), FreertosQueueName.ID, false, 0);
  }

  @Override
  public void onFreertosQueueKind(long queueId, FrQueueKind kind) {
    sink.accept(new FreertosQueueKind(queueId, kind), FreertosQueueKind.ID, false, 0);
  }

  @Override
  public void onFreertosQueueSend(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueSend(ts, queueId, lenAfter), FreertosQueueSend.ID, true, ts);
  }

  @Override
  public void onFreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueSendFromIsr(ts, queueId, lenAfter), FreertosQueueSendFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueOverwrite(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueOverwrite(ts, queueId, lenAfter), FreertosQueueOverwrite.ID, true, ts);
  }

  @Override
  public void onFreertosQueueOverwriteFromIsr(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueOverwriteFromIsr(ts, queueId, lenAfter), FreertosQueueOverwriteFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReceive(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueReceive(ts, queueId, lenAfter), FreertosQueueReceive.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReceiveFromIsr(long ts, long queueId, long lenAfter) {
    sink.accept(new FreertosQueueReceiveFromIsr(ts, queueId, lenAfter), FreertosQueueReceiveFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosQueueReset(long ts, long queueId) {
    sink.accept(new FreertosQueueReset(ts, queueId), FreertosQueueReset.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueuePeek(long ts, long queueId, long ticksToWait) {
    sink.accept(new FreertosCurtaskBlockOnQueuePeek(ts, queueId, ticksToWait), FreertosCurtaskBlockOnQueuePeek.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueSend(long ts, long queueId, long ticksToWait) {
    sink.accept(new FreertosCurtaskBlockOnQueueSend(ts, queueId, ticksToWait), FreertosCurtaskBlockOnQueueSend.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueReceive(long ts, long queueId, long ticksToWait) {
    sink.accept(new FreertosCurtaskBlockOnQueueReceive(ts, queueId, ticksToWait), FreertosCurtaskBlockOnQueueReceive.ID, true, ts);
  }

  @Override
  public void onFreertosQueueCurLength(long ts, long queueId, long length) {
    sink.accept(new FreertosQueueCurLength(ts, queueId, length), FreertosQueueCurLength.ID, true, ts);
  }

  @Override
  public void onFreertosQueueDeleted(long ts, long queueId) {
    sink.accept(new FreertosQueueDeleted(ts, queueId), FreertosQueueDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferCreated(long ts, long sbId, FrStreamBufferKind kind,
      long size) {
    sink.accept(new FreertosStreamBufferCreated(ts, sbId, kind, size), FreertosStreamBufferCreated.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferKind(long sbId, FrStreamBufferKind kind, long size) {
    sink.accept(new FreertosStreamBufferKind(sbId, kind, size), FreertosStreamBufferKind.ID, false, 0);
  }

  @Override
  public void onFreertosStreamBufferName(long sbId, StrView name) {
    sink.accept(new FreertosStreamBufferName(sbId, name.toString()), FreertosStreamBufferName.ID, false, 0);
  }

  @Override
  public void onFreertosStreamBufferSend(long ts, long sbId, long bytes, long lenAfter) {
    sink.accept(new FreertosStreamBufferSend(ts, sbId, bytes, lenAfter), FreertosStreamBufferSend.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferSendFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    sink.accept(new FreertosStreamBufferSendFromIsr(ts, sbId, bytes, lenAfter), FreertosStreamBufferSendFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReceive(long ts, long sbId, long bytes, long lenAfter) {
    sink.accept(new FreertosStreamBufferReceive(ts, sbId, bytes, lenAfter), FreertosStreamBufferReceive.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReceiveFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    sink.accept(new FreertosStreamBufferReceiveFromIsr(ts, sbId, bytes, lenAfter), FreertosStreamBufferReceiveFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferReset(long ts, long sbId) {
    sink.accept(new FreertosStreamBufferReset(ts, sbId), FreertosStreamBufferReset.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferSend(long ts, long sbId) {
    sink.accept(new FreertosCurtaskBlockOnStreamBufferSend(ts, sbId), FreertosCurtaskBlockOnStreamBufferSend.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferReceive(long ts, long sbId) {
    sink.accept(new FreertosCurtaskBlockOnStreamBufferReceive(ts, sbId), FreertosCurtaskBlockOnStreamBufferReceive.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferDeleted(long ts, long sbId) {
    sink.accept(new FreertosStreamBufferDeleted(ts, sbId), FreertosStreamBufferDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupCreated(long ts, long egId) {
    sink.accept(new FreertosEventGroupCreated(ts, egId), FreertosEventGroupCreated.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupName(long egId, StrView name) {
    sink.accept(new FreertosEventGroupName(egId, name.toString()), FreertosEventGroupName.ID, false, 0);
  }

  @Override
  public void onFreertosEventGroupSetBits(long ts, long egId, long bits, long value) {
    sink.accept(new FreertosEventGroupSetBits(ts, egId, bits, value), FreertosEventGroupSetBits.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupClearBits(long ts, long egId, long bits, long value) {
    sink.accept(new FreertosEventGroupClearBits(ts, egId, bits, value), FreertosEventGroupClearBits.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnEventGroup(long ts, long egId, long bits) {
    sink.accept(new FreertosCurtaskBlockOnEventGroup(ts, egId, bits), FreertosCurtaskBlockOnEventGroup.ID, true, ts);
  }

  @Override
  public void onFreertosEventGroupDeleted(long ts, long egId) {
    sink.accept(new FreertosEventGroupDeleted(ts, egId), FreertosEventGroupDeleted.ID, true, ts);
  }

  @Override
  public void onFreertosTaskNotify(long ts, long taskId, long index) {
    sink.accept(new FreertosTaskNotify(ts, taskId, index), FreertosTaskNotify.ID, true, ts);
  }

  @Override
  public void onFreertosTaskNotifyFromIsr(long ts, long taskId, long index) {
    sink.accept(new FreertosTaskNotifyFromIsr(ts, taskId, index), FreertosTaskNotifyFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosCurtaskBlockOnNotify(long ts, long index) {
    sink.accept(new FreertosCurtaskBlockOnNotify(ts, index), FreertosCurtaskBlockOnNotify.ID, true, ts);
  }

  @Override
  public void onFreertosTimerCreated(long ts, long timerId) {
    sink.accept(new FreertosTimerCreated(ts, timerId), FreertosTimerCreated.ID, true, ts);
  }

  @Override
  public void onFreertosTimerName(long timerId, StrView name) {
    sink.accept(new FreertosTimerName(timerId, name.toString()), FreertosTimerName.ID, false, 0);
  }

  @Override
  public void onFreertosTimerExpired(long ts, long timerId) {
    sink.accept(new FreertosTimerExpired(ts, timerId), FreertosTimerExpired.ID, true, ts);
  }

  @Override
  public void onFreertosQueuePeek(long ts, long queueId, long length) {
    sink.accept(new FreertosQueuePeek(ts, queueId, length), FreertosQueuePeek.ID, true, ts);
  }

  @Override
  public void onFreertosQueuePeekFromIsr(long ts, long queueId, long length) {
    sink.accept(new FreertosQueuePeekFromIsr(ts, queueId, length), FreertosQueuePeekFromIsr.ID, true, ts);
  }

  @Override
  public void onFreertosHeapMalloc(long ts, long address, long size) {
    sink.accept(new FreertosHeapMalloc(ts, address, size), FreertosHeapMalloc.ID, true, ts);
  }

  @Override
  public void onFreertosHeapFree(long ts, long address, long size) {
    sink.accept(new FreertosHeapFree(ts, address, size), FreertosHeapFree.ID, true, ts);
  }

  @Override
  public void onFreertosHeapMallocFailed(long ts, long size) {
    sink.accept(new FreertosHeapMallocFailed(ts, size), FreertosHeapMallocFailed.ID, true, ts);
  }

  @Override
  public void onFreertosTaskStackLow(long ts, long taskId, long free) {
    sink.accept(new FreertosTaskStackLow(ts, taskId, free), FreertosTaskStackLow.ID, true, ts);
  }

  @Override
  public void onFreertosTaskStackHighWater(long ts, long taskId, long freeMin) {
    sink.accept(new FreertosTaskStackHighWater(ts, taskId, freeMin), FreertosTaskStackHighWater.ID, true, ts);
  }

  @Override
  public void onFreertosQueueCallFailed(long ts, long queueId, FrFailedCall call) {
    sink.accept(new FreertosQueueCallFailed(ts, queueId, call), FreertosQueueCallFailed.ID, true, ts);
  }

  @Override
  public void onFreertosStreamBufferCallFailed(long ts, long sbId, FrFailedCall call) {
    sink.accept(new FreertosStreamBufferCallFailed(ts, sbId, call), FreertosStreamBufferCallFailed.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerName(long evtmarkerId, long taskId, StrView name) {
    sink.accept(new FreertosTaskEvtmarkerName(evtmarkerId, taskId, name.toString()), FreertosTaskEvtmarkerName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskEvtmarker(long ts, long evtmarkerId, StrView msg) {
    sink.accept(new FreertosTaskEvtmarker(ts, evtmarkerId, msg.toString()), FreertosTaskEvtmarker.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    sink.accept(new FreertosTaskEvtmarkerBegin(ts, evtmarkerId, msg.toString()), FreertosTaskEvtmarkerBegin.ID, true, ts);
  }

  @Override
  public void onFreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) {
    sink.accept(new FreertosTaskEvtmarkerEnd(ts, evtmarkerId), FreertosTaskEvtmarkerEnd.ID, true, ts);
  }

  @Override
  public void onFreertosTaskValmarkerName(long valmarkerId, long taskId, StrView name) {
    sink.accept(new FreertosTaskValmarkerName(valmarkerId, taskId, name.toString()), FreertosTaskValmarkerName.ID, false, 0);
  }

  @Override
  public void onFreertosTaskValmarker(long ts, long valmarkerId, long val) {
    sink.accept(new FreertosTaskValmarker(ts, valmarkerId, val), FreertosTaskValmarker.ID, true, ts);
  }

  @Override
  public void onDemoSensorSample(long ts, int sensor, long value, boolean hasRaw, long raw,
      boolean hasQuality, int quality) {
    sink.accept(new DemoSensorSample(ts, sensor, value, hasRaw ? OptionalLong.of(raw) : OptionalLong.empty(), hasQuality ? OptionalInt.of(quality) : OptionalInt.empty()), DemoSensorSample.ID, true, ts);
  }

  @Override
  public void onDemoMotorState(long ts, int motor, DemoMotorPhase state) {
    sink.accept(new DemoMotorState(ts, motor, state), DemoMotorState.ID, true, ts);
  }

  @Override
  public void onDemoLogLine(long ts, int level, StrView text) {
    sink.accept(new DemoLogLine(ts, level, text.toString()), DemoLogLine.ID, true, ts);
  }

  @Override
  public void onDemoBoardName(StrView name) {
    sink.accept(new DemoBoardName(name.toString()), DemoBoardName.ID, false, 0);
  }

  @Override
  public void onDynamicEvent(TraceEvent event) {
    if (event instanceof TimedEvent timed) {
      sink.accept(event, event.eventId(), true, timed.ts());
    } else {
      sink.accept(event, event.eventId(), false, 0);
    }
  }
}

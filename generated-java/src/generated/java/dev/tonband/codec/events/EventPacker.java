// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaHandlerEmitter.java
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

/**
 * Hands each decoded event to a {@link PackedSink} as primitives: a built-in event's fields in the
 * words (and its string as a String), without making any other object; an event that does not
 * fit, of an application group or decoded at run time, as its record. A subclass that
 * overrides a method sees that event on its way, and calls it to pack the event.
 */
public class EventPacker implements EventVisitor {
  private final PackedSink sink;

  public EventPacker(PackedSink sink) {
    this.sink = Objects.requireNonNull(sink, "sink");
  }

  @Override
  public void onCoreId(long ts, long coreId) {
    sink.packed(CoreId.ID, true, ts, coreId, 0, 0, null);
  }

  @Override
  public void onDroppedEvtCnt(long ts, long cnt) {
    sink.packed(DroppedEvtCnt.ID, true, ts, cnt, 0, 0, null);
  }

  @Override
  public void onTsResolutionNs(long nsPerTs) {
    sink.packed(TsResolutionNs.ID, false, 0, nsPerTs, 0, 0, null);
  }

  @Override
  public void onIsrName(long isrId, StrView name) {
    sink.packed(IsrName.ID, false, 0, isrId, 0, 0, name.toString());
  }

  @Override
  public void onIsrEnter(long ts, long isrId) {
    sink.packed(IsrEnter.ID, true, ts, isrId, 0, 0, null);
  }

  @Override
  public void onIsrExit(long ts, long isrId) {
    sink.packed(IsrExit.ID, true, ts, isrId, 0, 0, null);
  }

  @Override
  public void onEvtmarkerName(long evtmarkerId, StrView name) {
    sink.packed(EvtmarkerName.ID, false, 0, evtmarkerId, 0, 0, name.toString());
  }

  @Override
  public void onEvtmarker(long ts, long evtmarkerId, StrView msg) {
    sink.packed(Evtmarker.ID, true, ts, evtmarkerId, 0, 0, msg.toString());
  }

  @Override
  public void onEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    sink.packed(EvtmarkerBegin.ID, true, ts, evtmarkerId, 0, 0, msg.toString());
  }

  @Override
  public void onEvtmarkerEnd(long ts, long evtmarkerId) {
    sink.packed(EvtmarkerEnd.ID, true, ts, evtmarkerId, 0, 0, null);
  }

  @Override
  public void onValmarkerName(long valmarkerId, StrView name) {
    sink.packed(ValmarkerName.ID, false, 0, valmarkerId, 0, 0, name.toString());
  }

  @Override
  public void onValmarker(long ts, long valmarkerId, long val) {
    sink.packed(Valmarker.ID, true, ts, valmarkerId, val, 0, null);
  }

  @Override
  public void onCatalogueFingerprint(long fingerprint) {
    sink.packed(CatalogueFingerprint.ID, false, 0, fingerprint, 0, 0, null);
  }

  @Override
  public void onTsFrequencyHz(long hz) {
    sink.packed(TsFrequencyHz.ID, false, 0, hz, 0, 0, null);
  }

  @Override
  public void onFreertosTaskSwitchedIn(long ts, long taskId) {
    sink.packed(FreertosTaskSwitchedIn.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskToRdyState(long ts, long taskId) {
    sink.packed(FreertosTaskToRdyState.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskResumed(long ts, long taskId) {
    sink.packed(FreertosTaskResumed.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskResumedFromIsr(long ts, long taskId) {
    sink.packed(FreertosTaskResumedFromIsr.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskSuspended(long ts, long taskId) {
    sink.packed(FreertosTaskSuspended.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosCurtaskDelay(long ts, long ticks) {
    sink.packed(FreertosCurtaskDelay.ID, true, ts, ticks, 0, 0, null);
  }

  @Override
  public void onFreertosCurtaskDelayUntil(long ts, long timeToWake) {
    sink.packed(FreertosCurtaskDelayUntil.ID, true, ts, timeToWake, 0, 0, null);
  }

  @Override
  public void onFreertosTaskPrioritySet(long ts, long taskId, long priority) {
    sink.packed(FreertosTaskPrioritySet.ID, true, ts, taskId, priority, 0, null);
  }

  @Override
  public void onFreertosTaskPriorityInherit(long ts, long taskId, long priority) {
    sink.packed(FreertosTaskPriorityInherit.ID, true, ts, taskId, priority, 0, null);
  }

  @Override
  public void onFreertosTaskPriorityDisinherit(long ts, long taskId, long priority) {
    sink.packed(FreertosTaskPriorityDisinherit.ID, true, ts, taskId, priority, 0, null);
  }

  @Override
  public void onFreertosTaskCreated(long ts, long taskId) {
    sink.packed(FreertosTaskCreated.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskName(long taskId, StrView name) {
    sink.packed(FreertosTaskName.ID, false, 0, taskId, 0, 0, name.toString());
  }

  @Override
  public void onFreertosTaskIsIdleTask(long taskId, long coreId) {
    sink.packed(FreertosTaskIsIdleTask.ID, false, 0, taskId, coreId, 0, null);
  }

  @Override
  public void onFreertosTaskIsTimerTask(long taskId) {
    sink.packed(FreertosTaskIsTimerTask.ID, false, 0, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskDeleted(long ts, long taskId) {
    sink.packed(FreertosTaskDeleted.ID, true, ts, taskId, 0, 0, null);
  }

  @Override
  public void onFreertosQueueCreated(long ts, long queueId) {
    sink.packed(FreertosQueueCreated.ID, true, ts, queueId, 0, 0, null);
  }

  @Override
  public void onFreertosQueueName(long queueId, StrView name) {
    sink.packed(FreertosQueueName.ID, false, 0, queueId, 0, 0, name.toString());
  }

  @Override
  public void onFreertosQueueKind(long queueId, FrQueueKind kind) {
    sink.packed(FreertosQueueKind.ID, false, 0, queueId, kind.ordinal(), 0, null);
  }

  @Override
  public void onFreertosQueueSend(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueSend.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueSendFromIsr.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueOverwrite(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueOverwrite.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueOverwriteFromIsr(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueOverwriteFromIsr.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueReceive(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueReceive.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueReceiveFromIsr(long ts, long queueId, long lenAfter) {
    sink.packed(FreertosQueueReceiveFromIsr.ID, true, ts, queueId, lenAfter, 0, null);
  }

  @Override
  public void onFreertosQueueReset(long ts, long queueId) {
    sink.packed(FreertosQueueReset.ID, true, ts, queueId, 0, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueuePeek(long ts, long queueId, long ticksToWait) {
    sink.packed(FreertosCurtaskBlockOnQueuePeek.ID, true, ts, queueId, ticksToWait, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueSend(long ts, long queueId, long ticksToWait) {
    sink.packed(FreertosCurtaskBlockOnQueueSend.ID, true, ts, queueId, ticksToWait, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnQueueReceive(long ts, long queueId, long ticksToWait) {
    sink.packed(FreertosCurtaskBlockOnQueueReceive.ID, true, ts, queueId, ticksToWait, 0, null);
  }

  @Override
  public void onFreertosQueueCurLength(long ts, long queueId, long length) {
    sink.packed(FreertosQueueCurLength.ID, true, ts, queueId, length, 0, null);
  }

  @Override
  public void onFreertosQueueDeleted(long ts, long queueId) {
    sink.packed(FreertosQueueDeleted.ID, true, ts, queueId, 0, 0, null);
  }

  @Override
  public void onFreertosStreamBufferCreated(long ts, long sbId, FrStreamBufferKind kind,
      long size) {
    sink.packed(FreertosStreamBufferCreated.ID, true, ts, sbId, kind.ordinal(), size, null);
  }

  @Override
  public void onFreertosStreamBufferKind(long sbId, FrStreamBufferKind kind, long size) {
    sink.packed(FreertosStreamBufferKind.ID, false, 0, sbId, kind.ordinal(), size, null);
  }

  @Override
  public void onFreertosStreamBufferName(long sbId, StrView name) {
    sink.packed(FreertosStreamBufferName.ID, false, 0, sbId, 0, 0, name.toString());
  }

  @Override
  public void onFreertosStreamBufferSend(long ts, long sbId, long bytes, long lenAfter) {
    sink.packed(FreertosStreamBufferSend.ID, true, ts, sbId, bytes, lenAfter, null);
  }

  @Override
  public void onFreertosStreamBufferSendFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    sink.packed(FreertosStreamBufferSendFromIsr.ID, true, ts, sbId, bytes, lenAfter, null);
  }

  @Override
  public void onFreertosStreamBufferReceive(long ts, long sbId, long bytes, long lenAfter) {
    sink.packed(FreertosStreamBufferReceive.ID, true, ts, sbId, bytes, lenAfter, null);
  }

  @Override
  public void onFreertosStreamBufferReceiveFromIsr(long ts, long sbId, long bytes, long lenAfter) {
    sink.packed(FreertosStreamBufferReceiveFromIsr.ID, true, ts, sbId, bytes, lenAfter, null);
  }

  @Override
  public void onFreertosStreamBufferReset(long ts, long sbId) {
    sink.packed(FreertosStreamBufferReset.ID, true, ts, sbId, 0, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferSend(long ts, long sbId) {
    sink.packed(FreertosCurtaskBlockOnStreamBufferSend.ID, true, ts, sbId, 0, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnStreamBufferReceive(long ts, long sbId) {
    sink.packed(FreertosCurtaskBlockOnStreamBufferReceive.ID, true, ts, sbId, 0, 0, null);
  }

  @Override
  public void onFreertosStreamBufferDeleted(long ts, long sbId) {
    sink.packed(FreertosStreamBufferDeleted.ID, true, ts, sbId, 0, 0, null);
  }

  @Override
  public void onFreertosEventGroupCreated(long ts, long egId) {
    sink.packed(FreertosEventGroupCreated.ID, true, ts, egId, 0, 0, null);
  }

  @Override
  public void onFreertosEventGroupName(long egId, StrView name) {
    sink.packed(FreertosEventGroupName.ID, false, 0, egId, 0, 0, name.toString());
  }

  @Override
  public void onFreertosEventGroupSetBits(long ts, long egId, long bits, long value) {
    sink.packed(FreertosEventGroupSetBits.ID, true, ts, egId, bits, value, null);
  }

  @Override
  public void onFreertosEventGroupClearBits(long ts, long egId, long bits, long value) {
    sink.packed(FreertosEventGroupClearBits.ID, true, ts, egId, bits, value, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnEventGroup(long ts, long egId, long bits) {
    sink.packed(FreertosCurtaskBlockOnEventGroup.ID, true, ts, egId, bits, 0, null);
  }

  @Override
  public void onFreertosEventGroupDeleted(long ts, long egId) {
    sink.packed(FreertosEventGroupDeleted.ID, true, ts, egId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskNotify(long ts, long taskId, long index) {
    sink.packed(FreertosTaskNotify.ID, true, ts, taskId, index, 0, null);
  }

  @Override
  public void onFreertosTaskNotifyFromIsr(long ts, long taskId, long index) {
    sink.packed(FreertosTaskNotifyFromIsr.ID, true, ts, taskId, index, 0, null);
  }

  @Override
  public void onFreertosCurtaskBlockOnNotify(long ts, long index) {
    sink.packed(FreertosCurtaskBlockOnNotify.ID, true, ts, index, 0, 0, null);
  }

  @Override
  public void onFreertosTimerCreated(long ts, long timerId) {
    sink.packed(FreertosTimerCreated.ID, true, ts, timerId, 0, 0, null);
  }

  @Override
  public void onFreertosTimerName(long timerId, StrView name) {
    sink.packed(FreertosTimerName.ID, false, 0, timerId, 0, 0, name.toString());
  }

  @Override
  public void onFreertosTimerExpired(long ts, long timerId) {
    sink.packed(FreertosTimerExpired.ID, true, ts, timerId, 0, 0, null);
  }

  @Override
  public void onFreertosQueuePeek(long ts, long queueId, long length) {
    sink.packed(FreertosQueuePeek.ID, true, ts, queueId, length, 0, null);
  }

  @Override
  public void onFreertosQueuePeekFromIsr(long ts, long queueId, long length) {
    sink.packed(FreertosQueuePeekFromIsr.ID, true, ts, queueId, length, 0, null);
  }

  @Override
  public void onFreertosHeapMalloc(long ts, long address, long size) {
    sink.packed(FreertosHeapMalloc.ID, true, ts, address, size, 0, null);
  }

  @Override
  public void onFreertosHeapFree(long ts, long address, long size) {
    sink.packed(FreertosHeapFree.ID, true, ts, address, size, 0, null);
  }

  @Override
  public void onFreertosHeapMallocFailed(long ts, long size) {
    sink.packed(FreertosHeapMallocFailed.ID, true, ts, size, 0, 0, null);
  }

  @Override
  public void onFreertosTaskStackLow(long ts, long taskId, long free) {
    sink.packed(FreertosTaskStackLow.ID, true, ts, taskId, free, 0, null);
  }

  @Override
  public void onFreertosTaskStackHighWater(long ts, long taskId, long freeMin) {
    sink.packed(FreertosTaskStackHighWater.ID, true, ts, taskId, freeMin, 0, null);
  }

  @Override
  public void onFreertosQueueCallFailed(long ts, long queueId, FrFailedCall call) {
    sink.packed(FreertosQueueCallFailed.ID, true, ts, queueId, call.ordinal(), 0, null);
  }

  @Override
  public void onFreertosStreamBufferCallFailed(long ts, long sbId, FrFailedCall call) {
    sink.packed(FreertosStreamBufferCallFailed.ID, true, ts, sbId, call.ordinal(), 0, null);
  }

  @Override
  public void onFreertosTaskEvtmarkerName(long evtmarkerId, long taskId, StrView name) {
    sink.packed(FreertosTaskEvtmarkerName.ID, false, 0, evtmarkerId, taskId, 0, name.toString());
  }

  @Override
  public void onFreertosTaskEvtmarker(long ts, long evtmarkerId, StrView msg) {
    sink.packed(FreertosTaskEvtmarker.ID, true, ts, evtmarkerId, 0, 0, msg.toString());
  }

  @Override
  public void onFreertosTaskEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
    sink.packed(FreertosTaskEvtmarkerBegin.ID, true, ts, evtmarkerId, 0, 0, msg.toString());
  }

  @Override
  public void onFreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) {
    sink.packed(FreertosTaskEvtmarkerEnd.ID, true, ts, evtmarkerId, 0, 0, null);
  }

  @Override
  public void onFreertosTaskValmarkerName(long valmarkerId, long taskId, StrView name) {
    sink.packed(FreertosTaskValmarkerName.ID, false, 0, valmarkerId, taskId, 0, name.toString());
  }

  @Override
  public void onFreertosTaskValmarker(long ts, long valmarkerId, long val) {
    sink.packed(FreertosTaskValmarker.ID, true, ts, valmarkerId, val, 0, null);
  }

  @Override
  public void onDemoSensorSample(long ts, int sensor, long value, boolean hasRaw, long raw,
      boolean hasQuality, int quality) {
    sink.packed(DemoSensorSample.ID, true, ts, 0, 0, 0, new DemoSensorSample(ts, sensor, value, hasRaw ? OptionalLong.of(raw) : OptionalLong.empty(), hasQuality ? OptionalInt.of(quality) : OptionalInt.empty()));
  }

  @Override
  public void onDemoMotorState(long ts, int motor, DemoMotorPhase state) {
    sink.packed(DemoMotorState.ID, true, ts, 0, 0, 0, new DemoMotorState(ts, motor, state));
  }

  @Override
  public void onDemoLogLine(long ts, int level, StrView text) {
    sink.packed(DemoLogLine.ID, true, ts, 0, 0, 0, new DemoLogLine(ts, level, text.toString()));
  }

  @Override
  public void onDemoBoardName(StrView name) {
    sink.packed(DemoBoardName.ID, false, 0, 0, 0, 0, new DemoBoardName(name.toString()));
  }

  @Override
  public void onDynamicEvent(TraceEvent event) {
    if (event instanceof TimedEvent timed) {
      sink.packed(event.eventId(), true, timed.ts(), 0, 0, 0, event);
    } else {
      sink.packed(event.eventId(), false, 0, 0, 0, 0, event);
    }
  }

  /**
   * Packs {@code event}: a built-in event's record through its visitor method, any other as
   * {@link #onDynamicEvent} packs it.
   */
  public void pack(TraceEvent event) {
    switch (event.eventId()) {
      case 0x00 -> {
        if (event instanceof CoreId e) {
          onCoreId(e.ts(), e.coreId());
          return;
        }
      }
      case 0x01 -> {
        if (event instanceof DroppedEvtCnt e) {
          onDroppedEvtCnt(e.ts(), e.cnt());
          return;
        }
      }
      case 0x02 -> {
        if (event instanceof TsResolutionNs e) {
          onTsResolutionNs(e.nsPerTs());
          return;
        }
      }
      case 0x03 -> {
        if (event instanceof IsrName e) {
          onIsrName(e.isrId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x04 -> {
        if (event instanceof IsrEnter e) {
          onIsrEnter(e.ts(), e.isrId());
          return;
        }
      }
      case 0x05 -> {
        if (event instanceof IsrExit e) {
          onIsrExit(e.ts(), e.isrId());
          return;
        }
      }
      case 0x06 -> {
        if (event instanceof EvtmarkerName e) {
          onEvtmarkerName(e.evtmarkerId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x07 -> {
        if (event instanceof Evtmarker e) {
          onEvtmarker(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
          return;
        }
      }
      case 0x08 -> {
        if (event instanceof EvtmarkerBegin e) {
          onEvtmarkerBegin(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
          return;
        }
      }
      case 0x09 -> {
        if (event instanceof EvtmarkerEnd e) {
          onEvtmarkerEnd(e.ts(), e.evtmarkerId());
          return;
        }
      }
      case 0x0A -> {
        if (event instanceof ValmarkerName e) {
          onValmarkerName(e.valmarkerId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x0B -> {
        if (event instanceof Valmarker e) {
          onValmarker(e.ts(), e.valmarkerId(), e.val());
          return;
        }
      }
      case 0x26 -> {
        if (event instanceof CatalogueFingerprint e) {
          onCatalogueFingerprint(e.fingerprint());
          return;
        }
      }
      case 0x27 -> {
        if (event instanceof TsFrequencyHz e) {
          onTsFrequencyHz(e.hz());
          return;
        }
      }
      case 0x54 -> {
        if (event instanceof FreertosTaskSwitchedIn e) {
          onFreertosTaskSwitchedIn(e.ts(), e.taskId());
          return;
        }
      }
      case 0x55 -> {
        if (event instanceof FreertosTaskToRdyState e) {
          onFreertosTaskToRdyState(e.ts(), e.taskId());
          return;
        }
      }
      case 0x56 -> {
        if (event instanceof FreertosTaskResumed e) {
          onFreertosTaskResumed(e.ts(), e.taskId());
          return;
        }
      }
      case 0x57 -> {
        if (event instanceof FreertosTaskResumedFromIsr e) {
          onFreertosTaskResumedFromIsr(e.ts(), e.taskId());
          return;
        }
      }
      case 0x58 -> {
        if (event instanceof FreertosTaskSuspended e) {
          onFreertosTaskSuspended(e.ts(), e.taskId());
          return;
        }
      }
      case 0x59 -> {
        if (event instanceof FreertosCurtaskDelay e) {
          onFreertosCurtaskDelay(e.ts(), e.ticks());
          return;
        }
      }
      case 0x5A -> {
        if (event instanceof FreertosCurtaskDelayUntil e) {
          onFreertosCurtaskDelayUntil(e.ts(), e.timeToWake());
          return;
        }
      }
      case 0x5B -> {
        if (event instanceof FreertosTaskPrioritySet e) {
          onFreertosTaskPrioritySet(e.ts(), e.taskId(), e.priority());
          return;
        }
      }
      case 0x5C -> {
        if (event instanceof FreertosTaskPriorityInherit e) {
          onFreertosTaskPriorityInherit(e.ts(), e.taskId(), e.priority());
          return;
        }
      }
      case 0x5D -> {
        if (event instanceof FreertosTaskPriorityDisinherit e) {
          onFreertosTaskPriorityDisinherit(e.ts(), e.taskId(), e.priority());
          return;
        }
      }
      case 0x5E -> {
        if (event instanceof FreertosTaskCreated e) {
          onFreertosTaskCreated(e.ts(), e.taskId());
          return;
        }
      }
      case 0x5F -> {
        if (event instanceof FreertosTaskName e) {
          onFreertosTaskName(e.taskId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x60 -> {
        if (event instanceof FreertosTaskIsIdleTask e) {
          onFreertosTaskIsIdleTask(e.taskId(), e.coreId());
          return;
        }
      }
      case 0x61 -> {
        if (event instanceof FreertosTaskIsTimerTask e) {
          onFreertosTaskIsTimerTask(e.taskId());
          return;
        }
      }
      case 0x62 -> {
        if (event instanceof FreertosTaskDeleted e) {
          onFreertosTaskDeleted(e.ts(), e.taskId());
          return;
        }
      }
      case 0x63 -> {
        if (event instanceof FreertosQueueCreated e) {
          onFreertosQueueCreated(e.ts(), e.queueId());
          return;
        }
      }
      case 0x64 -> {
        if (event instanceof FreertosQueueName e) {
          onFreertosQueueName(e.queueId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x65 -> {
        if (event instanceof FreertosQueueKind e) {
          onFreertosQueueKind(e.queueId(), e.kind());
          return;
        }
      }
      case 0x66 -> {
        if (event instanceof FreertosQueueSend e) {
          onFreertosQueueSend(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x67 -> {
        if (event instanceof FreertosQueueSendFromIsr e) {
          onFreertosQueueSendFromIsr(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x68 -> {
        if (event instanceof FreertosQueueOverwrite e) {
          onFreertosQueueOverwrite(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x69 -> {
        if (event instanceof FreertosQueueOverwriteFromIsr e) {
          onFreertosQueueOverwriteFromIsr(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6A -> {
        if (event instanceof FreertosQueueReceive e) {
          onFreertosQueueReceive(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6B -> {
        if (event instanceof FreertosQueueReceiveFromIsr e) {
          onFreertosQueueReceiveFromIsr(e.ts(), e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6C -> {
        if (event instanceof FreertosQueueReset e) {
          onFreertosQueueReset(e.ts(), e.queueId());
          return;
        }
      }
      case 0x6D -> {
        if (event instanceof FreertosCurtaskBlockOnQueuePeek e) {
          onFreertosCurtaskBlockOnQueuePeek(e.ts(), e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x6E -> {
        if (event instanceof FreertosCurtaskBlockOnQueueSend e) {
          onFreertosCurtaskBlockOnQueueSend(e.ts(), e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x6F -> {
        if (event instanceof FreertosCurtaskBlockOnQueueReceive e) {
          onFreertosCurtaskBlockOnQueueReceive(e.ts(), e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x70 -> {
        if (event instanceof FreertosQueueCurLength e) {
          onFreertosQueueCurLength(e.ts(), e.queueId(), e.length());
          return;
        }
      }
      case 0x0C -> {
        if (event instanceof FreertosQueueDeleted e) {
          onFreertosQueueDeleted(e.ts(), e.queueId());
          return;
        }
      }
      case 0x0D -> {
        if (event instanceof FreertosStreamBufferCreated e) {
          onFreertosStreamBufferCreated(e.ts(), e.sbId(), e.kind(), e.size());
          return;
        }
      }
      case 0x0E -> {
        if (event instanceof FreertosStreamBufferKind e) {
          onFreertosStreamBufferKind(e.sbId(), e.kind(), e.size());
          return;
        }
      }
      case 0x0F -> {
        if (event instanceof FreertosStreamBufferName e) {
          onFreertosStreamBufferName(e.sbId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x10 -> {
        if (event instanceof FreertosStreamBufferSend e) {
          onFreertosStreamBufferSend(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x11 -> {
        if (event instanceof FreertosStreamBufferSendFromIsr e) {
          onFreertosStreamBufferSendFromIsr(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x12 -> {
        if (event instanceof FreertosStreamBufferReceive e) {
          onFreertosStreamBufferReceive(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x13 -> {
        if (event instanceof FreertosStreamBufferReceiveFromIsr e) {
          onFreertosStreamBufferReceiveFromIsr(e.ts(), e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x14 -> {
        if (event instanceof FreertosStreamBufferReset e) {
          onFreertosStreamBufferReset(e.ts(), e.sbId());
          return;
        }
      }
      case 0x15 -> {
        if (event instanceof FreertosCurtaskBlockOnStreamBufferSend e) {
          onFreertosCurtaskBlockOnStreamBufferSend(e.ts(), e.sbId());
          return;
        }
      }
      case 0x16 -> {
        if (event instanceof FreertosCurtaskBlockOnStreamBufferReceive e) {
          onFreertosCurtaskBlockOnStreamBufferReceive(e.ts(), e.sbId());
          return;
        }
      }
      case 0x17 -> {
        if (event instanceof FreertosStreamBufferDeleted e) {
          onFreertosStreamBufferDeleted(e.ts(), e.sbId());
          return;
        }
      }
      case 0x18 -> {
        if (event instanceof FreertosEventGroupCreated e) {
          onFreertosEventGroupCreated(e.ts(), e.egId());
          return;
        }
      }
      case 0x19 -> {
        if (event instanceof FreertosEventGroupName e) {
          onFreertosEventGroupName(e.egId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x1A -> {
        if (event instanceof FreertosEventGroupSetBits e) {
          onFreertosEventGroupSetBits(e.ts(), e.egId(), e.bits(), e.value());
          return;
        }
      }
      case 0x1B -> {
        if (event instanceof FreertosEventGroupClearBits e) {
          onFreertosEventGroupClearBits(e.ts(), e.egId(), e.bits(), e.value());
          return;
        }
      }
      case 0x1C -> {
        if (event instanceof FreertosCurtaskBlockOnEventGroup e) {
          onFreertosCurtaskBlockOnEventGroup(e.ts(), e.egId(), e.bits());
          return;
        }
      }
      case 0x1D -> {
        if (event instanceof FreertosEventGroupDeleted e) {
          onFreertosEventGroupDeleted(e.ts(), e.egId());
          return;
        }
      }
      case 0x1E -> {
        if (event instanceof FreertosTaskNotify e) {
          onFreertosTaskNotify(e.ts(), e.taskId(), e.index());
          return;
        }
      }
      case 0x1F -> {
        if (event instanceof FreertosTaskNotifyFromIsr e) {
          onFreertosTaskNotifyFromIsr(e.ts(), e.taskId(), e.index());
          return;
        }
      }
      case 0x20 -> {
        if (event instanceof FreertosCurtaskBlockOnNotify e) {
          onFreertosCurtaskBlockOnNotify(e.ts(), e.index());
          return;
        }
      }
      case 0x21 -> {
        if (event instanceof FreertosTimerCreated e) {
          onFreertosTimerCreated(e.ts(), e.timerId());
          return;
        }
      }
      case 0x22 -> {
        if (event instanceof FreertosTimerName e) {
          onFreertosTimerName(e.timerId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x23 -> {
        if (event instanceof FreertosTimerExpired e) {
          onFreertosTimerExpired(e.ts(), e.timerId());
          return;
        }
      }
      case 0x24 -> {
        if (event instanceof FreertosQueuePeek e) {
          onFreertosQueuePeek(e.ts(), e.queueId(), e.length());
          return;
        }
      }
      case 0x25 -> {
        if (event instanceof FreertosQueuePeekFromIsr e) {
          onFreertosQueuePeekFromIsr(e.ts(), e.queueId(), e.length());
          return;
        }
      }
      case 0x28 -> {
        if (event instanceof FreertosHeapMalloc e) {
          onFreertosHeapMalloc(e.ts(), e.address(), e.size());
          return;
        }
      }
      case 0x29 -> {
        if (event instanceof FreertosHeapFree e) {
          onFreertosHeapFree(e.ts(), e.address(), e.size());
          return;
        }
      }
      case 0x2A -> {
        if (event instanceof FreertosHeapMallocFailed e) {
          onFreertosHeapMallocFailed(e.ts(), e.size());
          return;
        }
      }
      case 0x34 -> {
        if (event instanceof FreertosTaskStackLow e) {
          onFreertosTaskStackLow(e.ts(), e.taskId(), e.free());
          return;
        }
      }
      case 0x35 -> {
        if (event instanceof FreertosTaskStackHighWater e) {
          onFreertosTaskStackHighWater(e.ts(), e.taskId(), e.freeMin());
          return;
        }
      }
      case 0x2B -> {
        if (event instanceof FreertosQueueCallFailed e) {
          onFreertosQueueCallFailed(e.ts(), e.queueId(), e.call());
          return;
        }
      }
      case 0x2C -> {
        if (event instanceof FreertosStreamBufferCallFailed e) {
          onFreertosStreamBufferCallFailed(e.ts(), e.sbId(), e.call());
          return;
        }
      }
      case 0x7A -> {
        if (event instanceof FreertosTaskEvtmarkerName e) {
          onFreertosTaskEvtmarkerName(e.evtmarkerId(), e.taskId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x7B -> {
        if (event instanceof FreertosTaskEvtmarker e) {
          onFreertosTaskEvtmarker(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
          return;
        }
      }
      case 0x7C -> {
        if (event instanceof FreertosTaskEvtmarkerBegin e) {
          onFreertosTaskEvtmarkerBegin(e.ts(), e.evtmarkerId(), StrView.of(e.msg()));
          return;
        }
      }
      case 0x7D -> {
        if (event instanceof FreertosTaskEvtmarkerEnd e) {
          onFreertosTaskEvtmarkerEnd(e.ts(), e.evtmarkerId());
          return;
        }
      }
      case 0x7E -> {
        if (event instanceof FreertosTaskValmarkerName e) {
          onFreertosTaskValmarkerName(e.valmarkerId(), e.taskId(), StrView.of(e.name()));
          return;
        }
      }
      case 0x7F -> {
        if (event instanceof FreertosTaskValmarker e) {
          onFreertosTaskValmarker(e.ts(), e.valmarkerId(), e.val());
          return;
        }
      }
    }
    onDynamicEvent(event);
  }
}

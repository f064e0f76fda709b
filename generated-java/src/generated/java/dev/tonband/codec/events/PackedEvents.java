// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaHandlerEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import java.io.IOException;

/**
 * Reads back the events an {@link EventPacker} packed: hands them to an {@link EventHandler}, and
 * makes an event's record only where an API asks for one.
 */
public final class PackedEvents {
  private static final FrFailedCall[] FR_FAILED_CALL = FrFailedCall.values();

  private static final FrQueueKind[] FR_QUEUE_KIND = FrQueueKind.values();

  private static final FrStreamBufferKind[] FR_STREAM_BUFFER_KIND = FrStreamBufferKind.values();

  private PackedEvents() {
  }

  /**
   * Hands a packed event to {@code handler}, placed at {@code ns} on {@code core}.
   *
   * @throws IllegalArgumentException when {@code ref} is no record and no event of id {@code id} is packed into words
   */
  public static void replay(int id, long ns, int core, long a, long b, long c, Object ref,
      EventHandler handler) throws IOException {
    if (ref instanceof TraceEvent e) {
      replay(e, ns, core, handler);
      return;
    }
    switch (id) {
      case 0x00 -> handler.onCoreId(ns, core, a);
      case 0x01 -> handler.onDroppedEvtCnt(ns, core, a);
      case 0x02 -> handler.onTsResolutionNs(ns, core, a);
      case 0x03 -> handler.onIsrName(ns, core, a, (String) ref);
      case 0x04 -> handler.onIsrEnter(ns, core, a);
      case 0x05 -> handler.onIsrExit(ns, core, a);
      case 0x06 -> handler.onEvtmarkerName(ns, core, a, (String) ref);
      case 0x07 -> handler.onEvtmarker(ns, core, a, (String) ref);
      case 0x08 -> handler.onEvtmarkerBegin(ns, core, a, (String) ref);
      case 0x09 -> handler.onEvtmarkerEnd(ns, core, a);
      case 0x0A -> handler.onValmarkerName(ns, core, a, (String) ref);
      case 0x0B -> handler.onValmarker(ns, core, a, b);
      case 0x26 -> handler.onCatalogueFingerprint(ns, core, a);
      case 0x27 -> handler.onTsFrequencyHz(ns, core, a);
      case 0x54 -> handler.onFreertosTaskSwitchedIn(ns, core, a);
      case 0x55 -> handler.onFreertosTaskToRdyState(ns, core, a);
      case 0x56 -> handler.onFreertosTaskResumed(ns, core, a);
      case 0x57 -> handler.onFreertosTaskResumedFromIsr(ns, core, a);
      case 0x58 -> handler.onFreertosTaskSuspended(ns, core, a);
      case 0x59 -> handler.onFreertosCurtaskDelay(ns, core, a);
      case 0x5A -> handler.onFreertosCurtaskDelayUntil(ns, core, a);
      case 0x5B -> handler.onFreertosTaskPrioritySet(ns, core, a, b);
      case 0x5C -> handler.onFreertosTaskPriorityInherit(ns, core, a, b);
      case 0x5D -> handler.onFreertosTaskPriorityDisinherit(ns, core, a, b);
      case 0x5E -> handler.onFreertosTaskCreated(ns, core, a);
      case 0x5F -> handler.onFreertosTaskName(ns, core, a, (String) ref);
      case 0x60 -> handler.onFreertosTaskIsIdleTask(ns, core, a, b);
      case 0x61 -> handler.onFreertosTaskIsTimerTask(ns, core, a);
      case 0x62 -> handler.onFreertosTaskDeleted(ns, core, a);
      case 0x63 -> handler.onFreertosQueueCreated(ns, core, a);
      case 0x64 -> handler.onFreertosQueueName(ns, core, a, (String) ref);
      case 0x65 -> handler.onFreertosQueueKind(ns, core, a, FR_QUEUE_KIND[(int) b]);
      case 0x66 -> handler.onFreertosQueueSend(ns, core, a, b);
      case 0x67 -> handler.onFreertosQueueSendFromIsr(ns, core, a, b);
      case 0x68 -> handler.onFreertosQueueOverwrite(ns, core, a, b);
      case 0x69 -> handler.onFreertosQueueOverwriteFromIsr(ns, core, a, b);
      case 0x6A -> handler.onFreertosQueueReceive(ns, core, a, b);
      case 0x6B -> handler.onFreertosQueueReceiveFromIsr(ns, core, a, b);
      case 0x6C -> handler.onFreertosQueueReset(ns, core, a);
      case 0x6D -> handler.onFreertosCurtaskBlockOnQueuePeek(ns, core, a, b);
      case 0x6E -> handler.onFreertosCurtaskBlockOnQueueSend(ns, core, a, b);
      case 0x6F -> handler.onFreertosCurtaskBlockOnQueueReceive(ns, core, a, b);
      case 0x70 -> handler.onFreertosQueueCurLength(ns, core, a, b);
      case 0x0C -> handler.onFreertosQueueDeleted(ns, core, a);
      case 0x0D -> handler.onFreertosStreamBufferCreated(ns, core, a, FR_STREAM_BUFFER_KIND[(int) b], c);
      case 0x0E -> handler.onFreertosStreamBufferKind(ns, core, a, FR_STREAM_BUFFER_KIND[(int) b], c);
      case 0x0F -> handler.onFreertosStreamBufferName(ns, core, a, (String) ref);
      case 0x10 -> handler.onFreertosStreamBufferSend(ns, core, a, b, c);
      case 0x11 -> handler.onFreertosStreamBufferSendFromIsr(ns, core, a, b, c);
      case 0x12 -> handler.onFreertosStreamBufferReceive(ns, core, a, b, c);
      case 0x13 -> handler.onFreertosStreamBufferReceiveFromIsr(ns, core, a, b, c);
      case 0x14 -> handler.onFreertosStreamBufferReset(ns, core, a);
      case 0x15 -> handler.onFreertosCurtaskBlockOnStreamBufferSend(ns, core, a);
      case 0x16 -> handler.onFreertosCurtaskBlockOnStreamBufferReceive(ns, core, a);
      case 0x17 -> handler.onFreertosStreamBufferDeleted(ns, core, a);
      case 0x18 -> handler.onFreertosEventGroupCreated(ns, core, a);
      case 0x19 -> handler.onFreertosEventGroupName(ns, core, a, (String) ref);
      case 0x1A -> handler.onFreertosEventGroupSetBits(ns, core, a, b, c);
      case 0x1B -> handler.onFreertosEventGroupClearBits(ns, core, a, b, c);
      case 0x1C -> handler.onFreertosCurtaskBlockOnEventGroup(ns, core, a, b);
      case 0x1D -> handler.onFreertosEventGroupDeleted(ns, core, a);
      case 0x1E -> handler.onFreertosTaskNotify(ns, core, a, b);
      case 0x1F -> handler.onFreertosTaskNotifyFromIsr(ns, core, a, b);
      case 0x20 -> handler.onFreertosCurtaskBlockOnNotify(ns, core, a);
      case 0x21 -> handler.onFreertosTimerCreated(ns, core, a);
      case 0x22 -> handler.onFreertosTimerName(ns, core, a, (String) ref);
      case 0x23 -> handler.onFreertosTimerExpired(ns, core, a);
      case 0x24 -> handler.onFreertosQueuePeek(ns, core, a, b);
      case 0x25 -> handler.onFreertosQueuePeekFromIsr(ns, core, a, b);
      case 0x28 -> handler.onFreertosHeapMalloc(ns, core, a, b);
      case 0x29 -> handler.onFreertosHeapFree(ns, core, a, b);
      case 0x2A -> handler.onFreertosHeapMallocFailed(ns, core, a);
      case 0x34 -> handler.onFreertosTaskStackLow(ns, core, a, b);
      case 0x35 -> handler.onFreertosTaskStackHighWater(ns, core, a, b);
      case 0x2B -> handler.onFreertosQueueCallFailed(ns, core, a, FR_FAILED_CALL[(int) b]);
      case 0x2C -> handler.onFreertosStreamBufferCallFailed(ns, core, a, FR_FAILED_CALL[(int) b]);
      case 0x7A -> handler.onFreertosTaskEvtmarkerName(ns, core, a, b, (String) ref);
      case 0x7B -> handler.onFreertosTaskEvtmarker(ns, core, a, (String) ref);
      case 0x7C -> handler.onFreertosTaskEvtmarkerBegin(ns, core, a, (String) ref);
      case 0x7D -> handler.onFreertosTaskEvtmarkerEnd(ns, core, a);
      case 0x7E -> handler.onFreertosTaskValmarkerName(ns, core, a, b, (String) ref);
      case 0x7F -> handler.onFreertosTaskValmarker(ns, core, a, b);
      default -> throw new IllegalArgumentException("no event packed into words has id " + id);
    }
  }

  /**
   * Hands an event's record to {@code handler}, placed at {@code ns} on {@code core}: a built-in
   * event's to its typed method, any other (a run-time decoded one too, whatever its id) to
   * {@link EventHandler#onAppEvent}.
   */
  public static void replay(TraceEvent event, long ns, int core, EventHandler handler) throws
      IOException {
    switch (event.eventId()) {
      case 0x00 -> {
        if (event instanceof CoreId e) {
          handler.onCoreId(ns, core, e.coreId());
          return;
        }
      }
      case 0x01 -> {
        if (event instanceof DroppedEvtCnt e) {
          handler.onDroppedEvtCnt(ns, core, e.cnt());
          return;
        }
      }
      case 0x02 -> {
        if (event instanceof TsResolutionNs e) {
          handler.onTsResolutionNs(ns, core, e.nsPerTs());
          return;
        }
      }
      case 0x03 -> {
        if (event instanceof IsrName e) {
          handler.onIsrName(ns, core, e.isrId(), e.name());
          return;
        }
      }
      case 0x04 -> {
        if (event instanceof IsrEnter e) {
          handler.onIsrEnter(ns, core, e.isrId());
          return;
        }
      }
      case 0x05 -> {
        if (event instanceof IsrExit e) {
          handler.onIsrExit(ns, core, e.isrId());
          return;
        }
      }
      case 0x06 -> {
        if (event instanceof EvtmarkerName e) {
          handler.onEvtmarkerName(ns, core, e.evtmarkerId(), e.name());
          return;
        }
      }
      case 0x07 -> {
        if (event instanceof Evtmarker e) {
          handler.onEvtmarker(ns, core, e.evtmarkerId(), e.msg());
          return;
        }
      }
      case 0x08 -> {
        if (event instanceof EvtmarkerBegin e) {
          handler.onEvtmarkerBegin(ns, core, e.evtmarkerId(), e.msg());
          return;
        }
      }
      case 0x09 -> {
        if (event instanceof EvtmarkerEnd e) {
          handler.onEvtmarkerEnd(ns, core, e.evtmarkerId());
          return;
        }
      }
      case 0x0A -> {
        if (event instanceof ValmarkerName e) {
          handler.onValmarkerName(ns, core, e.valmarkerId(), e.name());
          return;
        }
      }
      case 0x0B -> {
        if (event instanceof Valmarker e) {
          handler.onValmarker(ns, core, e.valmarkerId(), e.val());
          return;
        }
      }
      case 0x26 -> {
        if (event instanceof CatalogueFingerprint e) {
          handler.onCatalogueFingerprint(ns, core, e.fingerprint());
          return;
        }
      }
      case 0x27 -> {
        if (event instanceof TsFrequencyHz e) {
          handler.onTsFrequencyHz(ns, core, e.hz());
          return;
        }
      }
      case 0x54 -> {
        if (event instanceof FreertosTaskSwitchedIn e) {
          handler.onFreertosTaskSwitchedIn(ns, core, e.taskId());
          return;
        }
      }
      case 0x55 -> {
        if (event instanceof FreertosTaskToRdyState e) {
          handler.onFreertosTaskToRdyState(ns, core, e.taskId());
          return;
        }
      }
      case 0x56 -> {
        if (event instanceof FreertosTaskResumed e) {
          handler.onFreertosTaskResumed(ns, core, e.taskId());
          return;
        }
      }
      case 0x57 -> {
        if (event instanceof FreertosTaskResumedFromIsr e) {
          handler.onFreertosTaskResumedFromIsr(ns, core, e.taskId());
          return;
        }
      }
      case 0x58 -> {
        if (event instanceof FreertosTaskSuspended e) {
          handler.onFreertosTaskSuspended(ns, core, e.taskId());
          return;
        }
      }
      case 0x59 -> {
        if (event instanceof FreertosCurtaskDelay e) {
          handler.onFreertosCurtaskDelay(ns, core, e.ticks());
          return;
        }
      }
      case 0x5A -> {
        if (event instanceof FreertosCurtaskDelayUntil e) {
          handler.onFreertosCurtaskDelayUntil(ns, core, e.timeToWake());
          return;
        }
      }
      case 0x5B -> {
        if (event instanceof FreertosTaskPrioritySet e) {
          handler.onFreertosTaskPrioritySet(ns, core, e.taskId(), e.priority());
          return;
        }
      }
      case 0x5C -> {
        if (event instanceof FreertosTaskPriorityInherit e) {
          handler.onFreertosTaskPriorityInherit(ns, core, e.taskId(), e.priority());
          return;
        }
      }
      case 0x5D -> {
        if (event instanceof FreertosTaskPriorityDisinherit e) {
          handler.onFreertosTaskPriorityDisinherit(ns, core, e.taskId(), e.priority());
          return;
        }
      }
      case 0x5E -> {
        if (event instanceof FreertosTaskCreated e) {
          handler.onFreertosTaskCreated(ns, core, e.taskId());
          return;
        }
      }
      case 0x5F -> {
        if (event instanceof FreertosTaskName e) {
          handler.onFreertosTaskName(ns, core, e.taskId(), e.name());
          return;
        }
      }
      case 0x60 -> {
        if (event instanceof FreertosTaskIsIdleTask e) {
          handler.onFreertosTaskIsIdleTask(ns, core, e.taskId(), e.coreId());
          return;
        }
      }
      case 0x61 -> {
        if (event instanceof FreertosTaskIsTimerTask e) {
          handler.onFreertosTaskIsTimerTask(ns, core, e.taskId());
          return;
        }
      }
      case 0x62 -> {
        if (event instanceof FreertosTaskDeleted e) {
          handler.onFreertosTaskDeleted(ns, core, e.taskId());
          return;
        }
      }
      case 0x63 -> {
        if (event instanceof FreertosQueueCreated e) {
          handler.onFreertosQueueCreated(ns, core, e.queueId());
          return;
        }
      }
      case 0x64 -> {
        if (event instanceof FreertosQueueName e) {
          handler.onFreertosQueueName(ns, core, e.queueId(), e.name());
          return;
        }
      }
      case 0x65 -> {
        if (event instanceof FreertosQueueKind e) {
          handler.onFreertosQueueKind(ns, core, e.queueId(), e.kind());
          return;
        }
      }
      case 0x66 -> {
        if (event instanceof FreertosQueueSend e) {
          handler.onFreertosQueueSend(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x67 -> {
        if (event instanceof FreertosQueueSendFromIsr e) {
          handler.onFreertosQueueSendFromIsr(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x68 -> {
        if (event instanceof FreertosQueueOverwrite e) {
          handler.onFreertosQueueOverwrite(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x69 -> {
        if (event instanceof FreertosQueueOverwriteFromIsr e) {
          handler.onFreertosQueueOverwriteFromIsr(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6A -> {
        if (event instanceof FreertosQueueReceive e) {
          handler.onFreertosQueueReceive(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6B -> {
        if (event instanceof FreertosQueueReceiveFromIsr e) {
          handler.onFreertosQueueReceiveFromIsr(ns, core, e.queueId(), e.lenAfter());
          return;
        }
      }
      case 0x6C -> {
        if (event instanceof FreertosQueueReset e) {
          handler.onFreertosQueueReset(ns, core, e.queueId());
          return;
        }
      }
      case 0x6D -> {
        if (event instanceof FreertosCurtaskBlockOnQueuePeek e) {
          handler.onFreertosCurtaskBlockOnQueuePeek(ns, core, e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x6E -> {
        if (event instanceof FreertosCurtaskBlockOnQueueSend e) {
          handler.onFreertosCurtaskBlockOnQueueSend(ns, core, e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x6F -> {
        if (event instanceof FreertosCurtaskBlockOnQueueReceive e) {
          handler.onFreertosCurtaskBlockOnQueueReceive(ns, core, e.queueId(), e.ticksToWait());
          return;
        }
      }
      case 0x70 -> {
        if (event instanceof FreertosQueueCurLength e) {
          handler.onFreertosQueueCurLength(ns, core, e.queueId(), e.length());
          return;
        }
      }
      case 0x0C -> {
        if (event instanceof FreertosQueueDeleted e) {
          handler.onFreertosQueueDeleted(ns, core, e.queueId());
          return;
        }
      }
      case 0x0D -> {
        if (event instanceof FreertosStreamBufferCreated e) {
          handler.onFreertosStreamBufferCreated(ns, core, e.sbId(), e.kind(), e.size());
          return;
        }
      }
      case 0x0E -> {
        if (event instanceof FreertosStreamBufferKind e) {
          handler.onFreertosStreamBufferKind(ns, core, e.sbId(), e.kind(), e.size());
          return;
        }
      }
      case 0x0F -> {
        if (event instanceof FreertosStreamBufferName e) {
          handler.onFreertosStreamBufferName(ns, core, e.sbId(), e.name());
          return;
        }
      }
      case 0x10 -> {
        if (event instanceof FreertosStreamBufferSend e) {
          handler.onFreertosStreamBufferSend(ns, core, e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x11 -> {
        if (event instanceof FreertosStreamBufferSendFromIsr e) {
          handler.onFreertosStreamBufferSendFromIsr(ns, core, e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x12 -> {
        if (event instanceof FreertosStreamBufferReceive e) {
          handler.onFreertosStreamBufferReceive(ns, core, e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x13 -> {
        if (event instanceof FreertosStreamBufferReceiveFromIsr e) {
          handler.onFreertosStreamBufferReceiveFromIsr(ns, core, e.sbId(), e.bytes(), e.lenAfter());
          return;
        }
      }
      case 0x14 -> {
        if (event instanceof FreertosStreamBufferReset e) {
          handler.onFreertosStreamBufferReset(ns, core, e.sbId());
          return;
        }
      }
      case 0x15 -> {
        if (event instanceof FreertosCurtaskBlockOnStreamBufferSend e) {
          handler.onFreertosCurtaskBlockOnStreamBufferSend(ns, core, e.sbId());
          return;
        }
      }
      case 0x16 -> {
        if (event instanceof FreertosCurtaskBlockOnStreamBufferReceive e) {
          handler.onFreertosCurtaskBlockOnStreamBufferReceive(ns, core, e.sbId());
          return;
        }
      }
      case 0x17 -> {
        if (event instanceof FreertosStreamBufferDeleted e) {
          handler.onFreertosStreamBufferDeleted(ns, core, e.sbId());
          return;
        }
      }
      case 0x18 -> {
        if (event instanceof FreertosEventGroupCreated e) {
          handler.onFreertosEventGroupCreated(ns, core, e.egId());
          return;
        }
      }
      case 0x19 -> {
        if (event instanceof FreertosEventGroupName e) {
          handler.onFreertosEventGroupName(ns, core, e.egId(), e.name());
          return;
        }
      }
      case 0x1A -> {
        if (event instanceof FreertosEventGroupSetBits e) {
          handler.onFreertosEventGroupSetBits(ns, core, e.egId(), e.bits(), e.value());
          return;
        }
      }
      case 0x1B -> {
        if (event instanceof FreertosEventGroupClearBits e) {
          handler.onFreertosEventGroupClearBits(ns, core, e.egId(), e.bits(), e.value());
          return;
        }
      }
      case 0x1C -> {
        if (event instanceof FreertosCurtaskBlockOnEventGroup e) {
          handler.onFreertosCurtaskBlockOnEventGroup(ns, core, e.egId(), e.bits());
          return;
        }
      }
      case 0x1D -> {
        if (event instanceof FreertosEventGroupDeleted e) {
          handler.onFreertosEventGroupDeleted(ns, core, e.egId());
          return;
        }
      }
      case 0x1E -> {
        if (event instanceof FreertosTaskNotify e) {
          handler.onFreertosTaskNotify(ns, core, e.taskId(), e.index());
          return;
        }
      }
      case 0x1F -> {
        if (event instanceof FreertosTaskNotifyFromIsr e) {
          handler.onFreertosTaskNotifyFromIsr(ns, core, e.taskId(), e.index());
          return;
        }
      }
      case 0x20 -> {
        if (event instanceof FreertosCurtaskBlockOnNotify e) {
          handler.onFreertosCurtaskBlockOnNotify(ns, core, e.index());
          return;
        }
      }
      case 0x21 -> {
        if (event instanceof FreertosTimerCreated e) {
          handler.onFreertosTimerCreated(ns, core, e.timerId());
          return;
        }
      }
      case 0x22 -> {
        if (event instanceof FreertosTimerName e) {
          handler.onFreertosTimerName(ns, core, e.timerId(), e.name());
          return;
        }
      }
      case 0x23 -> {
        if (event instanceof FreertosTimerExpired e) {
          handler.onFreertosTimerExpired(ns, core, e.timerId());
          return;
        }
      }
      case 0x24 -> {
        if (event instanceof FreertosQueuePeek e) {
          handler.onFreertosQueuePeek(ns, core, e.queueId(), e.length());
          return;
        }
      }
      case 0x25 -> {
        if (event instanceof FreertosQueuePeekFromIsr e) {
          handler.onFreertosQueuePeekFromIsr(ns, core, e.queueId(), e.length());
          return;
        }
      }
      case 0x28 -> {
        if (event instanceof FreertosHeapMalloc e) {
          handler.onFreertosHeapMalloc(ns, core, e.address(), e.size());
          return;
        }
      }
      case 0x29 -> {
        if (event instanceof FreertosHeapFree e) {
          handler.onFreertosHeapFree(ns, core, e.address(), e.size());
          return;
        }
      }
      case 0x2A -> {
        if (event instanceof FreertosHeapMallocFailed e) {
          handler.onFreertosHeapMallocFailed(ns, core, e.size());
          return;
        }
      }
      case 0x34 -> {
        if (event instanceof FreertosTaskStackLow e) {
          handler.onFreertosTaskStackLow(ns, core, e.taskId(), e.free());
          return;
        }
      }
      case 0x35 -> {
        if (event instanceof FreertosTaskStackHighWater e) {
          handler.onFreertosTaskStackHighWater(ns, core, e.taskId(), e.freeMin());
          return;
        }
      }
      case 0x2B -> {
        if (event instanceof FreertosQueueCallFailed e) {
          handler.onFreertosQueueCallFailed(ns, core, e.queueId(), e.call());
          return;
        }
      }
      case 0x2C -> {
        if (event instanceof FreertosStreamBufferCallFailed e) {
          handler.onFreertosStreamBufferCallFailed(ns, core, e.sbId(), e.call());
          return;
        }
      }
      case 0x7A -> {
        if (event instanceof FreertosTaskEvtmarkerName e) {
          handler.onFreertosTaskEvtmarkerName(ns, core, e.evtmarkerId(), e.taskId(), e.name());
          return;
        }
      }
      case 0x7B -> {
        if (event instanceof FreertosTaskEvtmarker e) {
          handler.onFreertosTaskEvtmarker(ns, core, e.evtmarkerId(), e.msg());
          return;
        }
      }
      case 0x7C -> {
        if (event instanceof FreertosTaskEvtmarkerBegin e) {
          handler.onFreertosTaskEvtmarkerBegin(ns, core, e.evtmarkerId(), e.msg());
          return;
        }
      }
      case 0x7D -> {
        if (event instanceof FreertosTaskEvtmarkerEnd e) {
          handler.onFreertosTaskEvtmarkerEnd(ns, core, e.evtmarkerId());
          return;
        }
      }
      case 0x7E -> {
        if (event instanceof FreertosTaskValmarkerName e) {
          handler.onFreertosTaskValmarkerName(ns, core, e.valmarkerId(), e.taskId(), e.name());
          return;
        }
      }
      case 0x7F -> {
        if (event instanceof FreertosTaskValmarker e) {
          handler.onFreertosTaskValmarker(ns, core, e.valmarkerId(), e.val());
          return;
        }
      }
    }
    handler.onAppEvent(ns, core, event);
  }

  /**
   * The record of a packed event, equal to the one a {@link RecordingVisitor} makes of it.
   *
   * @throws IllegalArgumentException when {@code ref} is no record and no event of id {@code id} is packed into words
   */
  public static TraceEvent record(int id, long ticks, long a, long b, long c, Object ref) {
    if (ref instanceof TraceEvent e) {
      return e;
    }
    return switch (id) {
      case 0x00 -> new CoreId(ticks, a);
      case 0x01 -> new DroppedEvtCnt(ticks, a);
      case 0x02 -> new TsResolutionNs(a);
      case 0x03 -> new IsrName(a, (String) ref);
      case 0x04 -> new IsrEnter(ticks, a);
      case 0x05 -> new IsrExit(ticks, a);
      case 0x06 -> new EvtmarkerName(a, (String) ref);
      case 0x07 -> new Evtmarker(ticks, a, (String) ref);
      case 0x08 -> new EvtmarkerBegin(ticks, a, (String) ref);
      case 0x09 -> new EvtmarkerEnd(ticks, a);
      case 0x0A -> new ValmarkerName(a, (String) ref);
      case 0x0B -> new Valmarker(ticks, a, b);
      case 0x26 -> new CatalogueFingerprint(a);
      case 0x27 -> new TsFrequencyHz(a);
      case 0x54 -> new FreertosTaskSwitchedIn(ticks, a);
      case 0x55 -> new FreertosTaskToRdyState(ticks, a);
      case 0x56 -> new FreertosTaskResumed(ticks, a);
      case 0x57 -> new FreertosTaskResumedFromIsr(ticks, a);
      case 0x58 -> new FreertosTaskSuspended(ticks, a);
      case 0x59 -> new FreertosCurtaskDelay(ticks, a);
      case 0x5A -> new FreertosCurtaskDelayUntil(ticks, a);
      case 0x5B -> new FreertosTaskPrioritySet(ticks, a, b);
      case 0x5C -> new FreertosTaskPriorityInherit(ticks, a, b);
      case 0x5D -> new FreertosTaskPriorityDisinherit(ticks, a, b);
      case 0x5E -> new FreertosTaskCreated(ticks, a);
      case 0x5F -> new FreertosTaskName(a, (String) ref);
      case 0x60 -> new FreertosTaskIsIdleTask(a, b);
      case 0x61 -> new FreertosTaskIsTimerTask(a);
      case 0x62 -> new FreertosTaskDeleted(ticks, a);
      case 0x63 -> new FreertosQueueCreated(ticks, a);
      case 0x64 -> new FreertosQueueName(a, (String) ref);
      case 0x65 -> new FreertosQueueKind(a, FR_QUEUE_KIND[(int) b]);
      case 0x66 -> new FreertosQueueSend(ticks, a, b);
      case 0x67 -> new FreertosQueueSendFromIsr(ticks, a, b);
      case 0x68 -> new FreertosQueueOverwrite(ticks, a, b);
      case 0x69 -> new FreertosQueueOverwriteFromIsr(ticks, a, b);
      case 0x6A -> new FreertosQueueReceive(ticks, a, b);
      case 0x6B -> new FreertosQueueReceiveFromIsr(ticks, a, b);
      case 0x6C -> new FreertosQueueReset(ticks, a);
      case 0x6D -> new FreertosCurtaskBlockOnQueuePeek(ticks, a, b);
      case 0x6E -> new FreertosCurtaskBlockOnQueueSend(ticks, a, b);
      case 0x6F -> new FreertosCurtaskBlockOnQueueReceive(ticks, a, b);
      case 0x70 -> new FreertosQueueCurLength(ticks, a, b);
      case 0x0C -> new FreertosQueueDeleted(ticks, a);
      case 0x0D -> new FreertosStreamBufferCreated(ticks, a, FR_STREAM_BUFFER_KIND[(int) b], c);
      case 0x0E -> new FreertosStreamBufferKind(a, FR_STREAM_BUFFER_KIND[(int) b], c);
      case 0x0F -> new FreertosStreamBufferName(a, (String) ref);
      case 0x10 -> new FreertosStreamBufferSend(ticks, a, b, c);
      case 0x11 -> new FreertosStreamBufferSendFromIsr(ticks, a, b, c);
      case 0x12 -> new FreertosStreamBufferReceive(ticks, a, b, c);
      case 0x13 -> new FreertosStreamBufferReceiveFromIsr(ticks, a, b, c);
      case 0x14 -> new FreertosStreamBufferReset(ticks, a);
      case 0x15 -> new FreertosCurtaskBlockOnStreamBufferSend(ticks, a);
      case 0x16 -> new FreertosCurtaskBlockOnStreamBufferReceive(ticks, a);
      case 0x17 -> new FreertosStreamBufferDeleted(ticks, a);
      case 0x18 -> new FreertosEventGroupCreated(ticks, a);
      case 0x19 -> new FreertosEventGroupName(a, (String) ref);
      case 0x1A -> new FreertosEventGroupSetBits(ticks, a, b, c);
      case 0x1B -> new FreertosEventGroupClearBits(ticks, a, b, c);
      case 0x1C -> new FreertosCurtaskBlockOnEventGroup(ticks, a, b);
      case 0x1D -> new FreertosEventGroupDeleted(ticks, a);
      case 0x1E -> new FreertosTaskNotify(ticks, a, b);
      case 0x1F -> new FreertosTaskNotifyFromIsr(ticks, a, b);
      case 0x20 -> new FreertosCurtaskBlockOnNotify(ticks, a);
      case 0x21 -> new FreertosTimerCreated(ticks, a);
      case 0x22 -> new FreertosTimerName(a, (String) ref);
      case 0x23 -> new FreertosTimerExpired(ticks, a);
      case 0x24 -> new FreertosQueuePeek(ticks, a, b);
      case 0x25 -> new FreertosQueuePeekFromIsr(ticks, a, b);
      case 0x28 -> new FreertosHeapMalloc(ticks, a, b);
      case 0x29 -> new FreertosHeapFree(ticks, a, b);
      case 0x2A -> new FreertosHeapMallocFailed(ticks, a);
      case 0x34 -> new FreertosTaskStackLow(ticks, a, b);
      case 0x35 -> new FreertosTaskStackHighWater(ticks, a, b);
      case 0x2B -> new FreertosQueueCallFailed(ticks, a, FR_FAILED_CALL[(int) b]);
      case 0x2C -> new FreertosStreamBufferCallFailed(ticks, a, FR_FAILED_CALL[(int) b]);
      case 0x7A -> new FreertosTaskEvtmarkerName(a, b, (String) ref);
      case 0x7B -> new FreertosTaskEvtmarker(ticks, a, (String) ref);
      case 0x7C -> new FreertosTaskEvtmarkerBegin(ticks, a, (String) ref);
      case 0x7D -> new FreertosTaskEvtmarkerEnd(ticks, a);
      case 0x7E -> new FreertosTaskValmarkerName(a, b, (String) ref);
      case 0x7F -> new FreertosTaskValmarker(ticks, a, b);
      default -> throw new IllegalArgumentException("no event packed into words has id " + id);
    };
  }
}

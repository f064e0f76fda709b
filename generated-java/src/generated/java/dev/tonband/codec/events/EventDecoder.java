// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaVisitorEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.ErrorKind;
import dev.tonband.codec.FrameException;
import dev.tonband.codec.PayloadCursor;
import dev.tonband.codec.StrView;

/**
 * Decodes one frame payload and calls the visitor method of its event.
 */
public final class EventDecoder {
  private EventDecoder() {
  }

  private static void decodeCoreId(PayloadCursor in, EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long coreId = in.u32("core_id");
    in.end("core_id");
    visitor.onCoreId(ts, coreId);
  }

  private static void decodeDroppedEvtCnt(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long cnt = in.u32("cnt");
    in.end("dropped_evt_cnt");
    visitor.onDroppedEvtCnt(ts, cnt);
  }

  private static void decodeTsResolutionNs(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long nsPerTs = in.u64("ns_per_ts");
    in.end("ts_resolution_ns");
    visitor.onTsResolutionNs(nsPerTs);
  }

  private static void decodeIsrName(PayloadCursor in, EventVisitor visitor) throws FrameException {
    long isrId = in.u32("isr_id");
    StrView name = in.str();
    visitor.onIsrName(isrId, name);
  }

  private static void decodeIsrEnter(PayloadCursor in, EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long isrId = in.u32("isr_id");
    in.end("isr_enter");
    visitor.onIsrEnter(ts, isrId);
  }

  private static void decodeIsrExit(PayloadCursor in, EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long isrId = in.u32("isr_id");
    in.end("isr_exit");
    visitor.onIsrExit(ts, isrId);
  }

  private static void decodeEvtmarkerName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long evtmarkerId = in.u32("evtmarker_id");
    StrView name = in.str();
    visitor.onEvtmarkerName(evtmarkerId, name);
  }

  private static void decodeEvtmarker(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    StrView msg = in.str();
    visitor.onEvtmarker(ts, evtmarkerId, msg);
  }

  private static void decodeEvtmarkerBegin(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    StrView msg = in.str();
    visitor.onEvtmarkerBegin(ts, evtmarkerId, msg);
  }

  private static void decodeEvtmarkerEnd(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    in.end("evtmarker_end");
    visitor.onEvtmarkerEnd(ts, evtmarkerId);
  }

  private static void decodeValmarkerName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long valmarkerId = in.u32("valmarker_id");
    StrView name = in.str();
    visitor.onValmarkerName(valmarkerId, name);
  }

  private static void decodeValmarker(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long valmarkerId = in.u32("valmarker_id");
    long val = in.s64("val");
    in.end("valmarker");
    visitor.onValmarker(ts, valmarkerId, val);
  }

  private static void decodeCatalogueFingerprint(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long fingerprint = in.u64("fingerprint");
    in.end("catalogue_fingerprint");
    visitor.onCatalogueFingerprint(fingerprint);
  }

  private static void decodeTsFrequencyHz(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long hz = in.u64("hz");
    in.end("ts_frequency_hz");
    visitor.onTsFrequencyHz(hz);
  }

  private static void decodeFreertosTaskSwitchedIn(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_switched_in");
    visitor.onFreertosTaskSwitchedIn(ts, taskId);
  }

  private static void decodeFreertosTaskToRdyState(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_to_rdy_state");
    visitor.onFreertosTaskToRdyState(ts, taskId);
  }

  private static void decodeFreertosTaskResumed(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_resumed");
    visitor.onFreertosTaskResumed(ts, taskId);
  }

  private static void decodeFreertosTaskResumedFromIsr(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_resumed_from_isr");
    visitor.onFreertosTaskResumedFromIsr(ts, taskId);
  }

  private static void decodeFreertosTaskSuspended(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_suspended");
    visitor.onFreertosTaskSuspended(ts, taskId);
  }

  private static void decodeFreertosCurtaskDelay(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long ticks = in.u32("ticks");
    in.end("curtask_delay");
    visitor.onFreertosCurtaskDelay(ts, ticks);
  }

  private static void decodeFreertosCurtaskDelayUntil(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long timeToWake = in.u32("time_to_wake");
    in.end("curtask_delay_until");
    visitor.onFreertosCurtaskDelayUntil(ts, timeToWake);
  }

  private static void decodeFreertosTaskPrioritySet(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long priority = in.u32("priority");
    in.end("task_priority_set");
    visitor.onFreertosTaskPrioritySet(ts, taskId, priority);
  }

  private static void decodeFreertosTaskPriorityInherit(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long priority = in.u32("priority");
    in.end("task_priority_inherit");
    visitor.onFreertosTaskPriorityInherit(ts, taskId, priority);
  }

  private static void decodeFreertosTaskPriorityDisinherit(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long priority = in.u32("priority");
    in.end("task_priority_disinherit");
    visitor.onFreertosTaskPriorityDisinherit(ts, taskId, priority);
  }

  private static void decodeFreertosTaskCreated(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_created");
    visitor.onFreertosTaskCreated(ts, taskId);
  }

  private static void decodeFreertosTaskName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long taskId = in.u32("task_id");
    StrView name = in.str();
    visitor.onFreertosTaskName(taskId, name);
  }

  private static void decodeFreertosTaskIsIdleTask(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long taskId = in.u32("task_id");
    long coreId = in.u32("core_id");
    in.end("task_is_idle_task");
    visitor.onFreertosTaskIsIdleTask(taskId, coreId);
  }

  private static void decodeFreertosTaskIsTimerTask(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long taskId = in.u32("task_id");
    in.end("task_is_timer_task");
    visitor.onFreertosTaskIsTimerTask(taskId);
  }

  private static void decodeFreertosTaskDeleted(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    in.end("task_deleted");
    visitor.onFreertosTaskDeleted(ts, taskId);
  }

  private static void decodeFreertosQueueCreated(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    in.end("queue_created");
    visitor.onFreertosQueueCreated(ts, queueId);
  }

  private static void decodeFreertosQueueName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long queueId = in.u32("queue_id");
    StrView name = in.str();
    visitor.onFreertosQueueName(queueId, name);
  }

  private static void decodeFreertosQueueKind(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long queueId = in.u32("queue_id");
    FrQueueKind kind;
    int kindRaw = in.u8("kind");
    kind = FrQueueKind.fromWire(kindRaw);
    if (kind == null) {
      throw in.undeclared("kind", "FrQueueKind", kindRaw);
    }
    in.end("queue_kind");
    visitor.onFreertosQueueKind(queueId, kind);
  }

  private static void decodeFreertosQueueSend(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_send");
    visitor.onFreertosQueueSend(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueSendFromIsr(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_send_from_isr");
    visitor.onFreertosQueueSendFromIsr(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueOverwrite(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_overwrite");
    visitor.onFreertosQueueOverwrite(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueOverwriteFromIsr(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_overwrite_from_isr");
    visitor.onFreertosQueueOverwriteFromIsr(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueReceive(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_receive");
    visitor.onFreertosQueueReceive(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueReceiveFromIsr(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long lenAfter = in.u32("len_after");
    in.end("queue_receive_from_isr");
    visitor.onFreertosQueueReceiveFromIsr(ts, queueId, lenAfter);
  }

  private static void decodeFreertosQueueReset(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    in.end("queue_reset");
    visitor.onFreertosQueueReset(ts, queueId);
  }

  private static void decodeFreertosCurtaskBlockOnQueuePeek(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long ticksToWait = in.u32("ticks_to_wait");
    in.end("curtask_block_on_queue_peek");
    visitor.onFreertosCurtaskBlockOnQueuePeek(ts, queueId, ticksToWait);
  }

  private static void decodeFreertosCurtaskBlockOnQueueSend(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long ticksToWait = in.u32("ticks_to_wait");
    in.end("curtask_block_on_queue_send");
    visitor.onFreertosCurtaskBlockOnQueueSend(ts, queueId, ticksToWait);
  }

  private static void decodeFreertosCurtaskBlockOnQueueReceive(PayloadCursor in,
      EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long ticksToWait = in.u32("ticks_to_wait");
    in.end("curtask_block_on_queue_receive");
    visitor.onFreertosCurtaskBlockOnQueueReceive(ts, queueId, ticksToWait);
  }

  private static void decodeFreertosQueueCurLength(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long length = in.u32("length");
    in.end("queue_cur_length");
    visitor.onFreertosQueueCurLength(ts, queueId, length);
  }

  private static void decodeFreertosQueueDeleted(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    in.end("queue_deleted");
    visitor.onFreertosQueueDeleted(ts, queueId);
  }

  private static void decodeFreertosStreamBufferCreated(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    FrStreamBufferKind kind;
    int kindRaw = in.u8("kind");
    kind = FrStreamBufferKind.fromWire(kindRaw);
    if (kind == null) {
      throw in.undeclared("kind", "FrStreamBufferKind", kindRaw);
    }
    long size = in.u32("size");
    in.end("stream_buffer_created");
    visitor.onFreertosStreamBufferCreated(ts, sbId, kind, size);
  }

  private static void decodeFreertosStreamBufferKind(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long sbId = in.u32("sb_id");
    FrStreamBufferKind kind;
    int kindRaw = in.u8("kind");
    kind = FrStreamBufferKind.fromWire(kindRaw);
    if (kind == null) {
      throw in.undeclared("kind", "FrStreamBufferKind", kindRaw);
    }
    long size = in.u32("size");
    in.end("stream_buffer_kind");
    visitor.onFreertosStreamBufferKind(sbId, kind, size);
  }

  private static void decodeFreertosStreamBufferName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long sbId = in.u32("sb_id");
    StrView name = in.str();
    visitor.onFreertosStreamBufferName(sbId, name);
  }

  private static void decodeFreertosStreamBufferSend(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    long bytes = in.u32("bytes");
    long lenAfter = in.u32("len_after");
    in.end("stream_buffer_send");
    visitor.onFreertosStreamBufferSend(ts, sbId, bytes, lenAfter);
  }

  private static void decodeFreertosStreamBufferSendFromIsr(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    long bytes = in.u32("bytes");
    long lenAfter = in.u32("len_after");
    in.end("stream_buffer_send_from_isr");
    visitor.onFreertosStreamBufferSendFromIsr(ts, sbId, bytes, lenAfter);
  }

  private static void decodeFreertosStreamBufferReceive(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    long bytes = in.u32("bytes");
    long lenAfter = in.u32("len_after");
    in.end("stream_buffer_receive");
    visitor.onFreertosStreamBufferReceive(ts, sbId, bytes, lenAfter);
  }

  private static void decodeFreertosStreamBufferReceiveFromIsr(PayloadCursor in,
      EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    long bytes = in.u32("bytes");
    long lenAfter = in.u32("len_after");
    in.end("stream_buffer_receive_from_isr");
    visitor.onFreertosStreamBufferReceiveFromIsr(ts, sbId, bytes, lenAfter);
  }

  private static void decodeFreertosStreamBufferReset(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    in.end("stream_buffer_reset");
    visitor.onFreertosStreamBufferReset(ts, sbId);
  }

  private static void decodeFreertosCurtaskBlockOnStreamBufferSend(PayloadCursor in,
      EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    in.end("curtask_block_on_stream_buffer_send");
    visitor.onFreertosCurtaskBlockOnStreamBufferSend(ts, sbId);
  }

  private static void decodeFreertosCurtaskBlockOnStreamBufferReceive(PayloadCursor in,
      EventVisitor visitor) throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    in.end("curtask_block_on_stream_buffer_receive");
    visitor.onFreertosCurtaskBlockOnStreamBufferReceive(ts, sbId);
  }

  private static void decodeFreertosStreamBufferDeleted(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    in.end("stream_buffer_deleted");
    visitor.onFreertosStreamBufferDeleted(ts, sbId);
  }

  private static void decodeFreertosEventGroupCreated(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long egId = in.u32("eg_id");
    in.end("event_group_created");
    visitor.onFreertosEventGroupCreated(ts, egId);
  }

  private static void decodeFreertosEventGroupName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long egId = in.u32("eg_id");
    StrView name = in.str();
    visitor.onFreertosEventGroupName(egId, name);
  }

  private static void decodeFreertosEventGroupSetBits(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long egId = in.u32("eg_id");
    long bits = in.u32("bits");
    long value = in.u32("value");
    in.end("event_group_set_bits");
    visitor.onFreertosEventGroupSetBits(ts, egId, bits, value);
  }

  private static void decodeFreertosEventGroupClearBits(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long egId = in.u32("eg_id");
    long bits = in.u32("bits");
    long value = in.u32("value");
    in.end("event_group_clear_bits");
    visitor.onFreertosEventGroupClearBits(ts, egId, bits, value);
  }

  private static void decodeFreertosCurtaskBlockOnEventGroup(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long egId = in.u32("eg_id");
    long bits = in.u32("bits");
    in.end("curtask_block_on_event_group");
    visitor.onFreertosCurtaskBlockOnEventGroup(ts, egId, bits);
  }

  private static void decodeFreertosEventGroupDeleted(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long egId = in.u32("eg_id");
    in.end("event_group_deleted");
    visitor.onFreertosEventGroupDeleted(ts, egId);
  }

  private static void decodeFreertosTaskNotify(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long index = in.u32("index");
    in.end("task_notify");
    visitor.onFreertosTaskNotify(ts, taskId, index);
  }

  private static void decodeFreertosTaskNotifyFromIsr(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long index = in.u32("index");
    in.end("task_notify_from_isr");
    visitor.onFreertosTaskNotifyFromIsr(ts, taskId, index);
  }

  private static void decodeFreertosCurtaskBlockOnNotify(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long index = in.u32("index");
    in.end("curtask_block_on_notify");
    visitor.onFreertosCurtaskBlockOnNotify(ts, index);
  }

  private static void decodeFreertosTimerCreated(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long timerId = in.u32("timer_id");
    in.end("timer_created");
    visitor.onFreertosTimerCreated(ts, timerId);
  }

  private static void decodeFreertosTimerName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long timerId = in.u32("timer_id");
    StrView name = in.str();
    visitor.onFreertosTimerName(timerId, name);
  }

  private static void decodeFreertosTimerExpired(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long timerId = in.u32("timer_id");
    in.end("timer_expired");
    visitor.onFreertosTimerExpired(ts, timerId);
  }

  private static void decodeFreertosQueuePeek(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long length = in.u32("length");
    in.end("queue_peek");
    visitor.onFreertosQueuePeek(ts, queueId, length);
  }

  private static void decodeFreertosQueuePeekFromIsr(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    long length = in.u32("length");
    in.end("queue_peek_from_isr");
    visitor.onFreertosQueuePeekFromIsr(ts, queueId, length);
  }

  private static void decodeFreertosHeapMalloc(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long address = in.u32("address");
    long size = in.u32("size");
    in.end("heap_malloc");
    visitor.onFreertosHeapMalloc(ts, address, size);
  }

  private static void decodeFreertosHeapFree(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long address = in.u32("address");
    long size = in.u32("size");
    in.end("heap_free");
    visitor.onFreertosHeapFree(ts, address, size);
  }

  private static void decodeFreertosHeapMallocFailed(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long size = in.u32("size");
    in.end("heap_malloc_failed");
    visitor.onFreertosHeapMallocFailed(ts, size);
  }

  private static void decodeFreertosTaskStackLow(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long free = in.u32("free");
    in.end("task_stack_low");
    visitor.onFreertosTaskStackLow(ts, taskId, free);
  }

  private static void decodeFreertosTaskStackHighWater(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long taskId = in.u32("task_id");
    long freeMin = in.u32("free_min");
    in.end("task_stack_high_water");
    visitor.onFreertosTaskStackHighWater(ts, taskId, freeMin);
  }

  private static void decodeFreertosQueueCallFailed(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long queueId = in.u32("queue_id");
    FrFailedCall call;
    int callRaw = in.u8("call");
    call = FrFailedCall.fromWire(callRaw);
    if (call == null) {
      throw in.undeclared("call", "FrFailedCall", callRaw);
    }
    in.end("queue_call_failed");
    visitor.onFreertosQueueCallFailed(ts, queueId, call);
  }

  private static void decodeFreertosStreamBufferCallFailed(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long sbId = in.u32("sb_id");
    FrFailedCall call;
    int callRaw = in.u8("call");
    call = FrFailedCall.fromWire(callRaw);
    if (call == null) {
      throw in.undeclared("call", "FrFailedCall", callRaw);
    }
    in.end("stream_buffer_call_failed");
    visitor.onFreertosStreamBufferCallFailed(ts, sbId, call);
  }

  private static void decodeFreertosTaskEvtmarkerName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long evtmarkerId = in.u32("evtmarker_id");
    long taskId = in.u32("task_id");
    StrView name = in.str();
    visitor.onFreertosTaskEvtmarkerName(evtmarkerId, taskId, name);
  }

  private static void decodeFreertosTaskEvtmarker(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    StrView msg = in.str();
    visitor.onFreertosTaskEvtmarker(ts, evtmarkerId, msg);
  }

  private static void decodeFreertosTaskEvtmarkerBegin(PayloadCursor in, EventVisitor visitor)
      throws FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    StrView msg = in.str();
    visitor.onFreertosTaskEvtmarkerBegin(ts, evtmarkerId, msg);
  }

  private static void decodeFreertosTaskEvtmarkerEnd(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long evtmarkerId = in.u32("evtmarker_id");
    in.end("task_evtmarker_end");
    visitor.onFreertosTaskEvtmarkerEnd(ts, evtmarkerId);
  }

  private static void decodeFreertosTaskValmarkerName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long valmarkerId = in.u32("valmarker_id");
    long taskId = in.u32("task_id");
    StrView name = in.str();
    visitor.onFreertosTaskValmarkerName(valmarkerId, taskId, name);
  }

  private static void decodeFreertosTaskValmarker(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    long valmarkerId = in.u32("valmarker_id");
    long val = in.s64("val");
    in.end("task_valmarker");
    visitor.onFreertosTaskValmarker(ts, valmarkerId, val);
  }

  private static void decodeDemoSensorSample(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    int sensor = in.u8("sensor");
    long value = in.s64("value");
    boolean hasRaw = in.hasMore();
    long raw = 0;
    if (hasRaw) {
      raw = in.u32("raw");
    }
    boolean hasQuality = in.hasMore();
    int quality = 0;
    if (hasQuality) {
      quality = in.u8("quality");
    }
    in.end("sensor_sample");
    visitor.onDemoSensorSample(ts, sensor, value, hasRaw, raw, hasQuality, quality);
  }

  private static void decodeDemoMotorState(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    int motor = in.u8("motor");
    DemoMotorPhase state;
    int stateRaw = in.u8("state");
    state = DemoMotorPhase.fromWire(stateRaw);
    if (state == null) {
      throw in.undeclared("state", "DemoMotorPhase", stateRaw);
    }
    in.end("motor_state");
    visitor.onDemoMotorState(ts, motor, state);
  }

  private static void decodeDemoLogLine(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    long ts = in.u64("ts");
    int level = in.u8("level");
    StrView text = in.str();
    visitor.onDemoLogLine(ts, level, text);
  }

  private static void decodeDemoBoardName(PayloadCursor in, EventVisitor visitor) throws
      FrameException {
    StrView name = in.str();
    visitor.onDemoBoardName(name);
  }

  /**
   * Decodes the payload under {@code in}, which holds at least the id byte.
   */
  public static void decode(PayloadCursor in, EventVisitor visitor) throws FrameException {
    decode(in.id(), in, visitor);
  }

  /**
   * Decodes the rest of a payload whose id byte {@code id} has been read from {@code in}.
   */
  public static void decode(int id, PayloadCursor in, EventVisitor visitor) throws FrameException {
    switch (id) {
      case 0x00 -> decodeCoreId(in, visitor);
      case 0x01 -> decodeDroppedEvtCnt(in, visitor);
      case 0x02 -> decodeTsResolutionNs(in, visitor);
      case 0x03 -> decodeIsrName(in, visitor);
      case 0x04 -> decodeIsrEnter(in, visitor);
      case 0x05 -> decodeIsrExit(in, visitor);
      case 0x06 -> decodeEvtmarkerName(in, visitor);
      case 0x07 -> decodeEvtmarker(in, visitor);
      case 0x08 -> decodeEvtmarkerBegin(in, visitor);
      case 0x09 -> decodeEvtmarkerEnd(in, visitor);
      case 0x0A -> decodeValmarkerName(in, visitor);
      case 0x0B -> decodeValmarker(in, visitor);
      case 0x26 -> decodeCatalogueFingerprint(in, visitor);
      case 0x27 -> decodeTsFrequencyHz(in, visitor);
      case 0x54 -> decodeFreertosTaskSwitchedIn(in, visitor);
      case 0x55 -> decodeFreertosTaskToRdyState(in, visitor);
      case 0x56 -> decodeFreertosTaskResumed(in, visitor);
      case 0x57 -> decodeFreertosTaskResumedFromIsr(in, visitor);
      case 0x58 -> decodeFreertosTaskSuspended(in, visitor);
      case 0x59 -> decodeFreertosCurtaskDelay(in, visitor);
      case 0x5A -> decodeFreertosCurtaskDelayUntil(in, visitor);
      case 0x5B -> decodeFreertosTaskPrioritySet(in, visitor);
      case 0x5C -> decodeFreertosTaskPriorityInherit(in, visitor);
      case 0x5D -> decodeFreertosTaskPriorityDisinherit(in, visitor);
      case 0x5E -> decodeFreertosTaskCreated(in, visitor);
      case 0x5F -> decodeFreertosTaskName(in, visitor);
      case 0x60 -> decodeFreertosTaskIsIdleTask(in, visitor);
      case 0x61 -> decodeFreertosTaskIsTimerTask(in, visitor);
      case 0x62 -> decodeFreertosTaskDeleted(in, visitor);
      case 0x63 -> decodeFreertosQueueCreated(in, visitor);
      case 0x64 -> decodeFreertosQueueName(in, visitor);
      case 0x65 -> decodeFreertosQueueKind(in, visitor);
      case 0x66 -> decodeFreertosQueueSend(in, visitor);
      case 0x67 -> decodeFreertosQueueSendFromIsr(in, visitor);
      case 0x68 -> decodeFreertosQueueOverwrite(in, visitor);
      case 0x69 -> decodeFreertosQueueOverwriteFromIsr(in, visitor);
      case 0x6A -> decodeFreertosQueueReceive(in, visitor);
      case 0x6B -> decodeFreertosQueueReceiveFromIsr(in, visitor);
      case 0x6C -> decodeFreertosQueueReset(in, visitor);
      case 0x6D -> decodeFreertosCurtaskBlockOnQueuePeek(in, visitor);
      case 0x6E -> decodeFreertosCurtaskBlockOnQueueSend(in, visitor);
      case 0x6F -> decodeFreertosCurtaskBlockOnQueueReceive(in, visitor);
      case 0x70 -> decodeFreertosQueueCurLength(in, visitor);
      case 0x0C -> decodeFreertosQueueDeleted(in, visitor);
      case 0x0D -> decodeFreertosStreamBufferCreated(in, visitor);
      case 0x0E -> decodeFreertosStreamBufferKind(in, visitor);
      case 0x0F -> decodeFreertosStreamBufferName(in, visitor);
      case 0x10 -> decodeFreertosStreamBufferSend(in, visitor);
      case 0x11 -> decodeFreertosStreamBufferSendFromIsr(in, visitor);
      case 0x12 -> decodeFreertosStreamBufferReceive(in, visitor);
      case 0x13 -> decodeFreertosStreamBufferReceiveFromIsr(in, visitor);
      case 0x14 -> decodeFreertosStreamBufferReset(in, visitor);
      case 0x15 -> decodeFreertosCurtaskBlockOnStreamBufferSend(in, visitor);
      case 0x16 -> decodeFreertosCurtaskBlockOnStreamBufferReceive(in, visitor);
      case 0x17 -> decodeFreertosStreamBufferDeleted(in, visitor);
      case 0x18 -> decodeFreertosEventGroupCreated(in, visitor);
      case 0x19 -> decodeFreertosEventGroupName(in, visitor);
      case 0x1A -> decodeFreertosEventGroupSetBits(in, visitor);
      case 0x1B -> decodeFreertosEventGroupClearBits(in, visitor);
      case 0x1C -> decodeFreertosCurtaskBlockOnEventGroup(in, visitor);
      case 0x1D -> decodeFreertosEventGroupDeleted(in, visitor);
      case 0x1E -> decodeFreertosTaskNotify(in, visitor);
      case 0x1F -> decodeFreertosTaskNotifyFromIsr(in, visitor);
      case 0x20 -> decodeFreertosCurtaskBlockOnNotify(in, visitor);
      case 0x21 -> decodeFreertosTimerCreated(in, visitor);
      case 0x22 -> decodeFreertosTimerName(in, visitor);
      case 0x23 -> decodeFreertosTimerExpired(in, visitor);
      case 0x24 -> decodeFreertosQueuePeek(in, visitor);
      case 0x25 -> decodeFreertosQueuePeekFromIsr(in, visitor);
      case 0x28 -> decodeFreertosHeapMalloc(in, visitor);
      case 0x29 -> decodeFreertosHeapFree(in, visitor);
      case 0x2A -> decodeFreertosHeapMallocFailed(in, visitor);
      case 0x34 -> decodeFreertosTaskStackLow(in, visitor);
      case 0x35 -> decodeFreertosTaskStackHighWater(in, visitor);
      case 0x2B -> decodeFreertosQueueCallFailed(in, visitor);
      case 0x2C -> decodeFreertosStreamBufferCallFailed(in, visitor);
      case 0x7A -> decodeFreertosTaskEvtmarkerName(in, visitor);
      case 0x7B -> decodeFreertosTaskEvtmarker(in, visitor);
      case 0x7C -> decodeFreertosTaskEvtmarkerBegin(in, visitor);
      case 0x7D -> decodeFreertosTaskEvtmarkerEnd(in, visitor);
      case 0x7E -> decodeFreertosTaskValmarkerName(in, visitor);
      case 0x7F -> decodeFreertosTaskValmarker(in, visitor);
      case 0x80 -> decodeDemoSensorSample(in, visitor);
      case 0x81 -> decodeDemoMotorState(in, visitor);
      case 0x82 -> decodeDemoLogLine(in, visitor);
      case 0x83 -> decodeDemoBoardName(in, visitor);
      default -> throw new FrameException(ErrorKind.UNKNOWN_EVENT_ID, String.format("unknown event id 0x%02X", id));
    }
  }

  /**
   * The catalogue name of event {@code id}, or null when the catalogue has none.
   */
  public static String nameOf(int id) {
    return switch (id) {
      case 0x00 -> "core_id";
      case 0x01 -> "dropped_evt_cnt";
      case 0x02 -> "ts_resolution_ns";
      case 0x03 -> "isr_name";
      case 0x04 -> "isr_enter";
      case 0x05 -> "isr_exit";
      case 0x06 -> "evtmarker_name";
      case 0x07 -> "evtmarker";
      case 0x08 -> "evtmarker_begin";
      case 0x09 -> "evtmarker_end";
      case 0x0A -> "valmarker_name";
      case 0x0B -> "valmarker";
      case 0x26 -> "catalogue_fingerprint";
      case 0x27 -> "ts_frequency_hz";
      case 0x54 -> "task_switched_in";
      case 0x55 -> "task_to_rdy_state";
      case 0x56 -> "task_resumed";
      case 0x57 -> "task_resumed_from_isr";
      case 0x58 -> "task_suspended";
      case 0x59 -> "curtask_delay";
      case 0x5A -> "curtask_delay_until";
      case 0x5B -> "task_priority_set";
      case 0x5C -> "task_priority_inherit";
      case 0x5D -> "task_priority_disinherit";
      case 0x5E -> "task_created";
      case 0x5F -> "task_name";
      case 0x60 -> "task_is_idle_task";
      case 0x61 -> "task_is_timer_task";
      case 0x62 -> "task_deleted";
      case 0x63 -> "queue_created";
      case 0x64 -> "queue_name";
      case 0x65 -> "queue_kind";
      case 0x66 -> "queue_send";
      case 0x67 -> "queue_send_from_isr";
      case 0x68 -> "queue_overwrite";
      case 0x69 -> "queue_overwrite_from_isr";
      case 0x6A -> "queue_receive";
      case 0x6B -> "queue_receive_from_isr";
      case 0x6C -> "queue_reset";
      case 0x6D -> "curtask_block_on_queue_peek";
      case 0x6E -> "curtask_block_on_queue_send";
      case 0x6F -> "curtask_block_on_queue_receive";
      case 0x70 -> "queue_cur_length";
      case 0x0C -> "queue_deleted";
      case 0x0D -> "stream_buffer_created";
      case 0x0E -> "stream_buffer_kind";
      case 0x0F -> "stream_buffer_name";
      case 0x10 -> "stream_buffer_send";
      case 0x11 -> "stream_buffer_send_from_isr";
      case 0x12 -> "stream_buffer_receive";
      case 0x13 -> "stream_buffer_receive_from_isr";
      case 0x14 -> "stream_buffer_reset";
      case 0x15 -> "curtask_block_on_stream_buffer_send";
      case 0x16 -> "curtask_block_on_stream_buffer_receive";
      case 0x17 -> "stream_buffer_deleted";
      case 0x18 -> "event_group_created";
      case 0x19 -> "event_group_name";
      case 0x1A -> "event_group_set_bits";
      case 0x1B -> "event_group_clear_bits";
      case 0x1C -> "curtask_block_on_event_group";
      case 0x1D -> "event_group_deleted";
      case 0x1E -> "task_notify";
      case 0x1F -> "task_notify_from_isr";
      case 0x20 -> "curtask_block_on_notify";
      case 0x21 -> "timer_created";
      case 0x22 -> "timer_name";
      case 0x23 -> "timer_expired";
      case 0x24 -> "queue_peek";
      case 0x25 -> "queue_peek_from_isr";
      case 0x28 -> "heap_malloc";
      case 0x29 -> "heap_free";
      case 0x2A -> "heap_malloc_failed";
      case 0x34 -> "task_stack_low";
      case 0x35 -> "task_stack_high_water";
      case 0x2B -> "queue_call_failed";
      case 0x2C -> "stream_buffer_call_failed";
      case 0x7A -> "task_evtmarker_name";
      case 0x7B -> "task_evtmarker";
      case 0x7C -> "task_evtmarker_begin";
      case 0x7D -> "task_evtmarker_end";
      case 0x7E -> "task_valmarker_name";
      case 0x7F -> "task_valmarker";
      case 0x80 -> "sensor_sample";
      case 0x81 -> "motor_state";
      case 0x82 -> "log_line";
      case 0x83 -> "board_name";
      default -> null;
    };
  }
}

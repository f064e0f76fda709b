// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/EventTypesEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.CatalogueField;
import dev.tonband.codec.EventType;
import dev.tonband.codec.WireType;
import java.util.List;

/**
 * Every catalogue event with its fields, in catalogue order: the catalogue as a run-time
 * table, so tools never parse events.yaml.
 */
public final class EventTypes {
  /**
   * The catalogue's fingerprint, which firmware built from it sends in its
   * {@code catalogue_fingerprint} event.
   */
  public static final long FINGERPRINT = 0x6f89e4060bd4b4c5L;

  public static final List<EventType> ALL = List.of(new EventType[] {
    new EventType(0x00, "base", "core_id", false, CoreId.class, List.of(new CatalogueField("core_id", WireType.U32, false))),
    new EventType(0x01, "base", "dropped_evt_cnt", false, DroppedEvtCnt.class, List.of(new CatalogueField("cnt", WireType.U32, false))),
    new EventType(0x02, "base", "ts_resolution_ns", true, TsResolutionNs.class, List.of(new CatalogueField("ns_per_ts", WireType.U64, false))),
    new EventType(0x03, "base", "isr_name", true, IsrName.class, List.of(new CatalogueField("isr_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x04, "base", "isr_enter", false, IsrEnter.class, List.of(new CatalogueField("isr_id", WireType.U32, false))),
    new EventType(0x05, "base", "isr_exit", false, IsrExit.class, List.of(new CatalogueField("isr_id", WireType.U32, false))),
    new EventType(0x06, "base", "evtmarker_name", true, EvtmarkerName.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x07, "base", "evtmarker", false, Evtmarker.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("msg", WireType.STR, false))),
    new EventType(0x08, "base", "evtmarker_begin", false, EvtmarkerBegin.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("msg", WireType.STR, false))),
    new EventType(0x09, "base", "evtmarker_end", false, EvtmarkerEnd.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false))),
    new EventType(0x0A, "base", "valmarker_name", true, ValmarkerName.class, List.of(new CatalogueField("valmarker_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x0B, "base", "valmarker", false, Valmarker.class, List.of(new CatalogueField("valmarker_id", WireType.U32, false), new CatalogueField("val", WireType.S64, false))),
    new EventType(0x26, "base", "catalogue_fingerprint", true, CatalogueFingerprint.class, List.of(new CatalogueField("fingerprint", WireType.U64, false))),
    new EventType(0x27, "base", "ts_frequency_hz", true, TsFrequencyHz.class, List.of(new CatalogueField("hz", WireType.U64, false))),
    new EventType(0x54, "freertos", "task_switched_in", false, FreertosTaskSwitchedIn.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x55, "freertos", "task_to_rdy_state", false, FreertosTaskToRdyState.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x56, "freertos", "task_resumed", false, FreertosTaskResumed.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x57, "freertos", "task_resumed_from_isr", false, FreertosTaskResumedFromIsr.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x58, "freertos", "task_suspended", false, FreertosTaskSuspended.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x59, "freertos", "curtask_delay", false, FreertosCurtaskDelay.class, List.of(new CatalogueField("ticks", WireType.U32, false))),
    new EventType(0x5A, "freertos", "curtask_delay_until", false, FreertosCurtaskDelayUntil.class, List.of(new CatalogueField("time_to_wake", WireType.U32, false))),
    new EventType(0x5B, "freertos", "task_priority_set", false, FreertosTaskPrioritySet.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("priority", WireType.U32, false))),
    new EventType(0x5C, "freertos", "task_priority_inherit", false, FreertosTaskPriorityInherit.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("priority", WireType.U32, false))),
    new EventType(0x5D, "freertos", "task_priority_disinherit", false, FreertosTaskPriorityDisinherit.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("priority", WireType.U32, false))),
    new EventType(0x5E, "freertos", "task_created", false, FreertosTaskCreated.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x5F, "freertos", "task_name", true, FreertosTaskName.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x60, "freertos", "task_is_idle_task", true, FreertosTaskIsIdleTask.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("core_id", WireType.U32, false))),
    new EventType(0x61, "freertos", "task_is_timer_task", true, FreertosTaskIsTimerTask.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x62, "freertos", "task_deleted", false, FreertosTaskDeleted.class, List.of(new CatalogueField("task_id", WireType.U32, false))),
    new EventType(0x63, "freertos", "queue_created", false, FreertosQueueCreated.class, List.of(new CatalogueField("queue_id", WireType.U32, false))),
    new EventType(0x64, "freertos", "queue_name", true, FreertosQueueName.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x65, "freertos", "queue_kind", true, FreertosQueueKind.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("kind", WireType.ENUM, false))),
    new EventType(0x66, "freertos", "queue_send", false, FreertosQueueSend.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x67, "freertos", "queue_send_from_isr", false, FreertosQueueSendFromIsr.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x68, "freertos", "queue_overwrite", false, FreertosQueueOverwrite.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x69, "freertos", "queue_overwrite_from_isr", false, FreertosQueueOverwriteFromIsr.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x6A, "freertos", "queue_receive", false, FreertosQueueReceive.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x6B, "freertos", "queue_receive_from_isr", false, FreertosQueueReceiveFromIsr.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x6C, "freertos", "queue_reset", false, FreertosQueueReset.class, List.of(new CatalogueField("queue_id", WireType.U32, false))),
    new EventType(0x6D, "freertos", "curtask_block_on_queue_peek", false, FreertosCurtaskBlockOnQueuePeek.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("ticks_to_wait", WireType.U32, false))),
    new EventType(0x6E, "freertos", "curtask_block_on_queue_send", false, FreertosCurtaskBlockOnQueueSend.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("ticks_to_wait", WireType.U32, false))),
    new EventType(0x6F, "freertos", "curtask_block_on_queue_receive", false, FreertosCurtaskBlockOnQueueReceive.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("ticks_to_wait", WireType.U32, false))),
    new EventType(0x70, "freertos", "queue_cur_length", false, FreertosQueueCurLength.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("length", WireType.U32, false))),
    new EventType(0x0C, "freertos", "queue_deleted", false, FreertosQueueDeleted.class, List.of(new CatalogueField("queue_id", WireType.U32, false))),
    new EventType(0x0D, "freertos", "stream_buffer_created", false, FreertosStreamBufferCreated.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("kind", WireType.ENUM, false), new CatalogueField("size", WireType.U32, false))),
    new EventType(0x0E, "freertos", "stream_buffer_kind", true, FreertosStreamBufferKind.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("kind", WireType.ENUM, false), new CatalogueField("size", WireType.U32, false))),
    new EventType(0x0F, "freertos", "stream_buffer_name", true, FreertosStreamBufferName.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x10, "freertos", "stream_buffer_send", false, FreertosStreamBufferSend.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("bytes", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x11, "freertos", "stream_buffer_send_from_isr", false, FreertosStreamBufferSendFromIsr.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("bytes", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x12, "freertos", "stream_buffer_receive", false, FreertosStreamBufferReceive.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("bytes", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x13, "freertos", "stream_buffer_receive_from_isr", false, FreertosStreamBufferReceiveFromIsr.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("bytes", WireType.U32, false), new CatalogueField("len_after", WireType.U32, false))),
    new EventType(0x14, "freertos", "stream_buffer_reset", false, FreertosStreamBufferReset.class, List.of(new CatalogueField("sb_id", WireType.U32, false))),
    new EventType(0x15, "freertos", "curtask_block_on_stream_buffer_send", false, FreertosCurtaskBlockOnStreamBufferSend.class, List.of(new CatalogueField("sb_id", WireType.U32, false))),
    new EventType(0x16, "freertos", "curtask_block_on_stream_buffer_receive", false, FreertosCurtaskBlockOnStreamBufferReceive.class, List.of(new CatalogueField("sb_id", WireType.U32, false))),
    new EventType(0x17, "freertos", "stream_buffer_deleted", false, FreertosStreamBufferDeleted.class, List.of(new CatalogueField("sb_id", WireType.U32, false))),
    new EventType(0x18, "freertos", "event_group_created", false, FreertosEventGroupCreated.class, List.of(new CatalogueField("eg_id", WireType.U32, false))),
    new EventType(0x19, "freertos", "event_group_name", true, FreertosEventGroupName.class, List.of(new CatalogueField("eg_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x1A, "freertos", "event_group_set_bits", false, FreertosEventGroupSetBits.class, List.of(new CatalogueField("eg_id", WireType.U32, false), new CatalogueField("bits", WireType.U32, false), new CatalogueField("value", WireType.U32, false))),
    new EventType(0x1B, "freertos", "event_group_clear_bits", false, FreertosEventGroupClearBits.class, List.of(new CatalogueField("eg_id", WireType.U32, false), new CatalogueField("bits", WireType.U32, false), new CatalogueField("value", WireType.U32, false))),
    new EventType(0x1C, "freertos", "curtask_block_on_event_group", false, FreertosCurtaskBlockOnEventGroup.class, List.of(new CatalogueField("eg_id", WireType.U32, false), new CatalogueField("bits", WireType.U32, false))),
    new EventType(0x1D, "freertos", "event_group_deleted", false, FreertosEventGroupDeleted.class, List.of(new CatalogueField("eg_id", WireType.U32, false))),
    new EventType(0x1E, "freertos", "task_notify", false, FreertosTaskNotify.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("index", WireType.U32, false))),
    new EventType(0x1F, "freertos", "task_notify_from_isr", false, FreertosTaskNotifyFromIsr.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("index", WireType.U32, false))),
    new EventType(0x20, "freertos", "curtask_block_on_notify", false, FreertosCurtaskBlockOnNotify.class, List.of(new CatalogueField("index", WireType.U32, false))),
    new EventType(0x21, "freertos", "timer_created", false, FreertosTimerCreated.class, List.of(new CatalogueField("timer_id", WireType.U32, false))),
    new EventType(0x22, "freertos", "timer_name", true, FreertosTimerName.class, List.of(new CatalogueField("timer_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x23, "freertos", "timer_expired", false, FreertosTimerExpired.class, List.of(new CatalogueField("timer_id", WireType.U32, false))),
    new EventType(0x24, "freertos", "queue_peek", false, FreertosQueuePeek.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("length", WireType.U32, false))),
    new EventType(0x25, "freertos", "queue_peek_from_isr", false, FreertosQueuePeekFromIsr.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("length", WireType.U32, false))),
    new EventType(0x28, "freertos", "heap_malloc", false, FreertosHeapMalloc.class, List.of(new CatalogueField("address", WireType.U32, false), new CatalogueField("size", WireType.U32, false))),
    new EventType(0x29, "freertos", "heap_free", false, FreertosHeapFree.class, List.of(new CatalogueField("address", WireType.U32, false), new CatalogueField("size", WireType.U32, false))),
    new EventType(0x2A, "freertos", "heap_malloc_failed", false, FreertosHeapMallocFailed.class, List.of(new CatalogueField("size", WireType.U32, false))),
    new EventType(0x34, "freertos", "task_stack_low", false, FreertosTaskStackLow.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("free", WireType.U32, false))),
    new EventType(0x35, "freertos", "task_stack_high_water", false, FreertosTaskStackHighWater.class, List.of(new CatalogueField("task_id", WireType.U32, false), new CatalogueField("free_min", WireType.U32, false))),
    new EventType(0x2B, "freertos", "queue_call_failed", false, FreertosQueueCallFailed.class, List.of(new CatalogueField("queue_id", WireType.U32, false), new CatalogueField("call", WireType.ENUM, false))),
    new EventType(0x2C, "freertos", "stream_buffer_call_failed", false, FreertosStreamBufferCallFailed.class, List.of(new CatalogueField("sb_id", WireType.U32, false), new CatalogueField("call", WireType.ENUM, false))),
    new EventType(0x7A, "freertos", "task_evtmarker_name", true, FreertosTaskEvtmarkerName.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("task_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x7B, "freertos", "task_evtmarker", false, FreertosTaskEvtmarker.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("msg", WireType.STR, false))),
    new EventType(0x7C, "freertos", "task_evtmarker_begin", false, FreertosTaskEvtmarkerBegin.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false), new CatalogueField("msg", WireType.STR, false))),
    new EventType(0x7D, "freertos", "task_evtmarker_end", false, FreertosTaskEvtmarkerEnd.class, List.of(new CatalogueField("evtmarker_id", WireType.U32, false))),
    new EventType(0x7E, "freertos", "task_valmarker_name", true, FreertosTaskValmarkerName.class, List.of(new CatalogueField("valmarker_id", WireType.U32, false), new CatalogueField("task_id", WireType.U32, false), new CatalogueField("name", WireType.STR, false))),
    new EventType(0x7F, "freertos", "task_valmarker", false, FreertosTaskValmarker.class, List.of(new CatalogueField("valmarker_id", WireType.U32, false), new CatalogueField("val", WireType.S64, false))),
    new EventType(0x80, "demo", "sensor_sample", false, DemoSensorSample.class, List.of(new CatalogueField("sensor", WireType.U8, false), new CatalogueField("value", WireType.S64, false), new CatalogueField("raw", WireType.U32, true), new CatalogueField("quality", WireType.U8, true))),
    new EventType(0x81, "demo", "motor_state", false, DemoMotorState.class, List.of(new CatalogueField("motor", WireType.U8, false), new CatalogueField("state", WireType.ENUM, false))),
    new EventType(0x82, "demo", "log_line", false, DemoLogLine.class, List.of(new CatalogueField("level", WireType.U8, false), new CatalogueField("text", WireType.STR, false))),
    new EventType(0x83, "demo", "board_name", true, DemoBoardName.class, List.of(new CatalogueField("name", WireType.STR, false))),
  });

  private EventTypes() {
  }
}

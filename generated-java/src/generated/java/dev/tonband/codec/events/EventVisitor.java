// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaVisitorEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.StrView;

/**
 * Receives decoded events as primitive arguments, one method per event, so that decoding
 * allocates nothing per event. Override the methods of the events you need; the others
 * ignore their event. {@link StrView} views are valid only during the call. For an absent
 * optional field, its {@code has...} flag is false and the value is 0 (null for enums).
 */
public interface EventVisitor {
  /**
   * The events that follow in a shared stream come from core {@code core_id}. ({@link CoreId})
   */
  default void onCoreId(long ts, long coreId) {
  }

  /**
   * Cumulative number of events the tracer had to drop on this core. ({@link DroppedEvtCnt})
   */
  default void onDroppedEvtCnt(long ts, long cnt) {
  }

  /**
   * Nanoseconds per timestamp tick, to turn timestamps into time. ({@link TsResolutionNs})
   */
  default void onTsResolutionNs(long nsPerTs) {
  }

  /**
   * Names interrupt {@code isr_id}. ({@link IsrName})
   */
  default void onIsrName(long isrId, StrView name) {
  }

  /**
   * Interrupt {@code isr_id} started running. ({@link IsrEnter})
   */
  default void onIsrEnter(long ts, long isrId) {
  }

  /**
   * Interrupt {@code isr_id} finished. ({@link IsrExit})
   */
  default void onIsrExit(long ts, long isrId) {
  }

  /**
   * Names event marker {@code evtmarker_id}. ({@link EvtmarkerName})
   */
  default void onEvtmarkerName(long evtmarkerId, StrView name) {
  }

  /**
   * A point in time on event marker {@code evtmarker_id}, with a message. ({@link Evtmarker})
   */
  default void onEvtmarker(long ts, long evtmarkerId, StrView msg) {
  }

  /**
   * Begins a slice on event marker {@code evtmarker_id}, named by the message. ({@link EvtmarkerBegin})
   */
  default void onEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
  }

  /**
   * Ends the innermost open slice on event marker {@code evtmarker_id}. ({@link EvtmarkerEnd})
   */
  default void onEvtmarkerEnd(long ts, long evtmarkerId) {
  }

  /**
   * Names value marker {@code valmarker_id}. ({@link ValmarkerName})
   */
  default void onValmarkerName(long valmarkerId, StrView name) {
  }

  /**
   * Value marker {@code valmarker_id} now holds {@code val}. ({@link Valmarker})
   */
  default void onValmarker(long ts, long valmarkerId, long val) {
  }

  /**
   * The fingerprint of the catalogue the firmware was built from (a hash of every event's id, name and field layout), so that tools can tell whether they decode with the same catalogue. ({@link CatalogueFingerprint})
   */
  default void onCatalogueFingerprint(long fingerprint) {
  }

  /**
   * Timestamp ticks per second: the exact clock, for one whose tick is no whole number of nanoseconds (a tick at 120 MHz lasts 8.333 ns). Tools prefer it to {@code ts_resolution_ns}, which the runtime sends as well, rounded, for tools that know no other. ({@link TsFrequencyHz})
   */
  default void onTsFrequencyHz(long hz) {
  }

  /**
   * Task {@code task_id} starts running on this core. ({@link FreertosTaskSwitchedIn})
   */
  default void onFreertosTaskSwitchedIn(long ts, long taskId) {
  }

  /**
   * Task {@code task_id} became ready to run. ({@link FreertosTaskToRdyState})
   */
  default void onFreertosTaskToRdyState(long ts, long taskId) {
  }

  /**
   * Task {@code task_id} was resumed from suspension by a task. ({@link FreertosTaskResumed})
   */
  default void onFreertosTaskResumed(long ts, long taskId) {
  }

  /**
   * Task {@code task_id} was resumed from suspension by an interrupt. ({@link FreertosTaskResumedFromIsr})
   */
  default void onFreertosTaskResumedFromIsr(long ts, long taskId) {
  }

  /**
   * Task {@code task_id} was suspended. ({@link FreertosTaskSuspended})
   */
  default void onFreertosTaskSuspended(long ts, long taskId) {
  }

  /**
   * The running task blocks for {@code ticks} kernel ticks. ({@link FreertosCurtaskDelay})
   */
  default void onFreertosCurtaskDelay(long ts, long ticks) {
  }

  /**
   * The running task blocks until kernel tick {@code time_to_wake}. ({@link FreertosCurtaskDelayUntil})
   */
  default void onFreertosCurtaskDelayUntil(long ts, long timeToWake) {
  }

  /**
   * The priority of task {@code task_id} was set to {@code priority}. ({@link FreertosTaskPrioritySet})
   */
  default void onFreertosTaskPrioritySet(long ts, long taskId, long priority) {
  }

  /**
   * Task {@code task_id} inherited {@code priority} from a task waiting on its mutex. ({@link FreertosTaskPriorityInherit})
   */
  default void onFreertosTaskPriorityInherit(long ts, long taskId, long priority) {
  }

  /**
   * Task {@code task_id} returned to {@code priority} after releasing a mutex. ({@link FreertosTaskPriorityDisinherit})
   */
  default void onFreertosTaskPriorityDisinherit(long ts, long taskId, long priority) {
  }

  /**
   * Task {@code task_id} was created. ({@link FreertosTaskCreated})
   */
  default void onFreertosTaskCreated(long ts, long taskId) {
  }

  /**
   * Names task {@code task_id}. ({@link FreertosTaskName})
   */
  default void onFreertosTaskName(long taskId, StrView name) {
  }

  /**
   * Task {@code task_id} is the idle task of core {@code core_id}. ({@link FreertosTaskIsIdleTask})
   */
  default void onFreertosTaskIsIdleTask(long taskId, long coreId) {
  }

  /**
   * Task {@code task_id} is the timer service task. ({@link FreertosTaskIsTimerTask})
   */
  default void onFreertosTaskIsTimerTask(long taskId) {
  }

  /**
   * Task {@code task_id} was deleted. ({@link FreertosTaskDeleted})
   */
  default void onFreertosTaskDeleted(long ts, long taskId) {
  }

  /**
   * Queue {@code queue_id} was created. ({@link FreertosQueueCreated})
   */
  default void onFreertosQueueCreated(long ts, long queueId) {
  }

  /**
   * Names queue {@code queue_id}. ({@link FreertosQueueName})
   */
  default void onFreertosQueueName(long queueId, StrView name) {
  }

  /**
   * Queue {@code queue_id} is used as {@code kind} (queue, semaphore, mutex, ...). ({@link FreertosQueueKind})
   */
  default void onFreertosQueueKind(long queueId, FrQueueKind kind) {
  }

  /**
   * An item was sent to queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueSend})
   */
  default void onFreertosQueueSend(long ts, long queueId, long lenAfter) {
  }

  /**
   * An interrupt sent an item to queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueSendFromIsr})
   */
  default void onFreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
  }

  /**
   * The item of queue {@code queue_id} was overwritten; it now holds {@code len_after} items. ({@link FreertosQueueOverwrite})
   */
  default void onFreertosQueueOverwrite(long ts, long queueId, long lenAfter) {
  }

  /**
   * An interrupt overwrote the item of queue {@code queue_id}; it now holds {@code len_after} items. ({@link FreertosQueueOverwriteFromIsr})
   */
  default void onFreertosQueueOverwriteFromIsr(long ts, long queueId, long lenAfter) {
  }

  /**
   * An item was taken from queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueReceive})
   */
  default void onFreertosQueueReceive(long ts, long queueId, long lenAfter) {
  }

  /**
   * An interrupt took an item from queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueReceiveFromIsr})
   */
  default void onFreertosQueueReceiveFromIsr(long ts, long queueId, long lenAfter) {
  }

  /**
   * Queue {@code queue_id} was emptied. ({@link FreertosQueueReset})
   */
  default void onFreertosQueueReset(long ts, long queueId) {
  }

  /**
   * The running task blocks peeking at queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueuePeek})
   */
  default void onFreertosCurtaskBlockOnQueuePeek(long ts, long queueId, long ticksToWait) {
  }

  /**
   * The running task blocks sending to full queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueueSend})
   */
  default void onFreertosCurtaskBlockOnQueueSend(long ts, long queueId, long ticksToWait) {
  }

  /**
   * The running task blocks receiving from empty queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueueReceive})
   */
  default void onFreertosCurtaskBlockOnQueueReceive(long ts, long queueId, long ticksToWait) {
  }

  /**
   * Queue {@code queue_id} holds {@code length} items (reported when tracing starts). ({@link FreertosQueueCurLength})
   */
  default void onFreertosQueueCurLength(long ts, long queueId, long length) {
  }

  /**
   * Queue {@code queue_id} was deleted. ({@link FreertosQueueDeleted})
   */
  default void onFreertosQueueDeleted(long ts, long queueId) {
  }

  /**
   * Stream or message buffer {@code sb_id} of {@code size} bytes was created. ({@link FreertosStreamBufferCreated})
   */
  default void onFreertosStreamBufferCreated(long ts, long sbId, FrStreamBufferKind kind,
      long size) {
  }

  /**
   * Buffer {@code sb_id} is a stream or message buffer of {@code size} bytes (kept from its creation, even before tracing starts). ({@link FreertosStreamBufferKind})
   */
  default void onFreertosStreamBufferKind(long sbId, FrStreamBufferKind kind, long size) {
  }

  /**
   * Names stream or message buffer {@code sb_id}. ({@link FreertosStreamBufferName})
   */
  default void onFreertosStreamBufferName(long sbId, StrView name) {
  }

  /**
   * {@code bytes} bytes were written to buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferSend})
   */
  default void onFreertosStreamBufferSend(long ts, long sbId, long bytes, long lenAfter) {
  }

  /**
   * An interrupt wrote {@code bytes} bytes to buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferSendFromIsr})
   */
  default void onFreertosStreamBufferSendFromIsr(long ts, long sbId, long bytes, long lenAfter) {
  }

  /**
   * {@code bytes} bytes were read from buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferReceive})
   */
  default void onFreertosStreamBufferReceive(long ts, long sbId, long bytes, long lenAfter) {
  }

  /**
   * An interrupt read {@code bytes} bytes from buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferReceiveFromIsr})
   */
  default void onFreertosStreamBufferReceiveFromIsr(long ts, long sbId, long bytes, long lenAfter) {
  }

  /**
   * Buffer {@code sb_id} was emptied. ({@link FreertosStreamBufferReset})
   */
  default void onFreertosStreamBufferReset(long ts, long sbId) {
  }

  /**
   * The running task blocks writing to full buffer {@code sb_id}. ({@link FreertosCurtaskBlockOnStreamBufferSend})
   */
  default void onFreertosCurtaskBlockOnStreamBufferSend(long ts, long sbId) {
  }

  /**
   * The running task blocks reading from empty buffer {@code sb_id}. ({@link FreertosCurtaskBlockOnStreamBufferReceive})
   */
  default void onFreertosCurtaskBlockOnStreamBufferReceive(long ts, long sbId) {
  }

  /**
   * Buffer {@code sb_id} was deleted. ({@link FreertosStreamBufferDeleted})
   */
  default void onFreertosStreamBufferDeleted(long ts, long sbId) {
  }

  /**
   * Event group {@code eg_id} was created. ({@link FreertosEventGroupCreated})
   */
  default void onFreertosEventGroupCreated(long ts, long egId) {
  }

  /**
   * Names event group {@code eg_id}. ({@link FreertosEventGroupName})
   */
  default void onFreertosEventGroupName(long egId, StrView name) {
  }

  /**
   * Bits {@code bits} of event group {@code eg_id} were set; its bits are now {@code value} (before any clear-on-exit of the tasks it wakes). ({@link FreertosEventGroupSetBits})
   */
  default void onFreertosEventGroupSetBits(long ts, long egId, long bits, long value) {
  }

  /**
   * Bits {@code bits} of event group {@code eg_id} were cleared; its bits are now {@code value}. ({@link FreertosEventGroupClearBits})
   */
  default void onFreertosEventGroupClearBits(long ts, long egId, long bits, long value) {
  }

  /**
   * The running task blocks waiting for bits {@code bits} of event group {@code eg_id} (wait or sync). ({@link FreertosCurtaskBlockOnEventGroup})
   */
  default void onFreertosCurtaskBlockOnEventGroup(long ts, long egId, long bits) {
  }

  /**
   * Event group {@code eg_id} was deleted. ({@link FreertosEventGroupDeleted})
   */
  default void onFreertosEventGroupDeleted(long ts, long egId) {
  }

  /**
   * Task {@code task_id} received a direct-to-task notification at index {@code index}. ({@link FreertosTaskNotify})
   */
  default void onFreertosTaskNotify(long ts, long taskId, long index) {
  }

  /**
   * An interrupt sent task {@code task_id} a direct-to-task notification at index {@code index}. ({@link FreertosTaskNotifyFromIsr})
   */
  default void onFreertosTaskNotifyFromIsr(long ts, long taskId, long index) {
  }

  /**
   * The running task blocks waiting for a notification at index {@code index}. ({@link FreertosCurtaskBlockOnNotify})
   */
  default void onFreertosCurtaskBlockOnNotify(long ts, long index) {
  }

  /**
   * Software timer {@code timer_id} was created. ({@link FreertosTimerCreated})
   */
  default void onFreertosTimerCreated(long ts, long timerId) {
  }

  /**
   * Names software timer {@code timer_id}. ({@link FreertosTimerName})
   */
  default void onFreertosTimerName(long timerId, StrView name) {
  }

  /**
   * Software timer {@code timer_id} expired; the timer service task runs its callback. ({@link FreertosTimerExpired})
   */
  default void onFreertosTimerExpired(long ts, long timerId) {
  }

  /**
   * The running task read the front item of queue {@code queue_id} without taking it; the queue holds {@code length} items. ({@link FreertosQueuePeek})
   */
  default void onFreertosQueuePeek(long ts, long queueId, long length) {
  }

  /**
   * An interrupt read the front item of queue {@code queue_id} without taking it; the queue holds {@code length} items. ({@link FreertosQueuePeekFromIsr})
   */
  default void onFreertosQueuePeekFromIsr(long ts, long queueId, long length) {
  }

  /**
   * The running task (or the code before the scheduler starts) got block {@code address} (its low 32 bits) of {@code size} bytes from the FreeRTOS heap, as the heap reports it to {@code traceMALLOC}: the block with its header and alignment (heap_4 and heap_5). ({@link FreertosHeapMalloc})
   */
  default void onFreertosHeapMalloc(long ts, long address, long size) {
  }

  /**
   * The running task gave block {@code address} of {@code size} bytes back to the FreeRTOS heap ({@code traceFREE}). ({@link FreertosHeapFree})
   */
  default void onFreertosHeapFree(long ts, long address, long size) {
  }

  /**
   * An allocation from the FreeRTOS heap failed ({@code traceMALLOC} with no block); {@code size} is what the heap reports: the size wanted, header included, on FreeRTOS V10; 0 on V11. ({@link FreertosHeapMallocFailed})
   */
  default void onFreertosHeapMallocFailed(long ts, long size) {
  }

  /**
   * Task {@code task_id} was switched out with {@code free} bytes of stack left beyond its saved stack pointer, fewer than the tracer last traced for it: a new low ({@code traceTASK_SWITCHED_OUT}). The stream carries only new lows; the task's deepest point between two switches may lie deeper still (see {@code task_stack_high_water}). ({@link FreertosTaskStackLow})
   */
  default void onFreertosTaskStackLow(long ts, long taskId, long free) {
  }

  /**
   * The least stack task {@code task_id} has had free since it was created, in bytes, as the kernel measures it from the fill pattern of its stack ({@code uxTaskGetStackHighWaterMark}): when the task is deleted, and when the firmware asks ({@code tband_freertos_task_stack_high_water}). ({@link FreertosTaskStackHighWater})
   */
  default void onFreertosTaskStackHighWater(long ts, long taskId, long freeMin) {
  }

  /**
   * A {@code call} on queue (semaphore, mutex) {@code queue_id} failed: a send to a full queue, a receive or peek from an empty one, with no wait or after its wait ran out (the call returned errQUEUE_FULL or errQUEUE_EMPTY); {@code FRFC_GIVE_NOT_HELD}: a task gave a recursive mutex it does not hold. The running task (or interrupt, for the {@code _FROM_ISR} calls) made it. ({@link FreertosQueueCallFailed})
   */
  default void onFreertosQueueCallFailed(long ts, long queueId, FrFailedCall call) {
  }

  /**
   * The running task's {@code call} ({@code FRFC_SEND} or {@code FRFC_RECEIVE}) on stream or message buffer {@code sb_id} moved no bytes, with no wait or after its wait ran out. ({@link FreertosStreamBufferCallFailed})
   */
  default void onFreertosStreamBufferCallFailed(long ts, long sbId, FrFailedCall call) {
  }

  /**
   * Names event marker {@code evtmarker_id}, local to task {@code task_id}. ({@link FreertosTaskEvtmarkerName})
   */
  default void onFreertosTaskEvtmarkerName(long evtmarkerId, long taskId, StrView name) {
  }

  /**
   * A point in time on task-local event marker {@code evtmarker_id}, with a message. ({@link FreertosTaskEvtmarker})
   */
  default void onFreertosTaskEvtmarker(long ts, long evtmarkerId, StrView msg) {
  }

  /**
   * Begins a slice on task-local event marker {@code evtmarker_id}, named by the message. ({@link FreertosTaskEvtmarkerBegin})
   */
  default void onFreertosTaskEvtmarkerBegin(long ts, long evtmarkerId, StrView msg) {
  }

  /**
   * Ends the innermost open slice on task-local event marker {@code evtmarker_id}. ({@link FreertosTaskEvtmarkerEnd})
   */
  default void onFreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) {
  }

  /**
   * Names value marker {@code valmarker_id}, local to task {@code task_id}. ({@link FreertosTaskValmarkerName})
   */
  default void onFreertosTaskValmarkerName(long valmarkerId, long taskId, StrView name) {
  }

  /**
   * Task-local value marker {@code valmarker_id} now holds {@code val}. ({@link FreertosTaskValmarker})
   */
  default void onFreertosTaskValmarker(long ts, long valmarkerId, long val) {
  }

  /**
   * Sensor {@code sensor} measured {@code value}; {@code raw} and {@code quality} are sent when known. ({@link DemoSensorSample})
   */
  default void onDemoSensorSample(long ts, int sensor, long value, boolean hasRaw, long raw,
      boolean hasQuality, int quality) {
  }

  /**
   * Motor {@code motor} entered {@code state}. ({@link DemoMotorState})
   */
  default void onDemoMotorState(long ts, int motor, DemoMotorPhase state) {
  }

  /**
   * A log message of severity {@code level}. ({@link DemoLogLine})
   */
  default void onDemoLogLine(long ts, int level, StrView text) {
  }

  /**
   * Names the board the firmware runs on. ({@link DemoBoardName})
   */
  default void onDemoBoardName(StrView name) {
  }

  /**
   * An event of a catalogue given at run time, decoded by a {@code DynamicDecoder}: a
   * {@link DynamicTimedEvent} or {@link DynamicMetadataEvent}.
   */
  default void onDynamicEvent(TraceEvent event) {
  }
}

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
 * Takes events placed in time: a built-in event through its typed method, with its fields
 * as the {@link EventVisitor} gets them (strings as Strings), any other as its record. Events
 * carried as primitives reach it through {@link PackedEvents} without a record each. In every
 * method, {@code ns} is the time the reader placed the event at, {@code core} the core it ran on.
 */
public interface EventHandler {
  /**
   * The events that follow in a shared stream come from core {@code core_id}. ({@link CoreId})
   */
  void onCoreId(long ns, int core, long coreId) throws IOException;

  /**
   * Cumulative number of events the tracer had to drop on this core. ({@link DroppedEvtCnt})
   */
  void onDroppedEvtCnt(long ns, int core, long cnt) throws IOException;

  /**
   * Nanoseconds per timestamp tick, to turn timestamps into time. ({@link TsResolutionNs})
   */
  void onTsResolutionNs(long ns, int core, long nsPerTs) throws IOException;

  /**
   * Names interrupt {@code isr_id}. ({@link IsrName})
   */
  void onIsrName(long ns, int core, long isrId, String name) throws IOException;

  /**
   * Interrupt {@code isr_id} started running. ({@link IsrEnter})
   */
  void onIsrEnter(long ns, int core, long isrId) throws IOException;

  /**
   * Interrupt {@code isr_id} finished. ({@link IsrExit})
   */
  void onIsrExit(long ns, int core, long isrId) throws IOException;

  /**
   * Names event marker {@code evtmarker_id}. ({@link EvtmarkerName})
   */
  void onEvtmarkerName(long ns, int core, long evtmarkerId, String name) throws IOException;

  /**
   * A point in time on event marker {@code evtmarker_id}, with a message. ({@link Evtmarker})
   */
  void onEvtmarker(long ns, int core, long evtmarkerId, String msg) throws IOException;

  /**
   * Begins a slice on event marker {@code evtmarker_id}, named by the message. ({@link EvtmarkerBegin})
   */
  void onEvtmarkerBegin(long ns, int core, long evtmarkerId, String msg) throws IOException;

  /**
   * Ends the innermost open slice on event marker {@code evtmarker_id}. ({@link EvtmarkerEnd})
   */
  void onEvtmarkerEnd(long ns, int core, long evtmarkerId) throws IOException;

  /**
   * Names value marker {@code valmarker_id}. ({@link ValmarkerName})
   */
  void onValmarkerName(long ns, int core, long valmarkerId, String name) throws IOException;

  /**
   * Value marker {@code valmarker_id} now holds {@code val}. ({@link Valmarker})
   */
  void onValmarker(long ns, int core, long valmarkerId, long val) throws IOException;

  /**
   * The fingerprint of the catalogue the firmware was built from (a hash of every event's id, name and field layout), so that tools can tell whether they decode with the same catalogue. ({@link CatalogueFingerprint})
   */
  void onCatalogueFingerprint(long ns, int core, long fingerprint) throws IOException;

  /**
   * Timestamp ticks per second: the exact clock, for one whose tick is no whole number of nanoseconds (a tick at 120 MHz lasts 8.333 ns). Tools prefer it to {@code ts_resolution_ns}, which the runtime sends as well, rounded, for tools that know no other. ({@link TsFrequencyHz})
   */
  void onTsFrequencyHz(long ns, int core, long hz) throws IOException;

  /**
   * Task {@code task_id} starts running on this core. ({@link FreertosTaskSwitchedIn})
   */
  void onFreertosTaskSwitchedIn(long ns, int core, long taskId) throws IOException;

  /**
   * Task {@code task_id} became ready to run. ({@link FreertosTaskToRdyState})
   */
  void onFreertosTaskToRdyState(long ns, int core, long taskId) throws IOException;

  /**
   * Task {@code task_id} was resumed from suspension by a task. ({@link FreertosTaskResumed})
   */
  void onFreertosTaskResumed(long ns, int core, long taskId) throws IOException;

  /**
   * Task {@code task_id} was resumed from suspension by an interrupt. ({@link FreertosTaskResumedFromIsr})
   */
  void onFreertosTaskResumedFromIsr(long ns, int core, long taskId) throws IOException;

  /**
   * Task {@code task_id} was suspended. ({@link FreertosTaskSuspended})
   */
  void onFreertosTaskSuspended(long ns, int core, long taskId) throws IOException;

  /**
   * The running task blocks for {@code ticks} kernel ticks. ({@link FreertosCurtaskDelay})
   */
  void onFreertosCurtaskDelay(long ns, int core, long ticks) throws IOException;

  /**
   * The running task blocks until kernel tick {@code time_to_wake}. ({@link FreertosCurtaskDelayUntil})
   */
  void onFreertosCurtaskDelayUntil(long ns, int core, long timeToWake) throws IOException;

  /**
   * The priority of task {@code task_id} was set to {@code priority}. ({@link FreertosTaskPrioritySet})
   */
  void onFreertosTaskPrioritySet(long ns, int core, long taskId, long priority) throws IOException;

  /**
   * Task {@code task_id} inherited {@code priority} from a task waiting on its mutex. ({@link FreertosTaskPriorityInherit})
   */
  void onFreertosTaskPriorityInherit(long ns, int core, long taskId, long priority) throws
      IOException;

  /**
   * Task {@code task_id} returned to {@code priority} after releasing a mutex. ({@link FreertosTaskPriorityDisinherit})
   */
  void onFreertosTaskPriorityDisinherit(long ns, int core, long taskId, long priority) throws
      IOException;

  /**
   * Task {@code task_id} was created. ({@link FreertosTaskCreated})
   */
  void onFreertosTaskCreated(long ns, int core, long taskId) throws IOException;

  /**
   * Names task {@code task_id}. ({@link FreertosTaskName})
   */
  void onFreertosTaskName(long ns, int core, long taskId, String name) throws IOException;

  /**
   * Task {@code task_id} is the idle task of core {@code core_id}. ({@link FreertosTaskIsIdleTask})
   */
  void onFreertosTaskIsIdleTask(long ns, int core, long taskId, long coreId) throws IOException;

  /**
   * Task {@code task_id} is the timer service task. ({@link FreertosTaskIsTimerTask})
   */
  void onFreertosTaskIsTimerTask(long ns, int core, long taskId) throws IOException;

  /**
   * Task {@code task_id} was deleted. ({@link FreertosTaskDeleted})
   */
  void onFreertosTaskDeleted(long ns, int core, long taskId) throws IOException;

  /**
   * Queue {@code queue_id} was created. ({@link FreertosQueueCreated})
   */
  void onFreertosQueueCreated(long ns, int core, long queueId) throws IOException;

  /**
   * Names queue {@code queue_id}. ({@link FreertosQueueName})
   */
  void onFreertosQueueName(long ns, int core, long queueId, String name) throws IOException;

  /**
   * Queue {@code queue_id} is used as {@code kind} (queue, semaphore, mutex, ...). ({@link FreertosQueueKind})
   */
  void onFreertosQueueKind(long ns, int core, long queueId, FrQueueKind kind) throws IOException;

  /**
   * An item was sent to queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueSend})
   */
  void onFreertosQueueSend(long ns, int core, long queueId, long lenAfter) throws IOException;

  /**
   * An interrupt sent an item to queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueSendFromIsr})
   */
  void onFreertosQueueSendFromIsr(long ns, int core, long queueId, long lenAfter) throws
      IOException;

  /**
   * The item of queue {@code queue_id} was overwritten; it now holds {@code len_after} items. ({@link FreertosQueueOverwrite})
   */
  void onFreertosQueueOverwrite(long ns, int core, long queueId, long lenAfter) throws IOException;

  /**
   * An interrupt overwrote the item of queue {@code queue_id}; it now holds {@code len_after} items. ({@link FreertosQueueOverwriteFromIsr})
   */
  void onFreertosQueueOverwriteFromIsr(long ns, int core, long queueId, long lenAfter) throws
      IOException;

  /**
   * An item was taken from queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueReceive})
   */
  void onFreertosQueueReceive(long ns, int core, long queueId, long lenAfter) throws IOException;

  /**
   * An interrupt took an item from queue {@code queue_id}, which now holds {@code len_after} items. ({@link FreertosQueueReceiveFromIsr})
   */
  void onFreertosQueueReceiveFromIsr(long ns, int core, long queueId, long lenAfter) throws
      IOException;

  /**
   * Queue {@code queue_id} was emptied. ({@link FreertosQueueReset})
   */
  void onFreertosQueueReset(long ns, int core, long queueId) throws IOException;

  /**
   * The running task blocks peeking at queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueuePeek})
   */
  void onFreertosCurtaskBlockOnQueuePeek(long ns, int core, long queueId, long ticksToWait) throws
      IOException;

  /**
   * The running task blocks sending to full queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueueSend})
   */
  void onFreertosCurtaskBlockOnQueueSend(long ns, int core, long queueId, long ticksToWait) throws
      IOException;

  /**
   * The running task blocks receiving from empty queue {@code queue_id} for up to {@code ticks_to_wait} ticks. ({@link FreertosCurtaskBlockOnQueueReceive})
   */
  void onFreertosCurtaskBlockOnQueueReceive(long ns, int core, long queueId, long ticksToWait)
      throws IOException;

  /**
   * Queue {@code queue_id} holds {@code length} items (reported when tracing starts). ({@link FreertosQueueCurLength})
   */
  void onFreertosQueueCurLength(long ns, int core, long queueId, long length) throws IOException;

  /**
   * Queue {@code queue_id} was deleted. ({@link FreertosQueueDeleted})
   */
  void onFreertosQueueDeleted(long ns, int core, long queueId) throws IOException;

  /**
   * Stream or message buffer {@code sb_id} of {@code size} bytes was created. ({@link FreertosStreamBufferCreated})
   */
  void onFreertosStreamBufferCreated(long ns, int core, long sbId, FrStreamBufferKind kind,
      long size) throws IOException;

  /**
   * Buffer {@code sb_id} is a stream or message buffer of {@code size} bytes (kept from its creation, even before tracing starts). ({@link FreertosStreamBufferKind})
   */
  void onFreertosStreamBufferKind(long ns, int core, long sbId, FrStreamBufferKind kind, long size)
      throws IOException;

  /**
   * Names stream or message buffer {@code sb_id}. ({@link FreertosStreamBufferName})
   */
  void onFreertosStreamBufferName(long ns, int core, long sbId, String name) throws IOException;

  /**
   * {@code bytes} bytes were written to buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferSend})
   */
  void onFreertosStreamBufferSend(long ns, int core, long sbId, long bytes, long lenAfter) throws
      IOException;

  /**
   * An interrupt wrote {@code bytes} bytes to buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferSendFromIsr})
   */
  void onFreertosStreamBufferSendFromIsr(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException;

  /**
   * {@code bytes} bytes were read from buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferReceive})
   */
  void onFreertosStreamBufferReceive(long ns, int core, long sbId, long bytes, long lenAfter) throws
      IOException;

  /**
   * An interrupt read {@code bytes} bytes from buffer {@code sb_id}, which now holds {@code len_after} bytes. ({@link FreertosStreamBufferReceiveFromIsr})
   */
  void onFreertosStreamBufferReceiveFromIsr(long ns, int core, long sbId, long bytes, long lenAfter)
      throws IOException;

  /**
   * Buffer {@code sb_id} was emptied. ({@link FreertosStreamBufferReset})
   */
  void onFreertosStreamBufferReset(long ns, int core, long sbId) throws IOException;

  /**
   * The running task blocks writing to full buffer {@code sb_id}. ({@link FreertosCurtaskBlockOnStreamBufferSend})
   */
  void onFreertosCurtaskBlockOnStreamBufferSend(long ns, int core, long sbId) throws IOException;

  /**
   * The running task blocks reading from empty buffer {@code sb_id}. ({@link FreertosCurtaskBlockOnStreamBufferReceive})
   */
  void onFreertosCurtaskBlockOnStreamBufferReceive(long ns, int core, long sbId) throws IOException;

  /**
   * Buffer {@code sb_id} was deleted. ({@link FreertosStreamBufferDeleted})
   */
  void onFreertosStreamBufferDeleted(long ns, int core, long sbId) throws IOException;

  /**
   * Event group {@code eg_id} was created. ({@link FreertosEventGroupCreated})
   */
  void onFreertosEventGroupCreated(long ns, int core, long egId) throws IOException;

  /**
   * Names event group {@code eg_id}. ({@link FreertosEventGroupName})
   */
  void onFreertosEventGroupName(long ns, int core, long egId, String name) throws IOException;

  /**
   * Bits {@code bits} of event group {@code eg_id} were set; its bits are now {@code value} (before any clear-on-exit of the tasks it wakes). ({@link FreertosEventGroupSetBits})
   */
  void onFreertosEventGroupSetBits(long ns, int core, long egId, long bits, long value) throws
      IOException;

  /**
   * Bits {@code bits} of event group {@code eg_id} were cleared; its bits are now {@code value}. ({@link FreertosEventGroupClearBits})
   */
  void onFreertosEventGroupClearBits(long ns, int core, long egId, long bits, long value) throws
      IOException;

  /**
   * The running task blocks waiting for bits {@code bits} of event group {@code eg_id} (wait or sync). ({@link FreertosCurtaskBlockOnEventGroup})
   */
  void onFreertosCurtaskBlockOnEventGroup(long ns, int core, long egId, long bits) throws
      IOException;

  /**
   * Event group {@code eg_id} was deleted. ({@link FreertosEventGroupDeleted})
   */
  void onFreertosEventGroupDeleted(long ns, int core, long egId) throws IOException;

  /**
   * Task {@code task_id} received a direct-to-task notification at index {@code index}. ({@link FreertosTaskNotify})
   */
  void onFreertosTaskNotify(long ns, int core, long taskId, long index) throws IOException;

  /**
   * An interrupt sent task {@code task_id} a direct-to-task notification at index {@code index}. ({@link FreertosTaskNotifyFromIsr})
   */
  void onFreertosTaskNotifyFromIsr(long ns, int core, long taskId, long index) throws IOException;

  /**
   * The running task blocks waiting for a notification at index {@code index}. ({@link FreertosCurtaskBlockOnNotify})
   */
  void onFreertosCurtaskBlockOnNotify(long ns, int core, long index) throws IOException;

  /**
   * Software timer {@code timer_id} was created. ({@link FreertosTimerCreated})
   */
  void onFreertosTimerCreated(long ns, int core, long timerId) throws IOException;

  /**
   * Names software timer {@code timer_id}. ({@link FreertosTimerName})
   */
  void onFreertosTimerName(long ns, int core, long timerId, String name) throws IOException;

  /**
   * Software timer {@code timer_id} expired; the timer service task runs its callback. ({@link FreertosTimerExpired})
   */
  void onFreertosTimerExpired(long ns, int core, long timerId) throws IOException;

  /**
   * The running task read the front item of queue {@code queue_id} without taking it; the queue holds {@code length} items. ({@link FreertosQueuePeek})
   */
  void onFreertosQueuePeek(long ns, int core, long queueId, long length) throws IOException;

  /**
   * An interrupt read the front item of queue {@code queue_id} without taking it; the queue holds {@code length} items. ({@link FreertosQueuePeekFromIsr})
   */
  void onFreertosQueuePeekFromIsr(long ns, int core, long queueId, long length) throws IOException;

  /**
   * The running task (or the code before the scheduler starts) got block {@code address} (its low 32 bits) of {@code size} bytes from the FreeRTOS heap, as the heap reports it to {@code traceMALLOC}: the block with its header and alignment (heap_4 and heap_5). ({@link FreertosHeapMalloc})
   */
  void onFreertosHeapMalloc(long ns, int core, long address, long size) throws IOException;

  /**
   * The running task gave block {@code address} of {@code size} bytes back to the FreeRTOS heap ({@code traceFREE}). ({@link FreertosHeapFree})
   */
  void onFreertosHeapFree(long ns, int core, long address, long size) throws IOException;

  /**
   * An allocation from the FreeRTOS heap failed ({@code traceMALLOC} with no block); {@code size} is what the heap reports: the size wanted, header included, on FreeRTOS V10; 0 on V11. ({@link FreertosHeapMallocFailed})
   */
  void onFreertosHeapMallocFailed(long ns, int core, long size) throws IOException;

  /**
   * Task {@code task_id} was switched out with {@code free} bytes of stack left beyond its saved stack pointer, fewer than the tracer last traced for it: a new low ({@code traceTASK_SWITCHED_OUT}). The stream carries only new lows; the task's deepest point between two switches may lie deeper still (see {@code task_stack_high_water}). ({@link FreertosTaskStackLow})
   */
  void onFreertosTaskStackLow(long ns, int core, long taskId, long free) throws IOException;

  /**
   * The least stack task {@code task_id} has had free since it was created, in bytes, as the kernel measures it from the fill pattern of its stack ({@code uxTaskGetStackHighWaterMark}): when the task is deleted, and when the firmware asks ({@code tband_freertos_task_stack_high_water}). ({@link FreertosTaskStackHighWater})
   */
  void onFreertosTaskStackHighWater(long ns, int core, long taskId, long freeMin) throws
      IOException;

  /**
   * A {@code call} on queue (semaphore, mutex) {@code queue_id} failed: a send to a full queue, a receive or peek from an empty one, with no wait or after its wait ran out (the call returned errQUEUE_FULL or errQUEUE_EMPTY); {@code FRFC_GIVE_NOT_HELD}: a task gave a recursive mutex it does not hold. The running task (or interrupt, for the {@code _FROM_ISR} calls) made it. ({@link FreertosQueueCallFailed})
   */
  void onFreertosQueueCallFailed(long ns, int core, long queueId, FrFailedCall call) throws
      IOException;

  /**
   * The running task's {@code call} ({@code FRFC_SEND} or {@code FRFC_RECEIVE}) on stream or message buffer {@code sb_id} moved no bytes, with no wait or after its wait ran out. ({@link FreertosStreamBufferCallFailed})
   */
  void onFreertosStreamBufferCallFailed(long ns, int core, long sbId, FrFailedCall call) throws
      IOException;

  /**
   * Names event marker {@code evtmarker_id}, local to task {@code task_id}. ({@link FreertosTaskEvtmarkerName})
   */
  void onFreertosTaskEvtmarkerName(long ns, int core, long evtmarkerId, long taskId, String name)
      throws IOException;

  /**
   * A point in time on task-local event marker {@code evtmarker_id}, with a message. ({@link FreertosTaskEvtmarker})
   */
  void onFreertosTaskEvtmarker(long ns, int core, long evtmarkerId, String msg) throws IOException;

  /**
   * Begins a slice on task-local event marker {@code evtmarker_id}, named by the message. ({@link FreertosTaskEvtmarkerBegin})
   */
  void onFreertosTaskEvtmarkerBegin(long ns, int core, long evtmarkerId, String msg) throws
      IOException;

  /**
   * Ends the innermost open slice on task-local event marker {@code evtmarker_id}. ({@link FreertosTaskEvtmarkerEnd})
   */
  void onFreertosTaskEvtmarkerEnd(long ns, int core, long evtmarkerId) throws IOException;

  /**
   * Names value marker {@code valmarker_id}, local to task {@code task_id}. ({@link FreertosTaskValmarkerName})
   */
  void onFreertosTaskValmarkerName(long ns, int core, long valmarkerId, long taskId, String name)
      throws IOException;

  /**
   * Task-local value marker {@code valmarker_id} now holds {@code val}. ({@link FreertosTaskValmarker})
   */
  void onFreertosTaskValmarker(long ns, int core, long valmarkerId, long val) throws IOException;

  /**
   * An event of an application group, or one decoded at run time, as its record.
   */
  void onAppEvent(long ns, int core, TraceEvent event) throws IOException;
}

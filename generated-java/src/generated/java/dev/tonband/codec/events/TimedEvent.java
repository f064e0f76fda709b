// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaInterfacesEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * An event with a timestamp: everything but metadata.
 */
public sealed interface TimedEvent extends TraceEvent permits CoreId, DroppedEvtCnt, IsrEnter, IsrExit, Evtmarker, EvtmarkerBegin, EvtmarkerEnd, Valmarker, FreertosTaskSwitchedIn, FreertosTaskToRdyState, FreertosTaskResumed, FreertosTaskResumedFromIsr, FreertosTaskSuspended, FreertosCurtaskDelay, FreertosCurtaskDelayUntil, FreertosTaskPrioritySet, FreertosTaskPriorityInherit, FreertosTaskPriorityDisinherit, FreertosTaskCreated, FreertosTaskDeleted, FreertosQueueCreated, FreertosQueueSend, FreertosQueueSendFromIsr, FreertosQueueOverwrite, FreertosQueueOverwriteFromIsr, FreertosQueueReceive, FreertosQueueReceiveFromIsr, FreertosQueueReset, FreertosCurtaskBlockOnQueuePeek, FreertosCurtaskBlockOnQueueSend, FreertosCurtaskBlockOnQueueReceive, FreertosQueueCurLength, FreertosQueueDeleted, FreertosStreamBufferCreated, FreertosStreamBufferSend, FreertosStreamBufferSendFromIsr, FreertosStreamBufferReceive, FreertosStreamBufferReceiveFromIsr, FreertosStreamBufferReset, FreertosCurtaskBlockOnStreamBufferSend, FreertosCurtaskBlockOnStreamBufferReceive, FreertosStreamBufferDeleted, FreertosEventGroupCreated, FreertosEventGroupSetBits, FreertosEventGroupClearBits, FreertosCurtaskBlockOnEventGroup, FreertosEventGroupDeleted, FreertosTaskNotify, FreertosTaskNotifyFromIsr, FreertosCurtaskBlockOnNotify, FreertosTimerCreated, FreertosTimerExpired, FreertosQueuePeek, FreertosQueuePeekFromIsr, FreertosHeapMalloc, FreertosHeapFree, FreertosHeapMallocFailed, FreertosTaskStackLow, FreertosTaskStackHighWater, FreertosQueueCallFailed, FreertosStreamBufferCallFailed, FreertosTaskEvtmarker, FreertosTaskEvtmarkerBegin, FreertosTaskEvtmarkerEnd, FreertosTaskValmarker, DemoSensorSample, DemoMotorState, DemoLogLine, DynamicTimedEvent {
  /**
   * Timestamp in target timer ticks, an unsigned 64-bit value held in a long: compare
   * with {@link Long#compareUnsigned} and print with {@link Long#toUnsignedString}.
   */
  long ts();
}

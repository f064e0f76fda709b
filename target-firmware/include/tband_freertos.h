/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_freertos.h: FreeRTOS kernel tracing. Included by tband.h when
 * tband_configFREERTOS_TRACE_ENABLE is 1; do not include it directly.
 *
 * Setup (docs/firmware/freertos.md): include tband.h at the very end of FreeRTOSConfig.h,
 * guarded against assemblers, which some ports feed FreeRTOSConfig.h to:
 *
 *   #if !defined(__ASSEMBLER__) && !defined(__IAR_SYSTEMS_ASM__)
 *   #include "tband.h"
 *   #endif
 *
 * The kernel then expands the trace* hook macros below inside tasks.c, queue.c,
 * stream_buffer.c, event_groups.c and timers.c. A hook hands the kernel object (task, queue,
 * buffer, event group, timer) to a function of tband_freertos.c, which reads the object's id
 * from the kernel's own number field (uxTaskGetTaskNumber, uxQueueGetQueueNumber, ...). The
 * tracer sets those ids when the object is created: a task's is the kernel's task number
 * (uxTCBNumber: 1, 2, 3, ...), the other objects share one count (1, 2, 3, ...); 0 is an object
 * created before tband.h was part of the kernel build.
 *
 * Hooks that need more than their arguments read the locals of the kernel function that
 * expands them; the names used (pxCurrentTCB, pxTCB, xTicksToWait, xTicksToDelay,
 * xCopyPosition, xHandle, uxInitialCount) and the fields read (pcTaskName, uxPriority,
 * uxTCBNumber, ucQueueType, uxMessagesWaiting, uxLength, uxEventBits) are the same in FreeRTOS V10.x and
 * V11.x. Hooks whose argument list differs between versions (traceTASK_NOTIFY and the other
 * notification hooks: no argument before V10.4, the notification index since) are variadic.
 */
#ifndef TBAND_FREERTOS_H
#define TBAND_FREERTOS_H

#ifndef TBAND_H
#error "include tband.h, not tband_freertos.h"
#endif

/*
 * Included from FreeRTOSConfig.h (configUSE_PREEMPTION is one of its required options): check
 * the kernel options the hooks need. tband_freertos.c checks them again against FreeRTOS.h.
 */
#if tband_configENABLE

#ifdef configUSE_PREEMPTION
#if !defined(configUSE_TRACE_FACILITY) || (configUSE_TRACE_FACILITY != 1)
#error "Tonband FreeRTOS tracing needs configUSE_TRACE_FACILITY 1 in FreeRTOSConfig.h, defined before tband.h is included: the tracer keeps its task, queue and buffer ids in the kernel's number fields"
#endif
#endif

/* Wraps a variadic hook's optional first argument (a notification index) into a value: the
 * index when the kernel passes one, 0 when it passes none (`0 + + 0`). */
#define TBAND_FR_OPT_INDEX_(...) ((uint32_t)(0 + __VA_ARGS__ + 0))

/* ==== Object creation: always traced, since it assigns the ids ============= */

void impl_tband_freertos_task_created(void *task, uint32_t id, const char *name, uint32_t priority);
void impl_tband_freertos_starting_scheduler(const void *idle_task_handles);
void impl_tband_freertos_scheduler_started(void);
void impl_tband_freertos_queue_created(void *queue, uint8_t kernel_queue_type, uint32_t length);

#define traceTASK_CREATE(pxNewTCB)                                                            \
  impl_tband_freertos_task_created((void *)(pxNewTCB), (uint32_t)(pxNewTCB)->uxTCBNumber, (pxNewTCB)->pcTaskName, \
                                   (uint32_t)(pxNewTCB)->uxPriority)
/* V11: called once the idle and timer tasks exist. V10 has no such hook: call
 * tband_freertos_scheduler_started() from the first task instead (on V11 the call records
 * nothing more, so code for both versions may keep it). */
#define traceSTARTING_SCHEDULER(xIdleTaskHandles) impl_tband_freertos_starting_scheduler((const void *)(xIdleTaskHandles))
#define tband_freertos_scheduler_started() impl_tband_freertos_scheduler_started()
#define traceQUEUE_CREATE(pxNewQueue)                                                   \
  impl_tband_freertos_queue_created((void *)(pxNewQueue), (uint8_t)(pxNewQueue)->ucQueueType, \
                                    (uint32_t)(pxNewQueue)->uxMessagesWaiting)

void impl_tband_freertos_queue_name(void *queue, const char *name);
#define tband_freertos_queue_name(handle, name) impl_tband_freertos_queue_name((void *)(handle), (name))
#define tband_freertos_binary_semaphore_name(handle, name) tband_freertos_queue_name((handle), (name))
#define tband_freertos_counting_semaphore_name(handle, name) tband_freertos_queue_name((handle), (name))
#define tband_freertos_mutex_name(handle, name) tband_freertos_queue_name((handle), (name))
#define tband_freertos_recursive_mutex_name(handle, name) tband_freertos_queue_name((handle), (name))
/* vQueueAddToRegistry names the queue in the trace too. */
#define traceQUEUE_REGISTRY_ADD(xQueue, pcQueueName) impl_tband_freertos_queue_name((void *)(xQueue), (pcQueueName))

#if tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE
void impl_tband_freertos_stream_buffer_created(void *sb, uint32_t type);
void impl_tband_freertos_stream_buffer_name(void *sb, const char *name);
/* The second argument is xIsMessageBuffer (V10) or the buffer type (V11): 1 is a message buffer. */
#define traceSTREAM_BUFFER_CREATE(pxStreamBuffer, xIsMessageBuffer) \
  impl_tband_freertos_stream_buffer_created((void *)(pxStreamBuffer), (uint32_t)(xIsMessageBuffer))
#define tband_freertos_stream_buffer_name(handle, name) impl_tband_freertos_stream_buffer_name((void *)(handle), (name))
#define tband_freertos_message_buffer_name(handle, name) impl_tband_freertos_stream_buffer_name((void *)(handle), (name))
#endif

#if tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE
void impl_tband_freertos_event_group_created(void *eg);
void impl_tband_freertos_event_group_name(void *eg, const char *name);
#define traceEVENT_GROUP_CREATE(xEventGroup) impl_tband_freertos_event_group_created((void *)(xEventGroup))
#define tband_freertos_event_group_name(handle, name) impl_tband_freertos_event_group_name((void *)(handle), (name))
#endif

#if tband_configFREERTOS_TIMER_TRACE_ENABLE
void impl_tband_freertos_timer_created(void *timer);
#define traceTIMER_CREATE(pxNewTimer) impl_tband_freertos_timer_created((void *)(pxNewTimer))
#endif

/* ==== Tasks ================================================================= */

#if tband_configFREERTOS_TASK_TRACE_ENABLE
void impl_tband_freertos_task_switched_in(void *task);
void impl_tband_freertos_task_ready(void *task);
void impl_tband_freertos_task_resumed(void *task, bool from_isr);
void impl_tband_freertos_task_suspended(void *task);
void impl_tband_freertos_task_delay(uint32_t ticks);
void impl_tband_freertos_task_delay_until(uint32_t time_to_wake);
void impl_tband_freertos_task_priority(void *task, uint32_t priority, int what);

#define traceTASK_SWITCHED_IN() impl_tband_freertos_task_switched_in((void *)pxCurrentTCB)
#define traceMOVED_TASK_TO_READY_STATE(pxTCB) impl_tband_freertos_task_ready((void *)(pxTCB))
#define traceTASK_RESUME(pxTaskToResume) impl_tband_freertos_task_resumed((void *)(pxTaskToResume), false)
#define traceTASK_RESUME_FROM_ISR(pxTaskToResume) impl_tband_freertos_task_resumed((void *)(pxTaskToResume), true)
#define traceTASK_SUSPEND(pxTaskToSuspend) impl_tband_freertos_task_suspended((void *)(pxTaskToSuspend))
#define traceTASK_DELAY() impl_tband_freertos_task_delay((uint32_t)xTicksToDelay)
#define traceTASK_DELAY_UNTIL(xTimeToWake) impl_tband_freertos_task_delay_until((uint32_t)(xTimeToWake))
#define traceTASK_PRIORITY_SET(pxTask, uxNewPriority) \
  impl_tband_freertos_task_priority((void *)(pxTask), (uint32_t)(uxNewPriority), 0)
#define traceTASK_PRIORITY_INHERIT(pxTCBOfMutexHolder, uxInheritedPriority) \
  impl_tband_freertos_task_priority((void *)(pxTCBOfMutexHolder), (uint32_t)(uxInheritedPriority), 1)
#define traceTASK_PRIORITY_DISINHERIT(pxTCBOfMutexHolder, uxOriginalPriority) \
  impl_tband_freertos_task_priority((void *)(pxTCBOfMutexHolder), (uint32_t)(uxOriginalPriority), 2)
#endif

/* A deleted task's stack high-water mark (stack tracing) comes before its deletion. */
#if tband_configFREERTOS_TASK_TRACE_ENABLE || tband_configFREERTOS_STACK_TRACE_ENABLE
void impl_tband_freertos_task_deleted(void *task);
#define traceTASK_DELETE(pxTaskToDelete) impl_tband_freertos_task_deleted((void *)(pxTaskToDelete))
#endif

/* ==== Stack use ============================================================= */

#if tband_configFREERTOS_STACK_TRACE_ENABLE
void impl_tband_freertos_task_switched_out(uint32_t task_id, uint32_t free_words);
void impl_tband_freertos_task_stack_high_water(void *task);
/* vTaskSwitchContext calls it after the port saved the task's stack pointer in pxTopOfStack:
 * the words between it and pxStack, the stack's lowest address, are free (a stack that grows
 * down; tband_freertos.c refuses a port whose stacks grow up). */
#define traceTASK_SWITCHED_OUT()                                                                \
  impl_tband_freertos_task_switched_out((uint32_t)pxCurrentTCB->uxTaskNumber,                   \
                                        (uint32_t)(pxCurrentTCB->pxTopOfStack - pxCurrentTCB->pxStack))
/* Traces the exact high-water mark of a task's stack (NULL: the calling task) now. */
#define tband_freertos_task_stack_high_water(handle) impl_tband_freertos_task_stack_high_water((void *)(handle))
#else
#define tband_freertos_task_stack_high_water(handle) ((void)(handle))
#endif

/* ==== Queues, semaphores, mutexes =========================================== */

#if tband_configFREERTOS_QUEUE_TRACE_ENABLE
void impl_tband_freertos_queue_send(void *queue, uint32_t waiting_before, bool overwrite, bool from_isr);
void impl_tband_freertos_queue_receive(void *queue, uint32_t waiting_before, bool from_isr);
void impl_tband_freertos_queue_peek(void *queue, uint32_t waiting, bool from_isr);
void impl_tband_freertos_queue_reset(void *queue);
void impl_tband_freertos_queue_cur_length(void *queue, uint32_t length);
void impl_tband_freertos_queue_deleted(void *queue);
void impl_tband_freertos_queue_block(void *queue, uint32_t ticks_to_wait, int what);

/* Task context: xQueueGenericSend's xCopyPosition says whether this is an overwrite. */
#define traceQUEUE_SEND(pxQueue) \
  impl_tband_freertos_queue_send((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, (xCopyPosition) == queueOVERWRITE, false)
/* A queue set is always sent to at the back. */
#define traceQUEUE_SET_SEND(pxQueue) \
  impl_tband_freertos_queue_send((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, false, false)
/* Interrupts: xQueueGiveFromISR has no xCopyPosition. A send into a full queue that did not
 * fail is an overwrite; an overwrite of an empty (length 1) queue leaves the same queue as a
 * send and is reported as one. */
#define traceQUEUE_SEND_FROM_ISR(pxQueue)                                              \
  impl_tband_freertos_queue_send((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, \
                                 (pxQueue)->uxMessagesWaiting >= (pxQueue)->uxLength, true)
/* Called before the kernel takes the item (or semaphore count). */
#define traceQUEUE_RECEIVE(pxQueue) \
  impl_tband_freertos_queue_receive((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, false)
#define traceQUEUE_RECEIVE_FROM_ISR(pxQueue) \
  impl_tband_freertos_queue_receive((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, true)
#define traceQUEUE_PEEK(pxQueue) \
  impl_tband_freertos_queue_peek((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, false)
#define traceQUEUE_PEEK_FROM_ISR(pxQueue) \
  impl_tband_freertos_queue_peek((void *)(pxQueue), (uint32_t)(pxQueue)->uxMessagesWaiting, true)
/* V11 only (V10 has no hook for a reset), as the reset begins; the reset of a queue being created
 * is part of its creation. */
#define traceENTER_xQueueGenericReset(xQueue, xNewQueue)  \
  do {                                                    \
    if ((xNewQueue) == pdFALSE && (xQueue) != NULL) {     \
      impl_tband_freertos_queue_reset((void *)(xQueue));  \
    }                                                     \
  } while (0)
#define traceCREATE_COUNTING_SEMAPHORE() \
  impl_tband_freertos_queue_cur_length((void *)(xHandle), (uint32_t)(uxInitialCount))
#define traceQUEUE_DELETE(pxQueue) impl_tband_freertos_queue_deleted((void *)(pxQueue))
#define traceBLOCKING_ON_QUEUE_PEEK(pxQueue) impl_tband_freertos_queue_block((void *)(pxQueue), (uint32_t)(xTicksToWait), 0)
#define traceBLOCKING_ON_QUEUE_SEND(pxQueue) impl_tband_freertos_queue_block((void *)(pxQueue), (uint32_t)(xTicksToWait), 1)
#define traceBLOCKING_ON_QUEUE_RECEIVE(pxQueue) impl_tband_freertos_queue_block((void *)(pxQueue), (uint32_t)(xTicksToWait), 2)
#endif

/* ==== Stream and message buffers ============================================ */

#if tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE
void impl_tband_freertos_stream_buffer_transfer(void *sb, uint32_t bytes, int what);
void impl_tband_freertos_stream_buffer_event(void *sb, int what);

/* Called after the bytes were written or read. */
#define traceSTREAM_BUFFER_SEND(xStreamBuffer, xBytesSent) \
  impl_tband_freertos_stream_buffer_transfer((void *)(xStreamBuffer), (uint32_t)(xBytesSent), 0)
#define traceSTREAM_BUFFER_SEND_FROM_ISR(xStreamBuffer, xBytesSent) \
  impl_tband_freertos_stream_buffer_transfer((void *)(xStreamBuffer), (uint32_t)(xBytesSent), 1)
#define traceSTREAM_BUFFER_RECEIVE(xStreamBuffer, xReceivedLength) \
  impl_tband_freertos_stream_buffer_transfer((void *)(xStreamBuffer), (uint32_t)(xReceivedLength), 2)
#define traceSTREAM_BUFFER_RECEIVE_FROM_ISR(xStreamBuffer, xReceivedLength) \
  impl_tband_freertos_stream_buffer_transfer((void *)(xStreamBuffer), (uint32_t)(xReceivedLength), 3)
#define traceSTREAM_BUFFER_RESET(xStreamBuffer) impl_tband_freertos_stream_buffer_event((void *)(xStreamBuffer), 0)
#define traceSTREAM_BUFFER_RESET_FROM_ISR(xStreamBuffer) impl_tband_freertos_stream_buffer_event((void *)(xStreamBuffer), 0)
#define traceSTREAM_BUFFER_DELETE(xStreamBuffer) impl_tband_freertos_stream_buffer_event((void *)(xStreamBuffer), 1)
#define traceBLOCKING_ON_STREAM_BUFFER_SEND(xStreamBuffer) impl_tband_freertos_stream_buffer_event((void *)(xStreamBuffer), 2)
#define traceBLOCKING_ON_STREAM_BUFFER_RECEIVE(xStreamBuffer) impl_tband_freertos_stream_buffer_event((void *)(xStreamBuffer), 3)
#endif

/* ==== Event groups ========================================================== */

#if tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE
void impl_tband_freertos_event_group_bits(void *eg, uint32_t bits, uint32_t value, bool set);
void impl_tband_freertos_event_group_block(void *eg, uint32_t bits);
void impl_tband_freertos_event_group_deleted(void *eg);

/* Called before the bits change: the value after is computed from the group's bits. Setting
 * and clearing from interrupts is deferred to the timer task, which calls these. */
#define traceEVENT_GROUP_SET_BITS(xEventGroup, uxBitsToSet)                          \
  impl_tband_freertos_event_group_bits((void *)(xEventGroup), (uint32_t)(uxBitsToSet), \
                                       (uint32_t)(((EventGroup_t *)(xEventGroup))->uxEventBits | (uxBitsToSet)), true)
#define traceEVENT_GROUP_CLEAR_BITS(xEventGroup, uxBitsToClear)                          \
  impl_tband_freertos_event_group_bits((void *)(xEventGroup), (uint32_t)(uxBitsToClear),   \
                                       (uint32_t)(((EventGroup_t *)(xEventGroup))->uxEventBits & ~(uxBitsToClear)), false)
#define traceEVENT_GROUP_WAIT_BITS_BLOCK(xEventGroup, uxBitsToWaitFor) \
  impl_tband_freertos_event_group_block((void *)(xEventGroup), (uint32_t)(uxBitsToWaitFor))
#define traceEVENT_GROUP_SYNC_BLOCK(xEventGroup, uxBitsToSet, uxBitsToWaitFor) \
  impl_tband_freertos_event_group_block((void *)(xEventGroup), (uint32_t)(uxBitsToWaitFor))
#define traceEVENT_GROUP_DELETE(xEventGroup) impl_tband_freertos_event_group_deleted((void *)(xEventGroup))
#endif

/* ==== Direct-to-task notifications ========================================== */

#if tband_configFREERTOS_NOTIFY_TRACE_ENABLE
void impl_tband_freertos_task_notify(void *task, uint32_t index, bool from_isr);
void impl_tband_freertos_task_notify_block(uint32_t index);

/* pxTCB is the task being notified, a local of the notifying kernel function. */
#define traceTASK_NOTIFY(...) impl_tband_freertos_task_notify((void *)pxTCB, TBAND_FR_OPT_INDEX_(__VA_ARGS__), false)
#define traceTASK_NOTIFY_FROM_ISR(...) impl_tband_freertos_task_notify((void *)pxTCB, TBAND_FR_OPT_INDEX_(__VA_ARGS__), true)
#define traceTASK_NOTIFY_GIVE_FROM_ISR(...) impl_tband_freertos_task_notify((void *)pxTCB, TBAND_FR_OPT_INDEX_(__VA_ARGS__), true)
#define traceTASK_NOTIFY_TAKE_BLOCK(...) impl_tband_freertos_task_notify_block(TBAND_FR_OPT_INDEX_(__VA_ARGS__))
#define traceTASK_NOTIFY_WAIT_BLOCK(...) impl_tband_freertos_task_notify_block(TBAND_FR_OPT_INDEX_(__VA_ARGS__))
#endif

/* ==== Software timers ======================================================= */

#if tband_configFREERTOS_TIMER_TRACE_ENABLE
void impl_tband_freertos_timer_expired(void *timer);
#define traceTIMER_EXPIRED(pxTimer) impl_tband_freertos_timer_expired((void *)(pxTimer))
#endif

/* ==== Failed calls ========================================================== */

#if tband_configFREERTOS_FAILURE_TRACE_ENABLE
/* The FrFailedCall values (tband_encode.h, which the kernel's files do not see); tband_freertos.c
 * checks them against the enum. */
#define TBAND_FR_FAILED_SEND 0
#define TBAND_FR_FAILED_RECEIVE 1
#define TBAND_FR_FAILED_PEEK 2
#define TBAND_FR_FAILED_SEND_FROM_ISR 3
#define TBAND_FR_FAILED_RECEIVE_FROM_ISR 4
#define TBAND_FR_FAILED_PEEK_FROM_ISR 5
#define TBAND_FR_FAILED_GIVE_NOT_HELD 6
void impl_tband_freertos_queue_call_failed(void *queue, int call);
/* The hooks say nothing of a wait: the host tells a timeout by the task's block on the object
 * before. A semaphore or mutex take that fails is a receive that fails, a recursive one too
 * (traceTAKE_MUTEX_RECURSIVE_FAILED comes after that receive's hook, and is not traced twice). */
#define traceQUEUE_SEND_FAILED(pxQueue) impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_SEND)
#define traceQUEUE_SEND_FROM_ISR_FAILED(pxQueue) \
  impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_SEND_FROM_ISR)
#define traceQUEUE_RECEIVE_FAILED(pxQueue) impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_RECEIVE)
#define traceQUEUE_RECEIVE_FROM_ISR_FAILED(pxQueue) \
  impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_RECEIVE_FROM_ISR)
#define traceQUEUE_PEEK_FAILED(pxQueue) impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_PEEK)
#define traceQUEUE_PEEK_FROM_ISR_FAILED(pxQueue) \
  impl_tband_freertos_queue_call_failed((void *)(pxQueue), TBAND_FR_FAILED_PEEK_FROM_ISR)
#define traceGIVE_MUTEX_RECURSIVE_FAILED(pxMutex) \
  impl_tband_freertos_queue_call_failed((void *)(pxMutex), TBAND_FR_FAILED_GIVE_NOT_HELD)
#if tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE /* which gives the buffers their ids */
void impl_tband_freertos_stream_buffer_call_failed(void *sb, int call);
#define traceSTREAM_BUFFER_SEND_FAILED(xStreamBuffer) \
  impl_tband_freertos_stream_buffer_call_failed((void *)(xStreamBuffer), TBAND_FR_FAILED_SEND)
#define traceSTREAM_BUFFER_RECEIVE_FAILED(xStreamBuffer) \
  impl_tband_freertos_stream_buffer_call_failed((void *)(xStreamBuffer), TBAND_FR_FAILED_RECEIVE)
#endif
#endif

/* ==== The heap ============================================================== */

#if tband_configFREERTOS_HEAP_TRACE_ENABLE
void impl_tband_freertos_malloc(void *address, size_t size);
void impl_tband_freertos_free(void *address, size_t size);
/* heap_N.c calls traceMALLOC after every allocation, with a NULL address when it failed. */
#define traceMALLOC(pvAddress, uiSize) impl_tband_freertos_malloc((void *)(pvAddress), (size_t)(uiSize))
#define traceFREE(pvAddress, uiSize) impl_tband_freertos_free((void *)(pvAddress), (size_t)(uiSize))
#endif

/* ==== Task-local markers: named for the task that names them ================ */

#if tband_configMARKER_TRACE_ENABLE
void impl_tband_freertos_task_evtmarker_name(uint32_t id, const char *name);
void impl_tband_freertos_task_evtmarker(uint32_t id, const char *msg);
void impl_tband_freertos_task_evtmarker_begin(uint32_t id, const char *msg);
void impl_tband_freertos_task_evtmarker_end(uint32_t id);
void impl_tband_freertos_task_valmarker_name(uint32_t id, const char *name);
void impl_tband_freertos_task_valmarker(uint32_t id, int64_t val);
#define tband_freertos_task_evtmarker_name(id, name) impl_tband_freertos_task_evtmarker_name((id), (name))
#define tband_freertos_task_evtmarker(id, msg) impl_tband_freertos_task_evtmarker((id), (msg))
#define tband_freertos_task_evtmarker_begin(id, msg) impl_tband_freertos_task_evtmarker_begin((id), (msg))
#define tband_freertos_task_evtmarker_end(id) impl_tband_freertos_task_evtmarker_end(id)
#define tband_freertos_task_valmarker_name(id, name) impl_tband_freertos_task_valmarker_name((id), (name))
#define tband_freertos_task_valmarker(id, val) impl_tband_freertos_task_valmarker((id), (val))
#endif

#endif /* tband_configENABLE */

/* Calls the application makes that are off: no code, arguments cast to void. */
#ifndef tband_freertos_scheduler_started
#define tband_freertos_scheduler_started() ((void)0)
#endif
#ifndef tband_freertos_queue_name
#define tband_freertos_queue_name(handle, name) ((void)(handle), (void)(name))
#define tband_freertos_binary_semaphore_name(handle, name) ((void)(handle), (void)(name))
#define tband_freertos_counting_semaphore_name(handle, name) ((void)(handle), (void)(name))
#define tband_freertos_mutex_name(handle, name) ((void)(handle), (void)(name))
#define tband_freertos_recursive_mutex_name(handle, name) ((void)(handle), (void)(name))
#endif
#ifndef tband_freertos_stream_buffer_name
#define tband_freertos_stream_buffer_name(handle, name) ((void)(handle), (void)(name))
#define tband_freertos_message_buffer_name(handle, name) ((void)(handle), (void)(name))
#endif
#ifndef tband_freertos_event_group_name
#define tband_freertos_event_group_name(handle, name) ((void)(handle), (void)(name))
#endif
#ifndef tband_freertos_task_evtmarker_name
#define tband_freertos_task_evtmarker_name(id, name) ((void)(id), (void)(name))
#define tband_freertos_task_evtmarker(id, msg) ((void)(id), (void)(msg))
#define tband_freertos_task_evtmarker_begin(id, msg) ((void)(id), (void)(msg))
#define tband_freertos_task_evtmarker_end(id) ((void)(id))
#define tband_freertos_task_valmarker_name(id, name) ((void)(id), (void)(name))
#define tband_freertos_task_valmarker(id, val) ((void)(id), (void)(val))
#endif

#endif /* TBAND_FREERTOS_H */

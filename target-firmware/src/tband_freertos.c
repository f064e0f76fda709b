/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_freertos.c: the FreeRTOS kernel hooks of tband_freertos.h.
 *
 * Each kernel object gets its id here, when the kernel reports its creation, and keeps it in
 * the kernel's number field of the object (vTaskSetTaskNumber, vQueueSetQueueNumber, ...),
 * which configUSE_TRACE_FACILITY provides. What describes an object (names, queue kinds,
 * buffer kinds and sizes, idle and timer tasks) is metadata: it stays in the metadata buffer
 * and reaches every trace, also of objects created before tracing started.
 */
#include "tband_core_internal.h"

#if tband_configENABLE && tband_configFREERTOS_TRACE_ENABLE

#include "FreeRTOS.h"
#include "queue.h"
#include "task.h"
#if tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE
#include "stream_buffer.h"
#endif
#if tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE
#include "event_groups.h"
#endif
#if tband_configFREERTOS_TIMER_TRACE_ENABLE || (configUSE_TIMERS == 1)
#include "timers.h"
#endif

/* ==== Kernel options the hooks need ========================================= */

#if !defined(configUSE_TRACE_FACILITY) || (configUSE_TRACE_FACILITY != 1)
#error "Tonband FreeRTOS tracing needs configUSE_TRACE_FACILITY 1 in FreeRTOSConfig.h: the tracer keeps its task, queue and buffer ids in the kernel's number fields"
#endif
#if tband_configMARKER_TRACE_ENABLE && !((INCLUDE_xTaskGetCurrentTaskHandle == 1) || (configUSE_MUTEXES == 1))
#error "Tonband's task-local markers need xTaskGetCurrentTaskHandle(): set INCLUDE_xTaskGetCurrentTaskHandle 1 (or configUSE_MUTEXES 1) in FreeRTOSConfig.h, or tband_configMARKER_TRACE_ENABLE 0"
#endif
#if tband_configFREERTOS_TIMER_TRACE_ENABLE && (configUSE_TIMERS != 1)
#error "tband_configFREERTOS_TIMER_TRACE_ENABLE traces software timers, but configUSE_TIMERS is not 1: set tband_configFREERTOS_TIMER_TRACE_ENABLE 0"
#endif
#if tband_configFREERTOS_NOTIFY_TRACE_ENABLE && defined(configUSE_TASK_NOTIFICATIONS) && (configUSE_TASK_NOTIFICATIONS != 1)
#error "tband_configFREERTOS_NOTIFY_TRACE_ENABLE traces task notifications, but configUSE_TASK_NOTIFICATIONS is 0: set tband_configFREERTOS_NOTIFY_TRACE_ENABLE 0"
#endif

#ifdef configNUMBER_OF_CORES
#define TBAND_FR_CORES configNUMBER_OF_CORES
#else
#define TBAND_FR_CORES 1
#endif

/* ==== Ids =================================================================== */

/*
 * A task's id is the kernel's own number of it (uxTCBNumber: 1, 2, 3, ... in creation order).
 * Queues (semaphores and mutexes too), stream and message buffers, event groups and timers
 * share one count, so each has an id no other object of these kinds has. The tracer keeps both
 * in the kernel's number field of the object, for the hooks that get only the object.
 */
static uint32_t tband_fr_last_object_id;
static tband_lock tband_fr_ids_lock;

static uint32_t tband_fr_next_object_id(void) {
  uint32_t id;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_fr_ids_lock);
  id = ++tband_fr_last_object_id;
  tband_lock_release(&tband_fr_ids_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return id;
}

static uint32_t tband_fr_task_id(void *task) {
  return task != NULL ? (uint32_t)uxTaskGetTaskNumber((TaskHandle_t)task) : 0u;
}

static uint32_t tband_fr_queue_id(void *queue) {
  return (uint32_t)uxQueueGetQueueNumber((QueueHandle_t)queue);
}

/* ==== Creation and names ==================================================== */

void impl_tband_freertos_task_created(void *task, uint32_t id, const char *name, uint32_t priority) {
  vTaskSetTaskNumber((TaskHandle_t)task, (UBaseType_t)id);
  TBAND_EMIT_METADATA(FREERTOS_TASK_NAME, encode_freertos_task_name(tband_buf, id, name));
#if tband_configFREERTOS_TASK_TRACE_ENABLE
  TBAND_EMIT(FREERTOS_TASK_CREATED, encode_freertos_task_created(tband_buf, tband_ts, id));
  TBAND_EMIT(FREERTOS_TASK_PRIORITY_SET, encode_freertos_task_priority_set(tband_buf, tband_ts, id, priority));
#else
  (void)priority;
#endif
}

static void tband_fr_mark_timer_task(void) {
#if (configUSE_TIMERS == 1) && ((INCLUDE_xTimerGetTimerDaemonTaskHandle == 1) || (tskKERNEL_VERSION_MAJOR >= 11))
  uint32_t id = tband_fr_task_id((void *)xTimerGetTimerDaemonTaskHandle());
  TBAND_EMIT_METADATA(FREERTOS_TASK_IS_TIMER_TASK, encode_freertos_task_is_timer_task(tband_buf, id));
#endif
}

void impl_tband_freertos_starting_scheduler(const void *idle_task_handles) {
  const TaskHandle_t *idle = (const TaskHandle_t *)idle_task_handles;
  uint32_t core;
  for (core = 0; core < (uint32_t)TBAND_FR_CORES; core++) {
    uint32_t id = tband_fr_task_id((void *)idle[core]);
    TBAND_EMIT_METADATA(FREERTOS_TASK_IS_IDLE_TASK, encode_freertos_task_is_idle_task(tband_buf, id, core));
  }
  tband_fr_mark_timer_task();
}

/* The application's call, for V10; on V11 traceSTARTING_SCHEDULER has marked the tasks, and
 * code kept for both versions records them only once. */
void impl_tband_freertos_scheduler_started(void) {
#if tskKERNEL_VERSION_MAJOR < 11
#if (INCLUDE_xTaskGetIdleTaskHandle == 1) && (TBAND_FR_CORES == 1)
  uint32_t id = tband_fr_task_id((void *)xTaskGetIdleTaskHandle());
  TBAND_EMIT_METADATA(FREERTOS_TASK_IS_IDLE_TASK, encode_freertos_task_is_idle_task(tband_buf, id, 0u));
#endif
  tband_fr_mark_timer_task();
#endif
}

static enum FrQueueKind tband_fr_queue_kind(uint8_t kernel_queue_type) {
  switch (kernel_queue_type) {
  case queueQUEUE_TYPE_MUTEX:
    return FRQK_MUTEX;
  case queueQUEUE_TYPE_COUNTING_SEMAPHORE:
    return FRQK_COUNTING_SEMPHR;
  case queueQUEUE_TYPE_BINARY_SEMAPHORE:
    return FRQK_BINARY_SEMPHR;
  case queueQUEUE_TYPE_RECURSIVE_MUTEX:
    return FRQK_RECURSIVE_MUTEX;
  default: /* queueQUEUE_TYPE_BASE, and queue sets, which the kernel gives the same type */
    return FRQK_QUEUE;
  }
}

void impl_tband_freertos_queue_created(void *queue, uint8_t kernel_queue_type, uint32_t length) {
  uint32_t id = tband_fr_next_object_id();
  enum FrQueueKind kind = tband_fr_queue_kind(kernel_queue_type);
  vQueueSetQueueNumber((QueueHandle_t)queue, (UBaseType_t)id);
  /* The kind is metadata, so the queue and its kind reach every trace. */
  TBAND_EMIT_METADATA(FREERTOS_QUEUE_KIND, encode_freertos_queue_kind(tband_buf, id, kind));
#if tband_configFREERTOS_QUEUE_TRACE_ENABLE
  TBAND_EMIT(FREERTOS_QUEUE_CREATED, encode_freertos_queue_created(tband_buf, tband_ts, id));
  /* Its level, as Tonbandgerät records it; a mutex is given by the kernel right after (a send). */
  if (kind != FRQK_MUTEX && kind != FRQK_RECURSIVE_MUTEX) {
    TBAND_EMIT(FREERTOS_QUEUE_CUR_LENGTH, encode_freertos_queue_cur_length(tband_buf, tband_ts, id, length));
  }
#else
  (void)length;
#endif
}

void impl_tband_freertos_queue_name(void *queue, const char *name) {
  uint32_t id = tband_fr_queue_id(queue);
  TBAND_EMIT_METADATA(FREERTOS_QUEUE_NAME, encode_freertos_queue_name(tband_buf, id, name));
}

#if tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE
static uint32_t tband_fr_sb_id(void *sb) {
  return (uint32_t)uxStreamBufferGetStreamBufferNumber((StreamBufferHandle_t)sb);
}

void impl_tband_freertos_stream_buffer_created(void *sb, uint32_t type) {
  uint32_t id = tband_fr_next_object_id();
  enum FrStreamBufferKind kind = type == 1u ? FRSBK_MESSAGE_BUFFER : FRSBK_STREAM_BUFFER;
  uint32_t size = (uint32_t)xStreamBufferSpacesAvailable((StreamBufferHandle_t)sb);
  vStreamBufferSetStreamBufferNumber((StreamBufferHandle_t)sb, (UBaseType_t)id);
  TBAND_EMIT_METADATA(FREERTOS_STREAM_BUFFER_KIND, encode_freertos_stream_buffer_kind(tband_buf, id, kind, size));
  TBAND_EMIT(FREERTOS_STREAM_BUFFER_CREATED, encode_freertos_stream_buffer_created(tband_buf, tband_ts, id, kind, size));
}

void impl_tband_freertos_stream_buffer_name(void *sb, const char *name) {
  uint32_t id = tband_fr_sb_id(sb);
  TBAND_EMIT_METADATA(FREERTOS_STREAM_BUFFER_NAME, encode_freertos_stream_buffer_name(tband_buf, id, name));
}

void impl_tband_freertos_stream_buffer_transfer(void *sb, uint32_t bytes, int what) {
  uint32_t id = tband_fr_sb_id(sb);
  uint32_t len = (uint32_t)xStreamBufferBytesAvailable((StreamBufferHandle_t)sb);
  switch (what) {
  case 0:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_SEND, encode_freertos_stream_buffer_send(tband_buf, tband_ts, id, bytes, len));
    break;
  case 1:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_SEND_FROM_ISR,
               encode_freertos_stream_buffer_send_from_isr(tband_buf, tband_ts, id, bytes, len));
    break;
  case 2:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_RECEIVE, encode_freertos_stream_buffer_receive(tband_buf, tband_ts, id, bytes, len));
    break;
  default:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR,
               encode_freertos_stream_buffer_receive_from_isr(tband_buf, tband_ts, id, bytes, len));
    break;
  }
}

#if tband_configFREERTOS_FAILURE_TRACE_ENABLE
void impl_tband_freertos_stream_buffer_call_failed(void *sb, int call) {
  uint32_t id = tband_fr_sb_id(sb);
  TBAND_EMIT(FREERTOS_STREAM_BUFFER_CALL_FAILED,
             encode_freertos_stream_buffer_call_failed(tband_buf, tband_ts, id, (enum FrFailedCall)call));
}
#endif

void impl_tband_freertos_stream_buffer_event(void *sb, int what) {
  uint32_t id = tband_fr_sb_id(sb);
  switch (what) {
  case 0:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_RESET, encode_freertos_stream_buffer_reset(tband_buf, tband_ts, id));
    break;
  case 1:
    TBAND_EMIT(FREERTOS_STREAM_BUFFER_DELETED, encode_freertos_stream_buffer_deleted(tband_buf, tband_ts, id));
    break;
  case 2:
    TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND,
               encode_freertos_curtask_block_on_stream_buffer_send(tband_buf, tband_ts, id));
    break;
  default:
    TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE,
               encode_freertos_curtask_block_on_stream_buffer_receive(tband_buf, tband_ts, id));
    break;
  }
}
#endif

#if tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE
static uint32_t tband_fr_eg_id(void *eg) {
  return (uint32_t)uxEventGroupGetNumber(eg);
}

void impl_tband_freertos_event_group_created(void *eg) {
  uint32_t id = tband_fr_next_object_id();
  vEventGroupSetNumber(eg, (UBaseType_t)id);
  TBAND_EMIT(FREERTOS_EVENT_GROUP_CREATED, encode_freertos_event_group_created(tband_buf, tband_ts, id));
}

void impl_tband_freertos_event_group_name(void *eg, const char *name) {
  uint32_t id = tband_fr_eg_id(eg);
  TBAND_EMIT_METADATA(FREERTOS_EVENT_GROUP_NAME, encode_freertos_event_group_name(tband_buf, id, name));
}

void impl_tband_freertos_event_group_bits(void *eg, uint32_t bits, uint32_t value, bool set) {
  uint32_t id = tband_fr_eg_id(eg);
  if (set) {
    TBAND_EMIT(FREERTOS_EVENT_GROUP_SET_BITS, encode_freertos_event_group_set_bits(tband_buf, tband_ts, id, bits, value));
  } else if (bits != 0u) { /* xEventGroupGetBits() is a clear of no bits: a read, not traced */
    TBAND_EMIT(FREERTOS_EVENT_GROUP_CLEAR_BITS, encode_freertos_event_group_clear_bits(tband_buf, tband_ts, id, bits, value));
  }
}

void impl_tband_freertos_event_group_block(void *eg, uint32_t bits) {
  uint32_t id = tband_fr_eg_id(eg);
  TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP, encode_freertos_curtask_block_on_event_group(tband_buf, tband_ts, id, bits));
}

void impl_tband_freertos_event_group_deleted(void *eg) {
  uint32_t id = tband_fr_eg_id(eg);
  TBAND_EMIT(FREERTOS_EVENT_GROUP_DELETED, encode_freertos_event_group_deleted(tband_buf, tband_ts, id));
}
#endif

#if tband_configFREERTOS_TIMER_TRACE_ENABLE
static uint32_t tband_fr_timer_id(void *timer) {
  return (uint32_t)uxTimerGetTimerNumber((TimerHandle_t)timer);
}

void impl_tband_freertos_timer_created(void *timer) {
  uint32_t id = tband_fr_next_object_id();
  const char *name = pcTimerGetName((TimerHandle_t)timer);
  vTimerSetTimerNumber((TimerHandle_t)timer, (UBaseType_t)id);
  if (name != NULL) {
    TBAND_EMIT_METADATA(FREERTOS_TIMER_NAME, encode_freertos_timer_name(tband_buf, id, name));
  }
  TBAND_EMIT(FREERTOS_TIMER_CREATED, encode_freertos_timer_created(tband_buf, tband_ts, id));
}

void impl_tband_freertos_timer_expired(void *timer) {
  uint32_t id = tband_fr_timer_id(timer);
  TBAND_EMIT(FREERTOS_TIMER_EXPIRED, encode_freertos_timer_expired(tband_buf, tband_ts, id));
}
#endif

/* ==== Failed calls ========================================================== */

#if tband_configFREERTOS_FAILURE_TRACE_ENABLE
/* A compile-time check: the hooks' numbers are the catalogue's FrFailedCall values. */
#define TBAND_FR_SAME_CALL(NUMBER, VALUE) ((void)sizeof(char[(NUMBER) == (int)(VALUE) ? 1 : -1]))

void impl_tband_freertos_queue_call_failed(void *queue, int call) {
  uint32_t id = tband_fr_queue_id(queue);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_SEND, FRFC_SEND);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_RECEIVE, FRFC_RECEIVE);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_PEEK, FRFC_PEEK);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_SEND_FROM_ISR, FRFC_SEND_FROM_ISR);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_RECEIVE_FROM_ISR, FRFC_RECEIVE_FROM_ISR);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_PEEK_FROM_ISR, FRFC_PEEK_FROM_ISR);
  TBAND_FR_SAME_CALL(TBAND_FR_FAILED_GIVE_NOT_HELD, FRFC_GIVE_NOT_HELD);
  TBAND_EMIT(FREERTOS_QUEUE_CALL_FAILED,
             encode_freertos_queue_call_failed(tband_buf, tband_ts, id, (enum FrFailedCall)call));
}
#endif

/* ==== The heap ============================================================== */

#if tband_configFREERTOS_HEAP_TRACE_ENABLE
/* The running task is the allocating one: the host takes it from the latest switch. An address
 * keeps its low 32 bits, which tell a heap's blocks apart on a 64-bit host too (one array). */
void impl_tband_freertos_malloc(void *address, size_t size) {
  if (address == NULL) {
    TBAND_EMIT(FREERTOS_HEAP_MALLOC_FAILED, encode_freertos_heap_malloc_failed(tband_buf, tband_ts, (uint32_t)size));
  } else {
    uint32_t block = (uint32_t)(uintptr_t)address;
    TBAND_EMIT(FREERTOS_HEAP_MALLOC, encode_freertos_heap_malloc(tband_buf, tband_ts, block, (uint32_t)size));
  }
}

void impl_tband_freertos_free(void *address, size_t size) {
  uint32_t block = (uint32_t)(uintptr_t)address;
  TBAND_EMIT(FREERTOS_HEAP_FREE, encode_freertos_heap_free(tband_buf, tband_ts, block, (uint32_t)size));
}
#endif

/* ==== Tasks ================================================================= */

#if tband_configFREERTOS_TASK_TRACE_ENABLE
/* Per core, the task last recorded as switched in while tracing (NULL: none since tracing
 * started). The kernel selects a task at every yield and, without preemption or with time
 * slicing, at every tick, mostly the one that runs already: only a change is a switch. Each
 * core touches its own entry only, inside the kernel's context switch. */
static void *tband_fr_switched_in[tband_portNUMBER_OF_CORES];

void impl_tband_freertos_task_switched_in(void *task) {
  unsigned int core = tband_portGET_CORE_ID();
  uint32_t id;
  if (!tband_flag_load(&tband_enabled)) {
    tband_fr_switched_in[core] = NULL; /* a trace starts with the task that runs then */
    return;
  }
  if (tband_fr_switched_in[core] == task) {
    return;
  }
  tband_fr_switched_in[core] = task;
  id = tband_fr_task_id(task);
  TBAND_EMIT(FREERTOS_TASK_SWITCHED_IN, encode_freertos_task_switched_in(tband_buf, tband_ts, id));
}

void impl_tband_freertos_task_ready(void *task) {
  uint32_t id = tband_fr_task_id(task);
  TBAND_EMIT(FREERTOS_TASK_TO_RDY_STATE, encode_freertos_task_to_rdy_state(tband_buf, tband_ts, id));
}

void impl_tband_freertos_task_resumed(void *task, bool from_isr) {
  uint32_t id = tband_fr_task_id(task);
  if (from_isr) {
    TBAND_EMIT(FREERTOS_TASK_RESUMED_FROM_ISR, encode_freertos_task_resumed_from_isr(tband_buf, tband_ts, id));
  } else {
    TBAND_EMIT(FREERTOS_TASK_RESUMED, encode_freertos_task_resumed(tband_buf, tband_ts, id));
  }
}

void impl_tband_freertos_task_suspended(void *task) {
  /* vTaskSuspend(NULL) suspends the running task; the kernel passes the resolved TCB. */
  uint32_t id = tband_fr_task_id(task);
  TBAND_EMIT(FREERTOS_TASK_SUSPENDED, encode_freertos_task_suspended(tband_buf, tband_ts, id));
}

void impl_tband_freertos_task_delay(uint32_t ticks) {
  TBAND_EMIT(FREERTOS_CURTASK_DELAY, encode_freertos_curtask_delay(tband_buf, tband_ts, ticks));
}

void impl_tband_freertos_task_delay_until(uint32_t time_to_wake) {
  TBAND_EMIT(FREERTOS_CURTASK_DELAY_UNTIL, encode_freertos_curtask_delay_until(tband_buf, tband_ts, time_to_wake));
}

void impl_tband_freertos_task_priority(void *task, uint32_t priority, int what) {
  uint32_t id = tband_fr_task_id(task);
  switch (what) {
  case 0:
    TBAND_EMIT(FREERTOS_TASK_PRIORITY_SET, encode_freertos_task_priority_set(tband_buf, tband_ts, id, priority));
    break;
  case 1:
    TBAND_EMIT(FREERTOS_TASK_PRIORITY_INHERIT, encode_freertos_task_priority_inherit(tband_buf, tband_ts, id, priority));
    break;
  default:
    TBAND_EMIT(FREERTOS_TASK_PRIORITY_DISINHERIT,
               encode_freertos_task_priority_disinherit(tband_buf, tband_ts, id, priority));
    break;
  }
}

#endif

/* ==== Stack use ============================================================= */

#if tband_configFREERTOS_STACK_TRACE_ENABLE
#if portSTACK_GROWTH > 0
#error "tband_configFREERTOS_STACK_TRACE_ENABLE measures stacks that grow down (portSTACK_GROWTH < 0); this port's grow up"
#endif
#if !defined(INCLUDE_uxTaskGetStackHighWaterMark) || (INCLUDE_uxTaskGetStackHighWaterMark != 1)
#error "tband_configFREERTOS_STACK_TRACE_ENABLE traces uxTaskGetStackHighWaterMark(): set INCLUDE_uxTaskGetStackHighWaterMark 1 in FreeRTOSConfig.h"
#endif
#if !((INCLUDE_xTaskGetCurrentTaskHandle == 1) || (configUSE_MUTEXES == 1))
#error "tband_freertos_task_stack_high_water(NULL) needs xTaskGetCurrentTaskHandle(): set INCLUDE_xTaskGetCurrentTaskHandle 1 (or configUSE_MUTEXES 1) in FreeRTOSConfig.h"
#endif

/*
 * The fewest free words traced for a task, in a slot chosen by its id. A table of the tracer's
 * own rather than a thread-local storage pointer of the TCB: it needs no kernel option and takes
 * no index the application may use, and an id is a small number (uxTCBNumber). A slot holds one
 * task at a time: another task with the same slot takes it over, and its next switch-out traces
 * a low again. While tracing is off a new low is not kept, so the trace that follows carries it.
 * The slot is read and written without a lock, by the core that switches the task out: on
 * several cores two tasks that share a slot may race for it, and a low may be traced twice or
 * missed; the high-water mark stays exact.
 */
struct tband_fr_stack_low {
  uint32_t task_id;
  uint32_t free_words;
};
static struct tband_fr_stack_low tband_fr_stack_lows[tband_configFREERTOS_STACK_TRACE_SLOTS];

void impl_tband_freertos_task_switched_out(uint32_t task_id, uint32_t free_words) {
  struct tband_fr_stack_low *low = &tband_fr_stack_lows[task_id % tband_configFREERTOS_STACK_TRACE_SLOTS];
  if (low->task_id == task_id && free_words >= low->free_words) {
    return;
  }
  if (!tband_flag_load(&tband_enabled)) {
    return;
  }
  low->task_id = task_id;
  low->free_words = free_words;
  TBAND_EMIT(FREERTOS_TASK_STACK_LOW, encode_freertos_task_stack_low(tband_buf, tband_ts, task_id,
                                                                     free_words * (uint32_t)sizeof(StackType_t)));
}

void impl_tband_freertos_task_stack_high_water(void *task) {
  TaskHandle_t handle = task != NULL ? (TaskHandle_t)task : xTaskGetCurrentTaskHandle();
  uint32_t id = tband_fr_task_id((void *)handle);
  uint32_t free_min = (uint32_t)uxTaskGetStackHighWaterMark(handle) * (uint32_t)sizeof(StackType_t);
  TBAND_EMIT(FREERTOS_TASK_STACK_HIGH_WATER, encode_freertos_task_stack_high_water(tband_buf, tband_ts, id, free_min));
}
#endif

#if tband_configFREERTOS_TASK_TRACE_ENABLE || tband_configFREERTOS_STACK_TRACE_ENABLE
void impl_tband_freertos_task_deleted(void *task) {
#if tband_configFREERTOS_STACK_TRACE_ENABLE
  impl_tband_freertos_task_stack_high_water(task);
#endif
#if tband_configFREERTOS_TASK_TRACE_ENABLE
  uint32_t id = tband_fr_task_id(task);
  TBAND_EMIT(FREERTOS_TASK_DELETED, encode_freertos_task_deleted(tband_buf, tband_ts, id));
#endif
}
#endif

/* ==== Queues ================================================================ */

#if tband_configFREERTOS_QUEUE_TRACE_ENABLE
void impl_tband_freertos_queue_send(void *queue, uint32_t waiting_before, bool overwrite, bool from_isr) {
  uint32_t id = tband_fr_queue_id(queue);
  /* An overwrite replaces the item of a full (length 1) queue, or adds one to an empty one. */
  uint32_t after = overwrite && waiting_before > 0u ? waiting_before : waiting_before + 1u;
  if (overwrite && from_isr) {
    TBAND_EMIT(FREERTOS_QUEUE_OVERWRITE_FROM_ISR, encode_freertos_queue_overwrite_from_isr(tband_buf, tband_ts, id, after));
  } else if (overwrite) {
    TBAND_EMIT(FREERTOS_QUEUE_OVERWRITE, encode_freertos_queue_overwrite(tband_buf, tband_ts, id, after));
  } else if (from_isr) {
    TBAND_EMIT(FREERTOS_QUEUE_SEND_FROM_ISR, encode_freertos_queue_send_from_isr(tband_buf, tband_ts, id, after));
  } else {
    TBAND_EMIT(FREERTOS_QUEUE_SEND, encode_freertos_queue_send(tband_buf, tband_ts, id, after));
  }
}

void impl_tband_freertos_queue_receive(void *queue, uint32_t waiting_before, bool from_isr) {
  uint32_t id = tband_fr_queue_id(queue);
  uint32_t after = waiting_before > 0u ? waiting_before - 1u : 0u;
  if (from_isr) {
    TBAND_EMIT(FREERTOS_QUEUE_RECEIVE_FROM_ISR, encode_freertos_queue_receive_from_isr(tband_buf, tband_ts, id, after));
  } else {
    TBAND_EMIT(FREERTOS_QUEUE_RECEIVE, encode_freertos_queue_receive(tband_buf, tband_ts, id, after));
  }
}

void impl_tband_freertos_queue_peek(void *queue, uint32_t waiting, bool from_isr) {
  uint32_t id = tband_fr_queue_id(queue);
  if (from_isr) {
    TBAND_EMIT(FREERTOS_QUEUE_PEEK_FROM_ISR, encode_freertos_queue_peek_from_isr(tband_buf, tband_ts, id, waiting));
  } else {
    TBAND_EMIT(FREERTOS_QUEUE_PEEK, encode_freertos_queue_peek(tband_buf, tband_ts, id, waiting));
  }
}

void impl_tband_freertos_queue_reset(void *queue) {
  uint32_t id = tband_fr_queue_id(queue);
  TBAND_EMIT(FREERTOS_QUEUE_RESET, encode_freertos_queue_reset(tband_buf, tband_ts, id));
}

void impl_tband_freertos_queue_cur_length(void *queue, uint32_t length) {
  uint32_t id = tband_fr_queue_id(queue);
  TBAND_EMIT(FREERTOS_QUEUE_CUR_LENGTH, encode_freertos_queue_cur_length(tband_buf, tband_ts, id, length));
}

void impl_tband_freertos_queue_deleted(void *queue) {
  uint32_t id = tband_fr_queue_id(queue);
  TBAND_EMIT(FREERTOS_QUEUE_DELETED, encode_freertos_queue_deleted(tband_buf, tband_ts, id));
}

void impl_tband_freertos_queue_block(void *queue, uint32_t ticks_to_wait, int what) {
  uint32_t id = tband_fr_queue_id(queue);
  switch (what) {
  case 0:
    TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK,
               encode_freertos_curtask_block_on_queue_peek(tband_buf, tband_ts, id, ticks_to_wait));
    break;
  case 1:
    TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND,
               encode_freertos_curtask_block_on_queue_send(tband_buf, tband_ts, id, ticks_to_wait));
    break;
  default:
    TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE,
               encode_freertos_curtask_block_on_queue_receive(tband_buf, tband_ts, id, ticks_to_wait));
    break;
  }
}
#endif

/* ==== Notifications ========================================================= */

#if tband_configFREERTOS_NOTIFY_TRACE_ENABLE
void impl_tband_freertos_task_notify(void *task, uint32_t index, bool from_isr) {
  uint32_t id = tband_fr_task_id(task);
  if (from_isr) {
    TBAND_EMIT(FREERTOS_TASK_NOTIFY_FROM_ISR, encode_freertos_task_notify_from_isr(tband_buf, tband_ts, id, index));
  } else {
    TBAND_EMIT(FREERTOS_TASK_NOTIFY, encode_freertos_task_notify(tband_buf, tband_ts, id, index));
  }
}

void impl_tband_freertos_task_notify_block(uint32_t index) {
  TBAND_EMIT(FREERTOS_CURTASK_BLOCK_ON_NOTIFY, encode_freertos_curtask_block_on_notify(tband_buf, tband_ts, index));
}
#endif

/* ==== Task-local markers ==================================================== */

#if tband_configMARKER_TRACE_ENABLE
static uint32_t tband_fr_current_task_id(void) {
  return tband_fr_task_id((void *)xTaskGetCurrentTaskHandle());
}

/* The marker belongs to the task that names it: the running task, asked of the kernel (not
 * the number of a NULL handle, which is no task). */
void impl_tband_freertos_task_evtmarker_name(uint32_t id, const char *name) {
  uint32_t task = tband_fr_current_task_id();
  TBAND_EMIT_METADATA(FREERTOS_TASK_EVTMARKER_NAME, encode_freertos_task_evtmarker_name(tband_buf, id, task, name));
}

void impl_tband_freertos_task_evtmarker(uint32_t id, const char *msg) {
  TBAND_EMIT(FREERTOS_TASK_EVTMARKER, encode_freertos_task_evtmarker(tband_buf, tband_ts, id, msg));
}

void impl_tband_freertos_task_evtmarker_begin(uint32_t id, const char *msg) {
  TBAND_EMIT(FREERTOS_TASK_EVTMARKER_BEGIN, encode_freertos_task_evtmarker_begin(tband_buf, tband_ts, id, msg));
}

void impl_tband_freertos_task_evtmarker_end(uint32_t id) {
  TBAND_EMIT(FREERTOS_TASK_EVTMARKER_END, encode_freertos_task_evtmarker_end(tband_buf, tband_ts, id));
}

void impl_tband_freertos_task_valmarker_name(uint32_t id, const char *name) {
  uint32_t task = tband_fr_current_task_id();
  TBAND_EMIT_METADATA(FREERTOS_TASK_VALMARKER_NAME, encode_freertos_task_valmarker_name(tband_buf, id, task, name));
}

void impl_tband_freertos_task_valmarker(uint32_t id, int64_t val) {
  TBAND_EMIT(FREERTOS_TASK_VALMARKER, encode_freertos_task_valmarker(tband_buf, tband_ts, id, val));
}
#endif

#else
typedef int tband_freertos_unused;
#endif

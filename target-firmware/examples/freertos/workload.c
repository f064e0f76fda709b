/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The FreeRTOS example's workload (see workload.h). What each task does, by priority:
 *
 *   control  6  paces the run by the producer's and consumer's progress (an event group), and on
 *               its way creates a worker, suspends and resumes the logger, deletes the sleeper,
 *               resets the queue and changes the low task's priority; then stops tracing
 *   high     5  woken by a notification, takes and gives the mutex
 *   irq      4  takes the binary semaphore the interrupt gives, sends a message
 *   producer 3  once the logger says go, sends batches of 5 items to a queue of 4, so it blocks
 *               on the full queue
 *   consumer 2  receives the items, takes a slot (counting semaphore) per item, writes each to
 *               the stream buffer, with task-local markers
 *   worker   2  lives for one tick and deletes itself
 *   low      1  holds the mutex while high wants it, so high's priority is lent to it
 *   logger   1  reads the stream buffer, gives the slots back, drains the message buffer
 *   sleeper  1  waits for a notification that never comes, until control deletes it
 *
 * and a software timer notifies high every 5 ticks; the interrupt gives the binary semaphore and
 * notifies the logger. Everything blocks with waits the kernel ends, so the workload runs the
 * same with and without preemption.
 */
#include "workload.h"

#include "event_groups.h"
#include "message_buffer.h"
#include "queue.h"
#include "semphr.h"
#include "stream_buffer.h"
#include "task.h"
#include "tband.h"
#include "timers.h"

enum {
  PRIO_LOW = 1,
  PRIO_LOGGER = 1,
  PRIO_SLEEPER = 1,
  PRIO_CONSUMER = 2,
  PRIO_WORKER = 2,
  PRIO_PRODUCER = 3,
  PRIO_IRQ = 4,
  PRIO_HIGH = 5,
  PRIO_CONTROL = 6
};

#define STACK configMINIMAL_STACK_SIZE
#define ITEMS_LENGTH 4u
#define BATCH (ITEMS_LENGTH + 1u)
#define BIT_PRODUCED (1u << 0)
#define BIT_CONSUMED (1u << 1)
#define MARKER_ITEM 1u
#define VALUE_ITEM 2u

static QueueHandle_t items;
static SemaphoreHandle_t lock;
static SemaphoreHandle_t irq_sem;
static SemaphoreHandle_t slots;
static EventGroupHandle_t phases;
static StreamBufferHandle_t text;
static MessageBufferHandle_t messages;
static TimerHandle_t beat;
static TaskHandle_t high_handle;
static TaskHandle_t producer_handle;
static TaskHandle_t low_handle;
static TaskHandle_t logger_handle;
static TaskHandle_t sleeper_handle;
static uint32_t rounds_to_run;
static uint32_t isr_traced_id;

/* Work of known length for the builds `tonband diff` is tested on: WORKLOAD_BUSY_TASK_LOOPS
 * iterations in the consumer per item, WORKLOAD_BUSY_ISR_LOOPS in the interrupt's work. At 0,
 * the default, there is no loop and the workload runs as it always did. */
#ifndef WORKLOAD_BUSY_TASK_LOOPS
#define WORKLOAD_BUSY_TASK_LOOPS 0
#endif
#ifndef WORKLOAD_BUSY_ISR_LOOPS
#define WORKLOAD_BUSY_ISR_LOOPS 0
#endif
#if WORKLOAD_BUSY_TASK_LOOPS > 0 || WORKLOAD_BUSY_ISR_LOOPS > 0
static volatile uint32_t busy_count; /* volatile: the compiler keeps every iteration */
/* On the Cortex-M3 (-Os, inlined) an iteration is 5 instructions, ldr, subs, add.w, str, bne
 * (arm-none-eabi-objdump -d), so 160 ns under QEMU's -icount shift=5 (32 ns an instruction). */
static void busy(uint32_t loops) {
  uint32_t i;
  for (i = 0; i < loops; i++) {
    busy_count++;
  }
}
#endif

static void producer(void *arg) {
  uint32_t n;
  TickType_t last;
  (void)arg;
  (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY); /* the logger's go: the consumer waits on the queue */
  last = xTaskGetTickCount();
  for (n = 0;; n++) {
    (void)xQueueSend(items, &n, portMAX_DELAY);
    if (n % BATCH == BATCH - 1u) {
      (void)xEventGroupSetBits(phases, BIT_PRODUCED);
      (void)xTaskDelayUntil(&last, 2);
    }
  }
}

static void consumer(void *arg) {
  uint32_t n;
  (void)arg;
  tband_freertos_task_evtmarker_name(MARKER_ITEM, "item");
  tband_freertos_task_valmarker_name(VALUE_ITEM, "value");
  for (;;) {
    (void)xQueueReceive(items, &n, portMAX_DELAY);
    tband_freertos_task_evtmarker_begin(MARKER_ITEM, "consume");
    tband_freertos_task_valmarker(VALUE_ITEM, (int64_t)n);
#if WORKLOAD_BUSY_TASK_LOOPS > 0
    busy(WORKLOAD_BUSY_TASK_LOOPS);
#endif
    (void)xSemaphoreTake(slots, portMAX_DELAY);
    (void)xStreamBufferSend(text, &n, sizeof n, portMAX_DELAY);
    tband_freertos_task_evtmarker_end(MARKER_ITEM);
    if (n % BATCH == BATCH - 1u) {
      (void)xEventGroupSetBits(phases, BIT_CONSUMED);
    }
  }
}

static void logger(void *arg) {
  uint8_t buf[sizeof(uint32_t)];
  (void)arg;
  /* Of lower priority than the consumer, the logger first runs when the consumer waits on the
   * empty queue; so the consumer blocks on it in every run, however late the ticks come. */
  xTaskNotifyGive(producer_handle);
  for (;;) {
    /* The consumer writes whole 4-byte records, so a read gets one. */
    if (xStreamBufferReceive(text, buf, sizeof buf, portMAX_DELAY) == sizeof buf) {
      (void)xSemaphoreGive(slots);
    }
    while (xMessageBufferReceive(messages, buf, sizeof buf, 0) > 0) {
    }
    (void)ulTaskNotifyTake(pdTRUE, 0);
  }
}

static void irq_task(void *arg) {
  static const char message[] = "irq";
  (void)arg;
  for (;;) {
    (void)xSemaphoreTake(irq_sem, portMAX_DELAY);
    (void)xMessageBufferSend(messages, message, sizeof message - 1u, 0);
  }
}

static void high(void *arg) {
  (void)arg;
  for (;;) {
    (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
    (void)xSemaphoreTake(lock, portMAX_DELAY);
    (void)xSemaphoreGive(lock);
  }
}

static void low(void *arg) {
  (void)arg;
  for (;;) {
    (void)xSemaphoreTake(lock, portMAX_DELAY);
    xTaskNotifyGive(high_handle);
    vTaskDelay(1); /* high wakes, waits for the lock and lends low its priority */
    (void)xSemaphoreGive(lock);
    vTaskDelay(3);
  }
}

static void worker(void *arg) {
  (void)arg;
  vTaskDelay(1);
  vTaskDelete(NULL);
}

static void sleeper(void *arg) {
  (void)arg;
  for (;;) {
    (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
  }
}

static void beat_expired(TimerHandle_t timer) {
  (void)timer;
  xTaskNotifyGive(high_handle);
}

static void stop_tracing(void) {
#if tband_configUSE_BACKEND_SNAPSHOT
  (void)tband_stop_snapshot();
#else
  (void)tband_stop_streaming();
#endif
}

static void control(void *arg) {
  uint32_t round;
  (void)arg;
  /* FreeRTOS V10 has no hook when the scheduler starts; on V11 the call changes nothing. */
  tband_freertos_scheduler_started();
  (void)xTimerStart(beat, 0);
  for (round = 0; round < rounds_to_run && tband_tracing_enabled(); round++) {
    (void)xEventGroupWaitBits(phases, BIT_PRODUCED | BIT_CONSUMED, pdTRUE, pdTRUE, portMAX_DELAY);
    switch (round) {
    case 1:
      (void)xTaskCreate(worker, "worker", STACK, NULL, PRIO_WORKER, NULL);
      break;
    case 2:
      vTaskSuspend(logger_handle);
      vTaskDelay(3);
      vTaskResume(logger_handle);
      break;
    case 3:
      vTaskDelete(sleeper_handle);
      break;
    case 4:
      (void)xQueueReset(items);
      break;
    case 5:
      vTaskPrioritySet(low_handle, PRIO_CONSUMER);
      break;
    default:
      break;
    }
  }
  stop_tracing();
  platform_finish();
  vTaskDelete(NULL);
}

static void create_task(TaskFunction_t code, const char *name, UBaseType_t priority, TaskHandle_t *handle) {
  BaseType_t created = xTaskCreate(code, name, STACK, NULL, priority, handle);
  configASSERT(created == pdPASS);
}

void workload_start(uint32_t rounds, uint32_t isr_id) {
  rounds_to_run = rounds;
  isr_traced_id = isr_id;

  /* The resolution first, then every name: all of it metadata, sent ahead of the trace. */
  tband_gather_system_metadata();
  tband_isr_name(isr_id, "timer_irq");

  items = xQueueCreate(ITEMS_LENGTH, sizeof(uint32_t));
  vQueueAddToRegistry(items, "items");
  lock = xSemaphoreCreateMutex();
  tband_freertos_mutex_name(lock, "lock");
  irq_sem = xSemaphoreCreateBinary();
  tband_freertos_binary_semaphore_name(irq_sem, "irq_sem");
  slots = xSemaphoreCreateCounting(2, 2);
  tband_freertos_counting_semaphore_name(slots, "slots");
  phases = xEventGroupCreate();
  tband_freertos_event_group_name(phases, "phases");
  text = xStreamBufferCreate(32, 1);
  tband_freertos_stream_buffer_name(text, "text");
  messages = xMessageBufferCreate(64);
  tband_freertos_message_buffer_name(messages, "messages");
  beat = xTimerCreate("beat", 5, pdTRUE, NULL, beat_expired);
  configASSERT(items != NULL && lock != NULL && irq_sem != NULL && slots != NULL && phases != NULL &&
               text != NULL && messages != NULL && beat != NULL);

  create_task(control, "control", PRIO_CONTROL, NULL);
  create_task(high, "high", PRIO_HIGH, &high_handle);
  create_task(irq_task, "irq", PRIO_IRQ, NULL);
  create_task(producer, "producer", PRIO_PRODUCER, &producer_handle);
  create_task(consumer, "consumer", PRIO_CONSUMER, NULL);
  create_task(low, "low", PRIO_LOW, &low_handle);
  create_task(logger, "logger", PRIO_LOGGER, &logger_handle);
  create_task(sleeper, "sleeper", PRIO_SLEEPER, &sleeper_handle);

#if tband_configUSE_BACKEND_SNAPSHOT
  (void)tband_trigger_snapshot();
#else
  (void)tband_start_streaming();
#endif
}

BaseType_t workload_isr(void) {
  BaseType_t woken = pdFALSE;
  tband_isr_enter(isr_traced_id);
#if WORKLOAD_BUSY_ISR_LOOPS > 0
  busy(WORKLOAD_BUSY_ISR_LOOPS);
#endif
  (void)xSemaphoreGiveFromISR(irq_sem, &woken);
  vTaskNotifyGiveFromISR(logger_handle, &woken);
  tband_isr_exit(isr_traced_id);
  return woken;
}

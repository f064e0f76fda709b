/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The timeouts example on QEMU, mps2-an385 and virt RV32: calls on a queue, a stream buffer and a
 * recursive mutex that fail, traced (built with tband_configFREERTOS_FAILURE_TRACE_ENABLE 1 and
 * configUSE_RECURSIVE_MUTEXES 1). Task "waiter" receives from the empty queue "inbox" with a wait
 * of WAIT_TICKS (it times out) and with none (it fails at once); then, with "feeder" woken to take
 * the recursive mutex "lock" and send it an item, it blocks until the item comes and receives it,
 * and receives once more with no wait (it fails at once: the wait before ended with the item). It
 * fills the queue, sends once more with a wait (it times out), and reads from the empty stream
 * buffer "bytes" with a wait (it times out, with no byte). Last, it takes "lock", which "feeder"
 * still holds, with a wait (it times out), and gives it back though it does not hold it (it fails).
 *
 * The firmware reports each call's own result in the same trace, as value markers: the return
 * code of each receive and send with a wait ("receive_wait", "send_wait"; pdPASS, or errQUEUE_EMPTY
 * and errQUEUE_FULL, both 0) and with none ("receive_now", "send_now"), the bytes the stream
 * buffer read gave ("buffer_wait"), and the results of the recursive take ("take_recursive") and
 * give ("give_recursive"; pdPASS, or pdFAIL: 0). FreertosKernelTest checks the failure events
 * against them. The trace leaves over the board's UART (qemu_board.h).
 */
#include "FreeRTOS.h"
#include "qemu_board.h"
#include "queue.h"
#include "semphr.h"
#include "stream_buffer.h"
#include "task.h"
#include "tband.h"

#define STACK 256u
#define PRIO_WAITER 2u
#define PRIO_FEEDER 1u
#define WAIT_TICKS 3u

/* The value markers' ids. */
#define VALUE_RECEIVE_WAIT 1u
#define VALUE_RECEIVE_NOW 2u
#define VALUE_SEND_WAIT 3u
#define VALUE_SEND_NOW 4u
#define VALUE_BUFFER_WAIT 5u
#define VALUE_TAKE_RECURSIVE 6u
#define VALUE_GIVE_RECURSIVE 7u

static QueueHandle_t inbox;
static StreamBufferHandle_t bytes;
static SemaphoreHandle_t lock;
static TaskHandle_t feeder_handle;

static void waiter_task(void *arg) {
  uint32_t item = 0u;
  uint8_t buffer[4];
  (void)arg;
  tband_freertos_scheduler_started();
  tband_valmarker(VALUE_RECEIVE_WAIT, xQueueReceive(inbox, &item, WAIT_TICKS));
  tband_valmarker(VALUE_RECEIVE_NOW, xQueueReceive(inbox, &item, 0u));
  xTaskNotifyGive(feeder_handle);
  tband_valmarker(VALUE_RECEIVE_WAIT, xQueueReceive(inbox, &item, portMAX_DELAY));
  tband_valmarker(VALUE_RECEIVE_NOW, xQueueReceive(inbox, &item, 0u));
  tband_valmarker(VALUE_SEND_NOW, xQueueSend(inbox, &item, 0u));
  tband_valmarker(VALUE_SEND_WAIT, xQueueSend(inbox, &item, WAIT_TICKS));
  tband_valmarker(VALUE_BUFFER_WAIT, (int64_t)xStreamBufferReceive(bytes, buffer, sizeof buffer, WAIT_TICKS));
  tband_valmarker(VALUE_TAKE_RECURSIVE, xSemaphoreTakeRecursive(lock, WAIT_TICKS));
  tband_valmarker(VALUE_GIVE_RECURSIVE, xSemaphoreGiveRecursive(lock));
  (void)tband_stop_streaming();
  board_exit(true);
}

static void feeder_task(void *arg) {
  uint32_t item = 42u;
  (void)arg;
  (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
  (void)xSemaphoreTakeRecursive(lock, 0u);
  (void)xQueueSend(inbox, &item, 0u);
  vTaskSuspend(NULL);
}

int main(void) {
  board_init();
  inbox = xQueueCreate(1u, sizeof(uint32_t));
  bytes = xStreamBufferCreate(16u, 1u);
  lock = xSemaphoreCreateRecursiveMutex();
  if (inbox == NULL || bytes == NULL || lock == NULL ||
      xTaskCreate(waiter_task, "waiter", STACK, NULL, PRIO_WAITER, NULL) != pdPASS ||
      xTaskCreate(feeder_task, "feeder", STACK, NULL, PRIO_FEEDER, &feeder_handle) != pdPASS) {
    board_exit(false);
  }
  vQueueAddToRegistry(inbox, "inbox");
  vQueueAddToRegistry(lock, "lock");
  tband_gather_system_metadata();
  tband_valmarker_name(VALUE_RECEIVE_WAIT, "receive_wait");
  tband_valmarker_name(VALUE_RECEIVE_NOW, "receive_now");
  tband_valmarker_name(VALUE_SEND_WAIT, "send_wait");
  tband_valmarker_name(VALUE_SEND_NOW, "send_now");
  tband_valmarker_name(VALUE_BUFFER_WAIT, "buffer_wait");
  tband_valmarker_name(VALUE_TAKE_RECURSIVE, "take_recursive");
  tband_valmarker_name(VALUE_GIVE_RECURSIVE, "give_recursive");
  (void)tband_start_streaming();
  vTaskStartScheduler();
  board_exit(false); /* only when the kernel could not start */
  return 0;
}

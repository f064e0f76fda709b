/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The timeouts example on QEMU mps2-an385: calls on a queue and a stream buffer that fail, traced
 * (built with tband_configFREERTOS_FAILURE_TRACE_ENABLE 1). Task "waiter" receives from the empty
 * queue "inbox" with a wait of WAIT_TICKS (it times out) and with none (it fails at once); then,
 * with "feeder" woken to send it an item, it blocks until the item comes and receives it, and
 * receives once more with no wait (it fails at once: the wait before ended with the item). It
 * fills the queue, sends once more with a wait (it times out), and reads from the empty stream
 * buffer "bytes" with a wait (it times out, with no byte).
 *
 * The firmware reports each call's own result in the same trace, as value markers: the return
 * code of each receive and send with a wait ("receive_wait", "send_wait"; pdPASS, or errQUEUE_EMPTY
 * and errQUEUE_FULL, both 0) and with none ("receive_now", "send_now"), and the bytes the stream
 * buffer read gave ("buffer_wait"). FreertosKernelTest checks the failure events against them. The
 * trace leaves over UART0; semihosting ends the run.
 */
#include "FreeRTOS.h"
#include "mps2_an385.h"
#include "queue.h"
#include "stream_buffer.h"
#include "task.h"
#include "tband.h"
#include "tband_cm_timestamp.h"

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

static QueueHandle_t inbox;
static StreamBufferHandle_t bytes;
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
  (void)tband_stop_streaming();
  mps2_semihost_exit(MPS2_EXIT_OK);
}

static void feeder_task(void *arg) {
  uint32_t item = 42u;
  (void)arg;
  (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
  (void)xQueueSend(inbox, &item, 0u);
  vTaskSuspend(NULL);
}

int main(void) {
  mps2_uart_init();
  tband_cm_timestamp_init();
  inbox = xQueueCreate(1u, sizeof(uint32_t));
  bytes = xStreamBufferCreate(16u, 1u);
  if (inbox == NULL || bytes == NULL ||
      xTaskCreate(waiter_task, "waiter", STACK, NULL, PRIO_WAITER, NULL) != pdPASS ||
      xTaskCreate(feeder_task, "feeder", STACK, NULL, PRIO_FEEDER, &feeder_handle) != pdPASS) {
    mps2_semihost_exit(MPS2_EXIT_FAILED);
  }
  vQueueAddToRegistry(inbox, "inbox");
  tband_gather_system_metadata();
  tband_valmarker_name(VALUE_RECEIVE_WAIT, "receive_wait");
  tband_valmarker_name(VALUE_RECEIVE_NOW, "receive_now");
  tband_valmarker_name(VALUE_SEND_WAIT, "send_wait");
  tband_valmarker_name(VALUE_SEND_NOW, "send_now");
  tband_valmarker_name(VALUE_BUFFER_WAIT, "buffer_wait");
  (void)tband_start_streaming();
  vTaskStartScheduler();
  mps2_semihost_exit(MPS2_EXIT_FAILED); /* only when the kernel could not start */
  return 0;
}

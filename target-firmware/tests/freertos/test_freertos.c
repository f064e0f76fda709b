/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * FreeRTOS kernel hooks, run against the simulated kernel (kernel/), built once with V11.x
 * hook call sites and once with V10.x ones (SIM_KERNEL_V10). The scenario plays the running
 * task: context switches, a producer/consumer queue, priority inheritance on a mutex, a
 * notification, overwrites, semaphores, stream and message buffers, an event group and a
 * software timer. Objects created before tracing starts keep their names and kinds
 * (metadata); task-local markers belong to the task that names them; a task selected again is
 * not switched in again.
 */
#include <stdio.h>

#include "FreeRTOS.h"
#include "event_groups.h"
#include "queue.h"
#include "stream_buffer.h"
#include "task.h"
#include "tband_encode.h"
#include "timers.h"
#include "trace_test.h"

#define WAIT_FOREVER portMAX_DELAY

static unsigned timer_calls;
static void blink(TimerHandle_t t) {
  (void)t;
  timer_calls++;
}

static uint32_t task_number(TaskHandle_t t) {
  return (uint32_t)uxTaskGetTaskNumber(t);
}

int main(void) {
  TaskHandle_t producer, consumer, low;
  QueueHandle_t q, mutex, mailbox, counting, binary;
  StreamBufferHandle_t sb, mb;
  EventGroupHandle_t eg;
  TimerHandle_t tm;
  uint32_t item = 42, got = 0;
  uint8_t data[40] = {0};
  BaseType_t woken = pdFALSE;
  TickType_t last_wake;

#ifdef SIM_KERNEL_V10
  tt_begin("freertos_v10");
#else
  tt_begin("freertos_v11");
#endif

  /* ---- Before tracing: names and kinds go to the metadata buffer only. ---- */
  tband_gather_system_metadata();
  CHECK_EQ(xTaskCreate(NULL, "producer", 64, NULL, 2, &producer), pdPASS);
  CHECK_EQ(xTaskCreate(NULL, "consumer", 64, NULL, 3, &consumer), pdPASS);
  CHECK_EQ(xTaskCreate(NULL, "low", 64, NULL, 1, &low), pdPASS);
  CHECK_EQ(task_number(producer), 1);
  CHECK_EQ(task_number(consumer), 2);
  CHECK_EQ(task_number(low), 3);
  q = xQueueCreate(2, sizeof(uint32_t));
  vQueueAddToRegistry(q, "items");
  mutex = xSemaphoreCreateMutex();
  tband_freertos_mutex_name(mutex, "lock");
  CHECK_EQ(uxQueueGetQueueNumber(q), 1);
  CHECK_EQ(uxQueueGetQueueNumber(mutex), 2);
  CHECK_EQ(tt_stream_len, 0);

  CHECK_EQ(tband_start_streaming(), 0);
  tt_expect("ts_resolution_ns ns_per_ts=10");
  tt_expect("catalogue_fingerprint fingerprint=%llu", (unsigned long long)TBAND_CATALOGUE_FINGERPRINT);
  tt_expect("task_name task_id=1 name=producer");
  tt_expect("task_name task_id=2 name=consumer");
  tt_expect("task_name task_id=3 name=low");
  tt_expect("queue_kind queue_id=1 kind=FRQK_QUEUE");
  tt_expect("queue_name queue_id=1 name=items");
  tt_expect("queue_kind queue_id=2 kind=FRQK_MUTEX");
  tt_expect("queue_name queue_id=2 name=lock");

  /* ---- Scheduler start: idle (4) and timer (5) tasks; the timer task runs first. ---- */
  vTaskStartScheduler();
  tband_freertos_scheduler_started(); /* needed on V10; on V11 it records nothing more */
  tt_expect("task_name task_id=4 name=IDLE");
  tt_expect("task_created task_id=4");
  tt_expect("task_priority_set task_id=4 priority=0");
  tt_expect("task_to_rdy_state task_id=4");
  tt_expect("task_name task_id=5 name=Tmr Svc");
  tt_expect("task_created task_id=5");
  tt_expect("task_priority_set task_id=5 priority=5");
  tt_expect("task_to_rdy_state task_id=5");
  tt_expect("task_switched_in task_id=5");
  tt_expect("task_switched_in task_id=2");
  tt_expect("task_is_idle_task task_id=4 core_id=0");
  tt_expect("task_is_timer_task task_id=5");
  CHECK(xTaskGetCurrentTaskHandle() == consumer);
  sim_yield(); /* the kernel selects the consumer again: not a switch, nothing recorded */
  CHECK(xTaskGetCurrentTaskHandle() == consumer);

  /* ---- Producer/consumer queue. ---- */
  CHECK_EQ(xQueueReceive(q, &got, WAIT_FOREVER), SIM_BLOCKED);
  tt_expect("curtask_block_on_queue_receive queue_id=1 ticks_to_wait=4294967295");
  tt_expect("task_switched_in task_id=1");
  CHECK(xTaskGetCurrentTaskHandle() == producer);
  CHECK_EQ(xQueueSend(q, &item, 10), pdPASS);
  tt_expect("queue_send queue_id=1 len_after=1");
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(xQueueReceive(q, &got, WAIT_FOREVER), pdPASS);
  CHECK_EQ(got, 42);
  tt_expect("queue_receive queue_id=1 len_after=0");

  /* ---- A notification wakes the consumer. ---- */
  CHECK_EQ(ulTaskNotifyTake(pdTRUE, WAIT_FOREVER), (uint32_t)SIM_BLOCKED);
  tt_expect("curtask_block_on_notify index=0");
  tt_expect("task_switched_in task_id=1");
  CHECK_EQ(xTaskNotifyGive(consumer), pdPASS);
  tt_expect("task_notify task_id=2 index=0");
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(ulTaskNotifyTake(pdTRUE, WAIT_FOREVER), 1);

  /* ---- Task-local markers belong to the running task (the consumer, 2). ---- */
  tband_freertos_task_evtmarker_name(1, "consume");
  tband_freertos_task_evtmarker_begin(1, "item");
  tband_freertos_task_evtmarker_end(1);
  tt_expect("task_evtmarker_name evtmarker_id=1 task_id=2 name=consume");
  tt_expect("task_evtmarker_begin evtmarker_id=1 msg=item");
  tt_expect("task_evtmarker_end evtmarker_id=1");

  /* ---- Priority inheritance: low takes the mutex, the consumer waits for it. ---- */
  vTaskDelay(5); /* consumer until tick 5 */
  tt_expect("curtask_delay ticks=5");
  tt_expect("task_switched_in task_id=1");
  vTaskDelay(3); /* producer until tick 3 */
  tt_expect("curtask_delay ticks=3");
  tt_expect("task_switched_in task_id=3");
  CHECK(xTaskGetCurrentTaskHandle() == low);
  tband_freertos_task_valmarker_name(2, "depth");
  tband_freertos_task_valmarker(2, -7);
  tt_expect("task_valmarker_name valmarker_id=2 task_id=3 name=depth");
  tt_expect("task_valmarker valmarker_id=2 val=-7");
  CHECK_EQ(xSemaphoreTake(mutex, WAIT_FOREVER), pdPASS);
  tt_expect("queue_receive queue_id=2 len_after=0");
  sim_tick(3);
  tt_expect("task_to_rdy_state task_id=1");
  tt_expect("task_switched_in task_id=1");
  vTaskDelay(10); /* producer until tick 13 */
  tt_expect("curtask_delay ticks=10");
  tt_expect("task_switched_in task_id=3");
  sim_tick(2);
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(xSemaphoreTake(mutex, 100), SIM_BLOCKED);
  tt_expect("curtask_block_on_queue_receive queue_id=2 ticks_to_wait=100");
  tt_expect("task_to_rdy_state task_id=3");
  tt_expect("task_priority_inherit task_id=3 priority=3");
  tt_expect("task_switched_in task_id=3");
  CHECK_EQ(uxTaskPriorityGet(low), 3);
  CHECK_EQ(xSemaphoreGive(mutex), pdPASS);
  tt_expect("queue_send queue_id=2 len_after=1");
  tt_expect("task_priority_disinherit task_id=3 priority=1");
  tt_expect("task_to_rdy_state task_id=3");
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(xSemaphoreTake(mutex, 100), pdPASS);
  tt_expect("queue_receive queue_id=2 len_after=0");

  /* ---- Overwrites are overwrites, from tasks and interrupts; resets; semaphores. ---- */
  mailbox = xQueueCreate(1, sizeof(uint32_t));
  tt_expect("queue_kind queue_id=3 kind=FRQK_QUEUE");
  tt_expect("queue_created queue_id=3");
  tt_expect("queue_cur_length queue_id=3 length=0");
  CHECK_EQ(xQueueOverwrite(mailbox, &item), pdPASS);
  CHECK_EQ(xQueueOverwrite(mailbox, &item), pdPASS);
  tt_expect("queue_overwrite queue_id=3 len_after=1");
  tt_expect("queue_overwrite queue_id=3 len_after=1");
  CHECK_EQ(xQueueOverwriteFromISR(mailbox, &item, &woken), pdPASS);
  tt_expect("queue_overwrite_from_isr queue_id=3 len_after=1");
  CHECK_EQ(xQueueReceiveFromISR(mailbox, &got, &woken), pdPASS);
  tt_expect("queue_receive_from_isr queue_id=3 len_after=0");
  CHECK_EQ(xQueueSendFromISR(mailbox, &item, &woken), pdPASS);
  tt_expect("queue_send_from_isr queue_id=3 len_after=1");
  CHECK_EQ(xQueuePeek(mailbox, &got, 0), pdPASS);
  tt_expect("queue_peek queue_id=3 length=1");
  CHECK_EQ(xQueuePeekFromISR(mailbox, &got), pdPASS);
  tt_expect("queue_peek_from_isr queue_id=3 length=1");
  CHECK_EQ(xQueueReset(mailbox), pdPASS);
#ifndef SIM_KERNEL_V10
  tt_expect("queue_reset queue_id=3"); /* traceENTER_xQueueGenericReset is V11's */
#endif
  CHECK_EQ(xQueuePeek(mailbox, &got, 7), SIM_BLOCKED);
  tt_expect("curtask_block_on_queue_peek queue_id=3 ticks_to_wait=7");
  tt_expect("task_switched_in task_id=3");
  sim_tick(7); /* tick 12: the consumer's peek times out */
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  counting = xSemaphoreCreateCounting(5, 2);
  tt_expect("queue_kind queue_id=4 kind=FRQK_COUNTING_SEMPHR");
  tt_expect("queue_created queue_id=4");
  tt_expect("queue_cur_length queue_id=4 length=0");
  tt_expect("queue_cur_length queue_id=4 length=2");
  binary = xSemaphoreCreateBinary();
  tt_expect("queue_kind queue_id=5 kind=FRQK_BINARY_SEMPHR");
  tt_expect("queue_created queue_id=5");
  tt_expect("queue_cur_length queue_id=5 length=0");
  CHECK_EQ(xSemaphoreGiveFromISR(binary, &woken), pdPASS);
  tt_expect("queue_send_from_isr queue_id=5 len_after=1");
  CHECK_EQ(xSemaphoreGiveFromISR(binary, &woken), errQUEUE_FULL);
  CHECK_EQ(xSemaphoreTake(counting, 0), pdPASS);
  tt_expect("queue_receive queue_id=4 len_after=1");
  vQueueDelete(mailbox);
  tt_expect("queue_deleted queue_id=3");
  CHECK_EQ(woken, pdFALSE);

  /* ---- Stream and message buffers: ids 6 and 7, after queues 1-5 (one count for all). ---- */
  sb = xStreamBufferCreate(32, 1);
  tband_freertos_stream_buffer_name(sb, "uart");
  tt_expect("stream_buffer_kind sb_id=6 kind=FRSBK_STREAM_BUFFER size=32");
  tt_expect("stream_buffer_created sb_id=6 kind=FRSBK_STREAM_BUFFER size=32");
  tt_expect("stream_buffer_name sb_id=6 name=uart");
  CHECK_EQ(xStreamBufferReceive(sb, data, 16, WAIT_FOREVER), SIM_SB_BLOCKED);
  tt_expect("curtask_block_on_stream_buffer_receive sb_id=6");
  tt_expect("task_switched_in task_id=3");
  CHECK_EQ(xStreamBufferSendFromISR(sb, data, 10, &woken), 10);
  tt_expect("stream_buffer_send_from_isr sb_id=6 bytes=10 len_after=10");
  tt_expect("task_to_rdy_state task_id=2");
  sim_yield_from_isr(woken);
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(xStreamBufferReceive(sb, data, 16, WAIT_FOREVER), 10);
  tt_expect("stream_buffer_receive sb_id=6 bytes=10 len_after=0");
  CHECK_EQ(xStreamBufferSend(sb, data, 40, 0), 32);
  tt_expect("stream_buffer_send sb_id=6 bytes=32 len_after=32");
  CHECK_EQ(xStreamBufferReset(sb), pdPASS);
  tt_expect("stream_buffer_reset sb_id=6");
  mb = xMessageBufferCreate(64);
  tt_expect("stream_buffer_kind sb_id=7 kind=FRSBK_MESSAGE_BUFFER size=64");
  tt_expect("stream_buffer_created sb_id=7 kind=FRSBK_MESSAGE_BUFFER size=64");
  CHECK_EQ(xStreamBufferSend(mb, data, 5, 0), 5);
  tt_expect("stream_buffer_send sb_id=7 bytes=5 len_after=%zu", 5 + sizeof(size_t));
  vStreamBufferDelete(mb);
  tt_expect("stream_buffer_deleted sb_id=7");

  /* ---- Event group. ---- */
  eg = xEventGroupCreate();
  tband_freertos_event_group_name(eg, "flags");
  tt_expect("event_group_created eg_id=8");
  tt_expect("event_group_name eg_id=8 name=flags");
  CHECK_EQ(xEventGroupWaitBits(eg, 0x4, pdFALSE, pdFALSE, WAIT_FOREVER), SIM_EG_BLOCKED);
  tt_expect("curtask_block_on_event_group eg_id=8 bits=4");
  tt_expect("task_switched_in task_id=3");
  CHECK_EQ(xEventGroupSetBits(eg, 0x5), 0x5);
  tt_expect("event_group_set_bits eg_id=8 bits=5 value=5");
  tt_expect("task_to_rdy_state task_id=2");
  tt_expect("task_switched_in task_id=2");
  CHECK_EQ(xEventGroupClearBits(eg, 0x4), 0x5);
  tt_expect("event_group_clear_bits eg_id=8 bits=4 value=1");
  CHECK_EQ(xEventGroupGetBits(eg), 0x1); /* a read: not traced */

  /* ---- Software timer: expires in the timer task. ---- */
  tm = xTimerCreate("blink", 4, pdTRUE, NULL, blink);
  tt_expect("timer_name timer_id=9 name=blink");
  tt_expect("timer_created timer_id=9");
  CHECK_EQ(xTimerStart(tm, 0), pdPASS); /* tick 12: expires at 16, 20, ... */
  vTaskDelay(20);
  tt_expect("curtask_delay ticks=20");
  tt_expect("task_switched_in task_id=3");
  sim_tick(1); /* tick 13: the producer wakes */
  tt_expect("task_to_rdy_state task_id=1");
  tt_expect("task_switched_in task_id=1");
  sim_tick(3); /* tick 16 */
  tt_expect("task_to_rdy_state task_id=5");
  tt_expect("task_switched_in task_id=5");
  tt_expect("timer_expired timer_id=9");
  tt_expect("task_switched_in task_id=1");
  CHECK_EQ(timer_calls, 1);

  /* ---- Suspend, resume, priorities, deletion, delay-until. ---- */
  vTaskSuspend(low);
  tt_expect("task_suspended task_id=3");
  vTaskResume(low);
  tt_expect("task_resumed task_id=3");
  tt_expect("task_to_rdy_state task_id=3");
  vTaskSuspend(low);
  tt_expect("task_suspended task_id=3");
  sim_yield_from_isr(xTaskResumeFromISR(low));
  tt_expect("task_resumed_from_isr task_id=3");
  tt_expect("task_to_rdy_state task_id=3");
  vTaskPrioritySet(low, 4);
  tt_expect("task_priority_set task_id=3 priority=4");
  tt_expect("task_switched_in task_id=3");
  vTaskDelete(NULL);
  tt_expect("task_deleted task_id=3");
  tt_expect("task_switched_in task_id=1");
  last_wake = xTaskGetTickCount();
  CHECK_EQ(xTaskDelayUntil(&last_wake, 10), pdTRUE);
  tt_expect("curtask_delay_until time_to_wake=26");
  tt_expect("task_switched_in task_id=4");

  CHECK_EQ(tband_stop_streaming(), 0);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 0);
  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * An application written against Tonbandgerät's public API, the way its users write one: it
 * must build unchanged against Tonband's headers (tests/dropin/CMakeLists.txt compiles it with
 * gcc and clang, -Werror, tracing on and off). It relies on tband.h for <stdlib.h> (getenv,
 * exit) and ends function markers with tband_fn_end() without an id.
 */
#include "FreeRTOS.h"
#include "queue.h"
#include "task.h"
#include "tband.h"

#define ISR_ID_TIMER 1
#define EVTMARKER_PHASE 1
#define VALMARKER_LEVEL 2
#define FN_FILTER 3
#define FN_TICK 4
#define TASK_EVTMARKER_LOOP 1
#define TASK_VALMARKER_BACKLOG 2

static QueueHandle_t samples;
static volatile uint32_t timer_ticks;

void TIMER_IRQHandler(void);
void TIMER_IRQHandler(void) {
  uint32_t sample = timer_ticks;
  BaseType_t woken = pdFALSE;
  tband_isr_enter(ISR_ID_TIMER);
  timer_ticks++;
  (void)xQueueSendFromISR(samples, &sample, &woken);
  tband_isr_exit(ISR_ID_TIMER);
}

static uint32_t filter(uint32_t sample) {
  tband_fn_begin(FN_FILTER);
  sample = (sample * 3u) / 4u;
  tband_fn_end();
  return sample;
}

static void tick(void) {
  tband_fn(FN_TICK);
}

static void consumer(void *params) {
  uint32_t sample;
  (void)params;
  tband_freertos_scheduler_started(); /* from the first task, for FreeRTOS V10 */
  tband_freertos_task_evtmarker_name(TASK_EVTMARKER_LOOP, "loop");
  tband_freertos_task_valmarker_name(TASK_VALMARKER_BACKLOG, "backlog");
  for (;;) {
    tband_freertos_task_evtmarker_begin(TASK_EVTMARKER_LOOP, "sample");
    if (xQueueReceive(samples, &sample, 10) == pdPASS) {
      tband_valmarker(VALMARKER_LEVEL, (int64_t)filter(sample));
      tband_freertos_task_valmarker(TASK_VALMARKER_BACKLOG, (int64_t)uxQueueMessagesWaiting(samples));
    }
    tick();
    tband_freertos_task_evtmarker_end(TASK_EVTMARKER_LOOP);
  }
}

int main(void) {
  if (getenv("APP_NO_TRACE") == NULL) {
    tband_gather_system_metadata();
    tband_isr_name(ISR_ID_TIMER, "timer");
    tband_evtmarker_name(EVTMARKER_PHASE, "phase");
    tband_valmarker_name(VALMARKER_LEVEL, "level");
    if (tband_start_streaming() != 0) {
      exit(1);
    }
  }
  samples = xQueueCreate(8, sizeof(uint32_t));
  tband_freertos_queue_name(samples, "samples");
  tband_evtmarker(EVTMARKER_PHASE, "start");
  tband_evtmarker_begin(EVTMARKER_PHASE, "run");
  (void)xTaskCreate(consumer, "consumer", configMINIMAL_STACK_SIZE, NULL, 1, NULL);
  vTaskStartScheduler();
  tband_evtmarker_end(EVTMARKER_PHASE);
  exit(0);
}

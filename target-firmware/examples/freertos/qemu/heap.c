/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The heap example on QEMU, mps2-an385 and virt RV32: FreeRTOS's heap_4 traced (built with
 * tband_configFREERTOS_HEAP_TRACE_ENABLE 1). Task "alloc" takes blocks of 100, 200 and 300 bytes,
 * gives back the first two and leaks the third; task "spare" then takes 64 bytes, asks for more
 * than the whole heap (which fails) and gives the 64 back. The scheduler's own allocations (the
 * idle and timer tasks, the timer queue) come after tracing starts, before any task runs.
 *
 * The firmware reports the kernel's own numbers in the same trace, as value markers: "free"
 * (xPortGetFreeHeapSize()) when tracing starts and after every step, "min_free"
 * (xPortGetMinimumEverFreeHeapSize()) at the end, and "failed_result" (1 when the oversized
 * pvPortMalloc returned a block, 0 when it returned NULL). FreertosKernelTest checks the heap
 * events against them. The trace leaves over the board's UART (qemu_board.h).
 */
#include "FreeRTOS.h"
#include "qemu_board.h"
#include "task.h"
#include "tband.h"

#define STACK 256u
#define PRIO_ALLOC 2u
#define PRIO_SPARE 1u

/* The value markers' ids. */
#define VALUE_FREE 1u
#define VALUE_MIN_FREE 2u
#define VALUE_FAILED_RESULT 3u

static TaskHandle_t spare_handle;
/* The block "alloc" leaks on purpose; kept here so that it is plainly reachable, and never freed. */
static void *volatile leaked;

static void report_free(void) {
  tband_valmarker(VALUE_FREE, (int64_t)xPortGetFreeHeapSize());
}

static void alloc_task(void *arg) {
  void *a;
  void *b;
  (void)arg;
  tband_freertos_scheduler_started();
  a = pvPortMalloc(100u);
  report_free();
  b = pvPortMalloc(200u);
  report_free();
  leaked = pvPortMalloc(300u);
  report_free();
  vPortFree(b);
  report_free();
  vPortFree(a);
  report_free();
  xTaskNotifyGive(spare_handle);
  vTaskSuspend(NULL);
}

static void spare_task(void *arg) {
  void *small;
  void *too_big;
  (void)arg;
  (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
  small = pvPortMalloc(64u);
  report_free();
  too_big = pvPortMalloc(configTOTAL_HEAP_SIZE);
  tband_valmarker(VALUE_FAILED_RESULT, too_big != NULL ? 1 : 0);
  report_free();
  vPortFree(small);
  report_free();
  tband_valmarker(VALUE_MIN_FREE, (int64_t)xPortGetMinimumEverFreeHeapSize());
  (void)tband_stop_streaming();
  board_exit(true);
}

int main(void) {
  board_init();
  if (xTaskCreate(alloc_task, "alloc", STACK, NULL, PRIO_ALLOC, NULL) != pdPASS ||
      xTaskCreate(spare_task, "spare", STACK, NULL, PRIO_SPARE, &spare_handle) != pdPASS) {
    board_exit(false);
  }
  tband_gather_system_metadata();
  tband_valmarker_name(VALUE_FREE, "free");
  tband_valmarker_name(VALUE_MIN_FREE, "min_free");
  tband_valmarker_name(VALUE_FAILED_RESULT, "failed_result");
  (void)tband_start_streaming();
  report_free();
  vTaskStartScheduler();
  board_exit(false); /* only when the kernel could not start */
  return 0;
}

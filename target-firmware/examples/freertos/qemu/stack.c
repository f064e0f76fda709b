/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The stack example on QEMU, mps2-an385 and virt RV32: each task's stack use traced (built with
 * tband_configFREERTOS_STACK_TRACE_ENABLE 1). Task "deep" recurses to a depth of SHALLOW calls
 * and yields at the bottom, then to DEEP calls and yields there again: each yield switches it
 * out with its stack as deep as it goes, so the tracer's two lows of "deep" lie (DEEP - SHALLOW)
 * frames of recurse() apart. It then asks the tracer for its high-water mark and deletes itself,
 * which traces the mark again; task "finish" ends the run.
 *
 * The firmware reports its own numbers in the same trace, as value markers: "frame" (the bytes
 * of one frame of recurse(), from the addresses of two nested frames' locals) and "high_water"
 * (uxTaskGetStackHighWaterMark(NULL) in bytes, right after the tracer's request).
 * FreertosKernelTest checks the stack events against them. The trace leaves over the board's
 * UART (qemu_board.h).
 */
#include "FreeRTOS.h"
#include "qemu_board.h"
#include "task.h"
#include "tband.h"

#define STACK 256u
#define PRIO_DEEP 3u
#define PRIO_FINISH 1u
#define SHALLOW 4u
#define DEEP 12u

/* The value markers' ids. */
#define VALUE_FRAME 1u
#define VALUE_HIGH_WATER 2u

/* One frame of recurse(), measured by its first nested call. */
static uint32_t frame_bytes;

/* Recurses depth times and yields at the bottom; caller_local is the caller's local (0: none). */
static void __attribute__((noinline)) recurse(uint32_t depth, uintptr_t caller_local) {
  volatile uint8_t local[24];
  local[0] = (uint8_t)depth;
  if (caller_local != 0u && frame_bytes == 0u) {
    frame_bytes = (uint32_t)(caller_local - (uintptr_t)local);
  }
  if (depth > 1u) {
    recurse(depth - 1u, (uintptr_t)local);
  } else {
    taskYIELD();
  }
  local[1] = local[0]; /* used after the call: no tail call, every level keeps its frame */
}

static void deep_task(void *arg) {
  (void)arg;
  tband_freertos_scheduler_started();
  recurse(SHALLOW, 0u);
  recurse(DEEP, 0u);
  tband_valmarker(VALUE_FRAME, (int64_t)frame_bytes);
  tband_freertos_task_stack_high_water(NULL);
  tband_valmarker(VALUE_HIGH_WATER, (int64_t)(uxTaskGetStackHighWaterMark(NULL) * sizeof(StackType_t)));
  vTaskDelete(NULL);
}

static void finish_task(void *arg) {
  (void)arg;
  (void)tband_stop_streaming();
  board_exit(true);
}

int main(void) {
  board_init();
  if (xTaskCreate(deep_task, "deep", STACK, NULL, PRIO_DEEP, NULL) != pdPASS ||
      xTaskCreate(finish_task, "finish", STACK, NULL, PRIO_FINISH, NULL) != pdPASS) {
    board_exit(false);
  }
  tband_gather_system_metadata();
  tband_valmarker_name(VALUE_FRAME, "frame");
  tband_valmarker_name(VALUE_HIGH_WATER, "high_water");
  (void)tband_start_streaming();
  vTaskStartScheduler();
  board_exit(false); /* only when the kernel could not start */
  return 0;
}

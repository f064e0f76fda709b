/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Probe for bench/freertos-hooks.sh: N calls of one kind through the real FreeRTOS kernel on QEMU
 * mps2-an385, before the scheduler starts, streaming over UART0, then the end of the run.
 *   BENCH_KIND 0: xQueueReceive with no wait on an empty queue (a failed call: queue_call_failed)
 *   BENCH_KIND 1: pvPortMalloc(16) and vPortFree of the block (heap_malloc and heap_free)
 * Built with the hooks of the kind on and off, the difference of the instructions per call is
 * what the hooks cost.
 */
#include "FreeRTOS.h"
#include "mps2_an385.h"
#include "queue.h"
#include "tband.h"
#include "tband_cm_timestamp.h"

int main(void) {
  QueueHandle_t queue;
  uint32_t item;
  long i;
  mps2_uart_init();
  tband_cm_timestamp_init();
  queue = xQueueCreate(1u, sizeof item);
  (void)tband_start_streaming();
  for (i = 0; i < BENCH_EVENTS; i++) {
    if (BENCH_KIND == 0) {
      (void)xQueueReceive(queue, &item, 0u);
    } else {
      vPortFree(pvPortMalloc(16u));
    }
  }
  mps2_semihost_exit(MPS2_EXIT_OK);
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Probe for bench/firmware-footprint.sh: the cost of the stack hook that traceTASK_SWITCHED_OUT
 * calls (tband_configFREERTOS_STACK_TRACE_ENABLE 1), built for the host against the real kernel's
 * headers and run under callgrind. No scheduler runs: the probe calls the hook as the kernel's
 * switch-out would, for task 1, N times. Its clock and stream are bench_io.c's.
 *   stack_bench <n> <kind>   kind 0: task 1 with the same free stack each time (a compare, no
 *                            event: the common case); 1: tasks 1 and 17 in turn, which share a
 *                            slot of the 16, so that each call is a low to trace (an event of
 *                            600 bytes free, as a new low would be)
 */
#include "FreeRTOS.h"
#include "task.h"

#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  int kind = argc > 2 ? atoi(argv[2]) : 0;
  long i;
  (void)tband_start_streaming();
  for (i = 0; i < n; i++) {
    impl_tband_freertos_task_switched_out(kind == 0 || (i & 1) == 0 ? 1u : 17u, 150u);
  }
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * FreeRTOS hooks on two cores, which no kernel the tests can run offers (the POSIX port has one
 * core): tasks of the simulated kernel, the hooks expanded as an SMP kernel expands them, and the
 * POSIX port's cores played by one thread. A switch is recorded only when the task of that core
 * changes, and each core's idle task is marked with its core. A core that switched while tracing
 * was off records its task at its first switch after tracing restarts, even the same task.
 */
#include "FreeRTOS.h"
#include "task.h"
#include "tband_encode.h"
#include "trace_test.h"

void tband_posix_set_core_id(unsigned int core_id);

/* What the kernel's context switch on `core` does: pxCurrentTCB is that core's task. */
static void switch_in(unsigned int core, TaskHandle_t task) {
  TaskHandle_t pxCurrentTCB = task;
  tband_posix_set_core_id(core);
  traceTASK_SWITCHED_IN();
}

int main(void) {
  TaskHandle_t idle[configNUMBER_OF_CORES];
  TaskHandle_t a;
  TaskHandle_t b;

  tt_begin("freertos_smp");
  tt_expect("@per-core");
  tband_posix_set_core_id(0);
  tband_gather_system_metadata();
  CHECK_EQ(xTaskCreate(NULL, "IDLE0", 64, NULL, 0, &idle[0]), pdPASS);
  CHECK_EQ(xTaskCreate(NULL, "IDLE1", 64, NULL, 0, &idle[1]), pdPASS);
  CHECK_EQ(xTaskCreate(NULL, "a", 64, NULL, 1, &a), pdPASS);
  CHECK_EQ(xTaskCreate(NULL, "b", 64, NULL, 1, &b), pdPASS);
  tt_expect("c0 ts_resolution_ns ns_per_ts=10");
  tt_expect("c0 catalogue_fingerprint fingerprint=%llu", (unsigned long long)TBAND_CATALOGUE_FINGERPRINT);
  tt_expect("c0 task_name task_id=1 name=IDLE0");
  tt_expect("c0 task_name task_id=2 name=IDLE1");
  tt_expect("c0 task_name task_id=3 name=a");
  tt_expect("c0 task_name task_id=4 name=b");

  CHECK_EQ(tband_start_streaming(), 0);
  switch_in(0, a);
  switch_in(0, a); /* selected again: nothing */
  switch_in(1, b);
  switch_in(0, a); /* core 1's switch changes nothing on core 0 */
  switch_in(1, b);
  switch_in(0, idle[0]);
  switch_in(1, a);
  tt_expect("c0 task_switched_in task_id=3");
  tt_expect("c1 task_switched_in task_id=4");
  tt_expect("c0 task_switched_in task_id=1");
  tt_expect("c1 task_switched_in task_id=3");

  traceSTARTING_SCHEDULER(idle); /* from core 1 */
  tt_expect("c1 task_is_idle_task task_id=1 core_id=0");
  tt_expect("c1 task_is_idle_task task_id=2 core_id=1");

  /* A switch while tracing is off is not recorded, and the next trace starts afresh. */
  CHECK_EQ(tband_stop_streaming(), 0);
  switch_in(0, idle[0]);
  CHECK_EQ(tband_restart_streaming(), 0);
  switch_in(0, idle[0]);
  switch_in(1, a); /* core 1 did not switch meanwhile: still a, nothing */
  tt_expect("c0 task_switched_in task_id=1");
  CHECK_EQ(tband_stop_streaming(), 0);

  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

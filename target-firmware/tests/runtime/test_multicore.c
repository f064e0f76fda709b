/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Multi-core (4 simulated cores = 4 threads, POSIX port, built with ThreadSanitizer).
 *
 * Streaming: all cores share one stream; each core's events must arrive complete and in
 * order, each behind a core_id event naming its core. Snapshot: per-core buffers, per-core
 * metadata; when the first buffer fills, tracing stops for all and the callback runs once.
 */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "tband_encode.h"
#include "trace_test.h"

#include <pthread.h>
#include <stdio.h>

#define CORES 4
#define EVENTS 500

void tband_posix_set_core_id(unsigned int core_id);

static pthread_barrier_t named;  /* every core has recorded its metadata */
static pthread_barrier_t started; /* tracing runs */
static bool hammer;               /* phase 2: trace until the snapshot stops */

/* A function marker used by every core at once: it must be named exactly once. */
static void traced_fn(void) {
  tband_fn_begin(9);
  tband_fn_end(9);
}

static void *core_main(void *arg) {
  unsigned int core = (unsigned int)(uintptr_t)arg;
  char name[8];
  unsigned int i;
  tband_posix_set_core_id(core);
  snprintf(name, sizeof name, "isr%u", core);
  tband_isr_name(core * 100 + 1, name);
  pthread_barrier_wait(&named);
  pthread_barrier_wait(&started);
  if (hammer) {
    for (i = 0; i < 100000 && tband_tracing_enabled(); i++) {
      tband_isr_enter(core);
    }
    return NULL;
  }
  for (i = 0; i < 10; i++) {
    traced_fn();
  }
  for (i = 0; i < EVENTS; i++) {
    tband_isr_enter(core * 100 + 1);
    tband_valmarker(core, (int64_t)i - 250);
    tband_isr_exit(core * 100 + 1);
  }
  return NULL;
}

static void expect_core(unsigned int core) {
  unsigned int i;
  tt_expect("c%u isr_name isr_id=%u name=isr%u", core, core * 100 + 1, core);
  for (i = 0; i < EVENTS; i++) {
    tt_expect("c%u isr_enter isr_id=%u", core, core * 100 + 1);
    tt_expect("c%u valmarker valmarker_id=%u val=%d", core, core, (int)i - 250);
    tt_expect("c%u isr_exit isr_id=%u", core, core * 100 + 1);
  }
}

static void run_cores(int (*start)(void)) {
  pthread_t threads[CORES];
  unsigned int c;
  pthread_barrier_init(&named, NULL, CORES + 1);
  pthread_barrier_init(&started, NULL, CORES + 1);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_create(&threads[c], NULL, core_main, (void *)(uintptr_t)c) == 0);
  }
  pthread_barrier_wait(&named);
  CHECK_EQ(start(), 0);
  pthread_barrier_wait(&started);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_join(threads[c], NULL) == 0);
  }
  pthread_barrier_destroy(&named);
  pthread_barrier_destroy(&started);
}

int main(void) {
  unsigned int c;
  run_cores(tband_start_streaming);
  CHECK_EQ(tband_stop_streaming(), 0);
  CHECK(tband_tracing_finished());
  tt_begin("multicore_streaming");
  tt_expect("@per-core");
  tt_expect("@time-ordered"); /* one stream: in time order across the cores too */
  /* A heartbeat before every 50th of each core's 1520 events. */
  tt_expect("@count dropped_evt_cnt %u", CORES * ((3 * EVENTS + 20) / 50));
  tt_expect("@count evtmarker_name 1");
  tt_expect("@count evtmarker_begin %u", CORES * 10);
  tt_expect("@count evtmarker_end %u", CORES * 10);
  for (c = 0; c < CORES; c++) {
    expect_core(c);
  }
  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

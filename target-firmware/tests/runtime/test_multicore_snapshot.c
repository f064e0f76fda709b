/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Multi-core snapshot (4 threads as cores, ThreadSanitizer): per-core buffers and metadata,
 * and a race to fill the buffers: tracing stops for all cores once, the callback runs once,
 * and every buffer holds only whole frames.
 */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "tband_encode.h"
#include "trace_test.h"

#include <pthread.h>
#include <stdio.h>

#define CORES 4
#define EVENTS 100

void tband_posix_set_core_id(unsigned int core_id);

static pthread_barrier_t named;
static pthread_barrier_t started;
static bool hammer;

static void *core_main(void *arg) {
  unsigned int core = (unsigned int)(uintptr_t)arg;
  char name[8];
  unsigned int i;
  tband_posix_set_core_id(core);
  if (!hammer) {
    snprintf(name, sizeof name, "isr%u", core);
    tband_isr_name(core, name);
  }
  pthread_barrier_wait(&named);
  pthread_barrier_wait(&started);
  if (hammer) {
    for (i = 0; i < 1000000 && tband_tracing_enabled(); i++) {
      tband_isr_enter(core);
    }
  } else {
    for (i = 0; i < EVENTS; i++) {
      tband_isr_enter(core);
      tband_isr_exit(core);
    }
  }
  return NULL;
}

static void run_cores(void) {
  pthread_t threads[CORES];
  unsigned int c;
  pthread_barrier_init(&named, NULL, CORES + 1);
  pthread_barrier_init(&started, NULL, CORES + 1);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_create(&threads[c], NULL, core_main, (void *)(uintptr_t)c) == 0);
  }
  pthread_barrier_wait(&named);
  CHECK_EQ(tband_trigger_snapshot(), 0);
  pthread_barrier_wait(&started);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_join(threads[c], NULL) == 0);
  }
  pthread_barrier_destroy(&named);
  pthread_barrier_destroy(&started);
}

/* A readout of all cores into one trace: core_id, then the core's metadata and snapshot. */
static void readout(void) {
  unsigned int c;
  for (c = 0; c < CORES; c++) {
    uint8_t id[EVT_CORE_ID_MAXLEN];
    tt_write(id, encode_core_id(id, 0, c));
    tt_write_volatile(tband_get_metadata_buf(c), tband_get_metadata_buf_amnt(c));
    tt_write_volatile(tband_get_core_snapshot_buf(c), tband_get_core_snapshot_buf_amnt(c));
  }
}

int main(void) {
  unsigned int c;
  unsigned int i;

  run_cores();
  CHECK_EQ(tband_stop_snapshot(), 0);
  CHECK_EQ(tt_snapshot_full_calls, 0);
  tt_begin("multicore_snapshot");
  tt_expect("@per-core");
  for (c = 0; c < CORES; c++) {
    tt_expect("c%u isr_name isr_id=%u name=isr%u", c, c, c);
    /* 200 events: a heartbeat before the 50th, 100th, 150th and 200th. */
    for (i = 1; i <= 2 * EVENTS; i++) {
      if (i % 50 == 0) {
        tt_expect("c%u dropped_evt_cnt cnt=0", c);
      }
      if (i % 2 == 1) {
        tt_expect("c%u isr_enter isr_id=%u", c, c);
      } else {
        tt_expect("c%u isr_exit isr_id=%u", c, c);
      }
    }
  }
  readout();
  tt_end();

  /* The race to fill. */
  CHECK_EQ(tband_reset_snapshot(), 0);
  hammer = true;
  run_cores();
  CHECK(!tband_tracing_enabled());
  CHECK(tband_tracing_finished());
  CHECK_EQ(tt_snapshot_full_calls, 1);
  {
    bool one_full = false;
    for (c = 0; c < CORES; c++) {
      uint8_t copy[tband_configBACKEND_SNAPSHOT_BUF_SIZE];
      uint8_t ids[1];
      size_t n = tband_get_core_snapshot_buf_amnt(c);
      for (i = 0; i < n; i++) {
        copy[i] = tband_get_core_snapshot_buf(c)[i];
      }
      (void)tt_frame_ids(copy, n, ids, 1); /* whole, well-formed frames */
      one_full = one_full || n + EVT_ISR_ENTER_MAXLEN > sizeof copy;
    }
    CHECK(one_full);
  }
  return 0;
}

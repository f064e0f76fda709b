/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Multi-core post-mortem (4 threads as cores, ThreadSanitizer): per-core rings keep each
 * core's newest events, and the dump gives every core's metadata, frames and overwritten count
 * behind its core_id event.
 */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "tband_encode.h"
#include "trace_test.h"

#include <pthread.h>
#include <stdio.h>

#define CORES 4
#define EVENTS 300

void tband_posix_set_core_id(unsigned int core_id);

static pthread_barrier_t named;
static pthread_barrier_t started;

static void *core_main(void *arg) {
  unsigned int core = (unsigned int)(uintptr_t)arg;
  char name[8];
  unsigned int i;
  tband_posix_set_core_id(core);
  snprintf(name, sizeof name, "isr%u", core);
  tband_isr_name(core, name);
  pthread_barrier_wait(&named);
  pthread_barrier_wait(&started);
  for (i = 0; i < EVENTS; i++) {
    tband_isr_enter(core * 1000 + i);
  }
  return NULL;
}

static void dump_write(const uint8_t *data, size_t len) {
  tt_write(data, len);
}

int main(void) {
  pthread_t threads[CORES];
  unsigned int c;
  unsigned int i;
  pthread_barrier_init(&named, NULL, CORES + 1);
  pthread_barrier_init(&started, NULL, CORES + 1);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_create(&threads[c], NULL, core_main, (void *)(uintptr_t)c) == 0);
  }
  pthread_barrier_wait(&named);
  CHECK_EQ(tband_start_post_mortem(), 0);
  pthread_barrier_wait(&started);
  for (c = 0; c < CORES; c++) {
    CHECK(pthread_join(threads[c], NULL) == 0);
  }
  CHECK_EQ(tband_stop_post_mortem(), 0);

  tt_begin("multicore_post_mortem");
  tt_expect("@per-core");
  for (c = 0; c < CORES; c++) {
    uint8_t ring[256];
    uint8_t ids[256];
    size_t amnt = tband_read_core_post_mortem(c, 0, ring, sizeof ring);
    size_t frames = tt_frame_ids(ring, amnt, ids, sizeof ids);
    uint32_t overwritten = tband_get_core_post_mortem_overwritten(c);
    CHECK_EQ(amnt, tband_get_core_post_mortem_amnt(c));
    CHECK_EQ(frames + overwritten, EVENTS);
    CHECK(amnt > 256 - EVT_ISR_ENTER_MAXLEN);
    tt_expect("c%u isr_name isr_id=%u name=isr%u", c, c, c);
    for (i = EVENTS - (unsigned)frames; i < EVENTS; i++) {
      tt_expect("c%u isr_enter isr_id=%u", c, c * 1000 + i);
    }
    tt_expect("c%u dropped_evt_cnt cnt=%u", c, overwritten);
  }
  CHECK_EQ(tband_post_mortem_dump(dump_write), 0);
  tt_end();
  pthread_barrier_destroy(&named);
  pthread_barrier_destroy(&started);
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Multi-core streaming start (2 threads as cores, ThreadSanitizer): a name traced on core 0
 * while core 1 starts the stream, after core 0's metadata buffer went out and before tracing
 * is on, must reach the stream (exactly once). It used to land in the buffer after the buffer
 * had been sent: neither streamed nor counted as lost.
 */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "trace_test.h"

#include <pthread.h>
#include <time.h>

void tband_posix_set_core_id(unsigned int core_id);
unsigned int tband_posix_core_id(void);

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static bool ready;   /* core 0 has named its first ISR */
static bool go;      /* core 0 may name the late ISR */
static bool named;   /* core 0's tband_isr_name(7, ...) returned */
static bool started; /* tband_start_streaming() returned */

static void set(bool *flag) {
  pthread_mutex_lock(&mutex);
  *flag = true;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&mutex);
}

static void await(const bool *flag) {
  pthread_mutex_lock(&mutex);
  while (!*flag) {
    pthread_cond_wait(&changed, &mutex);
  }
  pthread_mutex_unlock(&mutex);
}

static void *core0_main(void *arg) {
  (void)arg;
  tband_posix_set_core_id(0);
  tband_isr_name(0, "isr0");
  set(&ready);
  await(&go);
  tband_isr_name(7, "late");
  set(&named);
  await(&started);
  tband_isr_enter(7);
  return NULL;
}

/*
 * Every stream write calls this. From the third write of core 1's start on (core 1's core_id
 * event, after core 0's core_id and metadata buffer), it lets core 0 name an ISR and gives it
 * 200 ms to finish, which it cannot while the start holds core 0's lock.
 */
static void during_start(void) {
  struct timespec until;
  if (tband_posix_core_id() != 1 || tt_stream_calls < 3) {
    return;
  }
  pthread_mutex_lock(&mutex);
  if (!started) {
    go = true;
    pthread_cond_broadcast(&changed);
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 200000000L;
    if (until.tv_nsec >= 1000000000L) {
      until.tv_sec++;
      until.tv_nsec -= 1000000000L;
    }
    while (!named && pthread_cond_timedwait(&changed, &mutex, &until) == 0) {
    }
  }
  pthread_mutex_unlock(&mutex);
}

/* Frames in the stream that name ISR 7. */
static unsigned count_late_names(void) {
  uint8_t ids[64];
  size_t frames = tt_frame_ids(tt_stream, tt_stream_len, ids, sizeof ids);
  size_t i;
  unsigned n = 0;
  CHECK(frames <= sizeof ids);
  for (i = 0; i < frames; i++) {
    uint8_t payload[64];
    size_t pos = 1;
    tt_frame_payload(tt_stream, tt_stream_len, i, payload, sizeof payload);
    if (ids[i] == 0x03 && tt_varint(payload, &pos) == 7) {
      n++;
    }
  }
  return n;
}

int main(void) {
  pthread_t core0;
  tt_stream_hook = during_start;
  tband_posix_set_core_id(1);
  tband_isr_name(1, "isr1");
  CHECK(pthread_create(&core0, NULL, core0_main, NULL) == 0);
  await(&ready);

  CHECK_EQ(tband_start_streaming(), 0);
  set(&started);
  tband_isr_enter(1);
  CHECK(pthread_join(core0, NULL) == 0);
  CHECK_EQ(tband_stop_streaming(), 0);

  CHECK_EQ(count_late_names(), 1);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 0);
  tt_begin("streaming_names");
  tt_expect("@per-core");
  tt_expect("@time-ordered"); /* one stream: in time order across the cores too */
  tt_expect("c0 isr_name isr_id=0 name=isr0");
  tt_expect("c0 isr_name isr_id=7 name=late");
  tt_expect("c0 isr_enter isr_id=7");
  tt_expect("c1 isr_name isr_id=1 name=isr1");
  tt_expect("c1 isr_enter isr_id=1");
  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

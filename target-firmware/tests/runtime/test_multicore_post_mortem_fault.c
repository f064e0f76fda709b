/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * A fault on one core while it holds its own lock, in the middle of a post-mortem ring update
 * (2 threads as cores, ThreadSanitizer, 64-byte rings). Core 0 traces until tracing stops;
 * core 1 traces until a simulated fault at one step of its updates, each step in turn. The
 * fault handler (on core 1) traces a marker, stops and dumps: it must not wait for core 1's own
 * lock (which would never be released), but does wait for core 0's event in flight. Both
 * cores' parts of the dump must decode, hold runs of their newest events without gaps, and
 * count exactly what they lack. A watchdog ends a hung run.
 */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "trace_test.h"

#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define EVENTS 30u
#define MARKER_ID 999u

void tband_posix_set_core_id(unsigned int core_id);
unsigned int tband_posix_core_id(void);

/* Core 1's fault points; only core 1 touches these. */
static bool counting;
static unsigned points;
static unsigned armed;

void tt_fault_point(int step) {
  (void)step;
  if (tband_posix_core_id() == 1 && counting && points++ == armed) {
    counting = false;
    tband_evtmarker(MARKER_ID, "hardfault");
    (void)tband_stop_post_mortem();
    tt_dump_len = 0;
    CHECK_EQ(tband_post_mortem_dump(tt_dump_write), 0);
  }
}

static void core1_event(unsigned i) {
  if (i % 2 == 0) {
    tband_isr_enter(i);
  } else {
    tband_evtmarker(i, "abcdefgh");
  }
}

static void *core0_main(void *arg) {
  uint32_t i;
  (void)arg;
  tband_posix_set_core_id(0);
  for (i = 0; tband_tracing_enabled(); i++) {
    tband_isr_enter(i);
  }
  return NULL;
}

/*
 * Checks one core's part of the dump, frames [*f, next core_id): its events (isr_enter or
 * evtmarker; their id field is their index) run without a gap up to at most `last_max`, and the
 * final dropped_evt_cnt counts those before the first kept one, plus `nested`.
 */
static void check_core(const uint8_t *ids, size_t frames, size_t *f, unsigned core, long last_max,
                       unsigned nested) {
  long first = -1;
  long last = -1;
  uint8_t payload[64];
  size_t pos;
  CHECK_EQ(ids[*f], 0x00); /* core_id */
  tt_frame_payload(tt_dump, tt_dump_len, *f, payload, sizeof payload);
  pos = 1;
  (void)tt_varint(payload, &pos);
  CHECK_EQ(tt_varint(payload, &pos), core);
  for ((*f)++; *f < frames && ids[*f] != 0x00; (*f)++) {
    tt_frame_payload(tt_dump, tt_dump_len, *f, payload, sizeof payload);
    pos = 1;
    (void)tt_varint(payload, &pos); /* ts */
    if (ids[*f] == 0x01) {
      if (*f + 1 == frames || ids[*f + 1] == 0x00) {
        CHECK_EQ(tt_varint(payload, &pos), (first < 0 ? 0 : (uint64_t)first) + nested);
      }
      continue;
    }
    CHECK(ids[*f] == 0x04 || ids[*f] == 0x07);
    {
      long index = (long)tt_varint(payload, &pos);
      CHECK(last < 0 || index == last + 1);
      first = first < 0 ? index : first;
      last = index;
    }
  }
  CHECK(last <= last_max);
  CHECK_EQ(ids[*f - 1], 0x01);
}

int main(void) {
  unsigned total;
  unsigned i;
  unsigned runs = 0;
  alarm(60); /* a handler that waits for its own core's lock hangs: end the run as failed */
  tband_posix_set_core_id(1);

  /* A dry run on core 1 alone counts its fault points. */
  CHECK_EQ(tband_start_post_mortem(), 0);
  armed = ~0u;
  counting = true;
  for (i = 0; i < EVENTS; i++) {
    core1_event(i);
  }
  counting = false;
  total = points;
  CHECK(total > 4 * EVENTS);
  CHECK_EQ(tband_stop_post_mortem(), 0);

  for (armed = 0; armed < total; armed++) {
    pthread_t core0;
    unsigned in_progress = EVENTS;
    uint8_t ids[256];
    size_t frames;
    size_t f = 0;
    CHECK_EQ(tband_reset_post_mortem(), 0);
    CHECK_EQ(tband_start_post_mortem(), 0);
    CHECK(pthread_create(&core0, NULL, core0_main, NULL) == 0);
    points = 0;
    counting = true;
    /* Core 0 moves the shared clock, so core 1's frame sizes, and with them its fault points,
     * vary from run to run: core 1 traces until its fault. */
    for (i = 0; counting; i++) {
      core1_event(i);
      if (!counting) {
        in_progress = i;
      }
    }
    CHECK(pthread_join(core0, NULL) == 0);
    frames = tt_frame_ids(tt_dump, tt_dump_len, ids, sizeof ids);
    CHECK(frames <= sizeof ids);
    check_core(ids, frames, &f, 0, 1L << 30, 0);
    check_core(ids, frames, &f, 1, (long)in_progress, 1);
    CHECK_EQ(f, frames);
    runs++;
  }
  CHECK_EQ(runs, total);
  printf("%u fault points on core 1, each dumped with core 0 running\n", total);
  return 0;
}

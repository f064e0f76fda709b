/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Post-mortem backend (64-byte ring): the ring wraps with frames straddling its end, keeps
 * only whole frames, oldest first; overwritten events are counted and reported by the dump;
 * a reset empties the ring and its counters. (An event larger than the ring does not build:
 * tests/compile.)
 */
#include "tband.h"
#include "trace_test.h"

#include <stdio.h>

#define EVENTS 40

static void dump_write(const uint8_t *data, size_t len) {
  tt_write(data, len);
}

/* The readout API, read in 7-byte pieces, must give the same bytes as a plain copy. */
static size_t read_all(uint8_t *out, size_t max) {
  size_t n = 0;
  for (;;) {
    size_t got = tband_read_core_post_mortem(0, n, out + n, max - n < 7 ? max - n : 7);
    if (got == 0) {
      return n;
    }
    n += got;
  }
}

int main(void) {
  unsigned i;
  uint8_t ring[64];
  uint8_t ids[64];
  size_t amnt;
  size_t frames;
  char lines[EVENTS][64];

  tt_begin("post_mortem");
  tband_isr_name(1, "timer");
  tt_expect("isr_name isr_id=1 name=timer");

  CHECK_EQ(tband_start_post_mortem(), 0);
  CHECK_EQ(tband_start_post_mortem(), -1);
  CHECK_EQ(tband_get_core_post_mortem_amnt(0), 0); /* not readable while recording */
  /* 5- and 8-byte frames: 64 is a multiple of neither run, so frames straddle the end. */
  for (i = 0; i < EVENTS; i++) {
    if (i % 3 == 2) {
      tband_evtmarker(i, "abc");
      snprintf(lines[i], sizeof lines[i], "evtmarker evtmarker_id=%u msg=abc", i);
    } else {
      tband_isr_enter(i);
      snprintf(lines[i], sizeof lines[i], "isr_enter isr_id=%u", i);
    }
  }
  CHECK_EQ(tband_post_mortem_dump(dump_write), -1); /* still recording */
  CHECK_EQ(tband_stop_post_mortem(), 0);

  amnt = tband_get_core_post_mortem_amnt(0);
  CHECK(amnt > 64 - 8 && amnt <= 64);
  CHECK_EQ(read_all(ring, sizeof ring), amnt);
  frames = tt_frame_ids(ring, amnt, ids, 64);
  CHECK_EQ(frames + tband_get_core_post_mortem_overwritten(0), EVENTS);
  /* The newest frames, in order. */
  for (i = 0; i < frames; i++) {
    CHECK_EQ(ids[i], (EVENTS - frames + i) % 3 == 2 ? 0x07 : 0x04);
  }
  /* The ring was filled from its start with 5- and 8-byte frames (timestamps stay below 128):
   * after `written` bytes the oldest kept frame starts at (written - amnt) mod 64. At least one
   * kept frame must run across the end of the buffer, and still read back whole. */
  {
    size_t written = 0;
    size_t off = 0;
    bool straddles = false;
    for (i = 0; i < EVENTS; i++) {
      written += i % 3 == 2 ? 8u : 5u;
    }
    for (i = 0; i < frames; i++) {
      size_t start = (written - amnt + off) % 64;
      size_t len = (EVENTS - frames + i) % 3 == 2 ? 8u : 5u;
      CHECK_EQ(ring[off + len - 1], 0); /* the frame ends where its size says */
      straddles = straddles || start + len > 64;
      off += len;
    }
    CHECK_EQ(off, amnt);
    CHECK(straddles);
  }
  for (i = (unsigned)(EVENTS - frames); i < EVENTS; i++) {
    tt_expect("%s", lines[i]);
  }
  tt_expect("dropped_evt_cnt cnt=%u", (unsigned)(EVENTS - frames));
  CHECK_EQ(tband_post_mortem_dump(dump_write), 0);
  tt_end();

  /* Reset empties the ring and its counters. */
  tt_begin("post_mortem_reset");
  tt_expect("isr_name isr_id=1 name=timer");
  CHECK_EQ(tband_reset_post_mortem(), 0);
  CHECK_EQ(tband_get_core_post_mortem_amnt(0), 0);
  CHECK_EQ(tband_get_core_post_mortem_overwritten(0), 0);
  CHECK_EQ(tband_start_post_mortem(), 0);
  CHECK_EQ(tband_reset_post_mortem(), -1);
  tband_isr_enter(4);
  tt_expect("isr_enter isr_id=4");
  CHECK_EQ(tband_stop_post_mortem(), 0);
  tt_expect("dropped_evt_cnt cnt=0");
  CHECK_EQ(tband_post_mortem_dump(dump_write), 0);
  tt_end();
  return 0;
}

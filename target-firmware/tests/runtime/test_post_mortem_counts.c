/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What the post-mortem dump counts (200-byte ring, a dropped_evt_cnt heartbeat before every 4th
 * event, 16-byte metadata buffer): exactly the events that are not in the dump. The ring's own
 * heartbeats that were overwritten are not events and must not be counted; a name missing from
 * the metadata buffer is counted in every dump, also after a reset.
 */
#include "tband.h"
#include "trace_test.h"


#define EVENTS 100u

/* Field `index` (0 = the timestamp) of frame `frame` of the dump, a varint after the id. */
static uint64_t field(size_t frame, unsigned index) {
  uint8_t payload[64];
  size_t pos = 1;
  uint64_t v = 0;
  unsigned i;
  tt_frame_payload(tt_dump, tt_dump_len, frame, payload, sizeof payload);
  for (i = 0; i <= index; i++) {
    v = tt_varint(payload, &pos);
  }
  return v;
}

int main(void) {
  uint8_t ids[128];
  size_t frames;
  size_t f;
  unsigned next = 0;
  unsigned first = EVENTS;

  tband_isr_name(1, "timer"); /* 9 bytes: fits the metadata buffer */

  tt_begin("post_mortem_counts");
  tt_expect("isr_name isr_id=1 name=timer");
  CHECK_EQ(tband_start_post_mortem(), 0);
  for (f = 0; f < EVENTS; f++) {
    tband_isr_enter((uint32_t)f);
  }
  CHECK_EQ(tband_stop_post_mortem(), 0);
  CHECK_EQ(tband_post_mortem_dump(tt_dump_write), 0);
  tt_write(tt_dump, tt_dump_len);
  frames = tt_frame_ids(tt_dump, tt_dump_len, ids, sizeof ids);
  CHECK(frames < sizeof ids);
  CHECK_EQ(ids[0], 0x03);
  /* Between the name and the final count: the newest events in order, and heartbeats. */
  for (f = 1; f + 1 < frames; f++) {
    if (ids[f] == 0x04) {
      unsigned id = (unsigned)field(f, 1);
      if (first == EVENTS) {
        first = id;
      } else {
        CHECK_EQ(id, next);
      }
      next = id + 1;
      tt_expect("isr_enter isr_id=%u", id);
    } else {
      CHECK_EQ(ids[f], 0x01);
      CHECK_EQ(field(f, 1), 0);
      tt_expect("dropped_evt_cnt cnt=0");
    }
  }
  CHECK_EQ(next, EVENTS);
  CHECK(first > 20); /* far more than the ring holds were traced */
  CHECK_EQ(ids[frames - 1], 0x01);
  CHECK_EQ(field(frames - 1, 1), first); /* exactly the events before the oldest kept one */
  CHECK_EQ(tband_get_core_post_mortem_overwritten(0), first);
  tt_expect("dropped_evt_cnt cnt=%u", first);
  tt_end();

  /* A name that does not fit leaves a gap in the metadata buffer for good: after a reset, the
   * new trace reports it before its first event, and the dump counts it. */
  tt_begin("post_mortem_gap_after_reset");
  tt_dump_len = 0;
  tband_isr_name(2, "uart"); /* 8 more bytes: does not fit */
  CHECK_EQ(tband_reset_post_mortem(), 0);
  CHECK_EQ(tband_start_post_mortem(), 0);
  for (f = 0; f < 3; f++) {
    tband_isr_enter(200 + (uint32_t)f);
  }
  CHECK_EQ(tband_stop_post_mortem(), 0);
  CHECK_EQ(tband_post_mortem_dump(tt_dump_write), 0);
  tt_write(tt_dump, tt_dump_len);
  frames = tt_frame_ids(tt_dump, tt_dump_len, ids, sizeof ids);
  CHECK_EQ(frames, 6);
  CHECK_EQ(field(frames - 1, 1), 1);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("dropped_evt_cnt cnt=1");
  tt_expect("isr_enter isr_id=200");
  tt_expect("isr_enter isr_id=201");
  tt_expect("isr_enter isr_id=202");
  tt_expect("dropped_evt_cnt cnt=1");
  tt_end();
  return 0;
}

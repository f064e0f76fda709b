/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Snapshot backend (64-byte buffer): a buffer filled exactly to its last byte, then an event
 * larger than the space left; whole frames only, the callback once, reset and readout.
 */
#include "tband.h"
#include "trace_test.h"

/* Frame sizes while timestamps stay below 128 (one varint byte):
 * isr_enter(id < 128): 0x04 ts id -> 3 payload bytes -> 5 framed; evtmarker(id, "abc"): 8. */
#define ISR_ENTER_LEN 5
#define EVTMARKER_ABC_LEN 8

static void readout(void) {
  tt_write_volatile(tband_get_metadata_buf(0), tband_get_metadata_buf_amnt(0));
  tt_write_volatile(tband_get_core_snapshot_buf(0), tband_get_core_snapshot_buf_amnt(0));
}

static void metadata_lines(void) {
  tt_expect("isr_name isr_id=1 name=timer");
}

int main(void) {
  unsigned i;
  tband_isr_name(1, "timer");

  /* 1. Exactly full: 8 x 5 + 3 x 8 = 64 bytes. */
  tt_begin("snapshot_exactly_full");
  metadata_lines();
  CHECK_EQ(tband_trigger_snapshot(), 0);
  CHECK_EQ(tband_trigger_snapshot(), -1);
  CHECK_EQ(tband_reset_snapshot(), -1);           /* not while running */
  CHECK_EQ(tband_get_core_snapshot_buf_amnt(0), 0); /* not readable while running */
  for (i = 0; i < 8; i++) {
    tband_isr_enter(i);
    tt_expect("isr_enter isr_id=%u", i);
  }
  for (i = 0; i < 3; i++) {
    tband_evtmarker(i, "abc");
    tt_expect("evtmarker evtmarker_id=%u msg=abc", i);
  }
  CHECK(tband_tracing_enabled()); /* full, but nothing has failed to fit yet */
  CHECK_EQ(tt_snapshot_full_calls, 0);
  tband_isr_exit(1); /* does not fit: the snapshot ends */
  CHECK(!tband_tracing_enabled());
  CHECK_EQ(tt_snapshot_full_calls, 1);
  tband_isr_exit(2); /* nothing happens any more */
  CHECK_EQ(tt_snapshot_full_calls, 1);
  CHECK_EQ(tband_get_core_snapshot_buf_amnt(0), 8 * ISR_ENTER_LEN + 3 * EVTMARKER_ABC_LEN);
  CHECK_EQ(tband_get_core_snapshot_buf_amnt(0), 64);
  CHECK_EQ(tband_stop_snapshot(), -1); /* already stopped by the full buffer */
  {
    uint8_t ids[32];
    uint8_t copy[64];
    for (i = 0; i < 64; i++) {
      copy[i] = tband_get_core_snapshot_buf(0)[i];
    }
    CHECK_EQ(tt_frame_ids(copy, 64, ids, 32), 11);
  }
  readout();
  tt_end();

  /* 2. An event larger than the space left: 12 x 5 = 60 bytes, then an 8-byte event. */
  tt_begin("snapshot_larger_than_left");
  metadata_lines();
  CHECK_EQ(tband_reset_snapshot(), 0);
  CHECK_EQ(tband_get_core_snapshot_buf_amnt(0), 0);
  CHECK_EQ(tband_trigger_snapshot(), 0);
  for (i = 0; i < 12; i++) {
    tband_isr_enter(i);
    tt_expect("isr_enter isr_id=%u", i);
  }
  tband_evtmarker(1, "abc"); /* 8 bytes, 4 left: not stored, not even in part */
  CHECK(!tband_tracing_enabled());
  CHECK_EQ(tt_snapshot_full_calls, 2);
  CHECK_EQ(tband_get_core_snapshot_buf_amnt(0), 60);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 0); /* a full snapshot is the end, not a drop */
  readout();
  tt_end();

  /* 3. Stopped by hand: later events are not recorded, the buffer is readable. */
  tt_begin("snapshot_stopped");
  metadata_lines();
  CHECK_EQ(tband_reset_snapshot(), 0);
  CHECK_EQ(tband_trigger_snapshot(), 0);
  tband_valmarker(2, 1234567);
  tt_expect("valmarker valmarker_id=2 val=1234567");
  CHECK_EQ(tband_stop_snapshot(), 0);
  tband_valmarker(2, 1);
  CHECK_EQ(tt_snapshot_full_calls, 2);
  readout();
  tt_end();
  return 0;
}

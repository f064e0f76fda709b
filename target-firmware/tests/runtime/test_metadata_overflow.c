/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Metadata buffer overflow (16-byte buffer, streaming): a name that does not fit is never
 * silently lost. It is stored whole or not at all, counted by the API, and counted as a
 * dropped event, so the trace carries a dropped_evt_cnt event.
 */
#include "tband.h"
#include "trace_test.h"

int main(void) {
  tt_begin("metadata_overflow");
  tband_isr_name(1, "timer"); /* 03 01 "timer": 7 payload bytes, 9 framed */
  CHECK_EQ(tband_get_metadata_buf_amnt(0), 9);
  tband_isr_name(2, "uart"); /* 8 framed: 17 > 16, does not fit */
  CHECK_EQ(tband_get_metadata_buf_amnt(0), 9);
  CHECK_EQ(tband_get_metadata_buf_ovf_cnt(0), 1);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 1);
  tband_isr_name(3, "abc"); /* 7 framed: exactly 16, fits */
  CHECK_EQ(tband_get_metadata_buf_amnt(0), 16);
  CHECK_EQ(tband_get_metadata_buf_ovf_cnt(0), 1);
  tband_isr_name(4, ""); /* the smallest name, 4 framed: the full buffer takes nothing more */
  CHECK_EQ(tband_get_metadata_buf_amnt(0), 16);
  CHECK_EQ(tband_get_metadata_buf_ovf_cnt(0), 2);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 2);

  CHECK_EQ(tband_start_streaming(), 0);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("isr_name isr_id=3 name=abc");
  tband_isr_enter(1);
  tt_expect("dropped_evt_cnt cnt=2");
  tt_expect("isr_enter isr_id=1");
  tband_isr_exit(1);
  tt_expect("isr_exit isr_id=1");

  /* While streaming, an overflowing name still reaches the stream, but it is missing from
   * every later start: counted as dropped, and reported at once, ahead of the name itself. */
  tband_evtmarker_name(9, "toolong");
  tt_expect("dropped_evt_cnt cnt=3");
  tt_expect("evtmarker_name evtmarker_id=9 name=toolong");
  CHECK_EQ(tband_get_metadata_buf_ovf_cnt(0), 3);
  tband_isr_enter(2);
  tt_expect("isr_enter isr_id=2");
  CHECK_EQ(tband_stop_streaming(), 0);

  /* A new stream carries the same incomplete metadata: it reports the loss before its first
   * event, not only at the next heartbeat. */
  CHECK_EQ(tband_start_streaming(), 0);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("isr_name isr_id=3 name=abc");
  tband_isr_enter(3);
  tt_expect("dropped_evt_cnt cnt=3");
  tt_expect("isr_enter isr_id=3");
  CHECK_EQ(tband_stop_streaming(), 0);
  {
    /* The report is the second-to-last frame. */
    uint8_t ids[32];
    size_t frames = tt_frame_ids(tt_stream, tt_stream_len, ids, sizeof ids);
    CHECK(frames >= 2 && frames <= sizeof ids);
    CHECK_EQ(ids[frames - 2], 0x01);
  }
  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Streaming backend: metadata is sent on start (on restart only the names recorded while
 * stopped), events flow only while streaming, start/stop/restart return codes, function markers.
 */
#include "tband.h"
#include "tband_encode.h"
#include "trace_test.h"

static void traced_function(void) {
  tband_fn_begin(7);
  tband_fn_end(7);
}

int main(void) {
  tt_begin("streaming");

  /* Before streaming: metadata goes to the metadata buffer only, other events nowhere. */
  tband_gather_system_metadata();
  tband_isr_name(1, "timer");
  tband_evtmarker_name(2, "work");
  tband_valmarker_name(3, "level");
  tband_isr_enter(1);
  CHECK_EQ(tt_stream_len, 0);
  CHECK(!tband_tracing_enabled());
  CHECK(tband_tracing_finished());
  CHECK(tband_get_metadata_buf_amnt(0) > 0);

  CHECK_EQ(tband_start_streaming(), 0);
  CHECK(tband_tracing_enabled());
  CHECK(!tband_tracing_finished());
  CHECK_EQ(tt_stream_len, tband_get_metadata_buf_amnt(0));
  tt_expect("ts_resolution_ns ns_per_ts=10");
  tt_expect("catalogue_fingerprint fingerprint=%llu", (unsigned long long)TBAND_CATALOGUE_FINGERPRINT);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("evtmarker_name evtmarker_id=2 name=work");
  tt_expect("valmarker_name valmarker_id=3 name=level");

  CHECK_EQ(tband_start_streaming(), -1); /* already running */
  CHECK_EQ(tband_restart_streaming(), -1);

  tband_isr_enter(1);
  tband_evtmarker(2, "hello");
  tband_evtmarker_begin(2, NULL);
  tband_valmarker(3, -42);
  tband_valmarker(3, INT64_MIN);
  tband_evtmarker_end(2);
  tband_isr_exit(1);
  tt_expect("isr_enter isr_id=1");
  tt_expect("evtmarker evtmarker_id=2 msg=hello");
  tt_expect("evtmarker_begin evtmarker_id=2 msg=");
  tt_expect("valmarker valmarker_id=3 val=-42");
  tt_expect("valmarker valmarker_id=3 val=-9223372036854775808");
  tt_expect("evtmarker_end evtmarker_id=2");
  tt_expect("isr_exit isr_id=1");

  /* Function markers: named after the function, once per call site. */
  traced_function();
  traced_function();
  tt_expect("evtmarker_name evtmarker_id=7 name=traced_function");
  tt_expect("evtmarker_begin evtmarker_id=7 msg=");
  tt_expect("evtmarker_end evtmarker_id=7");
  tt_expect("evtmarker_begin evtmarker_id=7 msg=");
  tt_expect("evtmarker_end evtmarker_id=7");

  /* A metadata event while streaming goes to the stream as well. */
  tband_isr_name(4, "uart");
  tt_expect("isr_name isr_id=4 name=uart");

  CHECK_EQ(tband_stop_streaming(), 0);
  CHECK_EQ(tband_stop_streaming(), -1);
  CHECK(tband_tracing_finished());
  CHECK(tband_tracing_backend_finished(0));
  CHECK(!tband_tracing_backend_finished(1)); /* no such core */
  {
    size_t before = tt_stream_len;
    tband_isr_enter(9); /* not streamed */
    CHECK_EQ(tt_stream_len, before);
  }

  /* A name traced while stopped must still reach the stream. */
  tband_isr_name(6, "spi");

  /* Restart: no metadata resend, only what the stream lacks. */
  {
    size_t before = tt_stream_len;
    uint8_t ids[4];
    CHECK_EQ(tband_restart_streaming(), 0);
    CHECK_EQ(tt_frame_ids(tt_stream + before, tt_stream_len - before, ids, 4), 1);
    CHECK_EQ(ids[0], 0x03); /* isr_name */
  }
  tt_expect("isr_name isr_id=6 name=spi");
  tband_isr_enter(5);
  tt_expect("isr_enter isr_id=5");
  CHECK_EQ(tband_stop_streaming(), 0);

  /* Start again: the metadata, now with the name recorded while streaming, is resent. */
  CHECK_EQ(tband_start_streaming(), 0);
  tt_expect("ts_resolution_ns ns_per_ts=10");
  tt_expect("catalogue_fingerprint fingerprint=%llu", (unsigned long long)TBAND_CATALOGUE_FINGERPRINT);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("evtmarker_name evtmarker_id=2 name=work");
  tt_expect("valmarker_name valmarker_id=3 name=level");
  tt_expect("evtmarker_name evtmarker_id=7 name=traced_function");
  tt_expect("isr_name isr_id=4 name=uart");
  tt_expect("isr_name isr_id=6 name=spi");
  tband_isr_exit(5);
  tt_expect("isr_exit isr_id=5");
  CHECK_EQ(tband_stop_streaming(), 0);

  CHECK_EQ(tband_get_dropped_evt_cnt(0), 0);

  /* A start whose metadata the stream refuses fails with -2 and leaves tracing off. */
  tt_stream_refuse = true;
  CHECK_EQ(tband_start_streaming(), -2);
  tt_stream_refuse = false;
  CHECK(!tband_tracing_enabled());
  CHECK(tband_tracing_finished());

  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Drop accounting over long sequences (streaming, tband_configTRACE_DROP_CNT_EVERY = 10):
 * the cumulative count is sent before the first event after a change, and as a heartbeat
 * before every 10th event otherwise; never before every event.
 */
#include "tband.h"
#include "trace_test.h"

#define EVERY 10u

/* Expected-trace model, written from the specification: per event, a report is due when the
 * count changed since the last report or `since` reached EVERY - 1. A report or event that
 * the stream refuses is not in the trace; a refused report is retried with the next event. */
static uint32_t m_dropped, m_reported, m_since, m_reports;

static void traced(unsigned int i, bool refuse) {
  tt_stream_refuse = refuse;
  tband_isr_enter(i);
  tt_stream_refuse = false;
  if (m_dropped != m_reported || m_since >= EVERY - 1) {
    if (!refuse) {
      tt_expect("dropped_evt_cnt cnt=%u", m_dropped);
      m_reported = m_dropped;
      m_since = 0;
      m_reports++;
    }
  } else {
    m_since++;
  }
  if (refuse) {
    m_dropped++;
  } else {
    tt_expect("isr_enter isr_id=%u", i);
  }
}

int main(void) {
  unsigned int i;
  uint32_t lcg = 12345;
  uint32_t reports_after_single_drop;

  tt_begin("drops");
  CHECK_EQ(tband_start_streaming(), 0);

  /* No drops: a heartbeat (cnt=0) before every 10th event, nothing else. */
  for (i = 0; i < 100; i++) {
    traced(i, false);
  }
  CHECK_EQ(m_reports, 10);

  /* One drop, then 95 good events: one report right after it, then heartbeats only. This is
   * the case where Tonbandgerät sent a report before every later event. */
  traced(1000, true);
  reports_after_single_drop = m_reports;
  for (i = 0; i < 95; i++) {
    traced(2000 + i, false);
  }
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 1);
  CHECK_EQ(m_reports - reports_after_single_drop, 1 + 94 / EVERY);

  /* 2000 events with bursts of refusals. */
  for (i = 0; i < 2000; i++) {
    lcg = lcg * 1103515245u + 12345u;
    traced(i, ((lcg >> 16) % 16) == 0 || (i >= 700 && i < 730));
  }
  CHECK_EQ(tband_get_dropped_evt_cnt(0), m_dropped);
  CHECK(m_reports < 2195 / 4); /* far fewer reports than events */
  CHECK_EQ(tband_stop_streaming(), 0);

  /* The cumulative count survives a restart of streaming, and is reported before the first
   * event after it, as after every start. */
  CHECK_EQ(tband_restart_streaming(), 0);
  m_reported = 0;
  m_since = 0;
  traced(5000, false);
  CHECK_EQ(tband_stop_streaming(), 0);

  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

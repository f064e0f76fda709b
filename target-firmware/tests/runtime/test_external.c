/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * External backend: every framed event reaches the user's tband_submit_to_backend with the
 * right metadata flag, only while delivery is on; a refusal is a counted drop.
 */
#include "tband.h"
#include "trace_test.h"

#include <string.h>

static size_t calls;
static size_t metadata_calls;
static bool refuse;

bool tband_submit_to_backend(uint8_t *buf, size_t len, bool is_metadata) {
  calls++;
  if (is_metadata) {
    metadata_calls++;
    CHECK(buf[1] == 0x03 || buf[1] == 0x06); /* isr_name / evtmarker_name id after the COBS code */
  }
  if (refuse) {
    return true;
  }
  tt_write(buf, len);
  return false;
}

int main(void) {
  tt_begin("external");
  /* Delivery is on from reset, as in Tonbandgerät: no start call needed. */
  CHECK(tband_tracing_enabled());
  tband_isr_name(1, "timer");
  tt_expect("isr_name isr_id=1 name=timer");
  CHECK_EQ(calls, 1);
  CHECK_EQ(tband_start_external(), -1);
  CHECK_EQ(tband_stop_external(), 0);
  CHECK_EQ(tband_stop_external(), -1);
  tband_isr_enter(8); /* delivery off */
  CHECK_EQ(calls, 1);
  CHECK_EQ(tband_start_external(), 0);
  tband_isr_enter(1);
  tband_evtmarker_name(2, "work");
  tband_evtmarker(2, "x");
  tt_expect("isr_enter isr_id=1");
  tt_expect("evtmarker_name evtmarker_id=2 name=work");
  tt_expect("evtmarker evtmarker_id=2 msg=x");
  CHECK_EQ(calls, 4);
  CHECK_EQ(metadata_calls, 2);
  refuse = true;
  tband_isr_exit(1);
  refuse = false;
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 1);
  tband_isr_exit(1);
  tt_expect("dropped_evt_cnt cnt=1");
  tt_expect("isr_exit isr_id=1");
  CHECK_EQ(tband_stop_external(), 0);
  tband_isr_exit(7);
  CHECK_EQ(calls, 7);
  CHECK_EQ(tband_get_metadata_buf_amnt(0), 9 + 8); /* both names */
  tt_end();
  return 0;
}

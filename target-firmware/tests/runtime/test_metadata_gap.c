/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * A metadata buffer that lost a name stays incomplete, so every trace that carries it must
 * report the loss (snapshot backend, 16-byte metadata buffer). A reset empties the snapshot and
 * its drop count, but not the gap in the metadata buffer: the next snapshot still reports it.
 */
#include "tband.h"
#include "trace_test.h"

static void readout(void) {
  tt_write_volatile(tband_get_metadata_buf(0), tband_get_metadata_buf_amnt(0));
  tt_write_volatile(tband_get_core_snapshot_buf(0), tband_get_core_snapshot_buf_amnt(0));
}

/* The event id of the first frame of the snapshot buffer. */
static uint8_t first_snapshot_id(void) {
  return tband_get_core_snapshot_buf(0)[1];
}

int main(void) {
  tband_isr_name(1, "timer"); /* 9 bytes framed: fits */
  tband_isr_name(2, "uart");  /* 8 more: does not */
  CHECK_EQ(tband_get_metadata_buf_ovf_cnt(0), 1);

  tt_begin("metadata_gap_first");
  CHECK_EQ(tband_trigger_snapshot(), 0);
  tband_isr_enter(1);
  CHECK_EQ(tband_stop_snapshot(), 0);
  CHECK_EQ(first_snapshot_id(), 0x01); /* dropped_evt_cnt */
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("dropped_evt_cnt cnt=1");
  tt_expect("isr_enter isr_id=1");
  readout();
  tt_end();

  tt_begin("metadata_gap_after_reset");
  CHECK_EQ(tband_reset_snapshot(), 0);
  CHECK_EQ(tband_get_dropped_evt_cnt(0), 1); /* the name is still missing */
  CHECK_EQ(tband_trigger_snapshot(), 0);
  tband_isr_enter(2);
  CHECK_EQ(tband_stop_snapshot(), 0);
  CHECK_EQ(first_snapshot_id(), 0x01);
  tt_expect("isr_name isr_id=1 name=timer");
  tt_expect("dropped_evt_cnt cnt=1");
  tt_expect("isr_enter isr_id=2");
  readout();
  tt_end();
  return 0;
}

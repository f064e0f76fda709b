/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Whole events against frames computed by hand from the spec: id, timestamp (non-metadata events
 * only), fields in catalogue order, COBS framing and delimiter. Built with the default
 * tband_configMAX_STR_LEN of 20.
 */
#include "check.h"
#include "tband_encode.h"

static uint8_t buf[256];

static void base_events(void) {
  /* ts 0x1234 is the varint B4 24. */
  CHECK_HEX(buf, encode_isr_enter(buf, 0x1234, 5), "05 04 B4 24 05 00");
  /* A zero timestamp is a zero byte: it ends the first block. */
  CHECK_HEX(buf, encode_isr_enter(buf, 0, 5), "02 04 02 05 00");
  /* ts 300 = AC 02; the zero isr_id is the last byte, so an empty last block follows it. */
  CHECK_HEX(buf, encode_isr_exit(buf, 300, 0), "04 05 AC 02 01 00");
  /* Metadata: no timestamp. */
  CHECK_HEX(buf, encode_isr_name(buf, 3, "UART"), "07 03 03 55 41 52 54 00");
  CHECK_HEX(buf, encode_ts_resolution_ns(buf, 1), "03 02 01 00");
  /* core_id has id 0x00, so the frame starts with an empty block. */
  CHECK_HEX(buf, encode_core_id(buf, 1, 0), "01 02 01 01 00");
  CHECK_HEX(buf, encode_core_id(buf, 0, 2), "01 01 02 02 00");
  /* ts 0x80 = 80 01. */
  CHECK_HEX(buf, encode_evtmarker(buf, 0x80, 7, "hi"), "07 07 80 01 07 68 69 00");
  CHECK_HEX(buf, encode_valmarker(buf, 100, 2, -1), "05 0B 64 02 03 00");
  CHECK_HEX(buf, encode_valmarker(buf, 100, 2, INT64_MIN), "05 0B 64 02 01 00");
  /* -300 is (300 << 1) | 1 = 601 = D9 04. */
  CHECK_HEX(buf, encode_valmarker(buf, 1, 0, -300), "03 0B 01 03 D9 04 00");
}

static void freertos_events(void) {
  /* ts 1000 = E8 07. */
  CHECK_HEX(buf, encode_freertos_queue_send(buf, 1000, 1, 4), "06 66 E8 07 01 04 00");
  CHECK_HEX(buf, encode_freertos_queue_kind(buf, 7, FRQK_MUTEX), "04 65 07 03 00");
  /* FRQK_QUEUE is 0: an enum byte of 0 needs COBS care like any zero. */
  CHECK_HEX(buf, encode_freertos_queue_kind(buf, 7, FRQK_QUEUE), "03 65 07 01 00");
  CHECK_HEX(buf, encode_freertos_task_evtmarker_name(buf, 1, 2, "idle"), "08 7A 01 02 69 64 6C 65 00");
}

static void macros(void) {
  CHECK_EQ(EVT_ISR_ENTER_IS_METADATA, 0);
  CHECK_EQ(EVT_ISR_NAME_IS_METADATA, 1);
  /* id + ts + u32 = 16 bytes, plus one code and the delimiter. */
  CHECK_EQ(EVT_ISR_ENTER_MAXLEN, 18);
  /* id + u32 + 20-byte string = 26 bytes. */
  CHECK_EQ(EVT_ISR_NAME_MAXLEN, 28);
}

int main(void) {
  base_events();
  freertos_events();
  macros();
  return tband_check_done();
}

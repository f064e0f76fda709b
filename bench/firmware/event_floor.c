/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The floor under bench/firmware/event_bench.c: the probe's three event calls with no runtime at
 * all, only the timestamp, the generated encoder and the stream, each call a function of its own
 * as the runtime's are. bench/firmware-footprint.sh links it in place of the runtime (streaming
 * options) to show what any runtime pays before its own bookkeeping.
 */
#include "tband.h"
#include "tband_encode.h"
#include "tband_port.h"

int tband_start_streaming(void) {
  return 0;
}

void impl_tband_isr_enter(uint32_t isr_id) {
  uint8_t buf[EVT_ISR_ENTER_MAXLEN];
  (void)tband_portBACKEND_STREAM_DATA(buf, encode_isr_enter(buf, tband_portTIMESTAMP(), isr_id));
}

void impl_tband_valmarker(uint32_t id, int64_t val) {
  uint8_t buf[EVT_VALMARKER_MAXLEN];
  (void)tband_portBACKEND_STREAM_DATA(buf, encode_valmarker(buf, tband_portTIMESTAMP(), id, val));
}

void impl_tband_evtmarker(uint32_t id, const char *msg) {
  uint8_t buf[EVT_EVTMARKER_MAXLEN];
  (void)tband_portBACKEND_STREAM_DATA(buf, encode_evtmarker(buf, tband_portTIMESTAMP(), id, msg));
}

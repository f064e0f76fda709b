/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Probe for bench/firmware-footprint.sh: traces N events of one kind through the whole runtime
 * (critical section, timestamp, encode, drop accounting, backend), with bench_io.c's clock and
 * stream.
 *   event_bench <n> <kind>   kind 0: isr_enter, 1: valmarker, 2: evtmarker (15-byte message)
 * A firmware image for QEMU has them built in: -DBENCH_EVENTS=<n> -DBENCH_KIND=<kind>.
 */
#include "tband.h"

#include <stdlib.h>

extern volatile size_t bench_sink; /* bench_io.c, with the probes' clock and stream */

bool tband_submit_to_backend(uint8_t *buf, size_t len, bool is_metadata) {
  bench_sink += (size_t)buf[0] + len + is_metadata;
  return false;
}

static int bench_run(long n, int kind) {
  long i;
#if tband_configUSE_BACKEND_STREAMING
  (void)tband_start_streaming();
#elif tband_configUSE_BACKEND_SNAPSHOT
  (void)tband_trigger_snapshot();
#elif tband_configUSE_BACKEND_POST_MORTEM
  (void)tband_start_post_mortem();
#else
  (void)tband_start_external();
#endif
  for (i = 0; i < n; i++) {
#if tband_configUSE_BACKEND_SNAPSHOT
    /* Measure recording, not the stopped runtime: start a new snapshot when one is full. */
    if (!tband_tracing_enabled()) {
      (void)tband_reset_snapshot();
      (void)tband_trigger_snapshot();
    }
#endif
    switch (kind) {
    case 0: tband_isr_enter((uint32_t)(i & 31)); break;
    case 1: tband_valmarker(3, (int64_t)i * 7 - 1000); break;
    default: tband_evtmarker(2, "fifteen chars!!"); break;
    }
  }
  return 0;
}

#if defined(BENCH_EVENTS)
int main(void) {
  return bench_run(BENCH_EVENTS, BENCH_KIND);
}
#else
int main(int argc, char **argv) {
  return bench_run(argc > 1 ? atol(argv[1]) : 1000, argc > 2 ? atoi(argv[2]) : 0);
}
#endif

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_backend_snapshot.c: each core fills its own RAM buffer with whole frames until the
 * next event does not fit; then tracing stops for all cores and the full-buffer callback runs
 * once. Readout: a core's metadata buffer, then its snapshot buffer.
 */
#include "tband_core_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_SNAPSHOT

struct tband_snapshot tband_snapshots[tband_portNUMBER_OF_CORES];

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  (void)ts;
  (void)is_metadata;
  return tband_snapshot_submit(core_id, buf, len);
}

int tband_trigger_snapshot(void) {
  return impl_tband_start(NULL);
}

int tband_stop_snapshot(void) {
  return impl_tband_stop();
}

static void tband_snapshot_clear(unsigned int core_id) {
  tband_snapshots[core_id].amnt = 0;
}

int tband_reset_snapshot(void) {
  return impl_tband_reset(tband_snapshot_clear);
}

const volatile uint8_t *tband_get_core_snapshot_buf(unsigned int core_id) {
  return core_id < tband_portNUMBER_OF_CORES ? tband_snapshots[core_id].buf : NULL;
}

size_t tband_get_core_snapshot_buf_amnt(unsigned int core_id) {
  /* Once the core's backend has finished, the buffer no longer changes. */
  return tband_tracing_backend_finished(core_id) ? tband_snapshots[core_id].amnt : 0;
}

#else
typedef int tband_backend_snapshot_unused;
#endif

/*
 * tband_backend_snapshot.c: each core fills its own RAM buffer with whole frames until the
 * next event does not fit; then tracing stops for all cores and the full-buffer callback runs
 * once. Readout: a core's metadata buffer, then its snapshot buffer.
 */
#include "tband_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_SNAPSHOT

struct tband_snapshot {
  size_t amnt; /* bytes used; only whole frames */
  uint8_t buf[tband_configBACKEND_SNAPSHOT_BUF_SIZE];
};
/* Each core's buffer is written only by that core, with its backend lock held. */
static struct tband_snapshot tband_snapshots[tband_portNUMBER_OF_CORES];

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  struct tband_snapshot *s = &tband_snapshots[core_id];
  size_t amnt = s->amnt; /* a local: byte stores may alias the struct, so the compiler would reload it */
  uint8_t *dst = &s->buf[amnt];
  size_t i;
  (void)ts;
  (void)is_metadata;
  if (len > sizeof s->buf - amnt) {
    return TBAND_FULL;
  }
  for (i = 0; i < len; i++) {
    dst[i] = buf[i];
  }
  s->amnt = amnt + len;
  return TBAND_STORED;
}

int tband_trigger_snapshot(void) {
  return tband_impl_start();
}

int tband_stop_snapshot(void) {
  return tband_impl_stop();
}

static void tband_snapshot_clear(unsigned int core_id) {
  tband_snapshots[core_id].amnt = 0;
}

int tband_reset_snapshot(void) {
  return tband_impl_reset(tband_snapshot_clear);
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

/*
 * tband_backend_streaming.c: every event goes straight to tband_portBACKEND_STREAM_DATA.
 * With several cores all of them share one stream, so a core_id event goes ahead of a core's
 * events whenever the stream switches cores.
 */
#include "tband_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_STREAMING

#if tband_portNUMBER_OF_CORES > 1
/* Serialises the cores on the shared stream. Taken after a backend lock, never before. */
static tband_lock tband_stream_lock;
/* The core whose events the stream carries at the moment; tband_portNUMBER_OF_CORES = none. */
static unsigned int tband_stream_core = tband_portNUMBER_OF_CORES;
#endif

static bool tband_stream_out(const uint8_t *buf, size_t len) {
  return tband_portBACKEND_STREAM_DATA(buf, len);
}

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  bool dropped;
  (void)is_metadata;
#if tband_portNUMBER_OF_CORES > 1
  tband_lock_acquire(&tband_stream_lock);
  dropped = false;
  if (tband_stream_core != core_id) {
    uint8_t id_buf[EVT_CORE_ID_MAXLEN];
    /* Without its core_id the event would be put on the wrong core: both go, or neither. */
    dropped = tband_stream_out(id_buf, encode_core_id(id_buf, ts, core_id));
    if (!dropped) {
      tband_stream_core = core_id;
    }
  }
  if (!dropped) {
    dropped = tband_stream_out(buf, len);
  }
  tband_lock_release(&tband_stream_lock);
#else
  (void)core_id;
  (void)ts;
  dropped = tband_stream_out(buf, len);
#endif
  return dropped ? TBAND_DROPPED : TBAND_STORED;
}

static int tband_streaming_enable(bool send_metadata) {
  int err = 0;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  if (!tband_impl_finished()) {
    err = -1;
  } else {
#if tband_portNUMBER_OF_CORES > 1
    tband_lock_acquire(&tband_stream_lock);
#endif
#if tband_configUSE_METADATA_BUF
    if (send_metadata && tband_send_metadata(tband_stream_out)) {
      err = -2;
    }
#else
    (void)send_metadata;
#endif
#if tband_portNUMBER_OF_CORES > 1
    /* The metadata moved the stream between cores: the next event names its core again. */
    tband_stream_core = tband_portNUMBER_OF_CORES;
    tband_lock_release(&tband_stream_lock);
#endif
    if (err == 0) {
      tband_flag_store(&tband_enabled, true);
    }
  }
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return err;
}

int tband_start_streaming(void) {
  return tband_streaming_enable(true);
}

int tband_restart_streaming(void) {
  return tband_streaming_enable(false);
}

int tband_stop_streaming(void) {
  return tband_impl_stop();
}

#else
typedef int tband_backend_streaming_unused;
#endif

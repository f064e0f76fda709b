/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_backend_streaming.c: every event goes straight to tband_portBACKEND_STREAM_DATA.
 * With several cores all of them share one stream, so a core_id event goes ahead of a core's
 * events whenever the stream switches cores.
 */
#include "tband_core_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_STREAMING

#if tband_portNUMBER_OF_CORES > 1
/* Keeps the shared stream in time order (tband_core_internal.h). Taken before a core lock. */
tband_core_lock tband_stream_order;
/* Serialises the cores on the shared stream. Taken after a core lock, never before. */
static tband_lock tband_stream_lock;
/* The core whose events the stream carries at the moment; tband_portNUMBER_OF_CORES = none. */
static unsigned int tband_stream_core = tband_portNUMBER_OF_CORES;
#endif

#if tband_portNUMBER_OF_CORES > 1 || tband_configUSE_METADATA_BUF
static bool tband_stream_out(const uint8_t *buf, size_t len) {
  return tband_portBACKEND_STREAM_DATA(buf, len);
}
#endif

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
#if tband_portNUMBER_OF_CORES > 1
  bool dropped = false;
  (void)is_metadata;
  tband_lock_acquire(&tband_stream_lock);
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
  return dropped ? TBAND_DROPPED : TBAND_STORED;
#else
  (void)core_id;
  (void)ts;
  (void)is_metadata;
  return tband_streaming_submit(buf, len);
#endif
}

#if tband_configUSE_METADATA_BUF
/* Runs with every core's lock held, just before streaming starts; so a name traced on any core
 * meanwhile is either in the metadata sent here or follows it (tband_core_submit). */
static bool tband_streaming_send_metadata(bool only_unsent) {
  bool dropped;
#if tband_portNUMBER_OF_CORES > 1
  tband_lock_acquire(&tband_stream_lock);
#endif
  dropped = tband_send_metadata(tband_stream_out, only_unsent);
#if tband_portNUMBER_OF_CORES > 1
  /* The metadata moved the stream between cores: the next event names its core again. */
  tband_stream_core = tband_portNUMBER_OF_CORES;
  tband_lock_release(&tband_stream_lock);
#endif
  return !dropped;
}

/* A new stream: the whole metadata. */
static bool tband_streaming_begin(void) {
  return tband_streaming_send_metadata(false);
}

/* The same stream continues: only the names recorded while it was stopped. */
static bool tband_streaming_continue(void) {
  return tband_streaming_send_metadata(true);
}
#else
#define tband_streaming_begin NULL
#define tband_streaming_continue NULL
#endif

int tband_start_streaming(void) {
  return impl_tband_start(tband_streaming_begin);
}

int tband_restart_streaming(void) {
  return impl_tband_start(tband_streaming_continue);
}

int tband_stop_streaming(void) {
  return impl_tband_stop();
}

#else
typedef int tband_backend_streaming_unused;
#endif

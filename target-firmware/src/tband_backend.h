/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_backend.h: the event entry point of the selected backend, for tband_core_internal.h only.
 *
 * Where it is short (streaming on one core, snapshot) it is an inline function, which the event
 * path calls as TBAND_BACKEND_SUBMIT, and tband_backend_submit() in the backend's file wraps it;
 * elsewhere TBAND_BACKEND_SUBMIT is tband_backend_submit().
 */
#ifndef TBAND_BACKEND_H
#define TBAND_BACKEND_H

#include <string.h>

#if tband_configUSE_BACKEND_STREAMING && tband_portNUMBER_OF_CORES == 1

static inline enum tband_backend_result tband_streaming_submit(const uint8_t *buf, size_t len) {
  return tband_portBACKEND_STREAM_DATA(buf, len) ? TBAND_DROPPED : TBAND_STORED;
}
#define TBAND_BACKEND_SUBMIT(core_id, ts, buf, len, is_metadata) tband_streaming_submit((buf), (len))

#elif tband_configUSE_BACKEND_SNAPSHOT

struct tband_snapshot {
  size_t amnt; /* bytes used; only whole frames */
  uint8_t buf[tband_configBACKEND_SNAPSHOT_BUF_SIZE];
};
/* Each core's buffer is written only by that core, busy (and with its lock held). */
extern struct tband_snapshot tband_snapshots[tband_portNUMBER_OF_CORES];

static inline enum tband_backend_result tband_snapshot_submit(unsigned int core_id, const uint8_t *buf,
                                                              size_t len) {
  struct tband_snapshot *s = &tband_snapshots[core_id];
  size_t amnt = s->amnt;
  if (len > sizeof s->buf - amnt) {
    return TBAND_FULL;
  }
  memcpy(&s->buf[amnt], buf, len);
  s->amnt = amnt + len;
  return TBAND_STORED;
}
#define TBAND_BACKEND_SUBMIT(core_id, ts, buf, len, is_metadata) tband_snapshot_submit((core_id), (buf), (len))

#else
#define TBAND_BACKEND_SUBMIT tband_backend_submit
#endif

#endif /* TBAND_BACKEND_H */

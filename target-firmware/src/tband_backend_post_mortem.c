/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_backend_post_mortem.c: each core records into its own ring buffer and keeps the
 * newest events. To make room, the oldest *whole frames* are removed, so a readout never
 * starts inside a frame; frames may straddle the end of the buffer. Stop it (for example in a
 * fault handler) and read the frames out oldest first, together with how many were
 * overwritten.
 *
 * A fault handler may interrupt a ring update at any instruction (no critical section masks
 * HardFault or NMI) and dump the ring. So the ring's position is never changed in place: the
 * next one is written to a spare slot and published by a single store, and new bytes go only
 * where the published position does not reach. Whatever was interrupted, the dump sees the
 * ring as it was before or after a whole step.
 */
#include "tband_core_internal.h"

#include <string.h>

#if tband_configENABLE && tband_configUSE_BACKEND_POST_MORTEM

#define TBAND_PM_SIZE ((size_t)tband_configBACKEND_POST_MORTEM_BUF_SIZE)

struct tband_pm_pos {
  size_t tail;          /* index of the first byte of the oldest frame */
  size_t used;          /* bytes of whole frames from tail on (wrapping) */
  uint32_t overwritten; /* events removed to make room (dropped_evt_cnt events not counted) */
};

struct tband_post_mortem {
  struct tband_pm_pos pos[2];
  volatile uint8_t cur; /* pos[cur] is the ring; the other slot is where the next one is built */
  uint8_t buf[TBAND_PM_SIZE];
};
/* Each core's ring is written only by that core, with its core lock held. */
static struct tband_post_mortem tband_pm[tband_portNUMBER_OF_CORES];

/* Makes (tail, used, overwritten) the ring's position with one store. */
static void tband_pm_publish(struct tband_post_mortem *r, size_t tail, size_t used, uint32_t overwritten) {
  struct tband_pm_pos *next = &r->pos[r->cur ^ 1u];
  next->tail = tail;
  tband_portFAULT_POINT(2);
  next->used = used;
  tband_portFAULT_POINT(3);
  next->overwritten = overwritten;
  tband_portFAULT_POINT(4);
  tband_portCOMPILER_BARRIER();
  r->cur = (uint8_t)(r->cur ^ 1u);
  tband_portCOMPILER_BARRIER();
  tband_portFAULT_POINT(5);
}

/* The id byte of a dropped_evt_cnt frame, which its encoder writes right after the COBS code
 * (the frame's first byte) when that id is not zero. */
static uint8_t tband_pm_report_id(void) {
  uint8_t frame[EVT_DROPPED_EVT_CNT_MAXLEN];
  (void)encode_dropped_evt_cnt(frame, 1, 1);
  return frame[1];
}

/* Removes the oldest frame from (*tail, *used): everything up to its 0x00 delimiter (COBS
 * frames contain no other zero). It counts as overwritten unless it is a dropped_evt_cnt
 * event: the dump's own report replaces those. */
static void tband_pm_remove_oldest(const uint8_t *b, size_t *tail, size_t *used, uint32_t *overwritten) {
  size_t t = *tail;
  size_t to_end = TBAND_PM_SIZE - t;
  size_t len;
  const uint8_t *end;
  if (b[t] < 2 || b[t + 1 == TBAND_PM_SIZE ? 0 : t + 1] != tband_pm_report_id()) {
    (*overwritten)++;
  }
  /* The frame's delimiter: before the end of the buffer, or else after its start. */
  end = memchr(&b[t], 0, *used < to_end ? *used : to_end);
  if (end != NULL) {
    len = (size_t)(end - &b[t]) + 1;
    t = len == to_end ? 0 : t + len;
  } else {
    end = memchr(b, 0, *used - to_end);
    t = (size_t)(end - b) + 1;
    len = to_end + t;
  }
  *tail = t;
  *used -= len;
}

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  struct tband_post_mortem *r = &tband_pm[core_id];
  const struct tband_pm_pos *now = &r->pos[r->cur];
  size_t tail = now->tail;
  size_t used = now->used;
  uint32_t overwritten = now->overwritten;
  size_t head;
  size_t first;
  (void)ts;
  (void)is_metadata;
  /* Every event fits the ring whole (TBAND_CHECK_EVENT_FITS). */
  if (TBAND_PM_SIZE - used < len) {
    while (TBAND_PM_SIZE - used < len) {
      tband_pm_remove_oldest(r->buf, &tail, &used, &overwritten);
    }
    /* Published before the new frame's bytes overwrite the removed ones. */
    tband_pm_publish(r, tail, used, overwritten);
  }
  head = TBAND_PM_SIZE - tail > used ? tail + used : tail + used - TBAND_PM_SIZE;
  /* Two straight copies: up to the end of the buffer, then from its start. */
  first = TBAND_PM_SIZE - head < len ? TBAND_PM_SIZE - head : len;
  memcpy(&r->buf[head], buf, first);
  tband_portFAULT_POINT(6);
  memcpy(r->buf, buf + first, len - first);
  tband_portFAULT_POINT(7);
  tband_pm_publish(r, tail, used + len, overwritten);
  return TBAND_STORED;
}

int tband_start_post_mortem(void) {
  return impl_tband_start(NULL);
}

int tband_stop_post_mortem(void) {
  return impl_tband_stop();
}

static void tband_pm_clear(unsigned int core_id) {
  tband_pm_publish(&tband_pm[core_id], 0, 0, 0);
}

int tband_reset_post_mortem(void) {
  return impl_tband_reset(tband_pm_clear);
}

/*
 * What a readout of a core's ring shows: its position, and everything the core lost (overwritten
 * and dropped events, names missing from its metadata buffer). False while tracing runs. Waits
 * for another core's event in flight; in a fault handler that interrupted this core inside the
 * runtime, it takes the ring as last published, which is whole.
 */
static bool tband_pm_frozen(unsigned int core_id, struct tband_pm_pos *pos, uint32_t *lost, size_t *metadata) {
  struct tband_core *c = &tband_cores[core_id];
  const struct tband_post_mortem *r = &tband_pm[core_id];
  bool held;
  if (core_id >= tband_portNUMBER_OF_CORES || tband_flag_load(&tband_enabled)) {
    return false;
  }
  tband_portENTER_CRITICAL_FROM_ANY();
  held = tband_core_acquire(c);
  *pos = r->pos[r->cur];
  *lost = pos->overwritten + tband_core_dropped(c);
#if tband_configUSE_METADATA_BUF
  *metadata = c->meta_amnt;
#else
  *metadata = 0;
#endif
  if (held) {
    tband_core_release(c);
  }
  tband_portEXIT_CRITICAL_FROM_ANY();
  return true;
}

size_t tband_get_core_post_mortem_amnt(unsigned int core_id) {
  struct tband_pm_pos pos;
  uint32_t lost;
  size_t metadata;
  return tband_pm_frozen(core_id, &pos, &lost, &metadata) ? pos.used : 0;
}

uint32_t tband_get_core_post_mortem_overwritten(unsigned int core_id) {
  struct tband_pm_pos pos;
  uint32_t lost;
  size_t metadata;
  return tband_pm_frozen(core_id, &pos, &lost, &metadata) ? pos.overwritten : 0;
}

/* Where byte `offset` of the ring's frames (oldest first) lies in the buffer, and how many
 * bytes from there on are contiguous. */
static size_t tband_pm_piece(const struct tband_pm_pos *pos, size_t offset, size_t *start) {
  size_t to_end = TBAND_PM_SIZE - pos->tail;
  if (offset < to_end) {
    *start = pos->tail + offset;
    return (pos->used < to_end ? pos->used : to_end) - offset;
  }
  *start = offset - to_end;
  return pos->used - offset;
}

size_t tband_read_core_post_mortem(unsigned int core_id, size_t offset, uint8_t *dst, size_t len) {
  struct tband_pm_pos pos;
  uint32_t lost;
  size_t metadata;
  size_t n = 0;
  if (!tband_pm_frozen(core_id, &pos, &lost, &metadata)) {
    return 0;
  }
  while (n < len && offset + n < pos.used) {
    size_t start;
    size_t piece = tband_pm_piece(&pos, offset + n, &start);
    if (piece > len - n) {
      piece = len - n;
    }
    memcpy(dst + n, &tband_pm[core_id].buf[start], piece);
    n += piece;
  }
  return n;
}

int tband_post_mortem_dump(void (*write)(const uint8_t *data, size_t len)) {
  unsigned int core;
  if (tband_flag_load(&tband_enabled)) {
    return -1;
  }
  for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
    struct tband_pm_pos pos;
    uint32_t lost;
    size_t metadata;
    size_t offset = 0;
    uint8_t cnt_buf[EVT_DROPPED_EVT_CNT_MAXLEN];
    uint64_t now;
    if (!tband_pm_frozen(core, &pos, &lost, &metadata)) {
      return -1; /* tracing was started again meanwhile */
    }
#if tband_portNUMBER_OF_CORES > 1
    {
      uint8_t id_buf[EVT_CORE_ID_MAXLEN];
      write(id_buf, encode_core_id(id_buf, 0, core));
    }
#endif
#if tband_configUSE_METADATA_BUF
    write(tband_cores[core].meta_buf, metadata);
#endif
    /* The ring's pieces, oldest first: tail to the end of the buffer, then from its start. */
    while (offset < pos.used) {
      size_t start;
      size_t piece = tband_pm_piece(&pos, offset, &start);
      write(&tband_pm[core].buf[start], piece);
      offset += piece;
    }
    /* Everything this core lost, at the time of the readout (after every recorded event). */
    tband_portENTER_CRITICAL_FROM_ANY();
    now = tband_portTIMESTAMP();
    tband_portEXIT_CRITICAL_FROM_ANY();
    write(cnt_buf, encode_dropped_evt_cnt(cnt_buf, now, lost));
  }
  return 0;
}

#else
typedef int tband_backend_post_mortem_unused;
#endif

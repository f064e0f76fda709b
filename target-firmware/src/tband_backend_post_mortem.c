/*
 * tband_backend_post_mortem.c: each core records into its own ring buffer and keeps the
 * newest events. To make room, the oldest *whole frames* are removed, so a readout never
 * starts inside a frame; frames may straddle the end of the buffer. Stop it (for example in a
 * fault handler) and read the frames out oldest first, together with how many were
 * overwritten.
 */
#include "tband_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_POST_MORTEM

#define TBAND_PM_SIZE ((size_t)tband_configBACKEND_POST_MORTEM_BUF_SIZE)

struct tband_post_mortem {
  size_t tail;          /* index of the first byte of the oldest frame */
  size_t used;          /* bytes of whole frames from tail on (wrapping) */
  uint32_t overwritten; /* frames removed to make room */
  uint8_t buf[TBAND_PM_SIZE];
};
/* Each core's ring is written only by that core, with its backend lock held. */
static struct tband_post_mortem tband_pm[tband_portNUMBER_OF_CORES];

/* Removes the oldest frame: everything up to and including its 0x00 delimiter (COBS frames
 * contain no other zero). */
static size_t tband_pm_drop_oldest(struct tband_post_mortem *r, size_t tail, size_t used) {
  const uint8_t *b = r->buf;
  while (used > 0) {
    uint8_t byte = b[tail];
    tail = tail + 1 == TBAND_PM_SIZE ? 0 : tail + 1;
    used--;
    if (byte == 0) {
      break;
    }
  }
  r->tail = tail;
  r->overwritten++;
  return used;
}

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  struct tband_post_mortem *r = &tband_pm[core_id];
  /* Locals: byte stores may alias the struct, so the compiler would reload its fields. */
  size_t used = r->used;
  size_t head;
  size_t i;
  uint8_t *dst = r->buf;
  (void)ts;
  (void)is_metadata;
  if (len > TBAND_PM_SIZE) {
    return TBAND_DROPPED; /* could never fit, even into an empty ring */
  }
  while (TBAND_PM_SIZE - used < len) {
    used = tband_pm_drop_oldest(r, r->tail, used);
  }
  head = r->tail + used;
  if (head >= TBAND_PM_SIZE) {
    head -= TBAND_PM_SIZE;
  }
  /* Two straight copies: up to the end of the buffer, then from its start. */
  for (i = 0; i < len && head + i < TBAND_PM_SIZE; i++) {
    dst[head + i] = buf[i];
  }
  for (; i < len; i++) {
    dst[head + i - TBAND_PM_SIZE] = buf[i];
  }
  r->used = used + len;
  return TBAND_STORED;
}

int tband_start_post_mortem(void) {
  return tband_impl_start();
}

int tband_stop_post_mortem(void) {
  return tband_impl_stop();
}

static void tband_pm_clear(unsigned int core_id) {
  tband_pm[core_id].tail = 0;
  tband_pm[core_id].used = 0;
  tband_pm[core_id].overwritten = 0;
}

int tband_reset_post_mortem(void) {
  return tband_impl_reset(tband_pm_clear);
}

/* Reads are allowed once the core's backend has finished: the ring no longer changes. */

size_t tband_get_core_post_mortem_amnt(unsigned int core_id) {
  return tband_tracing_backend_finished(core_id) ? tband_pm[core_id].used : 0;
}

uint32_t tband_get_core_post_mortem_overwritten(unsigned int core_id) {
  return tband_tracing_backend_finished(core_id) ? tband_pm[core_id].overwritten : 0;
}

size_t tband_read_core_post_mortem(unsigned int core_id, size_t offset, uint8_t *dst, size_t len) {
  const struct tband_post_mortem *r;
  size_t n = 0;
  if (!tband_tracing_backend_finished(core_id)) {
    return 0;
  }
  r = &tband_pm[core_id];
  while (n < len && offset + n < r->used) {
    dst[n] = r->buf[(r->tail + offset + n) % TBAND_PM_SIZE];
    n++;
  }
  return n;
}

int tband_post_mortem_dump(void (*write)(const uint8_t *data, size_t len)) {
  unsigned int core;
  if (!tband_tracing_finished()) {
    return -1;
  }
  for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
    const struct tband_post_mortem *r = &tband_pm[core];
    size_t first = TBAND_PM_SIZE - r->tail < r->used ? TBAND_PM_SIZE - r->tail : r->used;
    uint8_t cnt_buf[EVT_DROPPED_EVT_CNT_MAXLEN];
    uint64_t now;
#if tband_portNUMBER_OF_CORES > 1
    uint8_t id_buf[EVT_CORE_ID_MAXLEN];
    write(id_buf, encode_core_id(id_buf, 0, core));
#endif
#if tband_configUSE_METADATA_BUF
    write((const uint8_t *)tband_get_metadata_buf(core), tband_get_metadata_buf_amnt(core));
#endif
    /* The ring's two pieces, oldest first: tail to the end of the buffer, then the start. */
    write(&r->buf[r->tail], first);
    write(&r->buf[0], r->used - first);
    /* Everything this core lost, at the time of the readout (after every recorded event). */
    tband_portENTER_CRITICAL_FROM_ANY();
    now = tband_portTIMESTAMP();
    tband_portEXIT_CRITICAL_FROM_ANY();
    write(cnt_buf, encode_dropped_evt_cnt(cnt_buf, now, r->overwritten + tband_get_dropped_evt_cnt(core)));
  }
  return 0;
}

#else
typedef int tband_backend_post_mortem_unused;
#endif

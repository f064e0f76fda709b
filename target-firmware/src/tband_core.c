/*
 * tband_core.c: the backend-independent part of the runtime: tracing state, per-core metadata
 * buffers, drop accounting, and the built-in ISR and marker events.
 */
#include "tband_internal.h"

#if tband_configENABLE

/* The external backend delivers from reset, as Tonbandgerät's does; the others wait for a start. */
tband_flag tband_enabled = tband_configUSE_BACKEND_EXTERNAL != 0;
tband_lock tband_control_lock;
tband_lock tband_backend_locks[tband_portNUMBER_OF_CORES];

/*
 * Drop accounting of one core. Written only by that core inside its critical section with its
 * backend lock held; `dropped` is also counted for metadata overflow, under the same lock.
 */
struct tband_drops {
  uint32_t dropped;  /* events lost so far (cumulative) */
  uint32_t reported; /* the count the last dropped_evt_cnt event carried */
  uint32_t since;    /* events sent since the last dropped_evt_cnt event */
};
static struct tband_drops tband_drops[tband_portNUMBER_OF_CORES];

/* ==== Tracing state ======================================================= */

bool tband_impl_backend_finished(unsigned int core_id) {
  if (tband_flag_load(&tband_enabled)) {
    return false;
  }
  /* Tracing is off and stays off (control lock held): a free backend lock means the core has
   * finished the last event it accepted. */
  if (!tband_lock_try(&tband_backend_locks[core_id])) {
    return false;
  }
  tband_lock_release(&tband_backend_locks[core_id]);
  return true;
}

bool tband_impl_finished(void) {
  unsigned int core;
  for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
    if (!tband_impl_backend_finished(core)) {
      return false;
    }
  }
  return true;
}

int tband_impl_start(void) {
  int err = 0;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  if (!tband_impl_finished()) {
    err = -1;
  } else {
    tband_flag_store(&tband_enabled, true);
  }
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return err;
}

int tband_impl_stop(void) {
  bool was_enabled;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  was_enabled = tband_flag_exchange(&tband_enabled, false);
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return was_enabled ? 0 : -1;
}

bool tband_tracing_enabled(void) {
  return tband_flag_load(&tband_enabled);
}

bool tband_tracing_finished(void) {
  bool finished;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  finished = tband_impl_finished();
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return finished;
}

bool tband_tracing_backend_finished(unsigned int core_id) {
  bool finished = false;
  if (core_id < tband_portNUMBER_OF_CORES) {
    tband_portENTER_CRITICAL_FROM_ANY();
    tband_lock_acquire(&tband_control_lock);
    finished = tband_impl_backend_finished(core_id);
    tband_lock_release(&tband_control_lock);
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return finished;
}

uint32_t tband_get_dropped_evt_cnt(unsigned int core_id) {
  uint32_t dropped = 0;
  if (core_id < tband_portNUMBER_OF_CORES) {
    tband_portENTER_CRITICAL_FROM_ANY();
    tband_lock_acquire(&tband_backend_locks[core_id]);
    dropped = tband_drops[core_id].dropped;
    tband_lock_release(&tband_backend_locks[core_id]);
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return dropped;
}

#if tband_configUSE_BACKEND_SNAPSHOT || tband_configUSE_BACKEND_POST_MORTEM
int tband_impl_reset(void (*clear_core)(unsigned int core_id)) {
  int err = 0;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  if (!tband_impl_finished()) {
    err = -1;
  } else {
    unsigned int core;
    for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
      tband_lock_acquire(&tband_backend_locks[core]);
      clear_core(core);
      tband_drops[core].dropped = 0;
      tband_drops[core].reported = 0;
      tband_drops[core].since = 0;
      tband_lock_release(&tband_backend_locks[core]);
    }
  }
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return err;
}
#endif

/* ==== Metadata buffers ==================================================== */

#if tband_configUSE_METADATA_BUF

struct tband_metadata {
  tband_lock lock; /* held while the buffer is appended to or read out */
  size_t amnt;     /* bytes used; only whole frames */
  uint32_t ovf;    /* metadata events that did not fit */
  uint8_t buf[tband_configMETADATA_BUF_SIZE];
};
static struct tband_metadata tband_metadata[tband_portNUMBER_OF_CORES];

/* Appends a whole frame or nothing; false when it did not fit. */
static bool tband_metadata_append(unsigned int core, const uint8_t *buf, size_t len) {
  struct tband_metadata *m = &tband_metadata[core];
  bool fits;
  tband_lock_acquire(&m->lock);
  fits = len <= sizeof m->buf - m->amnt;
  if (fits) {
    size_t i;
    for (i = 0; i < len; i++) {
      m->buf[m->amnt + i] = buf[i];
    }
    m->amnt += len;
  } else {
    m->ovf++;
  }
  tband_lock_release(&m->lock);
  return fits;
}

const volatile uint8_t *tband_get_metadata_buf(unsigned int core_id) {
  return core_id < tband_portNUMBER_OF_CORES ? tband_metadata[core_id].buf : NULL;
}

size_t tband_get_metadata_buf_amnt(unsigned int core_id) {
  size_t amnt = 0;
  if (core_id < tband_portNUMBER_OF_CORES) {
    tband_portENTER_CRITICAL_FROM_ANY();
    tband_lock_acquire(&tband_metadata[core_id].lock);
    amnt = tband_metadata[core_id].amnt;
    tband_lock_release(&tband_metadata[core_id].lock);
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return amnt;
}

uint32_t tband_get_metadata_buf_ovf_cnt(unsigned int core_id) {
  uint32_t ovf = 0;
  if (core_id < tband_portNUMBER_OF_CORES) {
    tband_portENTER_CRITICAL_FROM_ANY();
    tband_lock_acquire(&tband_metadata[core_id].lock);
    ovf = tband_metadata[core_id].ovf;
    tband_lock_release(&tband_metadata[core_id].lock);
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return ovf;
}

bool tband_send_metadata(bool (*out)(const uint8_t *buf, size_t len)) {
  unsigned int core;
  bool dropped = false;
  for (core = 0; core < tband_portNUMBER_OF_CORES && !dropped; core++) {
    struct tband_metadata *m = &tband_metadata[core];
#if tband_portNUMBER_OF_CORES > 1
    uint8_t id_buf[EVT_CORE_ID_MAXLEN];
    dropped = out(id_buf, encode_core_id(id_buf, 0, core));
#endif
    tband_lock_acquire(&m->lock);
    if (!dropped && m->amnt > 0) {
      dropped = out(m->buf, m->amnt);
    }
    tband_lock_release(&m->lock);
  }
  return dropped;
}

#endif /* tband_configUSE_METADATA_BUF */

/* ==== The event path ======================================================= */

/* Hands a frame to the backend and counts a drop. Backend lock held, tracing enabled. */
static enum tband_backend_result tband_send(unsigned int core, uint64_t ts, const uint8_t *buf,
                                            size_t len, bool is_metadata) {
  enum tband_backend_result r = tband_backend_submit(core, ts, buf, len, is_metadata);
  if (r == TBAND_DROPPED) {
    tband_drops[core].dropped++;
  }
  return r;
}

void tband_core_submit(const uint8_t *buf, size_t len, bool is_metadata, uint64_t ts) {
  unsigned int core = tband_portGET_CORE_ID();
  bool lost_metadata = false;
  bool full = false;
#if tband_configUSE_METADATA_BUF
  if (is_metadata) {
    lost_metadata = !tband_metadata_append(core, buf, len);
  }
#endif

  /* The flag is read before the lock is taken, so that a stopped runtime stops taking the lock
   * and tband_tracing_finished() can see every backend idle; and again under the lock, since
   * tracing may have stopped in between. */
  if (!lost_metadata && !tband_flag_load(&tband_enabled)) {
    return;
  }
  tband_lock_acquire(&tband_backend_locks[core]);
  {
    struct tband_drops *d = &tband_drops[core];
    if (lost_metadata) {
      /* A name that did not fit the metadata buffer is missing from every later readout: it is
       * counted as a dropped event, so the trace says so (and the API, see ovf_cnt). */
      d->dropped++;
    }
    if (tband_flag_load(&tband_enabled)) {
      /* A report is due when the count changed since the last report, or as a heartbeat. */
      if (d->dropped != d->reported || d->since >= tband_configTRACE_DROP_CNT_EVERY - 1u) {
        uint8_t cnt_buf[EVT_DROPPED_EVT_CNT_MAXLEN];
        uint32_t cnt = d->dropped;
        size_t cnt_len = encode_dropped_evt_cnt(cnt_buf, ts, cnt);
        enum tband_backend_result r = tband_backend_submit(core, ts, cnt_buf, cnt_len, false);
        /* A report that was itself dropped is not counted: the next event retries it. */
        if (r == TBAND_STORED) {
          d->reported = cnt;
          d->since = 0;
        }
        full = r == TBAND_FULL;
      } else {
        d->since++;
      }
      if (!full) {
        full = tband_send(core, ts, buf, len, is_metadata) == TBAND_FULL;
      }
    }
  }
  tband_lock_release(&tband_backend_locks[core]);

  if (full) {
    /* Whoever turns tracing off runs the callback, so it runs once. */
    bool was_enabled;
    tband_lock_acquire(&tband_control_lock);
    was_enabled = tband_flag_exchange(&tband_enabled, false);
    tband_lock_release(&tband_control_lock);
    if (was_enabled) {
      tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK();
    }
  }
}

/* ==== Built-in events ====================================================== */

void impl_tband_gather_system_metadata(void) {
  TBAND_EMIT(TS_RESOLUTION_NS, encode_ts_resolution_ns(tband_buf, (uint64_t)tband_portTIMESTAMP_RESOLUTION_NS));
}

#if tband_configISR_TRACE_ENABLE
void impl_tband_isr_name(uint32_t isr_id, const char *name) {
  TBAND_EMIT(ISR_NAME, encode_isr_name(tband_buf, isr_id, name));
}
void impl_tband_isr_enter(uint32_t isr_id) {
  TBAND_EMIT(ISR_ENTER, encode_isr_enter(tband_buf, tband_ts, isr_id));
}
void impl_tband_isr_exit(uint32_t isr_id) {
  TBAND_EMIT(ISR_EXIT, encode_isr_exit(tband_buf, tband_ts, isr_id));
}
#endif

#if tband_configMARKER_TRACE_ENABLE
bool impl_tband_fn_first(volatile uint8_t *site_flag) {
  bool first;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  first = *site_flag == 0;
  *site_flag = 1;
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return first;
}

void impl_tband_evtmarker_name(uint32_t id, const char *name) {
  TBAND_EMIT(EVTMARKER_NAME, encode_evtmarker_name(tband_buf, id, name));
}
void impl_tband_evtmarker(uint32_t id, const char *msg) {
  TBAND_EMIT(EVTMARKER, encode_evtmarker(tband_buf, tband_ts, id, msg));
}
void impl_tband_evtmarker_begin(uint32_t id, const char *msg) {
  TBAND_EMIT(EVTMARKER_BEGIN, encode_evtmarker_begin(tband_buf, tband_ts, id, msg));
}
void impl_tband_evtmarker_end(uint32_t id) {
  TBAND_EMIT(EVTMARKER_END, encode_evtmarker_end(tband_buf, tband_ts, id));
}
void impl_tband_valmarker_name(uint32_t id, const char *name) {
  TBAND_EMIT(VALMARKER_NAME, encode_valmarker_name(tband_buf, id, name));
}
void impl_tband_valmarker(uint32_t id, int64_t val) {
  TBAND_EMIT(VALMARKER, encode_valmarker(tband_buf, tband_ts, id, val));
}
#endif

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_core_disabled;
#endif /* tband_configENABLE */

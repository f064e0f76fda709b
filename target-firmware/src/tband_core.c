/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_core.c: the backend-independent part of the runtime: tracing state, per-core metadata
 * buffers, drop accounting, and the built-in ISR and marker events.
 */
#include "tband_core_internal.h"

#include <string.h>

#if tband_configENABLE

/* The external backend delivers from reset, as Tonbandgerät's does; the others wait for a start. */
tband_flag tband_enabled = tband_configUSE_BACKEND_EXTERNAL != 0;
tband_lock tband_control_lock;
struct tband_core tband_cores[tband_portNUMBER_OF_CORES];

#if defined(__GNUC__)
#define TBAND_COLD __attribute__((cold, noinline))
#else
#define TBAND_COLD
#endif

/* ==== Tracing state ======================================================= */

bool impl_tband_backend_finished(unsigned int core_id) {
  struct tband_core *c = &tband_cores[core_id];
  bool idle;
  if (tband_flag_load(&tband_enabled)) {
    return false;
  }
  /* Tracing is off and stays off (control lock held): once the core's lock is free, the core has
   * finished the last event it accepted. It is not when this core holds it itself. */
  idle = tband_core_acquire(c);
  if (idle) {
    tband_core_release(c);
  }
  return idle;
}

bool impl_tband_finished(void) {
  unsigned int core;
  for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
    if (!impl_tband_backend_finished(core)) {
      return false;
    }
  }
  return true;
}

/* Takes every core's lock in core order, waiting for events in flight; false (holding none)
 * when this core holds one itself. */
static bool tband_acquire_all_cores(void) {
  unsigned int held;
  for (held = 0; held < tband_portNUMBER_OF_CORES; held++) {
    if (!tband_core_acquire(&tband_cores[held])) {
      while (held > 0) {
        tband_core_release(&tband_cores[--held]);
      }
      return false;
    }
  }
  return true;
}

static void tband_release_all_cores(void) {
  unsigned int core;
  for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
    tband_core_release(&tband_cores[core]);
  }
}

/* A trace (re)starts: each core reports at once whatever it has lost. Core lock held. */
static void tband_begin_trace(struct tband_core *c) {
  c->since_report = tband_core_dropped(c) != 0 ? tband_configTRACE_DROP_CNT_EVERY - 1u : 0u;
}

int impl_tband_start(bool (*prepare)(void)) {
  int err = 0;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  if (tband_flag_load(&tband_enabled) || !tband_acquire_all_cores()) {
    err = -1;
  } else {
    if (prepare != NULL && !prepare()) {
      err = -2;
    } else {
      unsigned int core;
      for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
        tband_begin_trace(&tband_cores[core]);
      }
      tband_flag_store(&tband_enabled, true);
    }
    tband_release_all_cores();
  }
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return err;
}

int impl_tband_stop(void) {
  bool was_enabled;
  tband_portENTER_CRITICAL_FROM_ANY();
  was_enabled = tband_flag_exchange(&tband_enabled, false);
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
  finished = impl_tband_finished();
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return finished;
}

bool tband_tracing_backend_finished(unsigned int core_id) {
  bool finished = false;
  if (core_id < tband_portNUMBER_OF_CORES) {
    tband_portENTER_CRITICAL_FROM_ANY();
    tband_lock_acquire(&tband_control_lock);
    finished = impl_tband_backend_finished(core_id);
    tband_lock_release(&tband_control_lock);
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return finished;
}

/* One of a core's counters, read under its lock (in a fault handler that interrupted this core,
 * as it stands). */
enum tband_counter { TBAND_DROPPED_EVENTS, TBAND_METADATA_BYTES, TBAND_METADATA_OVERFLOWS };

static size_t tband_read_counter(unsigned int core_id, enum tband_counter which) {
  size_t n = 0;
  if (core_id < tband_portNUMBER_OF_CORES) {
    struct tband_core *c = &tband_cores[core_id];
    bool held;
    tband_portENTER_CRITICAL_FROM_ANY();
    held = tband_core_acquire(c);
#if tband_configUSE_METADATA_BUF
    n = which == TBAND_METADATA_BYTES ? c->meta_amnt
        : which == TBAND_METADATA_OVERFLOWS ? c->meta_ovf
                                             : tband_core_dropped(c);
#else
    (void)which;
    n = tband_core_dropped(c);
#endif
    if (held) {
      tband_core_release(c);
    }
    tband_portEXIT_CRITICAL_FROM_ANY();
  }
  return n;
}

uint32_t tband_get_dropped_evt_cnt(unsigned int core_id) {
  return (uint32_t)tband_read_counter(core_id, TBAND_DROPPED_EVENTS);
}

#if tband_configUSE_BACKEND_SNAPSHOT || tband_configUSE_BACKEND_POST_MORTEM
int impl_tband_reset(void (*clear_core)(unsigned int core_id)) {
  int err = 0;
  tband_portENTER_CRITICAL_FROM_ANY();
  tband_lock_acquire(&tband_control_lock);
  if (tband_flag_load(&tband_enabled) || !tband_acquire_all_cores()) {
    err = -1;
  } else {
    unsigned int core;
    for (core = 0; core < tband_portNUMBER_OF_CORES; core++) {
      struct tband_core *c = &tband_cores[core];
      clear_core(core);
      c->lost = 0;
      c->nested = 0;
      c->since_report = 0;
    }
    tband_release_all_cores();
  }
  tband_lock_release(&tband_control_lock);
  tband_portEXIT_CRITICAL_FROM_ANY();
  return err;
}
#endif

/* ==== Metadata buffers ==================================================== */

#if tband_configUSE_METADATA_BUF

/* Appends a whole frame or nothing; false (counted) when it does not fit. Core busy. */
static bool tband_metadata_append(struct tband_core *c, const uint8_t *buf, size_t len) {
  size_t amnt = c->meta_amnt;
  if (len > sizeof c->meta_buf - amnt) {
    c->meta_ovf++;
    return false;
  }
  memcpy(&c->meta_buf[amnt], buf, len);
  tband_portFAULT_POINT(1);
  /* The bytes first, then the count that makes them part of the buffer: a fault handler that
   * dumps the buffer in between sees it without the new frame. */
  tband_portCOMPILER_BARRIER();
  c->meta_amnt = amnt + len;
  return true;
}

const volatile uint8_t *tband_get_metadata_buf(unsigned int core_id) {
  return core_id < tband_portNUMBER_OF_CORES ? tband_cores[core_id].meta_buf : NULL;
}

size_t tband_get_metadata_buf_amnt(unsigned int core_id) {
  return tband_read_counter(core_id, TBAND_METADATA_BYTES);
}

uint32_t tband_get_metadata_buf_ovf_cnt(unsigned int core_id) {
  return (uint32_t)tband_read_counter(core_id, TBAND_METADATA_OVERFLOWS);
}

#if tband_configUSE_BACKEND_STREAMING
bool tband_send_metadata(bool (*out)(const uint8_t *buf, size_t len), bool only_unsent) {
  unsigned int core;
  bool dropped = false;
  for (core = 0; core < tband_portNUMBER_OF_CORES && !dropped; core++) {
    struct tband_core *c = &tband_cores[core];
    size_t from = only_unsent ? c->meta_sent : 0u;
    if (c->meta_amnt > from) {
#if tband_portNUMBER_OF_CORES > 1
      uint8_t id_buf[EVT_CORE_ID_MAXLEN];
      dropped = out(id_buf, encode_core_id(id_buf, 0, core));
#endif
      dropped = dropped || out(&c->meta_buf[from], c->meta_amnt - from);
      if (!dropped) {
        c->meta_sent = c->meta_amnt;
      }
    }
  }
  return dropped;
}
#endif

#endif /* tband_configUSE_METADATA_BUF */

/* ==== The event path ======================================================= */

/* The backend is full: whoever turns tracing off runs the callback, so it runs once. */
static void tband_full(void) {
  if (tband_flag_exchange(&tband_enabled, false)) {
    tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK();
  }
}

TBAND_COLD void tband_core_refused(struct tband_core *c, enum tband_backend_result r) {
  if (r == TBAND_FULL) {
    tband_full();
  } else {
    c->lost++;
    c->since_report += tband_configTRACE_DROP_CNT_EVERY; /* due when the core is no longer busy */
  }
}

/* The careful path reaches the backend inline when optimising for speed (every
 * tband_configTRACE_DROP_CNT_EVERY-th event takes it for its report), by call when optimising for
 * size. */
#if defined(__OPTIMIZE_SIZE__)
#define TBAND_CAREFUL_BACKEND_SUBMIT tband_backend_submit
#else
#define TBAND_CAREFUL_BACKEND_SUBMIT TBAND_BACKEND_SUBMIT
#endif

/* Sends the core's dropped_evt_cnt event; true when the backend took it. Core busy, tracing on. */
static bool tband_report_drops(unsigned int core, uint64_t ts) {
  struct tband_core *c = &tband_cores[core];
  uint8_t cnt_buf[EVT_DROPPED_EVT_CNT_MAXLEN];
  size_t cnt_len = encode_dropped_evt_cnt(cnt_buf, ts, tband_core_dropped(c));
  enum tband_backend_result r = TBAND_CAREFUL_BACKEND_SUBMIT(core, ts, cnt_buf, cnt_len, false);
  /* A report the backend refused is not a drop: it stays due, and the next event retries it. */
  if (r == TBAND_FULL) {
    tband_full();
  }
  return r == TBAND_STORED;
}

/* The careful path: metadata events, a report due, an event that interrupted this core inside
 * the runtime, several cores. */
void tband_core_submit(const uint8_t *buf, size_t len, bool is_metadata, uint64_t ts) {
  unsigned int core = tband_portGET_CORE_ID();
  struct tband_core *c = &tband_cores[core];
  uint32_t since;
  uint32_t after;
  bool lost_name = false;
  (void)is_metadata; /* unused without a metadata buffer when the backend is inline */
  if (!tband_core_acquire(c)) {
    since = TBAND_BUSY; /* several cores: this core holds its own lock */
  } else {
    since = c->since_report;
  }
  if (since >= TBAND_BUSY) {
    /* This call interrupted the core inside the runtime: it must not touch what the interrupted
     * code is changing. The event is counted, and reported once the core is no longer busy. */
#if tband_configUSE_METADATA_BUF
    if (is_metadata) {
      c->meta_ovf++; /* missing from the buffer for good */
    } else
#endif
    {
      c->nested++;
    }
    c->since_report += tband_configTRACE_DROP_CNT_EVERY;
    return;
  }
  c->since_report = since + TBAND_BUSY;
  tband_portCOMPILER_BARRIER();
#if tband_configUSE_METADATA_BUF
  /* A name missing from the buffer is reported at once (the stream still gets it now). */
  lost_name = is_metadata && !tband_metadata_append(c, buf, len);
#endif
  after = lost_name ? tband_configTRACE_DROP_CNT_EVERY - 1u : since; /* while tracing is off */
  /* Decided with the core busy (and locked), as a streaming start holds every core's lock while
   * it sends the metadata: a name is either in what the start sends, or goes out here. */
  if (tband_flag_load(&tband_enabled)) {
    enum tband_backend_result r;
    after = since + 1u;
    if (since >= tband_configTRACE_DROP_CNT_EVERY - 1u || lost_name) {
      after = tband_report_drops(core, ts) ? 0u : tband_configTRACE_DROP_CNT_EVERY - 1u;
    }
    r = TBAND_CAREFUL_BACKEND_SUBMIT(core, ts, buf, len, is_metadata);
    if (r != TBAND_STORED) {
      tband_core_refused(c, r);
    }
#if tband_configUSE_METADATA_BUF && tband_configUSE_BACKEND_STREAMING
    /* Now with the stream (or counted as lost): a restart need not send it again. */
    if (is_metadata) {
      c->meta_sent = c->meta_amnt;
    }
#endif
  }
  tband_portCOMPILER_BARRIER();
  /* Relative, so what a nested call or a refusal added stays. */
  c->since_report += after - (since + TBAND_BUSY);
  tband_core_release(c);
}

/* ==== Built-in events ====================================================== */

void impl_tband_gather_system_metadata(void) {
#ifdef tband_portTIMESTAMP_HZ
  /* First: a host that reads it places the events after ts_resolution_ns at the exact clock. */
  TBAND_EMIT_METADATA(TS_FREQUENCY_HZ, encode_ts_frequency_hz(tband_buf, (uint64_t)tband_portTIMESTAMP_HZ));
#endif
  TBAND_EMIT_METADATA(TS_RESOLUTION_NS, encode_ts_resolution_ns(tband_buf, (uint64_t)tband_portTIMESTAMP_RESOLUTION_NS));
#if tband_configSEND_CATALOGUE_FINGERPRINT
  /* The fingerprint of the tband_encode.h this runtime is built with: the application's catalogue. */
  TBAND_EMIT_METADATA(CATALOGUE_FINGERPRINT, encode_catalogue_fingerprint(tband_buf, TBAND_CATALOGUE_FINGERPRINT));
#endif
}

void tband_submit_metadata(const uint8_t *buf, size_t len) {
  tband_portENTER_CRITICAL_FROM_ANY();
  {
    TBAND_STREAM_ORDER_ENTER();
    tband_core_submit(buf, len, true, tband_portTIMESTAMP());
    TBAND_STREAM_ORDER_LEAVE();
  }
  tband_portEXIT_CRITICAL_FROM_ANY();
}

/* The path of TBAND_EMIT and TBAND_EMIT_METADATA for the generated application trace functions,
 * through the public API (one critical section for both: fewer bytes than sharing the above). */
void impl_tband_emit(uint8_t *buf, bool is_metadata, tband_encoder encode, const void *fields) {
  tband_portENTER_CRITICAL_FROM_ANY();
  {
    TBAND_STREAM_ORDER_ENTER();
    uint64_t ts = tband_portTIMESTAMP();
    size_t len = encode(buf, ts, fields);
    if (is_metadata) {
      tband_core_submit(buf, len, true, ts);
    } else {
      TBAND_SUBMIT_EVENT(buf, len, ts);
    }
    TBAND_STREAM_ORDER_LEAVE();
  }
  tband_portEXIT_CRITICAL_FROM_ANY();
}

#if tband_configISR_TRACE_ENABLE
void impl_tband_isr_name(uint32_t isr_id, const char *name) {
  TBAND_EMIT_METADATA(ISR_NAME, encode_isr_name(tband_buf, isr_id, name));
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
  TBAND_EMIT_METADATA(EVTMARKER_NAME, encode_evtmarker_name(tband_buf, id, name));
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
  TBAND_EMIT_METADATA(VALMARKER_NAME, encode_valmarker_name(tband_buf, id, name));
}
void impl_tband_valmarker(uint32_t id, int64_t val) {
  TBAND_EMIT(VALMARKER, encode_valmarker(tband_buf, tband_ts, id, val));
}
#endif

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_core_disabled;
#endif /* tband_configENABLE */

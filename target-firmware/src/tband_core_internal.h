/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_core_internal.h: the per-core bookkeeping, the control calls and the backend interface
 * the runtime's own sources share, and TBAND_EMIT, the one path every timed event takes:
 *   critical section -> timestamp -> encode on the stack -> drop accounting -> backend
 * (tband_submit_fast inline for the common case, tband_core_submit for the rest). Metadata
 * events (TBAND_EMIT_METADATA) are encoded first, then take the same critical section.
 * Not for application code.
 */
#ifndef TBAND_CORE_INTERNAL_H
#define TBAND_CORE_INTERNAL_H

#include "tband.h"

#if tband_configENABLE

/* The encoders before the port: the order the compiler lays out their inline functions in, which
 * the runtime's measured code size depends on (docs/performance.md). */
#include "tband_encode.h"
#include "tband_locks.h"

/* ==== Shared runtime state (tband_core.c) ================================= */

/* Whether the backend accepts events. */
extern tband_flag tband_enabled;
/* Held while tracing is started or reset and while finished is checked. */
extern tband_lock tband_control_lock;

/* Added to a core's since_report while the core is inside the runtime for an event. A call that
 * finds it there interrupted this core inside the runtime (only a fault or NMI handler can), and
 * must leave alone what the interrupted code is changing. */
#define TBAND_BUSY 0x40000000u
#if tband_configTRACE_DROP_CNT_EVERY >= 0x10000000
#error "tband_configTRACE_DROP_CNT_EVERY must be below 0x10000000"
#endif

/*
 * What the runtime keeps per core. Written by the core's own events (with its lock held with
 * several cores), and by control calls with the lock held and tracing off.
 */
struct tband_core {
#if tband_portNUMBER_OF_CORES > 1
  tband_core_lock lock;
#endif
  /* Events since the last dropped_evt_cnt event: one is due before the next event from
   * tband_configTRACE_DROP_CNT_EVERY - 1 on (set there when something was lost). Plus TBAND_BUSY
   * while the core is inside the runtime for an event. */
  uint32_t since_report;
  uint32_t lost;   /* events the backend refused since the trace began */
  uint32_t nested; /* events dropped because they interrupted this core inside the runtime */
#if tband_configUSE_METADATA_BUF
  uint32_t meta_ovf; /* metadata events missing from the buffer (never reset: the gap stays) */
  size_t meta_amnt;  /* bytes used; only whole frames */
#if tband_configUSE_BACKEND_STREAMING
  size_t meta_sent; /* bytes of the buffer the stream carries */
#endif
  uint8_t meta_buf[tband_configMETADATA_BUF_SIZE];
#endif
};
extern struct tband_core tband_cores[tband_portNUMBER_OF_CORES];

/* Takes a core's lock, waiting for its event in flight; false (not taken) when this core holds
 * it itself. One core needs no lock: the critical section excludes every other event, and a
 * fault or NMI handler is noticed by the busy mark in since_report. */
#if tband_portNUMBER_OF_CORES > 1
#define tband_core_acquire(c) tband_core_lock_enter(&(c)->lock)
#define tband_core_release(c) tband_core_lock_leave(&(c)->lock)
#else
#define tband_core_acquire(c) ((void)(c), true)
#define tband_core_release(c) ((void)(c))
#endif

/* The count a core's dropped_evt_cnt events carry: every event of this trace that is missing. */
static inline uint32_t tband_core_dropped(const struct tband_core *c) {
#if tband_configUSE_METADATA_BUF
  return c->lost + c->nested + c->meta_ovf;
#else
  return c->lost + c->nested;
#endif
}

/* True when tracing is off; then waits until no core is inside its backend. Control lock held. */
bool impl_tband_finished(void);
bool impl_tband_backend_finished(unsigned int core_id);

/*
 * Turns tracing on: 0; -1 when it is on already. prepare (or NULL) runs first, with the control
 * lock and every core's lock held, so no event gets between it and the start; when it returns
 * false, tracing stays off and the result is -2. Each core's first event is then preceded by a
 * dropped_evt_cnt event when anything is missing.
 */
int impl_tband_start(bool (*prepare)(void));
/* Turns tracing off: 0; -1 when it was off. Needs no lock, so a fault handler may call it. */
int impl_tband_stop(void);

/*
 * Empties a finished trace for backends that keep one (snapshot, post-mortem): calls clear_core
 * for every core with its lock held and restarts drop accounting (the metadata buffer's gaps stay
 * counted). Returns 0, or -1 (nothing changed) while tracing is on.
 */
int impl_tband_reset(void (*clear_core)(unsigned int core_id));

/*
 * Hands a framed event of this core to the metadata buffer (metadata events) and to the backend
 * (while tracing), with a dropped_evt_cnt event first when one is due. Call inside the port's
 * critical section. The careful path; tband_submit_fast takes the common case.
 */
void tband_core_submit(const uint8_t *buf, size_t len, bool is_metadata, uint64_t ts);

#if tband_configUSE_METADATA_BUF && tband_configUSE_BACKEND_STREAMING
/* Writes each core's metadata (multi-core: after a core_id event) through out(): the whole
 * buffer, or with only_unsent what the stream does not carry yet. Stops and returns true at the
 * first write out() reports as dropped. Every core's lock held. */
bool tband_send_metadata(bool (*out)(const uint8_t *buf, size_t len), bool only_unsent);
#endif

/* ==== Backend interface (one tband_backend_*.c is active) ================== */

enum tband_backend_result {
  TBAND_STORED,  /* the event was taken */
  TBAND_DROPPED, /* the event was lost; counted as a drop */
  TBAND_FULL     /* the backend is full: tracing stops, the event is not counted as dropped */
};

/* Called with the core busy (and its lock held) while tracing is enabled. */
enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata);

/* An event the backend did not store, while the core is busy: counted and reported before the
 * next event; for TBAND_FULL, tracing ends instead. */
void tband_core_refused(struct tband_core *c, enum tband_backend_result r);

/* The backend's event entry point as an inline function where it is short. */
#include "tband_backend.h"

/* ==== The event path ======================================================= */

#if defined(__GNUC__)
#define TBAND_LIKELY(x) __builtin_expect(!!(x), 1)
#define TBAND_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define TBAND_LIKELY(x) (x)
#define TBAND_UNLIKELY(x) (x)
#endif

/*
 * The common case of tband_core_submit for one core, inline in every event function when
 * optimising for speed: no report due, not nested, the backend takes the event. Everything else
 * goes to tband_core_submit. Optimising for size, and with several cores, every event calls
 * tband_core_submit.
 */
#if tband_portNUMBER_OF_CORES == 1 && !defined(__OPTIMIZE_SIZE__)
static inline void tband_submit_fast(const uint8_t *buf, size_t len, uint64_t ts) {
  struct tband_core *c = &tband_cores[0];
  uint32_t since = c->since_report;
  if (TBAND_UNLIKELY(since >= tband_configTRACE_DROP_CNT_EVERY - 1u)) {
    tband_core_submit(buf, len, false, ts);
    return;
  }
  /* Busy first, then the flag: a fault handler that stops tracing meanwhile is obeyed. */
  c->since_report = since + TBAND_BUSY;
  tband_portCOMPILER_BARRIER();
  if (TBAND_LIKELY(tband_flag_load(&tband_enabled))) {
    enum tband_backend_result r = TBAND_BACKEND_SUBMIT(0u, ts, buf, len, false);
    if (TBAND_UNLIKELY(r != TBAND_STORED)) {
      tband_core_refused(c, r);
    }
  }
  tband_portCOMPILER_BARRIER();
  /* Not busy, one more event; relative, so what a nested call added stays. */
  c->since_report -= TBAND_BUSY - 1u;
}
#define TBAND_SUBMIT_EVENT(buf, len, ts) tband_submit_fast((buf), (len), (ts))
#else
#define TBAND_SUBMIT_EVENT(buf, len, ts) tband_core_submit((buf), (len), false, (ts))
#endif

/*
 * Several cores streaming: they share one stream, and it must be in time order (a reader takes a
 * timestamp that goes back for damage). So an event takes its timestamp and reaches the stream
 * under one more lock, taken before its core's lock (and so never wanted by a start, which holds
 * every core's lock). A fault or NMI handler that interrupts its own core while it holds the lock
 * goes on without it; the core's lock then finds the core busy and counts the event as nested.
 */
#if tband_portNUMBER_OF_CORES > 1 && tband_configUSE_BACKEND_STREAMING
extern tband_core_lock tband_stream_order;
static inline void tband_stream_order_leave(bool held) {
  if (held) {
    tband_core_lock_leave(&tband_stream_order);
  }
}
#define TBAND_STREAM_ORDER_ENTER() bool tband_in_order = tband_core_lock_enter(&tband_stream_order)
#define TBAND_STREAM_ORDER_LEAVE() tband_stream_order_leave(tband_in_order)
#else
#define TBAND_STREAM_ORDER_ENTER() ((void)0)
#define TBAND_STREAM_ORDER_LEAVE() ((void)0)
#endif

/* Submits a metadata frame (a name or a property) in a critical section of its own. */
void tband_submit_metadata(const uint8_t *buf, size_t len);

/*
 * A metadata event's frame has no timestamp, so the two emitting macros cannot be swapped by
 * mistake: a timed event's ENCODE names tband_ts, which TBAND_EMIT_METADATA does not declare, and
 * a metadata event in TBAND_EMIT fails this check (C99: a negative bit-field width).
 */
#define TBAND_CHECK_TIMED(STEM) \
  ((void)sizeof(struct { int tband_metadata_event_##STEM##_takes_TBAND_EMIT_METADATA : EVT_##STEM##_IS_METADATA ? -1 : 1; }))

/*
 * Emits timed event STEM (as in EVT_<STEM>_MAXLEN) encoded by ENCODE, an encode_* call that
 * writes to tband_buf and uses tband_ts. The critical section's locals live in this block.
 */
#define TBAND_EMIT(STEM, ENCODE)                                                 \
  do {                                                                           \
    uint8_t tband_buf[EVT_##STEM##_MAXLEN];                                      \
    TBAND_CHECK_EVENT_FITS(STEM);                                                \
    TBAND_CHECK_TIMED(STEM);                                                     \
    tband_portENTER_CRITICAL_FROM_ANY();                                         \
    {                                                                            \
      TBAND_STREAM_ORDER_ENTER();                                                \
      uint64_t tband_ts = tband_portTIMESTAMP();                                 \
      size_t tband_len = (ENCODE);                                               \
      TBAND_SUBMIT_EVENT(tband_buf, tband_len, tband_ts);                        \
      TBAND_STREAM_ORDER_LEAVE();                                                \
    }                                                                            \
    tband_portEXIT_CRITICAL_FROM_ANY();                                          \
  } while (0)

/*
 * Emits metadata event STEM encoded by ENCODE. Its frame does not depend on when it is taken, so
 * it is encoded before the critical section, which one function takes for every metadata event:
 * the name functions stay small.
 */
#define TBAND_EMIT_METADATA(STEM, ENCODE)                                        \
  do {                                                                           \
    uint8_t tband_buf[EVT_##STEM##_MAXLEN];                                      \
    TBAND_CHECK_EVENT_FITS(STEM);                                                \
    tband_submit_metadata(tband_buf, (ENCODE));                                  \
  } while (0)

#endif /* tband_configENABLE */

#endif /* TBAND_CORE_INTERNAL_H */

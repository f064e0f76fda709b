/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_internal.h: what the runtime's own sources share. Not for application code.
 *
 * Reads the user's tband_port.h, checks it, and defines the locks, the per-core bookkeeping
 * and TBAND_EMIT, the one path every timed event takes:
 *   critical section -> timestamp -> encode on the stack -> drop accounting -> backend
 * (tband_submit_fast inline for the common case, tband_core_submit for the rest). Metadata
 * events (TBAND_EMIT_METADATA) are encoded first, then take the same critical section.
 */
#ifndef TBAND_INTERNAL_H
#define TBAND_INTERNAL_H

#include "tband.h"

#if tband_configENABLE

#include "tband_encode.h"
#include "tband_port.h"

/* ==== Port checks ========================================================= */

#ifndef tband_portTIMESTAMP
#error "tband_port.h must define tband_portTIMESTAMP(): a monotonic uint64_t timestamp shared by all cores"
#endif
/* A clock in Hz is exact (ts_frequency_hz); the whole nanoseconds per tick Tonbandgerät's tools
 * read (ts_resolution_ns) are then its tick rounded to the nearest, at least 1. */
#if !defined(tband_portTIMESTAMP_RESOLUTION_NS) && defined(tband_portTIMESTAMP_HZ)
#define tband_portTIMESTAMP_RESOLUTION_NS \
  ((tband_portTIMESTAMP_HZ) > 2000000000u ? 1u : (2000000000u + (tband_portTIMESTAMP_HZ)) / (2u * (tband_portTIMESTAMP_HZ)))
#endif
#ifndef tband_portTIMESTAMP_RESOLUTION_NS
#error "tband_port.h must define tband_portTIMESTAMP_HZ (timestamp ticks per second) or tband_portTIMESTAMP_RESOLUTION_NS (nanoseconds per tick)"
#endif
#ifndef tband_portENTER_CRITICAL_FROM_ANY
#error "tband_port.h must define tband_portENTER_CRITICAL_FROM_ANY(), usable from tasks and interrupts"
#endif
#ifndef tband_portEXIT_CRITICAL_FROM_ANY
#error "tband_port.h must define tband_portEXIT_CRITICAL_FROM_ANY()"
#endif
#ifndef tband_portNUMBER_OF_CORES
#define tband_portNUMBER_OF_CORES 1
#endif
#if tband_portNUMBER_OF_CORES < 1
#error "tband_portNUMBER_OF_CORES must be at least 1"
#endif
#ifndef tband_portGET_CORE_ID
#if tband_portNUMBER_OF_CORES == 1
#define tband_portGET_CORE_ID() 0u
#else
#error "tband_port.h must define tband_portGET_CORE_ID() when tband_portNUMBER_OF_CORES > 1"
#endif
#endif
#if tband_configUSE_BACKEND_STREAMING && !defined(tband_portBACKEND_STREAM_DATA)
#error "the streaming backend needs tband_portBACKEND_STREAM_DATA(buf, len) in tband_port.h (returns true when the data was dropped)"
#endif
#ifndef tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK
#define tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK() ((void)0)
#endif
/* What a core does while it waits for a lock another core holds. */
#ifndef tband_portSPIN_HINT
#define tband_portSPIN_HINT() ((void)0)
#endif

/* Keeps the compiler from moving memory accesses across it. The runtime orders the stores of
 * every update a fault handler may read (post-mortem ring, metadata buffer) with it: a fault or
 * NMI handler runs on the same core, which sees its own stores in program order. */
#ifndef tband_portCOMPILER_BARRIER
#if defined(__GNUC__)
#define tband_portCOMPILER_BARRIER() __asm__ __volatile__("" : : : "memory")
#else
#error "define tband_portCOMPILER_BARRIER() for your compiler in tband_port.h (a compiler memory barrier)"
#endif
#endif
/* Runs at each step of an update a fault handler may interrupt (post-mortem ring, metadata
 * buffer), with the step's number. Empty; tests and the QEMU demo define it to take a simulated
 * fault there. */
#ifndef tband_portFAULT_POINT
#define tband_portFAULT_POINT(step) ((void)0)
#endif

/* ==== Locks and flags ===================================================== */

#if tband_portNUMBER_OF_CORES > 1
/*
 * Several cores: the port's critical section only masks this core's interrupts, so shared
 * state also needs atomic operations on 32-bit words (zero, as static data starts, is a free
 * lock and a clear flag). The port may supply them, all five (ports/riscv does, with the A
 * extension); otherwise they are C11 atomics. Words rather than bools: every core with atomics
 * has them for words, where sub-word atomics may need a library call.
 */
#if defined(tband_portATOMIC_SWAP_ACQUIRE)
#if !defined(tband_portATOMIC_SWAP_ACQ_REL) || !defined(tband_portATOMIC_CAS_ACQUIRE) || \
    !defined(tband_portATOMIC_LOAD_ACQUIRE) || !defined(tband_portATOMIC_STORE_RELEASE)
#error "a port that defines tband_portATOMIC_SWAP_ACQUIRE must define all five tband_portATOMIC_* macros (docs/firmware/porting.md)"
#endif
typedef volatile uint32_t tband_atomic;
#define tband_atomic_swap_acquire(word, v) tband_portATOMIC_SWAP_ACQUIRE((word), (v))
#define tband_atomic_swap_acq_rel(word, v) tband_portATOMIC_SWAP_ACQ_REL((word), (v))
#define tband_atomic_cas_acquire(word, expected, desired) tband_portATOMIC_CAS_ACQUIRE((word), (expected), (desired))
#define tband_atomic_load_acquire(word) tband_portATOMIC_LOAD_ACQUIRE(word)
#define tband_atomic_store_release(word, v) tband_portATOMIC_STORE_RELEASE((word), (v))
#else
#if !defined(__STDC_VERSION__) || (__STDC_VERSION__ < 201112L) || defined(__STDC_NO_ATOMICS__)
#error "tband_portNUMBER_OF_CORES > 1 needs C11 atomics (compile the runtime with -std=c11 or newer) or a port that defines the tband_portATOMIC_* macros"
#endif
#include <stdatomic.h>
typedef atomic_uint tband_atomic;
#define tband_atomic_swap_acquire(word, v) atomic_exchange_explicit((word), (v), memory_order_acquire)
#define tband_atomic_swap_acq_rel(word, v) atomic_exchange_explicit((word), (v), memory_order_acq_rel)
/* The value found: expected when desired was stored (strong, so never a spurious failure). */
static inline unsigned int tband_atomic_cas_acquire(tband_atomic *word, unsigned int expected, unsigned int desired) {
  (void)atomic_compare_exchange_strong_explicit(word, &expected, desired, memory_order_acquire,
                                                memory_order_relaxed);
  return expected;
}
#define tband_atomic_load_acquire(word) atomic_load_explicit((word), memory_order_acquire)
#define tband_atomic_store_release(word, v) atomic_store_explicit((word), (v), memory_order_release)
#endif
typedef tband_atomic tband_lock;
typedef tband_atomic tband_flag;

/* Spins until this core holds the lock (the swap returns the previous value: 1 = taken). */
static inline void tband_lock_acquire(tband_lock *lock) {
  while (tband_atomic_swap_acquire(lock, 1u) != 0u) {
    tband_portSPIN_HINT();
  }
}
/* True when the lock was free and is now held by this core. */
static inline bool tband_lock_try(tband_lock *lock) {
  return tband_atomic_swap_acquire(lock, 1u) == 0u;
}
static inline void tband_lock_release(tband_lock *lock) {
  tband_atomic_store_release(lock, 0u);
}
#define tband_flag_load(flag) (tband_atomic_load_acquire(flag) != 0u)
#define tband_flag_store(flag, v) tband_atomic_store_release((flag), (v) ? 1u : 0u)
#define tband_flag_exchange(flag, v) (tband_atomic_swap_acq_rel((flag), (v) ? 1u : 0u) != 0u)

/*
 * The lock of a core's state (struct tband_core): the number of the core that holds it plus one
 * (0: free), so that a core can tell that it holds it itself. That happens only when a fault or
 * NMI handler, which no critical section masks, interrupted this core inside the runtime;
 * waiting would never end.
 */
typedef tband_atomic tband_core_lock;

/* Takes the lock; false, without waiting, when this core already holds it (see above). */
static inline bool tband_core_lock_enter(tband_core_lock *lock) {
  unsigned int me = (unsigned int)tband_portGET_CORE_ID() + 1u;
  unsigned int found;
  while ((found = tband_atomic_cas_acquire(lock, 0u, me)) != 0u) {
    if (found == me) {
      return false;
    }
    tband_portSPIN_HINT();
  }
  return true;
}
static inline void tband_core_lock_leave(tband_core_lock *lock) {
  tband_atomic_store_release(lock, 0u);
}
#else
/* One core: the critical section alone excludes everything else; locks vanish. */
typedef uint8_t tband_lock;
typedef volatile bool tband_flag;
#define tband_lock_acquire(lock) ((void)(lock))
#define tband_lock_try(lock) ((void)(lock), true)
#define tband_lock_release(lock) ((void)(lock))
#define tband_flag_load(flag) (*(flag))
#define tband_flag_store(flag, v) (*(flag) = (v))
static inline bool tband_flag_exchange(tband_flag *flag, bool v) {
  bool old = *flag;
  *flag = v;
  return old;
}
#endif

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
bool tband_impl_finished(void);
bool tband_impl_backend_finished(unsigned int core_id);

/*
 * Turns tracing on: 0; -1 when it is on already. prepare (or NULL) runs first, with the control
 * lock and every core's lock held, so no event gets between it and the start; when it returns
 * false, tracing stays off and the result is -2. Each core's first event is then preceded by a
 * dropped_evt_cnt event when anything is missing.
 */
int tband_impl_start(bool (*prepare)(void));
/* Turns tracing off: 0; -1 when it was off. Needs no lock, so a fault handler may call it. */
int tband_impl_stop(void);

/*
 * Empties a finished trace for backends that keep one (snapshot, post-mortem): calls clear_core
 * for every core with its lock held and restarts drop accounting (the metadata buffer's gaps stay
 * counted). Returns 0, or -1 (nothing changed) while tracing is on.
 */
int tband_impl_reset(void (*clear_core)(unsigned int core_id));

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

#endif /* TBAND_INTERNAL_H */

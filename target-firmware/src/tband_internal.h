/*
 * tband_internal.h: what the runtime's own sources share. Not for application code.
 *
 * Reads the user's tband_port.h, checks it, and defines the locks, the per-core bookkeeping
 * and TBAND_EMIT, the one path every event takes:
 *   critical section -> timestamp -> encode on the stack -> tband_core_submit -> backend.
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
#ifndef tband_portTIMESTAMP_RESOLUTION_NS
#error "tband_port.h must define tband_portTIMESTAMP_RESOLUTION_NS: nanoseconds per timestamp tick"
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

/* ==== Locks and flags ===================================================== */

#if tband_portNUMBER_OF_CORES > 1
/*
 * Several cores: the port's critical section only masks this core's interrupts, so shared
 * state also needs C11 atomics. Locks are atomic_bool rather than atomic_flag because zero
 * (static) initialisation of an atomic_bool is a valid, released lock, for any core count.
 */
#if !defined(__STDC_VERSION__) || (__STDC_VERSION__ < 201112L) || defined(__STDC_NO_ATOMICS__)
#error "tband_portNUMBER_OF_CORES > 1 needs C11 atomics: compile the runtime with -std=c11 or newer"
#endif
#include <stdatomic.h>
typedef atomic_bool tband_lock;
typedef atomic_bool tband_flag;

/* Spins until this core holds the lock (exchange returns the previous value: true = taken). */
static inline void tband_lock_acquire(tband_lock *lock) {
  while (atomic_exchange_explicit(lock, true, memory_order_acquire)) {
    tband_portSPIN_HINT();
  }
}
/* True when the lock was free and is now held by this core. */
static inline bool tband_lock_try(tband_lock *lock) {
  return !atomic_exchange_explicit(lock, true, memory_order_acquire);
}
static inline void tband_lock_release(tband_lock *lock) {
  atomic_store_explicit(lock, false, memory_order_release);
}
#define tband_flag_load(flag) atomic_load_explicit((flag), memory_order_acquire)
#define tband_flag_store(flag, v) atomic_store_explicit((flag), (v), memory_order_release)
#define tband_flag_exchange(flag, v) atomic_exchange_explicit((flag), (v), memory_order_acq_rel)
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

/* Whether the backend accepts events. Changed only with tband_control_lock held. */
extern tband_flag tband_enabled;
/* Held while tracing is started, stopped or read out. */
extern tband_lock tband_control_lock;
/* Held by a core while its backend handles an event (see tband_tracing_finished). */
extern tband_lock tband_backend_locks[tband_portNUMBER_OF_CORES];

/* True when tracing is off and no backend is busy. Call with tband_control_lock held. */
bool tband_impl_finished(void);
bool tband_impl_backend_finished(unsigned int core_id);

/* Turn tracing on (0; -1 when it has not finished yet) and off (0; -1 when it was off). */
int tband_impl_start(void);
int tband_impl_stop(void);

/*
 * Empties a finished trace for backends that keep one (snapshot, post-mortem): calls clear_core
 * for every core with its backend lock held and restarts drop accounting, as a new trace starts
 * with no drops. Returns 0, or -1 (nothing changed) when tracing has not finished.
 */
int tband_impl_reset(void (*clear_core)(unsigned int core_id));

/*
 * Hands one framed event of this core to the metadata buffer (metadata events) and to the
 * backend (while tracing), sending a dropped_evt_cnt first when one is due. Call inside the
 * port's critical section. ts is the event's timestamp (also used for the drop report).
 */
void tband_core_submit(const uint8_t *buf, size_t len, bool is_metadata, uint64_t ts);

#if tband_configUSE_METADATA_BUF
/* Writes each core's metadata (multi-core: after a core_id event) through out(); stops and
 * returns true at the first write out() reports as dropped. Control lock held. */
bool tband_send_metadata(bool (*out)(const uint8_t *buf, size_t len));
#endif

/* ==== Backend interface (one tband_backend_*.c is active) ================== */

enum tband_backend_result {
  TBAND_STORED,  /* the event was taken */
  TBAND_DROPPED, /* the event was lost; counted as a drop */
  TBAND_FULL     /* the backend is full: tracing stops, the event is not counted as dropped */
};

/* Called with the core's backend lock held and tracing enabled. */
enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata);

/* ==== The event path ======================================================= */

/*
 * Emits event STEM (as in EVT_<STEM>_MAXLEN) encoded by ENCODE, an encode_* call that writes
 * to tband_buf and may use tband_ts. The critical section's locals live in this block.
 */
#define TBAND_EMIT(STEM, ENCODE)                                                 \
  do {                                                                           \
    uint8_t tband_buf[EVT_##STEM##_MAXLEN];                                      \
    tband_portENTER_CRITICAL_FROM_ANY();                                         \
    {                                                                            \
      uint64_t tband_ts = tband_portTIMESTAMP();                                 \
      size_t tband_len = (ENCODE);                                               \
      tband_core_submit(tband_buf, tband_len, EVT_##STEM##_IS_METADATA != 0, tband_ts); \
    }                                                                            \
    tband_portEXIT_CRITICAL_FROM_ANY();                                          \
  } while (0)

#endif /* tband_configENABLE */

#endif /* TBAND_INTERNAL_H */

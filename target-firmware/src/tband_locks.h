/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_locks.h: the atomics, locks and flags the runtime shares between cores (with several
 * cores) or that vanish into plain variables (with one). For the runtime's own sources only.
 */
#ifndef TBAND_LOCKS_H
#define TBAND_LOCKS_H

#include "tband_port_defaults.h"

#if tband_configENABLE

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

#endif /* tband_configENABLE */

#endif /* TBAND_LOCKS_H */

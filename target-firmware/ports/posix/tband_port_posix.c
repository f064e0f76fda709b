/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* POSIX port functions (see tband_port.h next to this file). */
#define _POSIX_C_SOURCE 200809L
#include "tband.h"
#include "tband_port.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <time.h>

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define TBAND_POSIX_THREAD_LOCAL _Thread_local
#else
#define TBAND_POSIX_THREAD_LOCAL __thread
#endif

/* Per thread: its core, its signal mask from before the critical section, and the nesting depth
 * (the runtime does not nest critical sections; an application's port macros might). */
static TBAND_POSIX_THREAD_LOCAL unsigned int tband_posix_core;
static TBAND_POSIX_THREAD_LOCAL sigset_t tband_posix_saved_mask;
static TBAND_POSIX_THREAD_LOCAL unsigned int tband_posix_depth;

#if tband_portNUMBER_OF_CORES == 1
static pthread_mutex_t tband_posix_mutex = PTHREAD_MUTEX_INITIALIZER;
#endif

uint64_t tband_posix_timestamp(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

void tband_posix_enter_critical(void) {
  sigset_t all;
  sigset_t before;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  if (tband_posix_depth++ == 0) {
    tband_posix_saved_mask = before;
#if tband_portNUMBER_OF_CORES == 1
    pthread_mutex_lock(&tband_posix_mutex);
#endif
  }
}

void tband_posix_exit_critical(void) {
  if (--tband_posix_depth == 0) {
#if tband_portNUMBER_OF_CORES == 1
    pthread_mutex_unlock(&tband_posix_mutex);
#endif
    pthread_sigmask(SIG_SETMASK, &tband_posix_saved_mask, NULL);
  }
}

void tband_posix_set_core_id(unsigned int core_id) {
  tband_posix_core = core_id;
}

unsigned int tband_posix_core_id(void) {
  return tband_posix_core;
}

void tband_posix_yield(void) {
  sched_yield();
}

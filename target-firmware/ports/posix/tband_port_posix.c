/* POSIX port functions (see tband_port.h next to this file). */
#define _POSIX_C_SOURCE 200809L
#include "tband_port.h"

#include <pthread.h>
#include <sched.h>
#include <time.h>

static pthread_mutex_t tband_posix_mutex = PTHREAD_MUTEX_INITIALIZER;
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
static _Thread_local unsigned int tband_posix_core;
#else
static __thread unsigned int tband_posix_core;
#endif

uint64_t tband_posix_timestamp(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

void tband_posix_lock(void) {
  pthread_mutex_lock(&tband_posix_mutex);
}

void tband_posix_unlock(void) {
  pthread_mutex_unlock(&tband_posix_mutex);
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

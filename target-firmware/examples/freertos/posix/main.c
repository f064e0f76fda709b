/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The FreeRTOS example on the kernel's POSIX port (portable/ThirdParty/GCC/Posix): each task is
 * a thread, the tick is a signal. Tonband's posix port blocks signals inside its critical
 * section, so the tick handler may trace (ports/posix/tband_port.h).
 *
 *   freertos_posix <trace file> <rounds>
 *
 * streams the trace into the file, runs the workload for that many rounds and ends the
 * scheduler. A thread outside the kernel stands in for a timer peripheral: every 3 ms it sends
 * SIGUSR2 to the process, which the running task's thread handles as an interrupt. A FreeRTOS
 * task switch can only happen in the port's own tick handler, so the interrupt does not
 * yield: a task it wakes runs from the next tick on.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "FreeRTOS.h"
#include "task.h"
#include "tband.h"
#include "workload.h"

#define IRQ_SIGNAL SIGUSR2
#define IRQ_ID 1u
#define IRQ_PERIOD_NS 3000000L

static int trace_fd = -1;
static volatile sig_atomic_t irq_source_running = 1;

/* write() rather than stdio: it is safe in the signal handlers that trace. */
bool platform_stream_write(const uint8_t *buf, size_t len) {
  while (len > 0) {
    ssize_t n = write(trace_fd, buf, len);
    if (n < 0 && errno != EINTR) {
      return true;
    }
    if (n > 0) {
      buf += n;
      len -= (size_t)n;
    }
  }
  return false;
}

void platform_assert_failed(const char *file, int line) {
  fprintf(stderr, "%s:%d: FreeRTOS assertion failed\n", file, line);
  abort();
}

void platform_finish(void) {
  irq_source_running = 0;
  if (close(trace_fd) != 0) {
    perror("closing the trace");
    exit(1);
  }
  vTaskEndScheduler();
}

static void irq_handler(int sig) {
  (void)sig;
  (void)workload_isr();
}

/* The timer peripheral. It runs with every signal blocked (see main), so its signal, and the
 * kernel's tick, go to the running task's thread. */
static void *irq_source(void *arg) {
  const struct timespec period = {0, IRQ_PERIOD_NS};
  (void)arg;
  while (irq_source_running) {
    (void)nanosleep(&period, NULL);
    (void)kill(getpid(), IRQ_SIGNAL);
  }
  return NULL;
}

int main(int argc, char **argv) {
  struct sigaction irq;
  sigset_t all;
  sigset_t before;
  pthread_t source;
  char *end;
  unsigned long rounds;

  if (argc != 3 || (rounds = strtoul(argv[2], &end, 10)) == 0 || *end != '\0') {
    fprintf(stderr, "usage: %s <trace file> <rounds>\n", argv[0]);
    return 2;
  }
  trace_fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (trace_fd < 0) {
    perror(argv[1]);
    return 1;
  }

  irq.sa_handler = irq_handler;
  irq.sa_flags = 0;
  sigfillset(&irq.sa_mask); /* like the kernel's tick: an interrupt runs with the others masked */
  if (sigaction(IRQ_SIGNAL, &irq, NULL) != 0) {
    perror("sigaction");
    return 1;
  }

  workload_start((uint32_t)rounds, IRQ_ID);
  /* A thread that is not a task must never run a signal handler: the kernel's tick handler
   * would take it for the running task (FreeRTOS V10's port also unblocks signals in threads
   * that are not tasks). It inherits this mask. */
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  if (pthread_create(&source, NULL, irq_source, NULL) != 0) {
    fprintf(stderr, "cannot start the interrupt source\n");
    return 1;
  }
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  vTaskStartScheduler(); /* returns after vTaskEndScheduler() */
  (void)pthread_join(source, NULL);
  return 0;
}

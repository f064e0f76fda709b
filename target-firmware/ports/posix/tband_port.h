/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * POSIX port: the runtime on a hosted system, for tests, simulation and the FreeRTOS POSIX port.
 *
 * Signals are a hosted program's interrupts, so the critical section blocks every signal of the
 * calling thread (and restores the thread's mask on exit): a signal handler that traces, such as
 * the FreeRTOS POSIX port's tick handler, can never interrupt the tracer halfway, on any thread.
 * A signal sent meanwhile (SIGTERM too) stays pending and is delivered when the event is done.
 *
 * - One simulated core (default): the critical section also takes a process-wide mutex, so any
 *   number of threads may trace. The mutex is never held with signals unblocked, so a handler
 *   that traces cannot deadlock on a mutex its own thread holds.
 * - Several cores (tband_portNUMBER_OF_CORES > 1 in tband_config.h; build the runtime with
 *   -std=c11): each thread is a core and says which with tband_posix_set_core_id(). The critical
 *   section masks the thread's signals only, and the runtime's own C11 spinlocks do the rest,
 *   exactly as between the cores of a multi-core MCU.
 *
 * Timestamps are CLOCK_MONOTONIC nanoseconds. Streaming goes to tband_posix_stream_data(),
 * which the application implements. Define any tband_port* macro in tband_config.h to
 * replace the one here (the tests use a deterministic tband_portTIMESTAMP()).
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The port's functions (ports/posix/tband_port_posix.c). */
uint64_t tband_posix_timestamp(void);
void tband_posix_enter_critical(void);
void tband_posix_exit_critical(void);
void tband_posix_set_core_id(unsigned int core_id);
unsigned int tband_posix_core_id(void);
void tband_posix_yield(void);
/* Implemented by the application when it streams: true = the data was dropped. */
bool tband_posix_stream_data(const uint8_t *buf, size_t len);

#ifndef tband_portTIMESTAMP
#define tband_portTIMESTAMP() tband_posix_timestamp()
#define tband_portTIMESTAMP_RESOLUTION_NS 1
#endif

#ifndef tband_portNUMBER_OF_CORES
#define tband_portNUMBER_OF_CORES 1
#endif

#define tband_portENTER_CRITICAL_FROM_ANY() tband_posix_enter_critical()
#define tband_portEXIT_CRITICAL_FROM_ANY() tband_posix_exit_critical()

#if tband_portNUMBER_OF_CORES > 1
#define tband_portGET_CORE_ID() tband_posix_core_id()
/* A waiting thread lets the lock holder run: there may be more threads than CPUs. */
#define tband_portSPIN_HINT() tband_posix_yield()
#endif

#ifndef tband_portBACKEND_STREAM_DATA
#define tband_portBACKEND_STREAM_DATA(buf, len) tband_posix_stream_data((buf), (len))
#endif

#endif /* TBAND_PORT_H */

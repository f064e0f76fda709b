/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_port_defaults.h: reads the user's tband_port.h, checks that it defines what the runtime
 * needs and gives the optional port macros their defaults. For the runtime's own sources only.
 */
#ifndef TBAND_PORT_DEFAULTS_H
#define TBAND_PORT_DEFAULTS_H

#include "tband.h"

#if tband_configENABLE

#include "tband_port.h"

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

#endif /* tband_configENABLE */

#endif /* TBAND_PORT_DEFAULTS_H */

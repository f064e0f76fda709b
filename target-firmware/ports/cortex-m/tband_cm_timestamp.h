/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Cortex-M timestamps, shared by the bare-metal and the FreeRTOS ports. Both counters are
 * extended to 64 bits in software, so timestamps stay monotonic for the life of the device.
 *
 * Source (tband_portCM_TIMESTAMP_SOURCE, set in tband_config.h to override):
 * - TBAND_CM_TS_DWT: the DWT cycle counter, on cores that have one (Cortex-M3/M4/M7/M33...).
 *   Call tband_cm_timestamp_init() once at start-up (again later is harmless); on a Cortex-M7 it
 *   also unlocks the DWT, without which the counter does not run. Something must look at the
 *   counter at least once per 2^32 cycles: an event, or tband_cm_systick_tick() from a periodic
 *   interrupt such as the SysTick handler or FreeRTOS's tick hook.
 * - TBAND_CM_TS_SYSTICK: SysTick, for cores without DWT (Cortex-M0/M0+/M23) or emulators
 *   without one. SysTick must run from the core clock, wrap periodically with its interrupt on,
 *   and nobody else may read its control register (SYST_CSR), whose COUNTFLAG tells the tracer of
 *   each wrap. Call tband_cm_systick_tick() anywhere in the SysTick handler (with FreeRTOS, in
 *   vApplicationTickHook): events traced in the handler before it are stamped right too.
 *
 * One core only: the extension state is not shared between cores (a build with
 * tband_portNUMBER_OF_CORES > 1 stops with an #error).
 *
 * tband_portCM_CPU_HZ (the core clock, in tband_config.h) is the timestamps' clock, sent exactly. Registers are
 * read and written through tband_portCM_READ(addr) and tband_portCM_WRITE(addr, value), which
 * a test may define to simulate them.
 */
#ifndef TBAND_CM_TIMESTAMP_H
#define TBAND_CM_TIMESTAMP_H

#include <stdint.h>

#define TBAND_CM_TS_DWT 1
#define TBAND_CM_TS_SYSTICK 2

#if defined(tband_portNUMBER_OF_CORES) && (tband_portNUMBER_OF_CORES > 1)
#error "the Cortex-M ports support one core (their timestamp extension and critical section are per core): tband_portNUMBER_OF_CORES must be 1; a multi-core part needs a port of its own (docs/firmware/porting.md)"
#endif

#ifndef tband_portCM_TIMESTAMP_SOURCE
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__) || \
    defined(__ARM_ARCH_8_1M_MAIN__)
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_DWT
#else
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK
#endif
#endif

#if !defined(tband_portTIMESTAMP_RESOLUTION_NS) && !defined(tband_portTIMESTAMP_HZ)
#ifndef tband_portCM_CPU_HZ
#error "the Cortex-M port needs tband_portCM_CPU_HZ (core clock in Hz) in tband_config.h, or tband_portTIMESTAMP_HZ"
#endif
/* Both sources count core clock cycles: the trace gets the clock exactly (ts_frequency_hz). */
#define tband_portTIMESTAMP_HZ (tband_portCM_CPU_HZ)
#endif

/* DWT: enables the cycle counter (unlocking the DWT where it is locked); it keeps counting from
 * where it is, so calling this again does not disturb timestamps. SysTick: nothing to do. */
void tband_cm_timestamp_init(void);
/* The current time in core clock cycles. Call with interrupts masked (the runtime does). */
uint64_t tband_cm_timestamp(void);
/* Looks at the counter, so no wrap goes unnoticed: call it periodically, at least once per
 * SysTick period (SysTick) or per 2^32 cycles (DWT), e.g. from the SysTick handler. */
void tband_cm_systick_tick(void);

#define tband_portTIMESTAMP() tband_cm_timestamp()

#endif /* TBAND_CM_TIMESTAMP_H */

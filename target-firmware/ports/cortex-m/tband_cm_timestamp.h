/*
 * Cortex-M timestamps, shared by the bare-metal and the FreeRTOS ports.
 *
 * Source (tband_portCM_TIMESTAMP_SOURCE, set in tband_config.h to override):
 * - TBAND_CM_TS_DWT: the DWT cycle counter, on cores that have one (Cortex-M3/M4/M7/M33...).
 *   Call tband_cm_timestamp_init() once at start-up. The 32-bit counter is extended to 64
 *   bits in software, so something must be traced at least once per 2^32 cycles.
 * - TBAND_CM_TS_SYSTICK: SysTick, for cores without DWT (Cortex-M0/M0+/M23) or emulators
 *   without one. SysTick must run from the core clock with interrupts on, and the SysTick
 *   handler must call tband_cm_systick_tick() before it traces anything.
 *
 * tband_portCM_CPU_HZ (the core clock, in tband_config.h) gives the resolution.
 */
#ifndef TBAND_CM_TIMESTAMP_H
#define TBAND_CM_TIMESTAMP_H

#include <stdint.h>

#define TBAND_CM_TS_DWT 1
#define TBAND_CM_TS_SYSTICK 2

#ifndef tband_portCM_TIMESTAMP_SOURCE
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__) || \
    defined(__ARM_ARCH_8_1M_MAIN__)
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_DWT
#else
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK
#endif
#endif

#ifndef tband_portTIMESTAMP_RESOLUTION_NS
#ifndef tband_portCM_CPU_HZ
#error "the Cortex-M port needs tband_portCM_CPU_HZ (core clock in Hz) in tband_config.h, or tband_portTIMESTAMP_RESOLUTION_NS"
#endif
/* Whole nanoseconds per cycle: exact for clocks that divide 1 GHz (25, 50, 100, 125 MHz...). */
#define tband_portTIMESTAMP_RESOLUTION_NS (1000000000u / (tband_portCM_CPU_HZ))
#endif

/* Enables the DWT cycle counter (TBAND_CM_TS_DWT); nothing to do for SysTick. */
void tband_cm_timestamp_init(void);
/* The current time in core clock cycles. Call with interrupts masked (the runtime does). */
uint64_t tband_cm_timestamp(void);
/* TBAND_CM_TS_SYSTICK: call first thing in SysTick_Handler. */
void tband_cm_systick_tick(void);

#define tband_portTIMESTAMP() tband_cm_timestamp()

#endif /* TBAND_CM_TIMESTAMP_H */

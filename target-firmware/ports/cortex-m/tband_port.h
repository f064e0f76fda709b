/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * ARM Cortex-M bare-metal port (single core).
 *
 * Critical sections save PRIMASK and mask all configurable interrupts, so events can be
 * traced from thread mode and from any interrupt; the previous state is restored on exit, so
 * they nest. Timestamps come from the DWT cycle counter or SysTick (tband_cm_timestamp.h).
 * Streaming needs tband_portBACKEND_STREAM_DATA(buf, len) in tband_config.h (your UART,
 * RTT, ... writer; true = dropped).
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdint.h>

#include "tband_cm_timestamp.h"

static inline uint32_t tband_cm_irq_save(void) {
  uint32_t primask;
  __asm volatile("mrs %0, primask\n\tcpsid i" : "=r"(primask) : : "memory");
  return primask;
}

static inline void tband_cm_irq_restore(uint32_t primask) {
  __asm volatile("msr primask, %0" : : "r"(primask) : "memory");
}

#define tband_portENTER_CRITICAL_FROM_ANY() uint32_t tband_cm_primask = tband_cm_irq_save()
#define tband_portEXIT_CRITICAL_FROM_ANY() tband_cm_irq_restore(tband_cm_primask)

#endif /* TBAND_PORT_H */

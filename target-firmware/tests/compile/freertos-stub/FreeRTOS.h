/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Stand-in for FreeRTOS.h with only what ports/cortex-m-freertos uses, so that port can be
 * compiled here. The definitions follow FreeRTOS's ARM_CM3 portmacro.h (BASEPRI masking).
 */
#ifndef INC_FREERTOS_H
#define INC_FREERTOS_H

#include <stdint.h>

typedef unsigned long UBaseType_t;
#define configMAX_SYSCALL_INTERRUPT_PRIORITY 0x50u

static inline UBaseType_t tband_stub_raise_basepri(void) {
  uint32_t old;
  uint32_t new_basepri = configMAX_SYSCALL_INTERRUPT_PRIORITY;
  __asm volatile("mrs %0, basepri\n\tmsr basepri, %1\n\tdsb\n\tisb" : "=&r"(old) : "r"(new_basepri) : "memory");
  return old;
}
static inline void tband_stub_set_basepri(UBaseType_t v) {
  __asm volatile("msr basepri, %0" : : "r"((uint32_t)v) : "memory");
}
#define portSET_INTERRUPT_MASK_FROM_ISR() tband_stub_raise_basepri()
#define portCLEAR_INTERRUPT_MASK_FROM_ISR(x) tband_stub_set_basepri(x)

#endif /* INC_FREERTOS_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * ARM Cortex-M + FreeRTOS port (single core).
 *
 * Critical sections use FreeRTOS's interrupt mask, which works from tasks and ISRs alike and
 * nests: portSET_INTERRUPT_MASK_FROM_ISR() raises BASEPRI to
 * configMAX_SYSCALL_INTERRUPT_PRIORITY and returns the previous mask,
 * portCLEAR_INTERRUPT_MASK_FROM_ISR(mask) restores it. Interrupts above that priority are not
 * masked: do not trace from them (as with any FreeRTOS API). On ports without BASEPRI
 * (Cortex-M0) FreeRTOS maps the same macros to PRIMASK.
 *
 * The FreeRTOS macros this port needs: portSET_INTERRUPT_MASK_FROM_ISR,
 * portCLEAR_INTERRUPT_MASK_FROM_ISR and the type UBaseType_t, all from FreeRTOS.h (through
 * portmacro.h). The build runs it on the kernel's ARM_CM3 port in QEMU
 * (examples/freertos, with FREERTOS_KERNEL_PATH set).
 *
 * Timestamps: as the bare-metal port (tband_cm_timestamp.h). With SysTick timestamps the
 * kernel owns SysTick: call tband_cm_systick_tick() from vApplicationTickHook()
 * (configUSE_TICK_HOOK 1); kernel events traced inside the tick interrupt, before the hook, are
 * stamped right. Tickless idle reprograms SysTick, so it needs the DWT counter instead.
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdint.h>

#include "FreeRTOS.h"
#include "tband_cm_timestamp.h"

#if defined(configNUMBER_OF_CORES) && (configNUMBER_OF_CORES > 1)
#error "the cortex-m-freertos port supports one core, and configNUMBER_OF_CORES is more than 1: an SMP kernel needs a port with per-core timestamps and tband_portGET_CORE_ID() (docs/firmware/porting.md)"
#endif
#if (tband_portCM_TIMESTAMP_SOURCE == TBAND_CM_TS_SYSTICK) && defined(configUSE_TICKLESS_IDLE) && \
    (configUSE_TICKLESS_IDLE != 0)
#error "SysTick timestamps need a SysTick that runs freely, and tickless idle reprograms it: set configUSE_TICKLESS_IDLE 0, or use the DWT cycle counter (tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_DWT)"
#endif

#define tband_portENTER_CRITICAL_FROM_ANY() UBaseType_t tband_rtos_mask = portSET_INTERRUPT_MASK_FROM_ISR()
#define tband_portEXIT_CRITICAL_FROM_ANY() portCLEAR_INTERRUPT_MASK_FROM_ISR(tband_rtos_mask)

#endif /* TBAND_PORT_H */

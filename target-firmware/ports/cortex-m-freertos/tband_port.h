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
 * portmacro.h). It has been compiled against a stand-in header with those macros only
 * (tests/runtime/freertos-stub); FreeRTOS itself is not part of this repository.
 *
 * Timestamps: as the bare-metal port (tband_cm_timestamp.h). With SysTick timestamps the
 * kernel owns SysTick: call tband_cm_systick_tick() from vApplicationTickHook(), and only
 * trace from tasks and from ISRs below the kernel's priority, so no event is traced between a
 * SysTick wrap and the hook. The DWT counter (Cortex-M3 and up) has no such constraint.
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdint.h>

#include "FreeRTOS.h"
#include "tband_cm_timestamp.h"

#define tband_portENTER_CRITICAL_FROM_ANY() UBaseType_t tband_rtos_mask = portSET_INTERRUPT_MASK_FROM_ISR()
#define tband_portEXIT_CRITICAL_FROM_ANY() portCLEAR_INTERRUPT_MASK_FROM_ISR(tband_rtos_mask)

#endif /* TBAND_PORT_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* FreeRTOSConfig.h of the FreeRTOS hook tests (simulated kernel, kernel/). */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#define configUSE_PREEMPTION 1
#ifndef configUSE_TRACE_FACILITY
#define configUSE_TRACE_FACILITY 1
#endif
#define configUSE_MUTEXES 1
#ifndef configUSE_TIMERS
#define configUSE_TIMERS 1
#endif
#define configTIMER_TASK_PRIORITY 5
#define configMAX_TASK_NAME_LEN 16
#define INCLUDE_xTaskGetIdleTaskHandle 1
#define INCLUDE_xTimerGetTimerDaemonTaskHandle 1

/* Tonband: last, and not for assemblers. */
#if !defined(__ASSEMBLER__) && !defined(__IAR_SYSTEMS_ASM__)
#include "tband.h"
#endif

#endif /* FREERTOS_CONFIG_H */

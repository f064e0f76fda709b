/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* FreeRTOSConfig.h of the drop-in test, set up as Tonbandgerät's documentation says. */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#define configUSE_PREEMPTION 1
#define configUSE_IDLE_HOOK 0
#define configUSE_TICK_HOOK 0
#define configTICK_RATE_HZ 1000
#define configMAX_PRIORITIES 5
#define configMINIMAL_STACK_SIZE 4096
#define configMAX_TASK_NAME_LEN 16
#define configUSE_16_BIT_TICKS 0
#define configUSE_MUTEXES 1
#define configUSE_TIMERS 0
#define configQUEUE_REGISTRY_SIZE 0
#define configSUPPORT_DYNAMIC_ALLOCATION 1
#define configUSE_TRACE_FACILITY 1
#define INCLUDE_vTaskDelay 1
#define INCLUDE_xTaskGetIdleTaskHandle 1

#include "tband.h"

#endif /* FREERTOS_CONFIG_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* FreeRTOSConfig.h of the FreeRTOS footprint benchmark: a small ARM_CM3 configuration. */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#define configUSE_PREEMPTION 1
#define configUSE_PORT_OPTIMISED_TASK_SELECTION 0
#define configCPU_CLOCK_HZ 25000000u
#define configTICK_RATE_HZ 1000
#define configMAX_PRIORITIES 5
#define configMINIMAL_STACK_SIZE 128
#define configTOTAL_HEAP_SIZE (8u * 1024u)
#define configMAX_TASK_NAME_LEN 12
#define configUSE_16_BIT_TICKS 0
#define configUSE_MUTEXES 1
#define configUSE_TIMERS 0
#define INCLUDE_vTaskDelay 1
#define configUSE_IDLE_HOOK 0
#define configUSE_TICK_HOOK 0
#define configSUPPORT_DYNAMIC_ALLOCATION 1
#define configPRIO_BITS 3
#define configKERNEL_INTERRUPT_PRIORITY (7u << (8u - configPRIO_BITS))
#define configMAX_SYSCALL_INTERRUPT_PRIORITY (2u << (8u - configPRIO_BITS))
#define vPortSVCHandler SVC_Handler
#define xPortPendSVHandler PendSV_Handler
#define xPortSysTickHandler SysTick_Handler

/* What Tonband needs; without tracing, what a firmware ships without a tracer. */
#ifndef tband_configENABLE
#define tband_configENABLE 1
#endif
#define configUSE_TRACE_FACILITY tband_configENABLE

#if !defined(__ASSEMBLER__)
#include "tband.h"
#endif

#endif /* FREERTOS_CONFIG_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * FreeRTOSConfig.h of the FreeRTOS example (workload.c), for the kernel's POSIX port (host), its
 * ARM_CM3 port (QEMU mps2-an385) and its RISC-V port (QEMU virt, RV32), and of the examples on
 * both QEMU boards (qemu/heap.c, qemu/stack.c, qemu/timeouts.c). WORKLOAD_COOPERATIVE builds it
 * without preemption.
 */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#ifdef WORKLOAD_COOPERATIVE
#define configUSE_PREEMPTION 0
#else
#define configUSE_PREEMPTION 1
#endif
#define configUSE_TIME_SLICING 1
#define configUSE_PORT_OPTIMISED_TASK_SELECTION 0
#define configUSE_TICKLESS_IDLE 0 /* SysTick timestamps need a free-running SysTick */
#define configTICK_RATE_HZ 1000
#define configMAX_PRIORITIES 7
#define configMAX_TASK_NAME_LEN 12
#define configUSE_16_BIT_TICKS 0
#define configIDLE_SHOULD_YIELD 1
#define configUSE_MUTEXES 1
#ifndef configUSE_RECURSIVE_MUTEXES /* the timeouts example (qemu/timeouts.c) builds with 1 */
#define configUSE_RECURSIVE_MUTEXES 0
#endif
#define configUSE_COUNTING_SEMAPHORES 1
#define configUSE_TASK_NOTIFICATIONS 1
#define configQUEUE_REGISTRY_SIZE 4
#define configUSE_IDLE_HOOK 0
#define configUSE_MALLOC_FAILED_HOOK 0
#define configCHECK_FOR_STACK_OVERFLOW 0
#define configSUPPORT_DYNAMIC_ALLOCATION 1
#define configSUPPORT_STATIC_ALLOCATION 0
#define configUSE_TIMERS 1
#define configTIMER_TASK_PRIORITY 2
#define configTIMER_QUEUE_LENGTH 8
#define configUSE_TRACE_FACILITY 1 /* Tonband keeps its object ids in the kernel's number fields */

#define INCLUDE_vTaskDelete 1
#define INCLUDE_vTaskSuspend 1
#define INCLUDE_vTaskDelay 1
#define INCLUDE_xTaskDelayUntil 1
#define INCLUDE_vTaskPrioritySet 1
#define INCLUDE_xTaskGetCurrentTaskHandle 1
#define INCLUDE_xTaskGetIdleTaskHandle 1          /* tband_freertos_scheduler_started() on V10 */
#define INCLUDE_xTimerGetTimerDaemonTaskHandle 1  /* marks the timer task on V10 */
#define INCLUDE_uxTaskGetStackHighWaterMark 1     /* stack tracing (qemu/stack.c) */

#if defined(__arm__)
/* ARM_CM3 on QEMU mps2-an385: a 25 MHz core; the kernel's handlers under the vector table's names. */
#define configCPU_CLOCK_HZ 25000000u
#define configUSE_TICK_HOOK 1 /* vApplicationTickHook calls tband_cm_systick_tick() */
#define configMINIMAL_STACK_SIZE 256
#define configTIMER_TASK_STACK_DEPTH 256
#define configTOTAL_HEAP_SIZE (48u * 1024u)
#define configPRIO_BITS 3
#define configKERNEL_INTERRUPT_PRIORITY (7u << (8u - configPRIO_BITS))
/* Interrupts at this priority or below (numerically at or above) may call FromISR APIs and trace. */
#define configMAX_SYSCALL_INTERRUPT_PRIORITY (2u << (8u - configPRIO_BITS))
#define vPortSVCHandler SVC_Handler
#define xPortPendSVHandler PendSV_Handler
#define xPortSysTickHandler SysTick_Handler
#elif defined(__riscv)
/* RISC-V port on QEMU virt: the CLINT's machine timer ticks the kernel. configCPU_CLOCK_HZ is the
 * rate of mtime here, which the port divides into ticks. The port's interrupts run on a stack
 * of their own. */
#define configCPU_CLOCK_HZ 10000000u
#define configMTIME_BASE_ADDRESS 0x0200BFF8u
#define configMTIMECMP_BASE_ADDRESS 0x02004000u
#define configISR_STACK_SIZE_WORDS 512
#define configUSE_TICK_HOOK 0
#define configMINIMAL_STACK_SIZE 256
#define configTIMER_TASK_STACK_DEPTH 256
#define configTOTAL_HEAP_SIZE (48u * 1024u)
#else
/* POSIX port: each task is a thread; V10 runs it on the task's own stack, so give it plenty. */
#define configUSE_TICK_HOOK 0
#define configMINIMAL_STACK_SIZE 4096
#define configTIMER_TASK_STACK_DEPTH 4096
#endif

#if !defined(__ASSEMBLER__) && !defined(__IAR_SYSTEMS_ASM__)
void platform_assert_failed(const char *file, int line);
#define configASSERT(x)                          \
  do {                                           \
    if (!(x)) {                                  \
      platform_assert_failed(__FILE__, __LINE__); \
    }                                            \
  } while (0)

/* Tonband: last, and not for assemblers. */
#include "tband.h"
#endif

#endif /* FREERTOS_CONFIG_H */

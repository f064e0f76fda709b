/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* task.h of the simulated kernel: the task API the hooks, tband_freertos.c and the scenarios use. */
#ifndef INC_TASK_H
#define INC_TASK_H

#include "FreeRTOS.h"

#ifdef SIM_KERNEL_V10
#define tskKERNEL_VERSION_MAJOR 10
#else
#define tskKERNEL_VERSION_MAJOR 11
#endif

struct tskTaskControlBlock;
typedef struct tskTaskControlBlock *TaskHandle_t;

typedef enum { eNoAction = 0, eSetBits, eIncrement, eSetValueWithOverwrite } eNotifyAction;

BaseType_t xTaskCreate(TaskFunction_t pxTaskCode, const char *pcName, uint16_t usStackDepth, void *pvParameters,
                       UBaseType_t uxPriority, TaskHandle_t *pxCreatedTask);
void vTaskStartScheduler(void);
void vTaskDelay(TickType_t xTicksToDelay);
BaseType_t xTaskDelayUntil(TickType_t *pxPreviousWakeTime, TickType_t xTimeIncrement);
void vTaskPrioritySet(TaskHandle_t xTask, UBaseType_t uxNewPriority);
void vTaskSuspend(TaskHandle_t xTaskToSuspend);
void vTaskResume(TaskHandle_t xTaskToResume);
BaseType_t xTaskResumeFromISR(TaskHandle_t xTaskToResume);
void vTaskDelete(TaskHandle_t xTaskToDelete);
TaskHandle_t xTaskGetCurrentTaskHandle(void);
TaskHandle_t xTaskGetIdleTaskHandle(void);
UBaseType_t uxTaskGetTaskNumber(TaskHandle_t xTask);
void vTaskSetTaskNumber(TaskHandle_t xTask, const UBaseType_t uxHandle);
UBaseType_t uxTaskPriorityGet(TaskHandle_t xTask);
TickType_t xTaskGetTickCount(void);

BaseType_t xTaskGenericNotify(TaskHandle_t xTaskToNotify, UBaseType_t uxIndexToNotify, uint32_t ulValue,
                              eNotifyAction eAction, uint32_t *pulPreviousNotificationValue);
void vTaskGenericNotifyGiveFromISR(TaskHandle_t xTaskToNotify, UBaseType_t uxIndexToNotify,
                                   BaseType_t *pxHigherPriorityTaskWoken);
uint32_t ulTaskGenericNotifyTake(UBaseType_t uxIndexToWaitOn, BaseType_t xClearCountOnExit, TickType_t xTicksToWait);
#define xTaskNotifyGive(xTaskToNotify) xTaskGenericNotify((xTaskToNotify), 0, 0, eIncrement, NULL)
#define vTaskNotifyGiveFromISR(xTaskToNotify, pxWoken) vTaskGenericNotifyGiveFromISR((xTaskToNotify), 0, (pxWoken))
#define ulTaskNotifyTake(xClear, xTicks) ulTaskGenericNotifyTake(0, (xClear), (xTicks))

/* ==== Simulation only ==== */

/* Returned by a call that blocked the calling task: the scenario calls it again once the task
 * runs again, as the real kernel's retry loop does after the task wakes. */
#define SIM_BLOCKED ((BaseType_t)-7)

/* Tasks blocked on a kernel object, highest priority first. */
struct sim_waiters {
  TaskHandle_t t[8];
  unsigned n;
};

/* The kernel's tick: wakes delayed tasks (and timed-out waiters), then preempts if needed. */
void sim_tick(TickType_t ticks);
/* An interrupt's portYIELD_FROM_ISR(woken). */
void sim_yield_from_isr(BaseType_t woken);
/* Blocks the running task on w (NULL: only delayed) for ticks, and switches. */
void sim_block_current(struct sim_waiters *w, TickType_t ticks);
/* xTaskRemoveFromEventList: readies the first waiter; pdTRUE when it should preempt. */
BaseType_t sim_wake_one(struct sim_waiters *w);
/* portYIELD_WITHIN_API. */
void sim_yield(void);
/* The mutex-holder functions of tasks.c. */
BaseType_t xTaskPriorityInherit(TaskHandle_t pxMutexHolder);
BaseType_t xTaskPriorityDisinherit(TaskHandle_t pxMutexHolder);
/* Makes a blocked task's timeout expire at tick (the timer task's next timer expiry). */
void sim_wake_at(TaskHandle_t xTask, TickType_t tick);
/* timers.c: the timer service task, and its body, run each time it is switched in. */
TaskHandle_t sim_timer_task(void);
void sim_timer_task_body(void);

#endif /* INC_TASK_H */

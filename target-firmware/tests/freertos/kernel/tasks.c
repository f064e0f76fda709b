/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tasks.c of the simulated kernel: a scripted single-core scheduler. It keeps the names of the
 * real kernel where the hooks see them (TCB_t and its fields, pxCurrentTCB, the locals of the
 * functions that expand hooks) and calls the hooks in the real kernel's order. There are no
 * threads: a scenario plays the running task, and a call that blocks returns SIM_BLOCKED
 * after switching to the next task.
 */
#include <string.h>

#include "FreeRTOS.h"
#include "task.h"

#define SIM_MAX_TASKS 8

enum sim_state { SIM_FREE = 0, SIM_READY, SIM_BLOCKED_STATE, SIM_SUSPENDED, SIM_DELETED };

typedef struct tskTaskControlBlock {
  char pcTaskName[configMAX_TASK_NAME_LEN];
  UBaseType_t uxPriority;
  UBaseType_t uxBasePriority;
  UBaseType_t uxTCBNumber;
  UBaseType_t uxTaskNumber;
  UBaseType_t uxMutexesHeld;
  uint32_t ulNotifiedValue[1];
  enum sim_state state;
  unsigned long ready_seq;      /* order in the ready list of its priority */
  struct sim_waiters *waiting;  /* the object it blocks on */
  TickType_t wake_tick;
  BaseType_t delayed;
} TCB_t;

static TCB_t sim_tcbs[SIM_MAX_TASKS];
static UBaseType_t uxTaskNumber;
static unsigned long sim_seq;
static TickType_t xTickCount;
static TaskHandle_t xIdleTaskHandles[configNUMBER_OF_CORES];
TCB_t *volatile pxCurrentTCB;

static void prvAddTaskToReadyList(TCB_t *pxTCB) {
  traceMOVED_TASK_TO_READY_STATE(pxTCB);
  pxTCB->state = SIM_READY;
  pxTCB->ready_seq = ++sim_seq;
}

/* vTaskSwitchContext: the first ready task of the highest priority. */
static void vTaskSwitchContext(void) {
  TCB_t *best = NULL;
  unsigned i;
  for (i = 0; i < SIM_MAX_TASKS; i++) {
    TCB_t *t = &sim_tcbs[i];
    if (t->state == SIM_READY &&
        (best == NULL || t->uxPriority > best->uxPriority ||
         (t->uxPriority == best->uxPriority && t->ready_seq < best->ready_seq))) {
      best = t;
    }
  }
  pxCurrentTCB = best;
  traceTASK_SWITCHED_IN();
#if configUSE_TIMERS == 1
  if (pxCurrentTCB == sim_timer_task()) {
    sim_timer_task_body();
  }
#endif
}

void sim_wake_at(TaskHandle_t xTask, TickType_t tick) {
  if (xTask->state == SIM_BLOCKED_STATE) {
    xTask->delayed = pdTRUE;
    xTask->wake_tick = tick;
  }
}

void sim_yield(void) {
  /* The yielding task goes to the end of its priority's ready list. */
  if (pxCurrentTCB->state == SIM_READY) {
    pxCurrentTCB->ready_seq = ++sim_seq;
  }
  vTaskSwitchContext();
}

void sim_yield_from_isr(BaseType_t woken) {
  if (woken != pdFALSE) {
    sim_yield();
  }
}

static TCB_t *prvGetTCBFromHandle(TaskHandle_t h) {
  return h != NULL ? h : pxCurrentTCB;
}

BaseType_t xTaskCreate(TaskFunction_t pxTaskCode, const char *pcName, uint16_t usStackDepth, void *pvParameters,
                       UBaseType_t uxPriority, TaskHandle_t *pxCreatedTask) {
  TCB_t *pxNewTCB = NULL;
  unsigned i;
  (void)pxTaskCode;
  (void)usStackDepth;
  (void)pvParameters;
  for (i = 0; i < SIM_MAX_TASKS && pxNewTCB == NULL; i++) {
    if (sim_tcbs[i].state == SIM_FREE) {
      pxNewTCB = &sim_tcbs[i];
    }
  }
  if (pxNewTCB == NULL) {
    return pdFAIL;
  }
  memset(pxNewTCB, 0, sizeof *pxNewTCB);
  strncpy(pxNewTCB->pcTaskName, pcName, configMAX_TASK_NAME_LEN - 1);
  pxNewTCB->uxPriority = uxPriority;
  pxNewTCB->uxBasePriority = uxPriority;
  if (pxCreatedTask != NULL) {
    *pxCreatedTask = pxNewTCB;
  }
  /* prvAddNewTaskToReadyList */
  uxTaskNumber++;
  pxNewTCB->uxTCBNumber = uxTaskNumber;
  traceTASK_CREATE(pxNewTCB);
  prvAddTaskToReadyList(pxNewTCB);
  if (pxCurrentTCB != NULL && pxCurrentTCB->uxPriority < uxPriority) {
    sim_yield();
  }
  return pdPASS;
}

void vTaskStartScheduler(void) {
  (void)xTaskCreate(NULL, configIDLE_TASK_NAME, 64, NULL, 0, &xIdleTaskHandles[0]);
#if configUSE_TIMERS == 1
  {
    extern BaseType_t xTimerCreateTimerTask(void);
    (void)xTimerCreateTimerTask();
  }
#endif
  vTaskSwitchContext();
#ifndef SIM_KERNEL_V10
  traceSTARTING_SCHEDULER(xIdleTaskHandles);
#endif
}

TickType_t xTaskGetTickCount(void) {
  return xTickCount;
}

void sim_block_current(struct sim_waiters *w, TickType_t ticks) {
  TCB_t *t = pxCurrentTCB;
  t->state = SIM_BLOCKED_STATE;
  t->waiting = w;
  t->delayed = ticks != portMAX_DELAY;
  t->wake_tick = xTickCount + ticks;
  if (w != NULL) {
    /* Ordered by priority, FIFO within a priority, as vTaskPlaceOnEventList. */
    unsigned pos = w->n;
    while (pos > 0 && w->t[pos - 1]->uxPriority < t->uxPriority) {
      w->t[pos] = w->t[pos - 1];
      pos--;
    }
    w->t[pos] = t;
    w->n++;
  }
  vTaskSwitchContext();
}

static void sim_remove_waiter(TCB_t *t) {
  struct sim_waiters *w = t->waiting;
  if (w != NULL) {
    unsigned i, j = 0;
    for (i = 0; i < w->n; i++) {
      if (w->t[i] != t) {
        w->t[j++] = w->t[i];
      }
    }
    w->n = j;
    t->waiting = NULL;
  }
}

BaseType_t sim_wake_one(struct sim_waiters *w) {
  TCB_t *t;
  if (w->n == 0) {
    return pdFALSE;
  }
  t = w->t[0];
  sim_remove_waiter(t);
  t->delayed = pdFALSE;
  prvAddTaskToReadyList(t);
  return t->uxPriority > pxCurrentTCB->uxPriority ? pdTRUE : pdFALSE;
}

void sim_tick(TickType_t ticks) {
  while (ticks-- > 0) {
    BaseType_t switch_required = pdFALSE;
    unsigned i;
    xTickCount++;
    for (i = 0; i < SIM_MAX_TASKS; i++) {
      TCB_t *t = &sim_tcbs[i];
      if (t->state == SIM_BLOCKED_STATE && t->delayed && t->wake_tick == xTickCount) {
        sim_remove_waiter(t);
        t->delayed = pdFALSE;
        prvAddTaskToReadyList(t);
        if (t->uxPriority > pxCurrentTCB->uxPriority) {
          switch_required = pdTRUE;
        }
      }
    }
    if (switch_required) {
      vTaskSwitchContext();
    }
  }
}

void vTaskDelay(const TickType_t xTicksToDelay) {
  if (xTicksToDelay > 0) {
    traceTASK_DELAY();
    sim_block_current(NULL, xTicksToDelay);
  } else {
    sim_yield();
  }
}

BaseType_t xTaskDelayUntil(TickType_t *const pxPreviousWakeTime, const TickType_t xTimeIncrement) {
  const TickType_t xTimeToWake = *pxPreviousWakeTime + xTimeIncrement;
  *pxPreviousWakeTime = xTimeToWake;
  if (xTimeToWake > xTickCount) {
    traceTASK_DELAY_UNTIL(xTimeToWake);
    sim_block_current(NULL, xTimeToWake - xTickCount);
    return pdTRUE;
  }
  return pdFALSE;
}

void vTaskPrioritySet(TaskHandle_t xTask, UBaseType_t uxNewPriority) {
  TCB_t *pxTCB = prvGetTCBFromHandle(xTask);
  traceTASK_PRIORITY_SET(pxTCB, uxNewPriority);
  /* Only the base priority changes while the task holds an inherited one. */
  if (pxTCB->uxBasePriority == pxTCB->uxPriority) {
    pxTCB->uxPriority = uxNewPriority;
  }
  pxTCB->uxBasePriority = uxNewPriority;
  if (pxTCB != pxCurrentTCB && pxTCB->state == SIM_READY && uxNewPriority > pxCurrentTCB->uxPriority) {
    sim_yield();
  } else if (pxTCB == pxCurrentTCB) {
    sim_yield();
  }
}

UBaseType_t uxTaskPriorityGet(TaskHandle_t xTask) {
  return prvGetTCBFromHandle(xTask)->uxPriority;
}

void vTaskSuspend(TaskHandle_t xTaskToSuspend) {
  TCB_t *pxTCB = prvGetTCBFromHandle(xTaskToSuspend);
  traceTASK_SUSPEND(pxTCB);
  sim_remove_waiter(pxTCB);
  pxTCB->state = SIM_SUSPENDED;
  if (pxTCB == pxCurrentTCB) {
    vTaskSwitchContext();
  }
}

void vTaskResume(TaskHandle_t xTaskToResume) {
  TCB_t *const pxTCB = xTaskToResume;
  if (pxTCB != NULL && pxTCB != pxCurrentTCB && pxTCB->state == SIM_SUSPENDED) {
    traceTASK_RESUME(pxTCB);
    prvAddTaskToReadyList(pxTCB);
    if (pxTCB->uxPriority > pxCurrentTCB->uxPriority) {
      sim_yield();
    }
  }
}

BaseType_t xTaskResumeFromISR(TaskHandle_t xTaskToResume) {
  TCB_t *const pxTCB = xTaskToResume;
  BaseType_t xYieldRequired = pdFALSE;
  if (pxTCB->state == SIM_SUSPENDED) {
    traceTASK_RESUME_FROM_ISR(pxTCB);
    xYieldRequired = pxTCB->uxPriority > pxCurrentTCB->uxPriority ? pdTRUE : pdFALSE;
    prvAddTaskToReadyList(pxTCB);
  }
  return xYieldRequired;
}

void vTaskDelete(TaskHandle_t xTaskToDelete) {
  TCB_t *pxTCB = prvGetTCBFromHandle(xTaskToDelete);
  sim_remove_waiter(pxTCB);
  pxTCB->state = SIM_DELETED;
  traceTASK_DELETE(pxTCB);
  if (pxTCB == pxCurrentTCB) {
    vTaskSwitchContext();
  }
}

TaskHandle_t xTaskGetCurrentTaskHandle(void) {
  return pxCurrentTCB;
}

TaskHandle_t xTaskGetIdleTaskHandle(void) {
  return xIdleTaskHandles[0];
}

UBaseType_t uxTaskGetTaskNumber(TaskHandle_t xTask) {
  return xTask != NULL ? xTask->uxTaskNumber : 0u;
}

void vTaskSetTaskNumber(TaskHandle_t xTask, const UBaseType_t uxHandle) {
  if (xTask != NULL) {
    xTask->uxTaskNumber = uxHandle;
  }
}

BaseType_t xTaskPriorityInherit(TaskHandle_t pxMutexHolder) {
  TCB_t *const pxMutexHolderTCB = pxMutexHolder;
  if (pxMutexHolderTCB != NULL && pxMutexHolderTCB->uxPriority < pxCurrentTCB->uxPriority) {
    if (pxMutexHolderTCB->state == SIM_READY) {
      pxMutexHolderTCB->uxPriority = pxCurrentTCB->uxPriority;
      prvAddTaskToReadyList(pxMutexHolderTCB);
    } else {
      pxMutexHolderTCB->uxPriority = pxCurrentTCB->uxPriority;
    }
    traceTASK_PRIORITY_INHERIT(pxMutexHolderTCB, pxCurrentTCB->uxPriority);
    return pdTRUE;
  }
  return pdFALSE;
}

BaseType_t xTaskPriorityDisinherit(TaskHandle_t pxMutexHolder) {
  TCB_t *const pxTCB = pxMutexHolder;
  if (pxTCB != NULL && pxTCB->uxPriority != pxTCB->uxBasePriority) {
    traceTASK_PRIORITY_DISINHERIT(pxTCB, pxTCB->uxBasePriority);
    pxTCB->uxPriority = pxTCB->uxBasePriority;
    prvAddTaskToReadyList(pxTCB);
    return pdTRUE;
  }
  return pdFALSE;
}

/* ==== Notifications (index 0 only) ==== */

static struct sim_waiters sim_notify_waiters[SIM_MAX_TASKS];

static struct sim_waiters *sim_notify_list(TCB_t *t) {
  return &sim_notify_waiters[t - sim_tcbs];
}

BaseType_t xTaskGenericNotify(TaskHandle_t xTaskToNotify, UBaseType_t uxIndexToNotify, uint32_t ulValue,
                              eNotifyAction eAction, uint32_t *pulPreviousNotificationValue) {
  TCB_t *pxTCB = xTaskToNotify;
  if (pulPreviousNotificationValue != NULL) {
    *pulPreviousNotificationValue = pxTCB->ulNotifiedValue[uxIndexToNotify];
  }
  switch (eAction) {
  case eSetBits:
    pxTCB->ulNotifiedValue[uxIndexToNotify] |= ulValue;
    break;
  case eIncrement:
    pxTCB->ulNotifiedValue[uxIndexToNotify]++;
    break;
  case eSetValueWithOverwrite:
    pxTCB->ulNotifiedValue[uxIndexToNotify] = ulValue;
    break;
  default:
    break;
  }
#ifdef SIM_KERNEL_V10
  traceTASK_NOTIFY();
#else
  traceTASK_NOTIFY(uxIndexToNotify);
#endif
  if (sim_wake_one(sim_notify_list(pxTCB)) != pdFALSE) {
    sim_yield();
  }
  return pdPASS;
}

void vTaskGenericNotifyGiveFromISR(TaskHandle_t xTaskToNotify, UBaseType_t uxIndexToNotify,
                                   BaseType_t *pxHigherPriorityTaskWoken) {
  TCB_t *pxTCB = xTaskToNotify;
  pxTCB->ulNotifiedValue[uxIndexToNotify]++;
#ifdef SIM_KERNEL_V10
  traceTASK_NOTIFY_GIVE_FROM_ISR();
#else
  traceTASK_NOTIFY_GIVE_FROM_ISR(uxIndexToNotify);
#endif
  if (sim_wake_one(sim_notify_list(pxTCB)) != pdFALSE && pxHigherPriorityTaskWoken != NULL) {
    *pxHigherPriorityTaskWoken = pdTRUE;
  }
}

uint32_t ulTaskGenericNotifyTake(UBaseType_t uxIndexToWaitOn, BaseType_t xClearCountOnExit, TickType_t xTicksToWait) {
  uint32_t ulReturn = pxCurrentTCB->ulNotifiedValue[uxIndexToWaitOn];
  if (ulReturn == 0u && xTicksToWait > 0) {
#ifdef SIM_KERNEL_V10
    traceTASK_NOTIFY_TAKE_BLOCK();
#else
    traceTASK_NOTIFY_TAKE_BLOCK(uxIndexToWaitOn);
#endif
    sim_block_current(sim_notify_list(pxCurrentTCB), xTicksToWait);
    return (uint32_t)SIM_BLOCKED;
  }
  if (ulReturn != 0u) {
    pxCurrentTCB->ulNotifiedValue[uxIndexToWaitOn] = xClearCountOnExit != pdFALSE ? 0u : ulReturn - 1u;
  }
  return ulReturn;
}

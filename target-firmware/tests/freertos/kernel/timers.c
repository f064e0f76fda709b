/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* timers.c of the simulated kernel: see tasks.c. The timer task sleeps until the next expiry;
 * when the tick wakes it, it runs the expired timers' callbacks and sleeps again. */
#include <string.h>

#include "FreeRTOS.h"
#include "task.h"
#include "timers.h"

#define SIM_MAX_TIMERS 4

typedef struct tmrTimerControl {
  const char *pcTimerName;
  TickType_t xTimerPeriodInTicks;
  TickType_t xExpiry;
  BaseType_t xActive;
  BaseType_t xAutoReload;
  void *pvTimerID;
  TimerCallbackFunction_t pxCallbackFunction;
  UBaseType_t uxTimerNumber;
  uint8_t used;
} Timer_t;

static Timer_t sim_timers[SIM_MAX_TIMERS];
static TaskHandle_t xTimerTaskHandle;

BaseType_t xTimerCreateTimerTask(void) {
  return xTaskCreate(NULL, configTIMER_SERVICE_TASK_NAME, 64, NULL, configTIMER_TASK_PRIORITY, &xTimerTaskHandle);
}

TaskHandle_t sim_timer_task(void) {
  return xTimerTaskHandle;
}

TaskHandle_t xTimerGetTimerDaemonTaskHandle(void) {
  return xTimerTaskHandle;
}

static Timer_t *sim_next_timer(void) {
  Timer_t *next = NULL;
  unsigned i;
  for (i = 0; i < SIM_MAX_TIMERS; i++) {
    Timer_t *t = &sim_timers[i];
    if (t->used && t->xActive && (next == NULL || t->xExpiry < next->xExpiry)) {
      next = t;
    }
  }
  return next;
}

void sim_timer_task_body(void) {
  Timer_t *pxTimer;
  const TickType_t xTimeNow = xTaskGetTickCount();
  while ((pxTimer = sim_next_timer()) != NULL && pxTimer->xExpiry <= xTimeNow) {
    if (pxTimer->xAutoReload != pdFALSE) {
      pxTimer->xExpiry += pxTimer->xTimerPeriodInTicks;
    } else {
      pxTimer->xActive = pdFALSE;
    }
    traceTIMER_EXPIRED(pxTimer);
    pxTimer->pxCallbackFunction(pxTimer);
  }
  pxTimer = sim_next_timer();
  sim_block_current(NULL, pxTimer != NULL ? pxTimer->xExpiry - xTimeNow : portMAX_DELAY);
}

TimerHandle_t xTimerCreate(const char *pcTimerName, TickType_t xTimerPeriodInTicks, BaseType_t xAutoReload,
                           void *pvTimerID, TimerCallbackFunction_t pxCallbackFunction) {
  Timer_t *pxNewTimer = NULL;
  unsigned i;
  for (i = 0; i < SIM_MAX_TIMERS && pxNewTimer == NULL; i++) {
    if (!sim_timers[i].used) {
      pxNewTimer = &sim_timers[i];
    }
  }
  if (pxNewTimer == NULL) {
    return NULL;
  }
  memset(pxNewTimer, 0, sizeof *pxNewTimer);
  pxNewTimer->used = 1;
  /* prvInitialiseNewTimer */
  pxNewTimer->pcTimerName = pcTimerName;
  pxNewTimer->xTimerPeriodInTicks = xTimerPeriodInTicks;
  pxNewTimer->xAutoReload = xAutoReload;
  pxNewTimer->pvTimerID = pvTimerID;
  pxNewTimer->pxCallbackFunction = pxCallbackFunction;
  traceTIMER_CREATE(pxNewTimer);
  return pxNewTimer;
}

BaseType_t xTimerStart(TimerHandle_t xTimer, TickType_t xTicksToWait) {
  Timer_t *next;
  (void)xTicksToWait;
  xTimer->xActive = pdTRUE;
  xTimer->xExpiry = xTaskGetTickCount() + xTimer->xTimerPeriodInTicks;
  next = sim_next_timer();
  sim_wake_at(xTimerTaskHandle, next->xExpiry);
  return pdPASS;
}

const char *pcTimerGetName(TimerHandle_t xTimer) {
  return xTimer->pcTimerName;
}

UBaseType_t uxTimerGetTimerNumber(TimerHandle_t xTimer) {
  return xTimer->uxTimerNumber;
}

void vTimerSetTimerNumber(TimerHandle_t xTimer, UBaseType_t uxTimerNumber) {
  xTimer->uxTimerNumber = uxTimerNumber;
}

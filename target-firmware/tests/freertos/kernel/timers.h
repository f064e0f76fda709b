/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* timers.h of the simulated kernel: software timers, run by the timer service task. */
#ifndef TIMERS_H
#define TIMERS_H

#include "FreeRTOS.h"
#include "task.h"

struct tmrTimerControl;
typedef struct tmrTimerControl *TimerHandle_t;
typedef void (*TimerCallbackFunction_t)(TimerHandle_t xTimer);

BaseType_t xTimerCreateTimerTask(void);
TimerHandle_t xTimerCreate(const char *pcTimerName, TickType_t xTimerPeriodInTicks, BaseType_t xAutoReload,
                           void *pvTimerID, TimerCallbackFunction_t pxCallbackFunction);
/* Starts the timer now (the real kernel sends the timer task a command). */
BaseType_t xTimerStart(TimerHandle_t xTimer, TickType_t xTicksToWait);
const char *pcTimerGetName(TimerHandle_t xTimer);
TaskHandle_t xTimerGetTimerDaemonTaskHandle(void);
UBaseType_t uxTimerGetTimerNumber(TimerHandle_t xTimer);
void vTimerSetTimerNumber(TimerHandle_t xTimer, UBaseType_t uxTimerNumber);

#endif /* TIMERS_H */

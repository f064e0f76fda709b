/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* event_groups.h of the simulated kernel. */
#ifndef EVENT_GROUPS_H
#define EVENT_GROUPS_H

#include "FreeRTOS.h"

struct EventGroupDef_t;
typedef struct EventGroupDef_t *EventGroupHandle_t;

EventGroupHandle_t xEventGroupCreate(void);
EventBits_t xEventGroupSetBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToSet);
EventBits_t xEventGroupClearBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToClear);
EventBits_t xEventGroupWaitBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToWaitFor,
                                const BaseType_t xClearOnExit, const BaseType_t xWaitForAllBits, TickType_t xTicksToWait);
void vEventGroupDelete(EventGroupHandle_t xEventGroup);
UBaseType_t uxEventGroupGetNumber(void *xEventGroup);
void vEventGroupSetNumber(void *xEventGroup, UBaseType_t uxEventGroupNumber);
#define xEventGroupGetBits(xEventGroup) xEventGroupClearBits((xEventGroup), 0)
#define SIM_EG_BLOCKED ((EventBits_t)0xdead0000u)

#endif /* EVENT_GROUPS_H */

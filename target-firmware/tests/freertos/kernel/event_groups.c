/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* event_groups.c of the simulated kernel: see tasks.c. */
#include <string.h>

#include "FreeRTOS.h"
#include "event_groups.h"
#include "task.h"

#define SIM_MAX_EG 4

typedef struct EventGroupDef_t {
  EventBits_t uxEventBits;
  struct sim_waiters xTasksWaitingForBits;
  EventBits_t uxWaitFor[8]; /* per waiter, in xTasksWaitingForBits order */
  UBaseType_t uxEventGroupNumber;
  uint8_t used;
} EventGroup_t;

static EventGroup_t sim_egs[SIM_MAX_EG];

EventGroupHandle_t xEventGroupCreate(void) {
  EventGroup_t *pxEventBits = NULL;
  unsigned i;
  for (i = 0; i < SIM_MAX_EG && pxEventBits == NULL; i++) {
    if (!sim_egs[i].used) {
      pxEventBits = &sim_egs[i];
    }
  }
  if (pxEventBits == NULL) {
    return NULL;
  }
  memset(pxEventBits, 0, sizeof *pxEventBits);
  pxEventBits->used = 1;
  traceEVENT_GROUP_CREATE(pxEventBits);
  return pxEventBits;
}

EventBits_t xEventGroupSetBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToSet) {
  EventGroup_t *pxEventBits = xEventGroup;
  BaseType_t xYield = pdFALSE;
  traceEVENT_GROUP_SET_BITS(xEventGroup, uxBitsToSet);
  pxEventBits->uxEventBits |= uxBitsToSet;
  /* Simplified: wakes every waiter whose bits (any of them) are set; no clear-on-exit. */
  while (pxEventBits->xTasksWaitingForBits.n > 0 && (pxEventBits->uxEventBits & pxEventBits->uxWaitFor[0]) != 0u) {
    unsigned i;
    for (i = 1; i < pxEventBits->xTasksWaitingForBits.n; i++) {
      pxEventBits->uxWaitFor[i - 1] = pxEventBits->uxWaitFor[i];
    }
    if (sim_wake_one(&pxEventBits->xTasksWaitingForBits) != pdFALSE) {
      xYield = pdTRUE;
    }
  }
  if (xYield != pdFALSE) {
    sim_yield();
  }
  return pxEventBits->uxEventBits;
}

EventBits_t xEventGroupClearBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToClear) {
  EventGroup_t *const pxEventBits = xEventGroup;
  EventBits_t uxReturn;
  traceEVENT_GROUP_CLEAR_BITS(xEventGroup, uxBitsToClear);
  uxReturn = pxEventBits->uxEventBits;
  pxEventBits->uxEventBits &= ~uxBitsToClear;
  return uxReturn;
}

EventBits_t xEventGroupWaitBits(EventGroupHandle_t xEventGroup, const EventBits_t uxBitsToWaitFor,
                                const BaseType_t xClearOnExit, const BaseType_t xWaitForAllBits, TickType_t xTicksToWait) {
  EventGroup_t *const pxEventBits = xEventGroup;
  EventBits_t uxReturn = pxEventBits->uxEventBits;
  (void)xWaitForAllBits;
  if ((uxReturn & uxBitsToWaitFor) != 0u) {
    if (xClearOnExit != pdFALSE) {
      pxEventBits->uxEventBits &= ~uxBitsToWaitFor;
    }
    return uxReturn;
  }
  if (xTicksToWait == 0) {
    return uxReturn;
  }
  traceEVENT_GROUP_WAIT_BITS_BLOCK(xEventGroup, uxBitsToWaitFor);
  pxEventBits->uxWaitFor[pxEventBits->xTasksWaitingForBits.n] = uxBitsToWaitFor;
  sim_block_current(&pxEventBits->xTasksWaitingForBits, xTicksToWait);
  return SIM_EG_BLOCKED;
}

void vEventGroupDelete(EventGroupHandle_t xEventGroup) {
  traceEVENT_GROUP_DELETE(xEventGroup);
  xEventGroup->used = 0;
}

UBaseType_t uxEventGroupGetNumber(void *xEventGroup) {
  return xEventGroup != NULL ? ((EventGroup_t *)xEventGroup)->uxEventGroupNumber : 0u;
}

void vEventGroupSetNumber(void *xEventGroup, UBaseType_t uxEventGroupNumber) {
  ((EventGroup_t *)xEventGroup)->uxEventGroupNumber = uxEventGroupNumber;
}

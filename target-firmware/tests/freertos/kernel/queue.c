/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* queue.c of the simulated kernel: see tasks.c. Hooks are called where the real kernel calls
 * them: sends and receives before the item count changes, blocking before the task blocks. */
#include <string.h>

#include "FreeRTOS.h"
#include "queue.h"
#include "task.h"

#define SIM_MAX_QUEUES 8
#define SIM_MAX_ITEMS 8

typedef struct QueueDefinition {
  uint32_t items[SIM_MAX_ITEMS];
  UBaseType_t uxMessagesWaiting;
  UBaseType_t uxLength;
  UBaseType_t uxItemSize;
  TaskHandle_t xMutexHolder;
  struct sim_waiters xTasksWaitingToSend;
  struct sim_waiters xTasksWaitingToReceive;
  UBaseType_t uxQueueNumber;
  uint8_t ucQueueType;
  uint8_t used;
} Queue_t;

static Queue_t sim_queues[SIM_MAX_QUEUES];

BaseType_t xQueueGenericReset(QueueHandle_t xQueue, BaseType_t xNewQueue) {
  Queue_t *const pxQueue = xQueue;
#ifndef SIM_KERNEL_V10
  traceENTER_xQueueGenericReset(xQueue, xNewQueue); /* V11 only */
#endif
  pxQueue->uxMessagesWaiting = 0;
  if (xNewQueue == pdFALSE) {
    if (sim_wake_one(&pxQueue->xTasksWaitingToSend) != pdFALSE) {
      sim_yield();
    }
  }
  return pdPASS;
}

QueueHandle_t xQueueGenericCreate(UBaseType_t uxQueueLength, UBaseType_t uxItemSize, uint8_t ucQueueType) {
  Queue_t *pxNewQueue = NULL;
  unsigned i;
  for (i = 0; i < SIM_MAX_QUEUES && pxNewQueue == NULL; i++) {
    if (!sim_queues[i].used) {
      pxNewQueue = &sim_queues[i];
    }
  }
  if (pxNewQueue == NULL || uxQueueLength > SIM_MAX_ITEMS) {
    return NULL;
  }
  memset(pxNewQueue, 0, sizeof *pxNewQueue);
  pxNewQueue->used = 1;
  /* prvInitialiseNewQueue */
  pxNewQueue->uxLength = uxQueueLength;
  pxNewQueue->uxItemSize = uxItemSize;
  (void)xQueueGenericReset(pxNewQueue, pdTRUE);
  pxNewQueue->ucQueueType = ucQueueType;
  traceQUEUE_CREATE(pxNewQueue);
  return pxNewQueue;
}

QueueHandle_t xQueueCreateMutex(uint8_t ucQueueType) {
  Queue_t *pxNewQueue = xQueueGenericCreate(1, 0, ucQueueType);
  if (pxNewQueue != NULL) {
    /* prvInitialiseMutex: the mutex starts given. */
    pxNewQueue->xMutexHolder = NULL;
    (void)xQueueGenericSend(pxNewQueue, NULL, 0, queueSEND_TO_BACK);
  }
  return pxNewQueue;
}

QueueHandle_t xQueueCreateCountingSemaphore(UBaseType_t uxMaxCount, UBaseType_t uxInitialCount) {
  QueueHandle_t xHandle = xQueueGenericCreate(uxMaxCount, 0, queueQUEUE_TYPE_COUNTING_SEMAPHORE);
  if (xHandle != NULL) {
    ((Queue_t *)xHandle)->uxMessagesWaiting = uxInitialCount;
    traceCREATE_COUNTING_SEMAPHORE();
  }
  return xHandle;
}

static BaseType_t prvCopyDataToQueue(Queue_t *const pxQueue, const void *pvItemToQueue, const BaseType_t xPosition) {
  BaseType_t xReturn = pdFALSE;
  UBaseType_t uxMessagesWaiting = pxQueue->uxMessagesWaiting;
  if (pxQueue->uxItemSize == 0) {
    if (pxQueue->ucQueueType == queueQUEUE_TYPE_MUTEX || pxQueue->ucQueueType == queueQUEUE_TYPE_RECURSIVE_MUTEX) {
      xReturn = xTaskPriorityDisinherit(pxQueue->xMutexHolder);
      pxQueue->xMutexHolder = NULL;
    }
  } else if (xPosition == queueOVERWRITE) {
    memcpy(&pxQueue->items[0], pvItemToQueue, sizeof(uint32_t));
    if (uxMessagesWaiting > 0) {
      --uxMessagesWaiting;
    }
  } else {
    memcpy(&pxQueue->items[uxMessagesWaiting], pvItemToQueue, sizeof(uint32_t));
  }
  pxQueue->uxMessagesWaiting = uxMessagesWaiting + 1;
  return xReturn;
}

static void prvCopyDataFromQueue(Queue_t *const pxQueue, void *const pvBuffer) {
  if (pxQueue->uxItemSize != 0) {
    memcpy(pvBuffer, &pxQueue->items[0], sizeof(uint32_t));
  }
}

static void prvRemoveFirstItem(Queue_t *const pxQueue) {
  UBaseType_t i;
  for (i = 1; i < pxQueue->uxMessagesWaiting; i++) {
    pxQueue->items[i - 1] = pxQueue->items[i];
  }
}

BaseType_t xQueueGenericSend(QueueHandle_t xQueue, const void *const pvItemToQueue, TickType_t xTicksToWait,
                             const BaseType_t xCopyPosition) {
  Queue_t *const pxQueue = xQueue;
  if (pxQueue->uxMessagesWaiting < pxQueue->uxLength || xCopyPosition == queueOVERWRITE) {
    BaseType_t xYieldRequired;
    traceQUEUE_SEND(pxQueue);
    xYieldRequired = prvCopyDataToQueue(pxQueue, pvItemToQueue, xCopyPosition);
    if (sim_wake_one(&pxQueue->xTasksWaitingToReceive) != pdFALSE || xYieldRequired != pdFALSE) {
      sim_yield();
    }
    return pdPASS;
  }
  if (xTicksToWait == 0) {
    return errQUEUE_FULL;
  }
  traceBLOCKING_ON_QUEUE_SEND(pxQueue);
  sim_block_current(&pxQueue->xTasksWaitingToSend, xTicksToWait);
  return SIM_BLOCKED;
}

BaseType_t xQueueGenericSendFromISR(QueueHandle_t xQueue, const void *const pvItemToQueue,
                                    BaseType_t *const pxHigherPriorityTaskWoken, const BaseType_t xCopyPosition) {
  Queue_t *const pxQueue = xQueue;
  if (pxQueue->uxMessagesWaiting < pxQueue->uxLength || xCopyPosition == queueOVERWRITE) {
    traceQUEUE_SEND_FROM_ISR(pxQueue);
    (void)prvCopyDataToQueue(pxQueue, pvItemToQueue, xCopyPosition);
    if (sim_wake_one(&pxQueue->xTasksWaitingToReceive) != pdFALSE && pxHigherPriorityTaskWoken != NULL) {
      *pxHigherPriorityTaskWoken = pdTRUE;
    }
    return pdPASS;
  }
  return errQUEUE_FULL;
}

BaseType_t xQueueGiveFromISR(QueueHandle_t xQueue, BaseType_t *const pxHigherPriorityTaskWoken) {
  Queue_t *const pxQueue = xQueue;
  const UBaseType_t uxMessagesWaiting = pxQueue->uxMessagesWaiting;
  if (uxMessagesWaiting < pxQueue->uxLength) {
    traceQUEUE_SEND_FROM_ISR(pxQueue);
    pxQueue->uxMessagesWaiting = uxMessagesWaiting + 1;
    if (sim_wake_one(&pxQueue->xTasksWaitingToReceive) != pdFALSE && pxHigherPriorityTaskWoken != NULL) {
      *pxHigherPriorityTaskWoken = pdTRUE;
    }
    return pdPASS;
  }
  return errQUEUE_FULL;
}

BaseType_t xQueueReceive(QueueHandle_t xQueue, void *const pvBuffer, TickType_t xTicksToWait) {
  Queue_t *const pxQueue = xQueue;
  const UBaseType_t uxMessagesWaiting = pxQueue->uxMessagesWaiting;
  if (uxMessagesWaiting > 0) {
    prvCopyDataFromQueue(pxQueue, pvBuffer);
    traceQUEUE_RECEIVE(pxQueue);
    prvRemoveFirstItem(pxQueue);
    pxQueue->uxMessagesWaiting = uxMessagesWaiting - 1;
    if (sim_wake_one(&pxQueue->xTasksWaitingToSend) != pdFALSE) {
      sim_yield();
    }
    return pdPASS;
  }
  if (xTicksToWait == 0) {
    return errQUEUE_EMPTY;
  }
  traceBLOCKING_ON_QUEUE_RECEIVE(pxQueue);
  sim_block_current(&pxQueue->xTasksWaitingToReceive, xTicksToWait);
  return SIM_BLOCKED;
}

BaseType_t xQueuePeek(QueueHandle_t xQueue, void *const pvBuffer, TickType_t xTicksToWait) {
  Queue_t *const pxQueue = xQueue;
  if (pxQueue->uxMessagesWaiting > 0) {
    prvCopyDataFromQueue(pxQueue, pvBuffer);
    traceQUEUE_PEEK(pxQueue);
    return pdPASS;
  }
  if (xTicksToWait == 0) {
    return errQUEUE_EMPTY;
  }
  traceBLOCKING_ON_QUEUE_PEEK(pxQueue);
  sim_block_current(&pxQueue->xTasksWaitingToReceive, xTicksToWait);
  return SIM_BLOCKED;
}

BaseType_t xQueuePeekFromISR(QueueHandle_t xQueue, void *const pvBuffer) {
  Queue_t *const pxQueue = xQueue;
  if (pxQueue->uxMessagesWaiting > 0) {
    traceQUEUE_PEEK_FROM_ISR(pxQueue);
    prvCopyDataFromQueue(pxQueue, pvBuffer);
    return pdPASS;
  }
  return pdFAIL;
}

BaseType_t xQueueSemaphoreTake(QueueHandle_t xQueue, TickType_t xTicksToWait) {
  Queue_t *const pxQueue = xQueue;
  const UBaseType_t uxSemaphoreCount = pxQueue->uxMessagesWaiting;
  if (uxSemaphoreCount > 0) {
    traceQUEUE_RECEIVE(pxQueue);
    pxQueue->uxMessagesWaiting = uxSemaphoreCount - 1;
    if (pxQueue->ucQueueType == queueQUEUE_TYPE_MUTEX || pxQueue->ucQueueType == queueQUEUE_TYPE_RECURSIVE_MUTEX) {
      pxQueue->xMutexHolder = xTaskGetCurrentTaskHandle();
    }
    if (sim_wake_one(&pxQueue->xTasksWaitingToSend) != pdFALSE) {
      sim_yield();
    }
    return pdPASS;
  }
  if (xTicksToWait == 0) {
    return errQUEUE_EMPTY;
  }
  traceBLOCKING_ON_QUEUE_RECEIVE(pxQueue);
  if (pxQueue->ucQueueType == queueQUEUE_TYPE_MUTEX || pxQueue->ucQueueType == queueQUEUE_TYPE_RECURSIVE_MUTEX) {
    (void)xTaskPriorityInherit(pxQueue->xMutexHolder);
  }
  sim_block_current(&pxQueue->xTasksWaitingToReceive, xTicksToWait);
  return SIM_BLOCKED;
}

BaseType_t xQueueReceiveFromISR(QueueHandle_t xQueue, void *const pvBuffer, BaseType_t *const pxHigherPriorityTaskWoken) {
  Queue_t *const pxQueue = xQueue;
  const UBaseType_t uxMessagesWaiting = pxQueue->uxMessagesWaiting;
  if (uxMessagesWaiting > 0) {
    traceQUEUE_RECEIVE_FROM_ISR(pxQueue);
    prvCopyDataFromQueue(pxQueue, pvBuffer);
    prvRemoveFirstItem(pxQueue);
    pxQueue->uxMessagesWaiting = uxMessagesWaiting - 1;
    if (sim_wake_one(&pxQueue->xTasksWaitingToSend) != pdFALSE && pxHigherPriorityTaskWoken != NULL) {
      *pxHigherPriorityTaskWoken = pdTRUE;
    }
    return pdPASS;
  }
  return pdFAIL;
}

void vQueueDelete(QueueHandle_t xQueue) {
  Queue_t *const pxQueue = xQueue;
  traceQUEUE_DELETE(pxQueue);
  pxQueue->used = 0;
}

void vQueueAddToRegistry(QueueHandle_t xQueue, const char *pcQueueName) {
  (void)xQueue;
  (void)pcQueueName;
  traceQUEUE_REGISTRY_ADD(xQueue, pcQueueName);
}

UBaseType_t uxQueueGetQueueNumber(QueueHandle_t xQueue) {
  return ((Queue_t *)xQueue)->uxQueueNumber;
}

void vQueueSetQueueNumber(QueueHandle_t xQueue, UBaseType_t uxQueueNumber) {
  ((Queue_t *)xQueue)->uxQueueNumber = uxQueueNumber;
}

UBaseType_t uxQueueMessagesWaiting(QueueHandle_t xQueue) {
  return ((Queue_t *)xQueue)->uxMessagesWaiting;
}

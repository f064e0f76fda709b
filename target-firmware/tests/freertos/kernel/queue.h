/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* queue.h of the simulated kernel: queues, semaphores and mutexes (items are uint32_t). */
#ifndef INC_QUEUE_H
#define INC_QUEUE_H

#include "FreeRTOS.h"
#include "task.h"

struct QueueDefinition;
typedef struct QueueDefinition *QueueHandle_t;
typedef QueueHandle_t SemaphoreHandle_t;

#define queueSEND_TO_BACK ((BaseType_t)0)
#define queueSEND_TO_FRONT ((BaseType_t)1)
#define queueOVERWRITE ((BaseType_t)2)

#define queueQUEUE_TYPE_BASE ((uint8_t)0U)
#define queueQUEUE_TYPE_SET ((uint8_t)0U)
#define queueQUEUE_TYPE_MUTEX ((uint8_t)1U)
#define queueQUEUE_TYPE_COUNTING_SEMAPHORE ((uint8_t)2U)
#define queueQUEUE_TYPE_BINARY_SEMAPHORE ((uint8_t)3U)
#define queueQUEUE_TYPE_RECURSIVE_MUTEX ((uint8_t)4U)

QueueHandle_t xQueueGenericCreate(UBaseType_t uxQueueLength, UBaseType_t uxItemSize, uint8_t ucQueueType);
QueueHandle_t xQueueCreateMutex(uint8_t ucQueueType);
QueueHandle_t xQueueCreateCountingSemaphore(UBaseType_t uxMaxCount, UBaseType_t uxInitialCount);
BaseType_t xQueueGenericSend(QueueHandle_t xQueue, const void *pvItemToQueue, TickType_t xTicksToWait,
                             BaseType_t xCopyPosition);
BaseType_t xQueueGenericSendFromISR(QueueHandle_t xQueue, const void *pvItemToQueue,
                                    BaseType_t *pxHigherPriorityTaskWoken, BaseType_t xCopyPosition);
BaseType_t xQueueGiveFromISR(QueueHandle_t xQueue, BaseType_t *pxHigherPriorityTaskWoken);
BaseType_t xQueueReceive(QueueHandle_t xQueue, void *pvBuffer, TickType_t xTicksToWait);
BaseType_t xQueuePeek(QueueHandle_t xQueue, void *pvBuffer, TickType_t xTicksToWait);
BaseType_t xQueuePeekFromISR(QueueHandle_t xQueue, void *pvBuffer);
BaseType_t xQueueSemaphoreTake(QueueHandle_t xQueue, TickType_t xTicksToWait);
BaseType_t xQueueReceiveFromISR(QueueHandle_t xQueue, void *pvBuffer, BaseType_t *pxHigherPriorityTaskWoken);
BaseType_t xQueueGenericReset(QueueHandle_t xQueue, BaseType_t xNewQueue);
void vQueueDelete(QueueHandle_t xQueue);
void vQueueAddToRegistry(QueueHandle_t xQueue, const char *pcQueueName);
UBaseType_t uxQueueGetQueueNumber(QueueHandle_t xQueue);
void vQueueSetQueueNumber(QueueHandle_t xQueue, UBaseType_t uxQueueNumber);
UBaseType_t uxQueueMessagesWaiting(QueueHandle_t xQueue);

#define xQueueCreate(len, size) xQueueGenericCreate((len), (size), queueQUEUE_TYPE_BASE)
#define xQueueSend(q, item, ticks) xQueueGenericSend((q), (item), (ticks), queueSEND_TO_BACK)
#define xQueueOverwrite(q, item) xQueueGenericSend((q), (item), 0, queueOVERWRITE)
#define xQueueSendFromISR(q, item, woken) xQueueGenericSendFromISR((q), (item), (woken), queueSEND_TO_BACK)
#define xQueueOverwriteFromISR(q, item, woken) xQueueGenericSendFromISR((q), (item), (woken), queueOVERWRITE)
#define xQueueReset(q) xQueueGenericReset((q), pdFALSE)
#define xSemaphoreCreateBinary() xQueueGenericCreate(1, 0, queueQUEUE_TYPE_BINARY_SEMAPHORE)
#define xSemaphoreCreateMutex() xQueueCreateMutex(queueQUEUE_TYPE_MUTEX)
#define xSemaphoreCreateCounting(max, initial) xQueueCreateCountingSemaphore((max), (initial))
#define xSemaphoreTake(s, ticks) xQueueSemaphoreTake((s), (ticks))
#define xSemaphoreGive(s) xQueueGenericSend((s), NULL, 0, queueSEND_TO_BACK)
#define xSemaphoreGiveFromISR(s, woken) xQueueGiveFromISR((s), (woken))

#endif /* INC_QUEUE_H */

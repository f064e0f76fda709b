/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* stream_buffer.h / message_buffer.h of the simulated kernel. */
#ifndef INC_STREAM_BUFFER_H
#define INC_STREAM_BUFFER_H

#include "FreeRTOS.h"

struct StreamBufferDef_t;
typedef struct StreamBufferDef_t *StreamBufferHandle_t;
typedef StreamBufferHandle_t MessageBufferHandle_t;

#define sbTYPE_STREAM_BUFFER ((BaseType_t)0)
#define sbTYPE_MESSAGE_BUFFER ((BaseType_t)1)

StreamBufferHandle_t xStreamBufferGenericCreate(size_t xBufferSizeBytes, size_t xTriggerLevelBytes, BaseType_t xStreamBufferType);
size_t xStreamBufferSend(StreamBufferHandle_t xStreamBuffer, const void *pvTxData, size_t xDataLengthBytes, TickType_t xTicksToWait);
size_t xStreamBufferSendFromISR(StreamBufferHandle_t xStreamBuffer, const void *pvTxData, size_t xDataLengthBytes,
                                BaseType_t *pxHigherPriorityTaskWoken);
size_t xStreamBufferReceive(StreamBufferHandle_t xStreamBuffer, void *pvRxData, size_t xBufferLengthBytes, TickType_t xTicksToWait);
BaseType_t xStreamBufferReset(StreamBufferHandle_t xStreamBuffer);
void vStreamBufferDelete(StreamBufferHandle_t xStreamBuffer);
size_t xStreamBufferBytesAvailable(StreamBufferHandle_t xStreamBuffer);
size_t xStreamBufferSpacesAvailable(StreamBufferHandle_t xStreamBuffer);
UBaseType_t uxStreamBufferGetStreamBufferNumber(StreamBufferHandle_t xStreamBuffer);
void vStreamBufferSetStreamBufferNumber(StreamBufferHandle_t xStreamBuffer, UBaseType_t uxStreamBufferNumber);

#define xStreamBufferCreate(size, trigger) xStreamBufferGenericCreate((size), (trigger), sbTYPE_STREAM_BUFFER)
#define xMessageBufferCreate(size) xStreamBufferGenericCreate((size), 0, sbTYPE_MESSAGE_BUFFER)
/* The blocked-call marker of task.h, as a size. */
#define SIM_SB_BLOCKED ((size_t)-7)

#endif /* INC_STREAM_BUFFER_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* stream_buffer.c of the simulated kernel: see tasks.c. Only the fill level is simulated
 * (no data); a message takes its length plus a size_t length word, as in the real kernel. */
#include <string.h>

#include "FreeRTOS.h"
#include "stream_buffer.h"
#include "task.h"

#define SIM_MAX_SB 4

typedef struct StreamBufferDef_t {
  size_t xLength; /* capacity + 1, as the real kernel keeps it */
  size_t xUsed;
  BaseType_t xIsMessageBuffer;
  struct sim_waiters xTaskWaitingToReceive;
  struct sim_waiters xTaskWaitingToSend;
  UBaseType_t uxStreamBufferNumber;
  uint8_t used;
} StreamBuffer_t;

static StreamBuffer_t sim_sbs[SIM_MAX_SB];

StreamBufferHandle_t xStreamBufferGenericCreate(size_t xBufferSizeBytes, size_t xTriggerLevelBytes, BaseType_t xStreamBufferType) {
  StreamBuffer_t *pxStreamBuffer = NULL;
  unsigned i;
  (void)xTriggerLevelBytes;
  for (i = 0; i < SIM_MAX_SB && pxStreamBuffer == NULL; i++) {
    if (!sim_sbs[i].used) {
      pxStreamBuffer = &sim_sbs[i];
    }
  }
  if (pxStreamBuffer == NULL) {
    return NULL;
  }
  memset(pxStreamBuffer, 0, sizeof *pxStreamBuffer);
  pxStreamBuffer->used = 1;
  pxStreamBuffer->xLength = xBufferSizeBytes + 1;
  pxStreamBuffer->xIsMessageBuffer = xStreamBufferType == sbTYPE_MESSAGE_BUFFER ? pdTRUE : pdFALSE;
#ifdef SIM_KERNEL_V10
  traceSTREAM_BUFFER_CREATE(pxStreamBuffer, pxStreamBuffer->xIsMessageBuffer);
#else
  traceSTREAM_BUFFER_CREATE(pxStreamBuffer, xStreamBufferType);
#endif
  return pxStreamBuffer;
}

size_t xStreamBufferBytesAvailable(StreamBufferHandle_t xStreamBuffer) {
  return xStreamBuffer->xUsed;
}

size_t xStreamBufferSpacesAvailable(StreamBufferHandle_t xStreamBuffer) {
  return xStreamBuffer->xLength - 1 - xStreamBuffer->xUsed;
}

static size_t prvWrite(StreamBuffer_t *pxStreamBuffer, size_t xDataLengthBytes) {
  size_t xRequired = xDataLengthBytes + (pxStreamBuffer->xIsMessageBuffer ? sizeof(size_t) : 0u);
  size_t xSpace = xStreamBufferSpacesAvailable(pxStreamBuffer);
  if (pxStreamBuffer->xIsMessageBuffer) {
    if (xRequired > xSpace) {
      return 0;
    }
  } else if (xRequired > xSpace) {
    xRequired = xSpace;
    xDataLengthBytes = xSpace;
  }
  pxStreamBuffer->xUsed += xRequired;
  return xDataLengthBytes;
}

size_t xStreamBufferSend(StreamBufferHandle_t xStreamBuffer, const void *pvTxData, size_t xDataLengthBytes, TickType_t xTicksToWait) {
  StreamBuffer_t *const pxStreamBuffer = xStreamBuffer;
  size_t xReturn;
  (void)pvTxData;
  if (xStreamBufferSpacesAvailable(pxStreamBuffer) == 0 && xTicksToWait > 0) {
    traceBLOCKING_ON_STREAM_BUFFER_SEND(xStreamBuffer);
    sim_block_current(&pxStreamBuffer->xTaskWaitingToSend, xTicksToWait);
    return SIM_SB_BLOCKED;
  }
  xReturn = prvWrite(pxStreamBuffer, xDataLengthBytes);
  if (xReturn > 0) {
    traceSTREAM_BUFFER_SEND(xStreamBuffer, xReturn);
    if (sim_wake_one(&pxStreamBuffer->xTaskWaitingToReceive) != pdFALSE) {
      sim_yield();
    }
  }
  return xReturn;
}

size_t xStreamBufferSendFromISR(StreamBufferHandle_t xStreamBuffer, const void *pvTxData, size_t xDataLengthBytes,
                                BaseType_t *const pxHigherPriorityTaskWoken) {
  StreamBuffer_t *const pxStreamBuffer = xStreamBuffer;
  size_t xReturn = prvWrite(pxStreamBuffer, xDataLengthBytes);
  (void)pvTxData;
  if (xReturn > 0) {
    traceSTREAM_BUFFER_SEND_FROM_ISR(xStreamBuffer, xReturn);
    if (sim_wake_one(&pxStreamBuffer->xTaskWaitingToReceive) != pdFALSE && pxHigherPriorityTaskWoken != NULL) {
      *pxHigherPriorityTaskWoken = pdTRUE;
    }
  }
  return xReturn;
}

size_t xStreamBufferReceive(StreamBufferHandle_t xStreamBuffer, void *pvRxData, size_t xBufferLengthBytes, TickType_t xTicksToWait) {
  StreamBuffer_t *const pxStreamBuffer = xStreamBuffer;
  size_t xReceivedLength;
  (void)pvRxData;
  if (pxStreamBuffer->xUsed == 0) {
    if (xTicksToWait == 0) {
      return 0;
    }
    traceBLOCKING_ON_STREAM_BUFFER_RECEIVE(xStreamBuffer);
    sim_block_current(&pxStreamBuffer->xTaskWaitingToReceive, xTicksToWait);
    return SIM_SB_BLOCKED;
  }
  if (pxStreamBuffer->xIsMessageBuffer) {
    /* Simplification: the scenarios read whole buffers of single messages. */
    xReceivedLength = pxStreamBuffer->xUsed - sizeof(size_t);
    pxStreamBuffer->xUsed = 0;
  } else {
    xReceivedLength = xBufferLengthBytes < pxStreamBuffer->xUsed ? xBufferLengthBytes : pxStreamBuffer->xUsed;
    pxStreamBuffer->xUsed -= xReceivedLength;
  }
  traceSTREAM_BUFFER_RECEIVE(xStreamBuffer, xReceivedLength);
  if (sim_wake_one(&pxStreamBuffer->xTaskWaitingToSend) != pdFALSE) {
    sim_yield();
  }
  return xReceivedLength;
}

BaseType_t xStreamBufferReset(StreamBufferHandle_t xStreamBuffer) {
  xStreamBuffer->xUsed = 0;
  traceSTREAM_BUFFER_RESET(xStreamBuffer);
  return pdPASS;
}

void vStreamBufferDelete(StreamBufferHandle_t xStreamBuffer) {
  traceSTREAM_BUFFER_DELETE(xStreamBuffer);
  xStreamBuffer->used = 0;
}

UBaseType_t uxStreamBufferGetStreamBufferNumber(StreamBufferHandle_t xStreamBuffer) {
  return xStreamBuffer->uxStreamBufferNumber;
}

void vStreamBufferSetStreamBufferNumber(StreamBufferHandle_t xStreamBuffer, UBaseType_t uxStreamBufferNumber) {
  xStreamBuffer->uxStreamBufferNumber = uxStreamBufferNumber;
}

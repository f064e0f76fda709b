/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* The FreeRTOS footprint benchmark's firmware: a task, a queue and a mutex (bench/firmware-footprint.sh). */
#include "FreeRTOS.h"
#include "queue.h"
#include "semphr.h"
#include "task.h"
#include "tband.h"
#if tband_configENABLE
#include "tband_cm_timestamp.h"
#endif

#define UART0_DATA (*(volatile uint32_t *)0x40004000u)

static QueueHandle_t queue;
static SemaphoreHandle_t mutex;

bool bench_stream(const uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    UART0_DATA = buf[i];
  }
  return false;
}

static void task(void *arg) {
  uint32_t n = 0;
  (void)arg;
  for (;;) {
    (void)xSemaphoreTake(mutex, portMAX_DELAY);
    (void)xQueueSend(queue, &n, portMAX_DELAY);
    (void)xQueueReceive(queue, &n, portMAX_DELAY);
    (void)xSemaphoreGive(mutex);
    vTaskDelay(1);
  }
}

void HardFault_Handler(void);
void HardFault_Handler(void) {
  for (;;) {
  }
}

void TIMER0_Handler(void);
void TIMER0_Handler(void) {}

int main(void) {
#if tband_configENABLE
  tband_cm_timestamp_init();
#endif
  tband_gather_system_metadata();
  queue = xQueueCreate(4, sizeof(uint32_t));
  mutex = xSemaphoreCreateMutex();
  (void)xTaskCreate(task, "task", configMINIMAL_STACK_SIZE, NULL, 1, NULL);
  (void)tband_start_streaming();
  vTaskStartScheduler();
  return 0;
}

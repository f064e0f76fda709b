/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What every FreeRTOS image on QEMU mps2-an385 shares (qemu/main.c's workload, qemu/heap.c): the
 * trace's way out over UART0, the end of a run that failed (an assertion, a hard fault), and the
 * tick hook that keeps the SysTick timestamps going.
 */
#include "FreeRTOS.h"
#include "mps2_an385.h"
#include "tband.h"
#include "tband_cm_timestamp.h"

/* Blocking write; never drops. */
bool platform_stream_write(const uint8_t *buf, size_t len) {
  mps2_uart_write(buf, len);
  return false;
}

void platform_assert_failed(const char *file, int line) {
  (void)file;
  (void)line;
  mps2_semihost_exit(MPS2_EXIT_FAILED);
}

void HardFault_Handler(void);
void HardFault_Handler(void) {
  mps2_semihost_exit(MPS2_EXIT_FAILED);
}

void vApplicationTickHook(void);
void vApplicationTickHook(void) {
  tband_cm_systick_tick();
}

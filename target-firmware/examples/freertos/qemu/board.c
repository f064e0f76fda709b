/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What every FreeRTOS image on QEMU mps2-an385 shares (qemu/main.c's workload, qemu/heap.c,
 * qemu/stack.c, qemu/timeouts.c): the trace's way out over UART0, the end of a run (semihosting),
 * also of one that failed (an assertion, a hard fault), and the tick hook that keeps the SysTick
 * timestamps going. qemu-virt-rv32/board.c is the same for QEMU virt (qemu_board.h).
 */
#include "FreeRTOS.h"
#include "mps2_an385.h"
#include "qemu_board.h"
#include "tband.h"
#include "tband_cm_timestamp.h"

void board_init(void) {
  mps2_uart_init();
  tband_cm_timestamp_init();
}

void board_exit(bool passed) {
  mps2_semihost_exit(passed ? MPS2_EXIT_OK : MPS2_EXIT_FAILED);
}

/* Blocking write; never drops. */
bool platform_stream_write(const uint8_t *buf, size_t len) {
  mps2_uart_write(buf, len);
  return false;
}

void platform_assert_failed(const char *file, int line) {
  (void)file;
  (void)line;
  board_exit(false);
}

void HardFault_Handler(void);
void HardFault_Handler(void) {
  board_exit(false);
}

void vApplicationTickHook(void);
void vApplicationTickHook(void) {
  tband_cm_systick_tick();
}

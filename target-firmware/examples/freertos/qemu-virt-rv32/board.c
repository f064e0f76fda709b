/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What every FreeRTOS image on QEMU virt with one RV32 hart shares (qemu-virt-rv32/main.c's
 * workload, qemu/heap.c, qemu/stack.c, qemu/timeouts.c): the kernel's trap handler in mtvec, the
 * trace's way out over the UART, the end of a run (the sifive_test device), also of one that
 * failed (an assertion, an exception). qemu/board.c is the same for mps2-an385 (qemu_board.h).
 * The tracer's timestamps read mtime, which the kernel leaves running, so they need no hook.
 */
#include "FreeRTOS.h"
#include "qemu_board.h"
#include "qemu_virt_rv32.h"
#include "tband.h"

/* The kernel port's trap handler (portASM.S), and what it calls for an exception. */
void freertos_risc_v_trap_handler(void);
void freertos_risc_v_application_exception_handler(uint32_t mcause);

void board_init(void) {
  __asm__ __volatile__("csrw mtvec, %0" : : "r"(freertos_risc_v_trap_handler));
}

void board_exit(bool passed) {
  qemu_virt_exit(passed ? 0 : QEMU_VIRT_EXIT_FAILED);
}

/* Blocking write; never drops. */
bool platform_stream_write(const uint8_t *buf, size_t len) {
  qemu_virt_uart_write(buf, len);
  return false;
}

void platform_assert_failed(const char *file, int line) {
  (void)file;
  (void)line;
  board_exit(false);
}

void freertos_risc_v_application_exception_handler(uint32_t mcause) {
  (void)mcause;
  board_exit(false);
}

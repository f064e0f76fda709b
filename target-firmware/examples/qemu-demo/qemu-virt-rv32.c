/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The demo on QEMU's virt board with one RV32 hart: the machine timer (mtimecmp, 10 MHz) ticks
 * and keeps the timestamps (mtime), the 16550 UART carries the trace, the sifive_test device
 * ends the run. mtime starts just below 2^32, so the trace crosses the carry into its high word.
 * The rest of the board support is boards/qemu-virt-rv32.
 */
#include "demo_board.h"
#include "qemu_virt_rv32.h"

#define PERIOD (QEMU_VIRT_MTIME_HZ / 1000u)
#define MCAUSE_MACHINE_TIMER 7u

const char demo_board_name[] = "qemu-virt-rv32";
const uint32_t demo_timer_irq = MCAUSE_MACHINE_TIMER;
const char demo_timer_name[] = "mtimer";

static uint64_t next_tick;

void demo_board_init(void) {
  qemu_virt_mtime_set(0xFFFF0000u); /* 6.5 ms before the low word wraps */
}

void demo_board_timer_start(void) {
  next_tick = qemu_virt_mtime() + PERIOD;
  qemu_virt_timer_at(next_tick);
  qemu_virt_enable_interrupts(QEMU_VIRT_MIE_MTIE);
}

void demo_board_timer_stop(void) {
  qemu_virt_disable_interrupts(QEMU_VIRT_MIE_MTIE);
}

void demo_board_wait(void) {
  qemu_virt_wait_for_interrupt();
}

void demo_board_write(const volatile uint8_t *buf, size_t len) {
  qemu_virt_uart_write(buf, len);
}

void demo_board_exit(bool ok) {
  qemu_virt_exit(ok ? 0 : QEMU_VIRT_EXIT_FAILED);
}

void demo_board_fault(void) {
  __asm__ __volatile__("unimp"); /* an illegal instruction exception */
}

void board_timer_interrupt(void) {
  next_tick += PERIOD;
  qemu_virt_timer_at(next_tick);
  demo_tick();
}

void board_exception(void) {
  demo_fault();
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * qemu-virt-rv32 start-up in C, after startup.S: hart 0 clears .bss and runs main(); every other
 * hart waits for that and runs secondary_main(hart), which by default sleeps. One trap handler,
 * board_trap, takes every interrupt and exception of every hart (until software points mtvec
 * elsewhere, as FreeRTOS does) and hands it to the weak handlers below: firmware defines the ones
 * it uses, and anything it does not expect ends the run as failed.
 */
#include <stdint.h>

#include "qemu_virt_rv32.h"

extern uint32_t __bss_start[], __bss_end[];

int main(void);
void board_start(uint32_t hart);
void board_trap(void);

/* Set once .bss is clear. In .data, which QEMU loads, so hart 0's clearing cannot touch it. */
__attribute__((section(".data.board_ready"))) static volatile uint32_t board_ready;

/* Firmware for several harts defines it; by default the other harts sleep. */
__attribute__((weak)) void secondary_main(uint32_t hart) {
  (void)hart;
  for (;;) {
    __asm__ __volatile__("wfi");
  }
}

void board_start(uint32_t hart) {
  if (hart == 0u) {
    uint32_t *p;
    for (p = __bss_start; p < __bss_end; p++) {
      *p = 0;
    }
    __asm__ __volatile__("fence rw, w" : : : "memory");
    board_ready = 1u;
    qemu_virt_exit(main());
  }
  while (board_ready == 0u) {
  }
  __asm__ __volatile__("fence r, rw" : : : "memory");
  secondary_main(hart);
  qemu_virt_exit(QEMU_VIRT_EXIT_FAILED); /* a hart's code does not end */
}

/* The default for every trap: not expected, so the run ends as failed. */
static void board_unexpected(void) {
  qemu_virt_exit(QEMU_VIRT_EXIT_FAILED);
}
void board_timer_interrupt(void) __attribute__((weak, alias("board_unexpected")));
void board_external_interrupt(void) __attribute__((weak, alias("board_unexpected")));
void board_exception(void) __attribute__((weak, alias("board_unexpected")));

#define MCAUSE_INTERRUPT 0x80000000u
#define MCAUSE_MACHINE_TIMER 7u
#define MCAUSE_MACHINE_EXTERNAL 11u

/* mtvec's direct mode needs the handler 4-byte aligned. */
__attribute__((interrupt("machine"), aligned(4))) void board_trap(void) {
  uint32_t cause;
  __asm__ __volatile__("csrr %0, mcause" : "=r"(cause));
  if (cause == (MCAUSE_INTERRUPT | MCAUSE_MACHINE_TIMER)) {
    board_timer_interrupt();
  } else if (cause == (MCAUSE_INTERRUPT | MCAUSE_MACHINE_EXTERNAL)) {
    board_external_interrupt();
  } else if ((cause & MCAUSE_INTERRUPT) == 0u) {
    board_exception();
  } else {
    board_unexpected();
  }
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The FreeRTOS example on the kernel's RISC-V port (chip header RISCV_MTIME_CLINT_no_extensions),
 * for QEMU's virt board with one RV32 hart, with Tonband's riscv port. The board support (start-up,
 * linker script, the peripherals) is boards/qemu-virt-rv32, as the rv32 demo's.
 *
 * The kernel takes the machine timer (mtimecmp) for its tick and the trap vector for its own
 * handler (board.c puts it there). The workload's interrupt is the goldfish RTC's alarm, every
 * 3 ms, through the PLIC; the kernel's handler passes it on to
 * freertos_risc_v_application_interrupt_handler. The trace leaves over the UART (board.c), and the
 * sifive_test device ends the run.
 */
#include "FreeRTOS.h"
#include "qemu_board.h"
#include "qemu_virt_rv32.h"
#include "task.h"
#include "tband.h"
#include "workload.h"

#define ROUNDS 60u
#define IRQ_PERIOD_NS 3000000u

/* What the kernel port's trap handler (portASM.S) calls for an interrupt it does not handle. */
void freertos_risc_v_application_interrupt_handler(uint32_t mcause);

void platform_finish(void) {
  QEMU_VIRT_RTC_IRQ_ENABLED = 0u;
  board_exit(true);
}

/* The RTC's alarm, the one external interrupt enabled: claimed, re-armed, completed. */
void freertos_risc_v_application_interrupt_handler(uint32_t mcause) {
  BaseType_t woken;
  uint32_t irq = QEMU_VIRT_PLIC_CLAIM_HART0;
  (void)mcause;
  if (irq != QEMU_VIRT_RTC_IRQ) {
    board_exit(false);
  }
  QEMU_VIRT_RTC_CLEAR_INTERRUPT = 1u;
  qemu_virt_rtc_alarm_in(IRQ_PERIOD_NS);
  woken = workload_isr();
  QEMU_VIRT_PLIC_CLAIM_HART0 = irq;
  portYIELD_FROM_ISR(woken);
}

int main(void) {
  board_init();

  workload_start(ROUNDS, QEMU_VIRT_RTC_IRQ);

  /* The kernel enables the timer and external interrupts when the scheduler starts. */
  qemu_virt_plic_enable(QEMU_VIRT_RTC_IRQ);
  qemu_virt_rtc_alarm_in(IRQ_PERIOD_NS);

  vTaskStartScheduler();
  return QEMU_VIRT_EXIT_FAILED; /* only when the kernel could not start */
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The demo on QEMU's mps2-an385 (Cortex-M3, 25 MHz): TIMER0 (interrupt 8) ticks, SysTick keeps
 * the timestamps (QEMU models no DWT cycle counter), UART0 carries the trace, semihosting ends
 * the run. The rest of the board support is boards/mps2-an385.
 */
#include "demo_board.h"
#include "mps2_an385.h"
#include "tband.h"
#include "tband_cm_timestamp.h"

const char demo_board_name[] = "mps2-an385";
const uint32_t demo_timer_irq = TIMER0_IRQn;
const char demo_timer_name[] = "timer0";

void demo_board_init(void) {
  mps2_uart_init();
  mps2_systick_start();
  tband_cm_timestamp_init();
}

void demo_board_timer_start(void) {
  TIMER0_RELOAD = CPU_HZ / 1000u;
  TIMER0_CTRL = 9u; /* enable, interrupt enable */
  NVIC_ISER0 = 1u << TIMER0_IRQn;
}

void demo_board_timer_stop(void) {
  TIMER0_CTRL = 0;
}

void demo_board_wait(void) {
  __asm volatile("wfi");
}

void demo_board_write(const volatile uint8_t *buf, size_t len) {
  mps2_uart_write(buf, len);
}

void demo_board_exit(bool ok) {
  mps2_semihost_exit(ok ? MPS2_EXIT_OK : MPS2_EXIT_FAILED);
}

void demo_board_fault(void) {
  __asm volatile(".short 0xde00"); /* udf #0: escalates to HardFault */
}

void SysTick_Handler(void);
void SysTick_Handler(void) {
  tband_cm_systick_tick();
}

void TIMER0_Handler(void);
void TIMER0_Handler(void) {
  TIMER0_INTCLEAR = 1u;
  demo_tick();
}

void HardFault_Handler(void);
void HardFault_Handler(void) {
  demo_fault();
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The board under the guide's main.c on QEMU's netduino2: USART1 carries the trace (QEMU's first
 * -serial), SysTick wraps every BOARD_ISR_PERIOD_CYCLES core cycles of the clock tband_config.h
 * names and pends TIM2's interrupt each time, so the guide's TIM2_IRQHandler runs at exactly that
 * period in the trace's own clock; after BOARD_PERIODS of them, semihosting ends the run.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tband_config.h"
#include "tband_port.h"

#define REG(addr) (*(volatile uint32_t *)(uintptr_t)(addr))
#define USART1_SR REG(0x40011000u)
#define USART1_DR REG(0x40011004u)
#define USART_SR_TXE (1u << 7)
#define SYST_CSR REG(0xE000E010u)
#define SYST_RVR REG(0xE000E014u)
#define SYST_CVR REG(0xE000E018u)
#define NVIC_ISER0 REG(0xE000E100u)
#define NVIC_ISPR0 REG(0xE000E200u)
#define TIM2_IRQ 28u

void board_start(void);
void SysTick_Handler(void);

bool uart_trace_write(const uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    while ((USART1_SR & USART_SR_TXE) == 0u) {
    }
    USART1_DR = buf[i];
  }
  return false;
}

void board_start(void) {
  SYST_RVR = BOARD_ISR_PERIOD_CYCLES - 1u;
  SYST_CVR = 0u;
  SYST_CSR = 7u; /* core clock, interrupt, on */
  NVIC_ISER0 = 1u << TIM2_IRQ;
}

/* SYS_EXIT with ADP_Stopped_ApplicationExit: QEMU ends with status 0. */
__attribute__((noreturn)) static void semihost_exit(void) {
  __asm volatile("mov r0, #0x18\n\tldr r1, =0x20026\n\tbkpt 0xab" : : : "r0", "r1", "memory");
  for (;;) {
  }
}

void SysTick_Handler(void) {
  static uint32_t periods;
  tband_cm_systick_tick();
  NVIC_ISPR0 = 1u << TIM2_IRQ;
  if (++periods > BOARD_PERIODS) {
    semihost_exit();
  }
}

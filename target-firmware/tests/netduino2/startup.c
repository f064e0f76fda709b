/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* Start-up for QEMU's netduino2 (STM32F205, Cortex-M3), a board Tonband has no files for, as a
 * user writes it: the vector table up to TIM2 (IRQ 28), .data and .bss, the board, then main. */
#include <stdint.h>

extern uint32_t __data_load, __data_start, __data_end, __bss_start, __bss_end, __stack_top;

int main(void);
void board_start(void);
void SysTick_Handler(void);
void TIM2_IRQHandler(void);
void Reset_Handler(void);
void Default_Handler(void);

void Reset_Handler(void) {
  uint32_t *src = &__data_load;
  uint32_t *dst;
  for (dst = &__data_start; dst < &__data_end;) {
    *dst++ = *src++;
  }
  for (dst = &__bss_start; dst < &__bss_end;) {
    *dst++ = 0;
  }
  board_start();
  (void)main();
  for (;;) {
  }
}

void Default_Handler(void) {
  for (;;) {
  }
}

typedef void (*vector)(void);

#define TIM2_IRQ 28

/* The IRQs before TIM2 stay disabled, so their vectors stay empty. */
__attribute__((section(".vectors"), used)) static const vector vectors[16 + TIM2_IRQ + 1] = {
    (vector)(uintptr_t)&__stack_top,
    Reset_Handler,
    Default_Handler, /* NMI */
    Default_Handler, /* HardFault */
    Default_Handler, /* MemManage */
    Default_Handler, /* BusFault */
    Default_Handler, /* UsageFault */
    0, 0, 0, 0,
    Default_Handler, /* SVC */
    Default_Handler, /* DebugMon */
    0,
    Default_Handler, /* PendSV */
    SysTick_Handler,
    [16 + TIM2_IRQ] = TIM2_IRQHandler,
};

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* Minimal Cortex-M3 start-up for mps2-an385: vector table, .data/.bss set-up. The handlers the
 * firmware does not define spin in Default_Handler (an RTOS supplies SVC and PendSV). */
#include <stdint.h>

extern uint32_t __data_load, __data_start, __data_end, __bss_start, __bss_end, __stack_top;

int main(void);
void Reset_Handler(void);
void Default_Handler(void);
void HardFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SysTick_Handler(void) __attribute__((weak, alias("Default_Handler")));
void TIMER0_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SVC_Handler(void) __attribute__((weak, alias("Default_Handler")));
void PendSV_Handler(void) __attribute__((weak, alias("Default_Handler")));

void Reset_Handler(void) {
  uint32_t *src = &__data_load;
  uint32_t *dst;
  for (dst = &__data_start; dst < &__data_end;) {
    *dst++ = *src++;
  }
  for (dst = &__bss_start; dst < &__bss_end;) {
    *dst++ = 0;
  }
  (void)main();
  for (;;) {
  }
}

void Default_Handler(void) {
  for (;;) {
  }
}

typedef void (*vector)(void);

__attribute__((section(".vectors"), used)) static const vector vectors[16 + 9] = {
    (vector)(uintptr_t)&__stack_top,
    Reset_Handler,
    Default_Handler,   /* NMI */
    HardFault_Handler, /* the post-mortem demo's simulated fault ends up here */
    Default_Handler,   /* MemManage */
    Default_Handler,   /* BusFault */
    Default_Handler,   /* UsageFault */
    0, 0, 0, 0,
    SVC_Handler,
    Default_Handler, /* DebugMon */
    0,
    PendSV_Handler,
    SysTick_Handler,
    Default_Handler, Default_Handler, Default_Handler, Default_Handler, /* IRQ 0-3 */
    Default_Handler, Default_Handler, Default_Handler, Default_Handler, /* IRQ 4-7 */
    TIMER0_Handler,                                                      /* IRQ 8 */
};

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Start-up for host-style test programs on QEMU's mps2-an385 (Cortex-M3): the vector table,
 * .data and .bss, then main() with newlib's semihosting library (rdimon) behind stdio, malloc
 * and exit, so a program written for the host runs unchanged and prints through QEMU. A fault
 * ends the run through semihosting with an error, rather than hanging until the test's timeout.
 */
#include <stdint.h>
#include <stdlib.h>

extern uint32_t __data_load, __data_start, __data_end, __bss_start, __bss_end, __stack_top;

int main(void);
void initialise_monitor_handles(void);
void Reset_Handler(void);
void Fault_Handler(void);

void Reset_Handler(void) {
  uint32_t *src = &__data_load;
  uint32_t *dst;
  for (dst = &__data_start; dst < &__data_end;) {
    *dst++ = *src++;
  }
  for (dst = &__bss_start; dst < &__bss_end;) {
    *dst++ = 0;
  }
  initialise_monitor_handles();
  exit(main());
}

/* Semihosting SYS_EXIT with ADP_Stopped_RunTimeErrorUnknown: QEMU exits with status 1. */
void Fault_Handler(void) {
  __asm volatile("mov r0, #0x18\n\tldr r1, =0x20023\n\tbkpt 0xab" : : : "r0", "r1", "memory");
  for (;;) {
  }
}

typedef void (*vector)(void);

__attribute__((section(".vectors"), used)) static const vector vectors[16] = {
    (vector)(uintptr_t)&__stack_top,
    Reset_Handler,
    Fault_Handler, /* NMI */
    Fault_Handler, /* HardFault */
    Fault_Handler, /* MemManage */
    Fault_Handler, /* BusFault */
    Fault_Handler, /* UsageFault */
};

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The few peripherals of QEMU's mps2-an385 board (Cortex-M3) the examples use: UART0 and TIMER0
 * (ARM CMSDK APB peripherals), the NVIC and SysTick, and semihosting to end the run. With
 * startup.c and link.ld beside it, enough to run firmware under qemu-system-arm -M mps2-an385.
 */
#ifndef MPS2_AN385_H
#define MPS2_AN385_H

#include <stddef.h>
#include <stdint.h>

#define REG32(addr) (*(volatile uint32_t *)(addr))

#define CPU_HZ 25000000u

/* CMSDK UART0 */
#define UART0_DATA REG32(0x40004000u)
#define UART0_STATE REG32(0x40004004u) /* bit 0: TX buffer full */
#define UART0_CTRL REG32(0x40004008u)  /* bit 0: TX enable */
#define UART0_BAUDDIV REG32(0x40004010u)

/* CMSDK TIMER0, interrupt 8 */
#define TIMER0_CTRL REG32(0x40000000u) /* bit 0: enable, bit 3: interrupt enable */
#define TIMER0_RELOAD REG32(0x40000008u)
#define TIMER0_INTCLEAR REG32(0x4000000Cu)
#define TIMER0_IRQn 8u

#define NVIC_ISER0 REG32(0xE000E100u)
#define SCB_VTOR REG32(0xE000ED08u) /* where the vector table is: startup.c's at 0 after reset */
#define MPS2_VECTORS (16u + TIMER0_IRQn + 1u) /* the entries of startup.c's table */

#define SYST_CSR REG32(0xE000E010u)
#define SYST_RVR REG32(0xE000E014u)
#define SYST_CVR REG32(0xE000E018u)

/* SysTick from the core clock, with its interrupt (the Cortex-M port's SysTick timestamps). */
static inline void mps2_systick_start(void) {
  SYST_RVR = 0xFFFFFFu;
  SYST_CVR = 0;
  SYST_CSR = 7u; /* core clock, interrupt, enable */
}

static inline void mps2_uart_init(void) {
  UART0_BAUDDIV = 16u;
  UART0_CTRL = 1u; /* TX enable */
}

/* Blocking write to UART0 (QEMU's -serial). */
static inline void mps2_uart_write(const volatile uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    while (UART0_STATE & 1u) {
    }
    UART0_DATA = buf[i];
  }
}

/* Ends the QEMU run through semihosting SYS_EXIT: ADP_Stopped_ApplicationExit (0x20026) makes
 * QEMU exit with status 0, anything else (0x20023, ADP_Stopped_RunTimeErrorUnknown) with status 1. */
#define MPS2_EXIT_OK 0x20026u
#define MPS2_EXIT_FAILED 0x20023u
__attribute__((noreturn)) static inline void mps2_semihost_exit(uint32_t reason) {
  __asm volatile("mov r0, #0x18\n\tmov r1, %0\n\tbkpt 0xab" : : "r"(reason) : "r0", "r1", "memory");
  for (;;) {
  }
}

/* The command line QEMU hands the firmware (-semihosting-config ...,arg=PROG,arg=...: the args
 * joined by spaces; without arg=, the -kernel path) through semihosting SYS_GET_CMDLINE (0x15),
 * NUL-terminated in buf. Returns its length, or -1 when it does not fit in size bytes. */
static inline int32_t mps2_semihost_cmdline(char *buf, uint32_t size) {
  uint32_t block[2];
  int32_t result;
  block[0] = (uint32_t)(uintptr_t)buf;
  block[1] = size;
  __asm volatile("mov r0, #0x15\n\tmov r1, %1\n\tbkpt 0xab\n\tmov %0, r0"
                 : "=r"(result)
                 : "r"(block)
                 : "r0", "r1", "memory");
  return result == 0 ? (int32_t)block[1] : -1;
}

#endif /* MPS2_AN385_H */

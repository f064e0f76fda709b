/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The parts of QEMU's virt board (qemu-system-riscv32 -M virt -bios none) the examples use: the
 * 16550 UART, the CLINT's machine timer (mtime, one mtimecmp per hart), the PLIC and the goldfish
 * RTC's alarm (a second timer, for an interrupt besides the one an RTOS takes), and the
 * sifive_test device to end the run. With startup.S, startup.c and link.ld beside it, enough to
 * run firmware on up to QEMU_VIRT_MAX_HARTS harts.
 */
#ifndef QEMU_VIRT_RV32_H
#define QEMU_VIRT_RV32_H

/* For startup.S too: harts that get a stack, and each stack's size (1 << shift bytes). */
#define QEMU_VIRT_MAX_HARTS 8
#define QEMU_VIRT_STACK_SHIFT 14

#ifndef __ASSEMBLER__

#include <stddef.h>
#include <stdint.h>

#define QEMU_VIRT_REG32(addr) (*(volatile uint32_t *)(uintptr_t)(addr))
#define QEMU_VIRT_REG8(addr) (*(volatile uint8_t *)(uintptr_t)(addr))

/* CLINT: mtime counts at 10 MHz for every hart; each hart has its own mtimecmp. */
#define QEMU_VIRT_MTIME_HZ 10000000u
#define QEMU_VIRT_MTIME_ADDR 0x0200BFF8u
#define QEMU_VIRT_MTIMECMP_ADDR(hart) (0x02004000u + 8u * (hart))
#define QEMU_VIRT_MIE_MTIE (1u << 7)
#define QEMU_VIRT_MIE_MEIE (1u << 11)

/* 16550 UART0: transmit register, line status (bit 5: transmit register empty). */
#define QEMU_VIRT_UART0_THR QEMU_VIRT_REG8(0x10000000u)
#define QEMU_VIRT_UART0_LSR QEMU_VIRT_REG8(0x10000005u)
#define QEMU_VIRT_UART0_LSR_THRE 0x20u

/* PLIC: per-source priority, hart 0's machine-mode enables, threshold and claim/complete. */
#define QEMU_VIRT_PLIC_PRIORITY(irq) QEMU_VIRT_REG32(0x0C000000u + 4u * (irq))
#define QEMU_VIRT_PLIC_ENABLE_HART0 QEMU_VIRT_REG32(0x0C002000u)
#define QEMU_VIRT_PLIC_THRESHOLD_HART0 QEMU_VIRT_REG32(0x0C200000u)
#define QEMU_VIRT_PLIC_CLAIM_HART0 QEMU_VIRT_REG32(0x0C200004u)

/* Goldfish RTC, PLIC source 11: nanoseconds, an alarm. Writing ALARM_LOW arms the alarm. */
#define QEMU_VIRT_RTC_IRQ 11u
#define QEMU_VIRT_RTC_TIME_LOW QEMU_VIRT_REG32(0x00101000u)
#define QEMU_VIRT_RTC_TIME_HIGH QEMU_VIRT_REG32(0x00101004u)
#define QEMU_VIRT_RTC_ALARM_LOW QEMU_VIRT_REG32(0x00101008u)
#define QEMU_VIRT_RTC_ALARM_HIGH QEMU_VIRT_REG32(0x0010100Cu)
#define QEMU_VIRT_RTC_IRQ_ENABLED QEMU_VIRT_REG32(0x00101010u)
#define QEMU_VIRT_RTC_CLEAR_INTERRUPT QEMU_VIRT_REG32(0x0010101Cu)

/* sifive_test: 0x5555 ends QEMU with status 0, (status << 16) | 0x3333 with that status. */
#define QEMU_VIRT_TEST QEMU_VIRT_REG32(0x00100000u)
#define QEMU_VIRT_EXIT_FAILED 1

/* Run by startup.c on every hart but hart 0, which runs main(); by default it sleeps. */
void secondary_main(uint32_t hart);
/* Trap handlers startup.c calls; firmware defines those it uses (the others end the run). */
void board_timer_interrupt(void);    /* the machine timer: this hart's mtimecmp */
void board_external_interrupt(void); /* the PLIC */
void board_exception(void);          /* any exception (mcause, mepc tell which) */

static inline uint32_t qemu_virt_hart_id(void) {
  uint32_t hart;
  __asm__ __volatile__("csrr %0, mhartid" : "=r"(hart));
  return hart;
}

static inline void qemu_virt_uart_write(const volatile uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    while ((QEMU_VIRT_UART0_LSR & QEMU_VIRT_UART0_LSR_THRE) == 0u) {
    }
    QEMU_VIRT_UART0_THR = buf[i];
  }
}

/* Ends the QEMU run with this exit status (0: passed). */
__attribute__((noreturn)) static inline void qemu_virt_exit(int status) {
  QEMU_VIRT_TEST = status == 0 ? 0x5555u : ((uint32_t)status << 16) | 0x3333u;
  for (;;) {
  }
}

/* mtime, read high, low, high so that a carry between the reads is not torn. */
static inline uint64_t qemu_virt_mtime(void) {
  uint32_t high;
  uint32_t low;
  do {
    high = QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR + 4u);
    low = QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR);
  } while (high != QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR + 4u));
  return ((uint64_t)high << 32) | low;
}

/* Sets mtime (for every hart): high word last, with the low word clear while it changes. */
static inline void qemu_virt_mtime_set(uint64_t value) {
  QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR) = 0u;
  QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR + 4u) = (uint32_t)(value >> 32);
  QEMU_VIRT_REG32(QEMU_VIRT_MTIME_ADDR) = (uint32_t)value;
}

/* Interrupts this hart when mtime reaches `when`: the compare value never passes below both
 * the old and the new value while its two halves are written. */
static inline void qemu_virt_timer_at(uint64_t when) {
  uint32_t cmp = QEMU_VIRT_MTIMECMP_ADDR(qemu_virt_hart_id());
  QEMU_VIRT_REG32(cmp) = 0xFFFFFFFFu;
  QEMU_VIRT_REG32(cmp + 4u) = (uint32_t)(when >> 32);
  QEMU_VIRT_REG32(cmp) = (uint32_t)when;
}

static inline void qemu_virt_enable_interrupts(uint32_t mie_bits) {
  __asm__ __volatile__("csrs mie, %0\n\tcsrsi mstatus, 8" : : "r"(mie_bits) : "memory");
}

static inline void qemu_virt_disable_interrupts(uint32_t mie_bits) {
  __asm__ __volatile__("csrc mie, %0" : : "r"(mie_bits) : "memory");
}

static inline void qemu_virt_wait_for_interrupt(void) {
  __asm__ __volatile__("wfi" : : : "memory");
}

/* The RTC's time in nanoseconds, and an alarm `ns` from now (PLIC source QEMU_VIRT_RTC_IRQ). */
static inline uint64_t qemu_virt_rtc_ns(void) {
  uint32_t low = QEMU_VIRT_RTC_TIME_LOW; /* reading the low word latches the high word */
  return ((uint64_t)QEMU_VIRT_RTC_TIME_HIGH << 32) | low;
}

static inline void qemu_virt_rtc_alarm_in(uint64_t ns) {
  uint64_t when = qemu_virt_rtc_ns() + ns;
  QEMU_VIRT_RTC_ALARM_HIGH = (uint32_t)(when >> 32);
  QEMU_VIRT_RTC_ALARM_LOW = (uint32_t)when;
  QEMU_VIRT_RTC_IRQ_ENABLED = 1u;
}

/* Routes PLIC source irq to hart 0's machine-mode external interrupt. */
static inline void qemu_virt_plic_enable(uint32_t irq) {
  QEMU_VIRT_PLIC_PRIORITY(irq) = 1u;
  QEMU_VIRT_PLIC_THRESHOLD_HART0 = 0u;
  QEMU_VIRT_PLIC_ENABLE_HART0 |= 1u << irq;
}

#endif /* __ASSEMBLER__ */

#endif /* QEMU_VIRT_RV32_H */

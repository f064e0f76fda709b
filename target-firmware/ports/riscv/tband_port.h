/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * RISC-V port: RV32 or RV64 in machine mode, bare metal or under FreeRTOS, one hart or several.
 *
 * Critical sections clear mstatus.MIE (csrrci) and set it again on exit only if it was set:
 * they nest, and work from main code, from tasks and from trap handlers (which run with MIE
 * clear). FreeRTOS's RISC-V port masks interrupts the same way (its FromISR mask is empty), so
 * this port serves under FreeRTOS too.
 *
 * Timestamps (tband_portRV_TIMESTAMP_SOURCE in tband_config.h):
 * - TBAND_RV_TS_MTIME (default): the 64-bit machine timer mtime, memory-mapped at
 *   tband_portRV_MTIME_ADDR (the CLINT's 0x0200BFF8 on QEMU virt and SiFive cores) and counting
 *   at tband_portRV_MTIME_HZ. One counter for every hart, so the harts' events compare. RV32
 *   reads it high, low, high, again when the high word changed in between.
 * - TBAND_RV_TS_MCYCLE: the mcycle CSR (mcycleh:mcycle on RV32, read the same way) at
 *   tband_portRV_CPU_HZ: finer, but each hart has its own, so one hart only.
 *
 * Several harts (tband_portNUMBER_OF_CORES > 1): the core id is mhartid minus
 * tband_portRV_FIRST_HART (default 0). The runtime's locks and flags use this port's atomics on
 * 32-bit words, from the A extension with the ISA manual's mappings of C11 orderings (Table A.6):
 * amoswap.w.aq to take, lr.w.aq/sc.w to compare and swap, fence rw,w before the store that
 * releases, fence r,rw after the load that acquires. So the runtime builds as C99 here and does
 * not depend on how a compiler version maps C11 atomics.
 *
 * Streaming needs tband_portBACKEND_STREAM_DATA(buf, len) in tband_config.h (your UART writer;
 * true = dropped).
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdint.h>

#define TBAND_RV_TS_MTIME 1
#define TBAND_RV_TS_MCYCLE 2

#ifndef tband_portRV_TIMESTAMP_SOURCE
#define tband_portRV_TIMESTAMP_SOURCE TBAND_RV_TS_MTIME
#endif
#ifndef tband_portNUMBER_OF_CORES
#define tband_portNUMBER_OF_CORES 1
#endif

/* ==== Critical section ===================================================== */

#define TBAND_RV_MSTATUS_MIE 8u

static inline uint32_t tband_rv_irq_save(void) {
  unsigned long mstatus;
  __asm__ __volatile__("csrrci %0, mstatus, 8" : "=r"(mstatus) : : "memory");
  return (uint32_t)mstatus & TBAND_RV_MSTATUS_MIE;
}

static inline void tband_rv_irq_restore(uint32_t mie) {
  if (mie != 0u) {
    __asm__ __volatile__("csrsi mstatus, 8" : : : "memory");
  }
}

#define tband_portENTER_CRITICAL_FROM_ANY() uint32_t tband_rv_mie = tband_rv_irq_save()
#define tband_portEXIT_CRITICAL_FROM_ANY() tband_rv_irq_restore(tband_rv_mie)

/* ==== Timestamps =========================================================== */

#if tband_portRV_TIMESTAMP_SOURCE == TBAND_RV_TS_MTIME

#if !defined(tband_portRV_MTIME_ADDR) || !defined(tband_portRV_MTIME_HZ)
#error "the RISC-V port's mtime timestamps need tband_portRV_MTIME_ADDR (mtime's address; 0x0200BFF8u on QEMU virt and SiFive CLINTs) and tband_portRV_MTIME_HZ (its rate in Hz) in tband_config.h, or tband_portRV_TIMESTAMP_SOURCE TBAND_RV_TS_MCYCLE"
#endif
#if !defined(tband_portTIMESTAMP_RESOLUTION_NS) && !defined(tband_portTIMESTAMP_HZ)
#define tband_portTIMESTAMP_HZ (tband_portRV_MTIME_HZ)
#endif

static inline uint64_t tband_rv_mtime(void) {
#if __riscv_xlen == 32
  const volatile uint32_t *low = (const volatile uint32_t *)(uintptr_t)(tband_portRV_MTIME_ADDR);
  uint32_t high;
  uint32_t value;
  do { /* a carry into the high word between the two reads is seen, and read again */
    high = low[1];
    value = low[0];
  } while (high != low[1]);
  return ((uint64_t)high << 32) | value;
#else
  return *(const volatile uint64_t *)(uintptr_t)(tband_portRV_MTIME_ADDR);
#endif
}
#define tband_portTIMESTAMP() tband_rv_mtime()

#elif tband_portRV_TIMESTAMP_SOURCE == TBAND_RV_TS_MCYCLE

#if tband_portNUMBER_OF_CORES > 1
#error "mcycle counts per hart, and the harts' timestamps must compare: with tband_portNUMBER_OF_CORES > 1 use mtime (tband_portRV_TIMESTAMP_SOURCE TBAND_RV_TS_MTIME)"
#endif
#if !defined(tband_portTIMESTAMP_RESOLUTION_NS) && !defined(tband_portTIMESTAMP_HZ)
#ifndef tband_portRV_CPU_HZ
#error "the RISC-V port's mcycle timestamps need tband_portRV_CPU_HZ (core clock in Hz) in tband_config.h, or tband_portTIMESTAMP_HZ"
#endif
#define tband_portTIMESTAMP_HZ (tband_portRV_CPU_HZ)
#endif

static inline uint64_t tband_rv_mcycle(void) {
#if __riscv_xlen == 32
  uint32_t high;
  uint32_t again;
  uint32_t value;
  do {
    __asm__ __volatile__("csrr %0, mcycleh\n\tcsrr %1, mcycle\n\tcsrr %2, mcycleh"
                         : "=r"(high), "=r"(value), "=r"(again));
  } while (high != again);
  return ((uint64_t)high << 32) | value;
#else
  unsigned long value;
  __asm__ __volatile__("csrr %0, mcycle" : "=r"(value));
  return value;
#endif
}
#define tband_portTIMESTAMP() tband_rv_mcycle()

#else
#error "tband_portRV_TIMESTAMP_SOURCE must be TBAND_RV_TS_MTIME or TBAND_RV_TS_MCYCLE"
#endif

/* ==== Several harts ======================================================== */

#if tband_portNUMBER_OF_CORES > 1

#if !defined(__riscv_atomic)
#error "several harts need the A extension (atomics) for the runtime's locks: build with it (-march=rv32imac...)"
#endif
#ifndef tband_portRV_FIRST_HART
#define tband_portRV_FIRST_HART 0u
#endif

static inline unsigned int tband_rv_core_id(void) {
  unsigned long hart;
  __asm__("csrr %0, mhartid" : "=r"(hart));
  return (unsigned int)(hart - (tband_portRV_FIRST_HART));
}
#define tband_portGET_CORE_ID() tband_rv_core_id()

static inline uint32_t tband_rv_swap_acquire(volatile uint32_t *word, uint32_t value) {
  uint32_t old;
  __asm__ __volatile__("amoswap.w.aq %0, %2, %1" : "=r"(old), "+A"(*word) : "r"(value) : "memory");
  return old;
}

static inline uint32_t tband_rv_swap_acq_rel(volatile uint32_t *word, uint32_t value) {
  uint32_t old;
  __asm__ __volatile__("amoswap.w.aqrl %0, %2, %1" : "=r"(old), "+A"(*word) : "r"(value) : "memory");
  return old;
}

/* Stores desired when the word holds expected; returns what it held (expected on success). */
static inline uint32_t tband_rv_cas_acquire(volatile uint32_t *word, uint32_t expected, uint32_t desired) {
  uint32_t found;
  uint32_t failed;
  __asm__ __volatile__("1: lr.w.aq %0, %2\n\t"
                       "bne %0, %3, 2f\n\t"
                       "sc.w %1, %4, %2\n\t"
                       "bnez %1, 1b\n"
                       "2:"
                       : "=&r"(found), "=&r"(failed), "+A"(*word)
                       : "r"(expected), "r"(desired)
                       : "memory");
  return found;
}

static inline uint32_t tband_rv_load_acquire(const volatile uint32_t *word) {
  uint32_t value = *word;
  __asm__ __volatile__("fence r, rw" : : : "memory");
  return value;
}

static inline void tband_rv_store_release(volatile uint32_t *word, uint32_t value) {
  __asm__ __volatile__("fence rw, w" : : : "memory");
  *word = value;
}

#define tband_portATOMIC_SWAP_ACQUIRE(word, value) tband_rv_swap_acquire((word), (value))
#define tband_portATOMIC_SWAP_ACQ_REL(word, value) tband_rv_swap_acq_rel((word), (value))
#define tband_portATOMIC_CAS_ACQUIRE(word, expected, desired) tband_rv_cas_acquire((word), (expected), (desired))
#define tband_portATOMIC_LOAD_ACQUIRE(word) tband_rv_load_acquire(word)
#define tband_portATOMIC_STORE_RELEASE(word, value) tband_rv_store_release((word), (value))

#endif /* tband_portNUMBER_OF_CORES > 1 */

#endif /* TBAND_PORT_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The FreeRTOS example on the kernel's ARM_CM3 port, for QEMU's mps2-an385 (Cortex-M3, 25 MHz),
 * with Tonband's cortex-m-freertos port. The board support (vector table, linker script, the
 * peripherals) is boards/mps2-an385, as the QEMU demo's.
 *
 * Timestamps come from SysTick, which the kernel owns (QEMU has no DWT cycle counter): the
 * tick hook calls tband_cm_systick_tick(), and kernel events traced inside the tick interrupt
 * before it are stamped right all the same. TIMER0 interrupts every 3 ms, at a priority that
 * may use the kernel's FromISR API. The trace leaves over UART0 (QEMU writes it to a file):
 * streamed, or, with WORKLOAD_SNAPSHOT, the metadata and snapshot buffers once the run ends.
 * Semihosting ends the QEMU run.
 *
 * Under -icount an image writes the same trace every run. A seed on QEMU's command line
 * (-semihosting-config enable=on,target=native,arg=PROG,arg=SEED; RunQemu.cmake's SEED) makes
 * runs differ as real runs do: TIMER0's period then changes at every interrupt, pseudo-randomly
 * within 3 ms +-25 %, so the interrupts preempt the tasks at other points in each run. Without a
 * seed (or with 0) the run differs only before SysTick starts, before anything is timed, and
 * writes the trace it always did.
 */
#include "FreeRTOS.h"
#include "mps2_an385.h"
#include "task.h"
#include "tband.h"
#include "tband_cm_timestamp.h"
#include "workload.h"

#define ROUNDS 60u
#define IRQ_PERIOD_CYCLES (CPU_HZ / 1000u * 3u)
#define NVIC_IPR_TIMER0 (*(volatile uint8_t *)(0xE000E400u + TIMER0_IRQn))

/* A seeded run's vector table, in RAM: startup.c's with TIMER0 varied. VTOR wants it aligned to
 * its size rounded up to a power of two, and to no less than 128 bytes. */
static uint32_t seeded_vectors[MPS2_VECTORS] __attribute__((aligned(128)));
static uint32_t period_state; /* the LCG that draws TIMER0's periods */

#ifdef WORKLOAD_SNAPSHOT
void platform_snapshot_full(void) {}
#endif

void platform_finish(void) {
  TIMER0_CTRL = 0;
#ifdef WORKLOAD_SNAPSHOT
  mps2_uart_write(tband_get_metadata_buf(0), tband_get_metadata_buf_amnt(0));
  mps2_uart_write(tband_get_core_snapshot_buf(0), tband_get_core_snapshot_buf_amnt(0));
#endif
  mps2_semihost_exit(MPS2_EXIT_OK);
}

void TIMER0_Handler(void);
void TIMER0_Handler(void) {
  BaseType_t woken;
  TIMER0_INTCLEAR = 1u;
  woken = workload_isr();
  portYIELD_FROM_ISR(woken);
}

/* The seed: the number after the program's name on the command line; 0 when there is none. */
static uint32_t run_seed(void) {
  char line[64];
  int32_t len = mps2_semihost_cmdline(line, sizeof line);
  int32_t i = 0;
  uint32_t seed = 0;
  while (i < len && line[i] != ' ') {
    i++;
  }
  while (i < len && line[i] == ' ') {
    i++;
  }
  for (; i < len && line[i] >= '0' && line[i] <= '9'; i++) {
    seed = seed * 10u + (uint32_t)(line[i] - '0');
  }
  return seed;
}

/* A seeded run's TIMER0 handler: draws the next period, then does what TIMER0_Handler does. A
 * RELOAD write restarts the CMSDK timer's count (QEMU's too), so the next interrupt comes one
 * drawn period after this one. */
static void TIMER0_Handler_varied(void) {
  period_state = period_state * 1664525u + 1013904223u; /* Numerical Recipes' LCG */
  /* Its top 16 bits (the low ones of an LCG repeat soon), scaled to 0.75 .. 1.25 periods. */
  TIMER0_RELOAD = IRQ_PERIOD_CYCLES - IRQ_PERIOD_CYCLES / 4u +
                  (((period_state >> 16) * (IRQ_PERIOD_CYCLES / 2u)) >> 16);
  TIMER0_Handler();
}

/* A handler of its own rather than a test in TIMER0_Handler: unseeded runs then run no instruction
 * more, so their traces stay the same. Before SysTick starts, so before anything is timed. */
static void vary_timer0(uint32_t seed) {
  const volatile uint32_t *vectors = (const volatile uint32_t *)(uintptr_t)SCB_VTOR;
  uint32_t i;
  for (i = 0; i < MPS2_VECTORS; i++) {
    seeded_vectors[i] = vectors[i];
  }
  seeded_vectors[16u + TIMER0_IRQn] = (uint32_t)(uintptr_t)TIMER0_Handler_varied;
  period_state = seed * 0x9E3779B9u; /* seeds 1, 2, 3 ... far apart in the state */
  SCB_VTOR = (uint32_t)(uintptr_t)seeded_vectors;
  __asm volatile("dsb\n\tisb" : : : "memory");
}

int main(void) {
  uint32_t seed = run_seed();
  if (seed != 0u) {
    vary_timer0(seed);
  }
  mps2_uart_init();
  tband_cm_timestamp_init();

  workload_start(ROUNDS, TIMER0_IRQn);

  /* The lowest priority: below configMAX_SYSCALL_INTERRUPT_PRIORITY, as FromISR calls need.
   * Interrupts stay masked until the scheduler starts. */
  NVIC_IPR_TIMER0 = 0xE0u;
  TIMER0_RELOAD = IRQ_PERIOD_CYCLES;
  TIMER0_CTRL = 9u; /* enable, interrupt enable */
  NVIC_ISER0 = 1u << TIMER0_IRQn;

  vTaskStartScheduler();
  mps2_semihost_exit(MPS2_EXIT_FAILED); /* only when the kernel could not start */
  return 0;
}

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

/* Blocking write; never drops. */
bool platform_stream_write(const uint8_t *buf, size_t len) {
  mps2_uart_write(buf, len);
  return false;
}

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

void platform_assert_failed(const char *file, int line) {
  (void)file;
  (void)line;
  mps2_semihost_exit(MPS2_EXIT_FAILED);
}

void HardFault_Handler(void);
void HardFault_Handler(void) {
  mps2_semihost_exit(MPS2_EXIT_FAILED);
}

void vApplicationTickHook(void);
void vApplicationTickHook(void) {
  tband_cm_systick_tick();
}

void TIMER0_Handler(void);
void TIMER0_Handler(void) {
  BaseType_t woken;
  TIMER0_INTCLEAR = 1u;
  woken = workload_isr();
  portYIELD_FROM_ISR(woken);
}

int main(void) {
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

/*
 * Tonband demo firmware for QEMU's mps2-an385 (Cortex-M3).
 *
 * A 1 kHz timer interrupt (traced with ISR enter/exit) wakes the main loop, which samples a
 * pretend sensor and drives a pretend motor, traced with event, value and function markers
 * and with the demo application events of events.yaml. The build chooses the backend:
 * - DEMO_STREAMING: events stream over UART0 (QEMU writes it to a file) for 40 periods.
 * - DEMO_SNAPSHOT: a 1 KiB snapshot fills; then metadata and snapshot go out over UART0.
 * - DEMO_POST_MORTEM: after 40 periods a bad instruction faults; the HardFault handler stops
 *   the post-mortem ring and dumps it over UART0. With DEMO_FAULT_IN_RING_UPDATE the bad
 *   instruction runs in the middle of a ring update instead (in the runtime's critical
 *   section, between two stores of the ring's next position), which no critical section masks.
 * Every build ends the QEMU run through semihosting.
 */
#include "mps2_an385.h"
#include "tband.h"
#include "tband_app_events.h"
#include "tband_cm_timestamp.h"

#define PERIODS 40u
#define MARKER_LOOP 1u
#define MARKER_FAULT 3u
#define FN_PROCESS 2u
#define VAL_TICKS 1u

static volatile uint32_t ticks;
#if defined(DEMO_SNAPSHOT)
static volatile bool snapshot_full;
#endif

/* Semihosting SYS_EXIT: ADP_Stopped_ApplicationExit (0x20026) makes QEMU exit with status 0. */
static void semihost_exit(uint32_t reason) {
  __asm volatile("mov r0, #0x18\n\tmov r1, %0\n\tbkpt 0xab" : : "r"(reason) : "r0", "r1", "memory");
}

static void uart_init(void) {
  UART0_BAUDDIV = 16u;
  UART0_CTRL = 1u; /* TX enable */
}

/* Blocking write; never drops. */
bool demo_uart_write(const uint8_t *buf, size_t len);
bool demo_uart_write(const uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    while (UART0_STATE & 1u) {
    }
    UART0_DATA = buf[i];
  }
  return false;
}

#if defined(DEMO_SNAPSHOT)
static void uart_write_volatile(const volatile uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    uint8_t b = buf[i];
    (void)demo_uart_write(&b, 1);
  }
}

void demo_snapshot_full(void);
void demo_snapshot_full(void) {
  snapshot_full = true;
}
#endif

void SysTick_Handler(void);
void SysTick_Handler(void) {
  tband_cm_systick_tick();
}

void TIMER0_Handler(void);
void TIMER0_Handler(void) {
  tband_isr_enter(TIMER0_IRQn);
  TIMER0_INTCLEAR = 1u;
  ticks++;
  tband_isr_exit(TIMER0_IRQn);
}

void HardFault_Handler(void);
#if defined(DEMO_POST_MORTEM)
static void dump_write(const uint8_t *data, size_t len) {
  (void)demo_uart_write(data, len);
}

#if defined(DEMO_FAULT_IN_RING_UPDATE)
static volatile bool fault_armed;

/* Step 3 of a ring update: the next position's tail and size are written, not yet its count. */
void demo_fault_point(int step);
void demo_fault_point(int step) {
  if (fault_armed && step == 3) {
    __asm volatile(".short 0xde00"); /* udf #0 */
  }
}
#endif

/* The fault handler records the fault, freezes the ring and sends it out. A fault that
 * interrupted the runtime itself loses the marker (counted in the dump), not the ring. */
void HardFault_Handler(void) {
  tband_evtmarker(MARKER_FAULT, "hardfault");
  (void)tband_stop_post_mortem();
  (void)tband_post_mortem_dump(dump_write);
  semihost_exit(0x20026u);
  for (;;) {
  }
}
#else
/* An unexpected fault: end the run as failed (ADP_Stopped_RunTimeErrorUnknown). */
void HardFault_Handler(void) {
  semihost_exit(0x20023u);
  for (;;) {
  }
}
#endif

static void process_sample(uint32_t n) {
  tband_fn_begin(FN_PROCESS);
  tband_demo_sensor_sample(0, (int64_t)n * 10 - 200, n * 3u, (uint8_t)(n % 100u));
  tband_demo_sensor_sample_base(1, -(int64_t)n);
  if (n % 10u == 0) {
    tband_demo_motor_state(0, n == 0 ? DEMO_MOTOR_RAMPING : DEMO_MOTOR_RUNNING);
    tband_demo_log_line(1, "ten periods");
  }
  tband_fn_end(FN_PROCESS);
}

int main(void) {
  uint32_t n;
  uart_init();
  SYST_RVR = 0xFFFFFFu;
  SYST_CVR = 0;
  SYST_CSR = 7u; /* core clock, interrupt, enable */
  tband_cm_timestamp_init();

  /* Names first: they live in the metadata buffer and go out ahead of the trace. */
  tband_gather_system_metadata();
  tband_isr_name(TIMER0_IRQn, "timer0");
  tband_evtmarker_name(MARKER_LOOP, "main_loop");
  tband_evtmarker_name(MARKER_FAULT, "fault");
  tband_valmarker_name(VAL_TICKS, "ticks");
  tband_demo_board_name("mps2-an385");

#if defined(DEMO_STREAMING)
  (void)tband_start_streaming();
#elif defined(DEMO_SNAPSHOT)
  (void)tband_trigger_snapshot();
#else
  (void)tband_start_post_mortem();
#endif

  TIMER0_RELOAD = CPU_HZ / 1000u;
  TIMER0_CTRL = 9u; /* enable, interrupt enable */
  NVIC_ISER0 = 1u << TIMER0_IRQn;

  for (n = 0;; n++) {
    uint32_t seen = ticks;
    while (ticks == seen) {
      __asm volatile("wfi");
    }
    tband_evtmarker_begin(MARKER_LOOP, "period");
    tband_valmarker(VAL_TICKS, (int64_t)ticks);
    process_sample(n);
    tband_evtmarker_end(MARKER_LOOP);
#if defined(DEMO_SNAPSHOT)
    if (snapshot_full) {
      break;
    }
#else
    if (n + 1u == PERIODS) {
      break;
    }
#endif
  }
  TIMER0_CTRL = 0;

#if defined(DEMO_STREAMING)
  (void)tband_stop_streaming();
#elif defined(DEMO_SNAPSHOT)
  uart_write_volatile(tband_get_metadata_buf(0), tband_get_metadata_buf_amnt(0));
  uart_write_volatile(tband_get_core_snapshot_buf(0), tband_get_core_snapshot_buf_amnt(0));
#elif defined(DEMO_FAULT_IN_RING_UPDATE)
  /* A simulated fault in the runtime: in the ring update of the next event. */
  fault_armed = true;
  tband_valmarker(VAL_TICKS, (int64_t)ticks);
  semihost_exit(0x20023u); /* no fault: end the run as failed */
#else
  /* A simulated fault: an undefined instruction escalates to HardFault. */
  __asm volatile(".short 0xde00"); /* udf #0 */
#endif
  semihost_exit(0x20026u);
  return 0;
}

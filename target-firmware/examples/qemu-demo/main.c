/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Tonband demo firmware for QEMU: mps2-an385 (Cortex-M3) and virt (RV32); the board's file
 * (demo_board.h) supplies the peripherals.
 *
 * A 1 kHz timer interrupt (traced with ISR enter/exit) wakes the main loop, which samples a
 * pretend sensor and drives a pretend motor, traced with event, value and function markers
 * and with the demo application events of events.yaml. The build chooses the backend:
 * - DEMO_STREAMING: events stream over the UART (QEMU writes it to a file) for 40 periods.
 * - DEMO_SNAPSHOT: a 1 KiB snapshot fills; then metadata and snapshot go out over the UART.
 * - DEMO_POST_MORTEM: after 40 periods an undefined instruction faults; the fault handler stops
 *   the post-mortem ring and dumps it over the UART. With DEMO_FAULT_IN_RING_UPDATE the bad
 *   instruction runs in the middle of a ring update instead (in the runtime's critical
 *   section, between two stores of the ring's next position), which no critical section masks.
 * Every build ends the QEMU run itself.
 */
#include "demo_board.h"
#include "tband.h"
#include "tband_app_events.h"

#define PERIODS 40u
#define MARKER_LOOP 1u
#define MARKER_FAULT 3u
#define FN_PROCESS 2u
#define VAL_TICKS 1u

static volatile uint32_t ticks;
#if defined(DEMO_SNAPSHOT)
static volatile bool snapshot_full;
#endif

/* The streaming backend's writer (tband_config.h). */
bool demo_uart_write(const uint8_t *buf, size_t len);
bool demo_uart_write(const uint8_t *buf, size_t len) {
  demo_board_write(buf, len);
  return false;
}

#if defined(DEMO_SNAPSHOT)
void demo_snapshot_full(void);
void demo_snapshot_full(void) {
  snapshot_full = true;
}
#endif

void demo_tick(void) {
  tband_isr_enter(demo_timer_irq);
  ticks++;
  tband_isr_exit(demo_timer_irq);
}

#if defined(DEMO_POST_MORTEM)
static void dump_write(const uint8_t *data, size_t len) {
  demo_board_write(data, len);
}

#if defined(DEMO_FAULT_IN_RING_UPDATE)
static volatile bool fault_armed;

/* Step 3 of a ring update: the next position's tail and size are written, not yet its count. */
void demo_fault_point(int step);
void demo_fault_point(int step) {
  if (fault_armed && step == 3) {
    demo_board_fault();
  }
}
#endif

/* The fault handler records the fault, freezes the ring and sends it out. A fault that
 * interrupted the runtime itself loses the marker (counted in the dump), not the ring. */
void demo_fault(void) {
  tband_evtmarker(MARKER_FAULT, "hardfault");
  (void)tband_stop_post_mortem();
  (void)tband_post_mortem_dump(dump_write);
  demo_board_exit(true);
}
#else
/* An unexpected fault: end the run as failed. */
void demo_fault(void) {
  demo_board_exit(false);
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
  demo_board_init();

  /* Names first: they live in the metadata buffer and go out ahead of the trace. */
  tband_gather_system_metadata();
  tband_isr_name(demo_timer_irq, demo_timer_name);
  tband_evtmarker_name(MARKER_LOOP, "main_loop");
  tband_evtmarker_name(MARKER_FAULT, "fault");
  tband_valmarker_name(VAL_TICKS, "ticks");
  tband_demo_board_name(demo_board_name);

#if defined(DEMO_STREAMING)
  (void)tband_start_streaming();
#elif defined(DEMO_SNAPSHOT)
  (void)tband_trigger_snapshot();
#else
  (void)tband_start_post_mortem();
#endif

  demo_board_timer_start();

  for (n = 0;; n++) {
    uint32_t seen = ticks;
    while (ticks == seen) {
      demo_board_wait();
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
  demo_board_timer_stop();

#if defined(DEMO_STREAMING)
  (void)tband_stop_streaming();
#elif defined(DEMO_SNAPSHOT)
  demo_board_write(tband_get_metadata_buf(0), tband_get_metadata_buf_amnt(0));
  demo_board_write(tband_get_core_snapshot_buf(0), tband_get_core_snapshot_buf_amnt(0));
#elif defined(DEMO_FAULT_IN_RING_UPDATE)
  /* A simulated fault in the runtime: in the ring update of the next event. */
  fault_armed = true;
  tband_valmarker(VAL_TICKS, (int64_t)ticks);
  demo_board_exit(false); /* no fault: end the run as failed */
#else
  /* A simulated fault: an undefined instruction. */
  demo_board_fault();
#endif
  demo_board_exit(true);
}

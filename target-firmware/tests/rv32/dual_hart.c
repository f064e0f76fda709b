/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Two RV32 harts trace into one stream at once (QEMU virt -smp 2, each hart on a host thread of
 * its own): the runtime's multi-core path on cores that share memory as a dual-core chip's do.
 *
 * Each hart names its timer interrupt and markers, then, once hart 0 has started streaming, traces
 * EVENTS value markers numbered 0 to EVENTS-1 (and an event marker with a message after every
 * tenth), with a pause of varying length between them, while its own machine timer interrupts it
 * every 100 us with traced ISR enter/exit pairs; last, the number of those interrupts. Both harts
 * wait for each other at the start, so their events interleave. Hart 0 then stops streaming and
 * ends the run. The Java test DualHartTraceTest checks each trace: every numbered
 * event of both harts there, in order (or as many missing as the harts' dropped_evt_cnt reports
 * say), per-hart timestamps that never go back, and no torn frame.
 */
#include "qemu_virt_rv32.h"
#include "tband.h"

#define HARTS 2u
#define EVENTS 2000u
#define MARKER_EVERY 10u
#define TICK (QEMU_VIRT_MTIME_HZ / 10000u)
#define MCAUSE_MACHINE_TIMER 7u
#define MARKER_SEQ 1u
#define VALUE_IRQS 10u

/* Each hart's timer interrupts so far. */
static volatile uint32_t irqs[HARTS];

/* Counters the harts meet at. */
static uint32_t named;
static uint32_t streaming;
static uint32_t finished;

bool dual_hart_write(const uint8_t *buf, size_t len) {
  qemu_virt_uart_write(buf, len);
  return false;
}

static void publish(uint32_t *counter) {
  (void)__atomic_add_fetch(counter, 1u, __ATOMIC_RELEASE);
}

static void wait_for(const uint32_t *counter, uint32_t value) {
  while (__atomic_load_n(counter, __ATOMIC_ACQUIRE) < value) {
  }
}

static uint32_t timer_irq(uint32_t hart) {
  return MCAUSE_MACHINE_TIMER + 100u * hart;
}

void board_timer_interrupt(void) {
  uint32_t hart = qemu_virt_hart_id();
  tband_isr_enter(timer_irq(hart));
  irqs[hart]++;
  qemu_virt_timer_at(qemu_virt_mtime() + TICK);
  tband_isr_exit(timer_irq(hart));
}

static void name_hart(uint32_t hart) {
  static const char *const irq_names[HARTS] = {"mtimer0", "mtimer1"};
  static const char *const seq_names[HARTS] = {"seq0", "seq1"};
  static const char *const irqs_names[HARTS] = {"irqs0", "irqs1"};
  tband_isr_name(timer_irq(hart), irq_names[hart]);
  tband_valmarker_name(MARKER_SEQ + hart, seq_names[hart]);
  tband_evtmarker_name(MARKER_SEQ + hart, seq_names[hart]);
  tband_valmarker_name(VALUE_IRQS + hart, irqs_names[hart]);
  publish(&named);
}

static void trace_hart(uint32_t hart) {
  uint32_t i;
  qemu_virt_timer_at(qemu_virt_mtime() + TICK);
  qemu_virt_enable_interrupts(QEMU_VIRT_MIE_MTIE);
  for (i = 0; i < EVENTS; i++) {
    uint32_t pause;
    /* A little work between events, of a length that varies, leaves the other hart the lock. */
    for (pause = (i * 7u + hart) % 32u * 100u; pause > 0u; pause--) {
      __asm__ __volatile__("nop");
    }
    tband_valmarker(MARKER_SEQ + hart, (int64_t)i);
    if (i % MARKER_EVERY == MARKER_EVERY - 1u) {
      tband_evtmarker(MARKER_SEQ + hart, hart == 0u ? "ten more on hart 0" : "ten more on hart 1");
    }
  }
  qemu_virt_disable_interrupts(QEMU_VIRT_MIE_MTIE);
  /* How many ISR enter/exit pairs the hart traced: the test knows all it should find. */
  tband_valmarker(VALUE_IRQS + hart, (int64_t)irqs[hart]);
  publish(&finished);
}

void secondary_main(uint32_t hart) {
  name_hart(hart);
  wait_for(&streaming, 1u);
  trace_hart(hart);
  for (;;) {
    qemu_virt_wait_for_interrupt();
  }
}

int main(void) {
  tband_gather_system_metadata();
  name_hart(0);
  wait_for(&named, HARTS); /* every hart's names are in its metadata buffer */
  if (tband_start_streaming() != 0) {
    return 2;
  }
  publish(&streaming);
  trace_hart(0);
  wait_for(&finished, HARTS);
  if (tband_stop_streaming() != 0 || !tband_tracing_finished()) {
    return 3;
  }
  return 0;
}

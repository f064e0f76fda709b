/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The Cortex-M port's timestamps (ports/cortex-m/tband_cm_timestamp.c) on simulated SysTick and
 * DWT registers, built once per source. The expectation is independent of the code under test:
 * the simulation counts core cycles, and every timestamp must lie between the cycle count before
 * and after the call (register reads may take a cycle each, so a wrap can fall between them).
 *
 * SysTick: events inside the SysTick handler before and after the tick hook, the wrap between
 * reading the counter and its flag, the read of 0 at the wrap itself, and more than 2^32 wraps.
 * DWT: the Cortex-M7 lock, a second init after tracing, and more than 2^32 cycles.
 *
 * The code under test is included, so a test can start it at 2^32 - 3 wraps rather than run
 * four billion periods.
 */
#include <stdbool.h>
#include <stdio.h>

#include "../../ports/cortex-m/tband_cm_timestamp.c"
#include "trace_test.h"

/* ==== The simulated core ==================================================== */

static uint64_t sim_now;             /* core clock cycles since reset */
static unsigned int sim_read_cycles; /* cycles each register read takes */
static int sim_critical_depth;
static unsigned int sim_critical_entries;

void sim_enter_critical(void) {
  sim_critical_depth++;
  sim_critical_entries++;
}

void sim_exit_critical(void) {
  sim_critical_depth--;
}

#if tband_portCM_TIMESTAMP_SOURCE == TBAND_CM_TS_SYSTICK

/* SysTick started (CVR written) at sim_systick_start with reload sim_rvr: it reads 0 then, then
 * RVR, RVR-1, ... 1, 0, ...; each step to 0 is a wrap and sets COUNTFLAG. */
static uint32_t sim_rvr;
static uint64_t sim_systick_start;
static uint64_t sim_wraps_seen; /* wraps up to the last read of SYST_CSR */

static uint64_t sim_wraps(void) {
  return (sim_now - sim_systick_start) / ((uint64_t)sim_rvr + 1u);
}

static uint32_t sim_register(uint32_t addr) {
  uint64_t period = (uint64_t)sim_rvr + 1u;
  uint64_t in_period = (sim_now - sim_systick_start) % period;
  switch (addr) {
  case TBAND_SYST_CSR: {
    uint32_t flag = sim_wraps() > sim_wraps_seen ? TBAND_SYST_CSR_COUNTFLAG : 0u;
    sim_wraps_seen = sim_wraps();
    return flag | 7u;
  }
  case TBAND_SYST_RVR:
    return sim_rvr;
  case TBAND_SYST_CVR:
    return in_period == 0 ? 0u : (uint32_t)(period - in_period);
  default:
    tt_check(false, "read of a register SysTick timestamps do not use", __FILE__, __LINE__);
    return 0;
  }
}

void sim_write(uint32_t addr, uint32_t value) {
  (void)addr;
  (void)value;
  tt_check(false, "SysTick timestamps write no register", __FILE__, __LINE__);
}

/* The time the code under test should report: cycles since SysTick started. */
static uint64_t sim_expected(void) {
  return sim_now - sim_systick_start;
}

static void sim_systick_reset(uint32_t rvr, uint64_t wraps_before) {
  sim_rvr = rvr;
  sim_now = 1000000;
  sim_systick_start = sim_now - wraps_before * ((uint64_t)rvr + 1u);
  sim_wraps_seen = wraps_before;
  tband_cm_wraps = wraps_before;
}

#else /* DWT */

static bool sim_lock_exists;
static bool sim_locked;
static uint32_t sim_demcr;
static uint32_t sim_dwt_ctrl;
static uint32_t sim_cyccnt;  /* CYCCNT at sim_cyccnt_at */
static uint64_t sim_cyccnt_at;
static unsigned int sim_lar_writes;

static bool sim_counting(void) {
  return (sim_demcr & TBAND_DEMCR_TRCENA) != 0 && (sim_dwt_ctrl & TBAND_DWT_CTRL_CYCCNTENA) != 0;
}

static uint32_t sim_cyccnt_now(void) {
  return sim_counting() ? (uint32_t)(sim_cyccnt + (sim_now - sim_cyccnt_at)) : sim_cyccnt;
}

static uint32_t sim_register(uint32_t addr) {
  switch (addr) {
  case TBAND_DEMCR:
    return sim_demcr;
  case TBAND_DWT_CTRL:
    return sim_dwt_ctrl;
  case TBAND_DWT_CYCCNT:
    return sim_cyccnt_now();
  case TBAND_DWT_LSR:
    return sim_lock_exists ? (1u | (sim_locked ? 2u : 0u)) : 0u;
  default:
    tt_check(false, "read of a register DWT timestamps do not use", __FILE__, __LINE__);
    return 0;
  }
}

void sim_write(uint32_t addr, uint32_t value) {
  uint32_t cyccnt = sim_cyccnt_now();
  switch (addr) {
  case TBAND_DEMCR:
    sim_demcr = value;
    break;
  case TBAND_DWT_LAR:
    sim_lar_writes++;
    if (sim_lock_exists) {
      sim_locked = value != TBAND_DWT_LAR_KEY;
    }
    break;
  case TBAND_DWT_CTRL:
    if (!sim_locked) { /* a locked DWT ignores writes */
      sim_dwt_ctrl = value;
    }
    break;
  case TBAND_DWT_CYCCNT:
    if (!sim_locked) {
      cyccnt = value;
    }
    break;
  default:
    tt_check(false, "write of a register DWT timestamps do not use", __FILE__, __LINE__);
  }
  sim_cyccnt = cyccnt;
  sim_cyccnt_at = sim_now;
}

static void sim_dwt_reset(bool lock_exists, uint32_t cyccnt, bool running) {
  sim_lock_exists = lock_exists;
  sim_locked = lock_exists;
  sim_demcr = running ? TBAND_DEMCR_TRCENA : 0u;
  sim_dwt_ctrl = running ? TBAND_DWT_CTRL_CYCCNTENA : 0u;
  sim_cyccnt = cyccnt;
  sim_now = 5000;
  sim_cyccnt_at = sim_now;
  sim_lar_writes = 0;
  tband_cm_last = 0;
  tband_cm_high = 0;
}

#endif

uint32_t sim_read(uint32_t addr) {
  uint32_t value = sim_register(addr);
  sim_now += sim_read_cycles;
  return value;
}

/* ==== Checks ================================================================ */

static uint64_t last_ts;

/* A timestamp taken now lies between the true time before and after the call, and never
 * before the previous one. */
static uint64_t check_timestamp(uint64_t expected_before, uint64_t (*expected)(void), const char *where) {
  uint64_t ts;
  sim_enter_critical();
  ts = tband_cm_timestamp();
  sim_exit_critical();
  if (ts < expected_before || ts > expected() || ts < last_ts) {
    fprintf(stderr, "%s: timestamp %llu, expected %llu..%llu, previous %llu\n", where, (unsigned long long)ts,
            (unsigned long long)expected_before, (unsigned long long)expected(), (unsigned long long)last_ts);
    tt_check(false, "timestamp out of range", __FILE__, __LINE__);
  }
  last_ts = ts;
  return ts;
}

/* The tick hook looks at the counter inside a critical section of its own: an interrupt that
 * traces could otherwise preempt it halfway through an update. */
static void tick_hook(void) {
  unsigned int entries = sim_critical_entries;
  tband_cm_systick_tick();
  CHECK_EQ(sim_critical_depth, 0);
  CHECK_EQ(sim_critical_entries, entries + 1u);
}

#if tband_portCM_TIMESTAMP_SOURCE == TBAND_CM_TS_SYSTICK

static uint64_t stamp(const char *where) {
  return check_timestamp(sim_expected(), sim_expected, where);
}

/*
 * Runs `periods` SysTick periods. In each, thread-mode events, then the SysTick handler traces
 * `before` events, calls the tick hook, and traces `after` events; the handler starts `latency`
 * cycles after the wrap. Steps of `step` cycles between events.
 */
static void run_periods(unsigned int periods, unsigned int before, unsigned int after, uint64_t latency,
                        uint64_t step) {
  unsigned int p;
  for (p = 0; p < periods; p++) {
    uint64_t next_wrap = sim_systick_start + (sim_wraps() + 1u) * ((uint64_t)sim_rvr + 1u);
    unsigned int i;
    while (sim_now + step < next_wrap) {
      sim_now += step;
      (void)stamp("thread mode");
    }
    sim_now = next_wrap + latency;
    for (i = 0; i < before; i++) {
      (void)stamp("SysTick handler, before the tick hook");
      sim_now += step;
    }
    tick_hook();
    for (i = 0; i < after; i++) {
      (void)stamp("SysTick handler, after the tick hook");
      sim_now += step;
    }
  }
}

static void test_events_in_the_handler_whatever_the_hook_order(void) {
  sim_read_cycles = 0;
  sim_systick_reset(24999, 0);
  last_ts = 0;
  run_periods(50, 3, 2, 40, 997); /* FreeRTOS: kernel events, then vApplicationTickHook */
  run_periods(50, 0, 3, 40, 997); /* the hook first thing in the handler */
  run_periods(50, 2, 0, 0, 1);    /* the handler right at the wrap */
  CHECK_EQ(sim_wraps_seen, 150);
}

static void test_a_wrap_between_the_reads(void) {
  /* Each register read takes a cycle: start a timestamp at every offset around a wrap, so the
   * wrap falls before, between and after its reads, and on the read of 0 itself. */
  uint64_t offset;
  sim_read_cycles = 1;
  for (offset = 0; offset < 8; offset++) {
    uint64_t wrap;
    sim_systick_reset(99, 7);
    last_ts = 0;
    wrap = sim_systick_start + 8u * 100u;
    sim_now = wrap - 4u + offset;
    (void)stamp("around a wrap");
    sim_now += 50;
    (void)stamp("after a wrap");
    tick_hook();
    (void)stamp("after the hook");
    CHECK_EQ(tband_cm_wraps, 8);
  }
}

static void test_more_than_2_to_the_32_wraps(void) {
  uint64_t first;
  sim_read_cycles = 0;
  sim_systick_reset(24999, (1ull << 32) - 3u);
  first = stamp("before 2^32 wraps");
  run_periods(6, 2, 1, 40, 4999);
  CHECK(tband_cm_wraps > (1ull << 32));
  CHECK(last_ts > first);
  CHECK(last_ts > (1ull << 32) * 25000u);
}

int main(void) {
  test_events_in_the_handler_whatever_the_hook_order();
  test_a_wrap_between_the_reads();
  test_more_than_2_to_the_32_wraps();
  printf("SysTick timestamps: ok\n");
  return 0;
}

#else /* DWT */

/* The core cycle at which CYCCNT would have read 0: the counter's time is cycles since then. */
static uint64_t expect_origin;

static uint64_t dwt_expected(void) {
  return sim_now - expect_origin;
}

static uint64_t stamp(const char *where) {
  return check_timestamp(dwt_expected(), dwt_expected, where);
}

/* Starts the expectation where the counter is now. */
static void expect_from_here(void) {
  expect_origin = sim_now - sim_cyccnt_now();
  last_ts = 0;
}

static void test_a_locked_dwt_is_unlocked(void) {
  sim_dwt_reset(true, 0, false); /* Cortex-M7 after reset */
  tband_cm_timestamp_init();
  CHECK(!sim_locked);
  CHECK_EQ(sim_lar_writes, 1);
  CHECK(sim_counting());
  expect_from_here();
  (void)stamp("after init");
  sim_now += 12345;
  CHECK(stamp("later") >= 12345u);
}

static void test_no_lock_no_unlock(void) {
  sim_dwt_reset(false, 0, false); /* Cortex-M3/M4 */
  tband_cm_timestamp_init();
  CHECK_EQ(sim_lar_writes, 0);
  CHECK(sim_counting());
}

static void test_a_second_init_adds_no_wrap(void) {
  sim_dwt_reset(false, 0, false);
  tband_cm_timestamp_init();
  expect_from_here();
  sim_now += 3000000000u;
  (void)stamp("tracing");
  sim_now += 100;
  tband_cm_timestamp_init();
  sim_now += 100;
  (void)stamp("after the second init");
  CHECK_EQ(tband_cm_high, 0);
}

static void test_more_than_2_to_the_32_cycles(void) {
  unsigned int i;
  sim_dwt_reset(false, 0xFFFFF000u, true); /* already running, close to a wrap */
  tband_cm_timestamp_init();
  expect_from_here();
  for (i = 0; i < 12; i++) {
    sim_now += 0x7FFFFFFFu; /* the tick hook looks in time, every 2^31 cycles */
    tick_hook();
  }
  CHECK(stamp("after 6 wraps") > (6ull << 32));
  CHECK_EQ(tband_cm_high, 6);
}

int main(void) {
  sim_read_cycles = 1;
  test_a_locked_dwt_is_unlocked();
  test_no_lock_no_unlock();
  test_a_second_init_adds_no_wrap();
  test_more_than_2_to_the_32_cycles();
  printf("DWT timestamps: ok\n");
  return 0;
}

#endif

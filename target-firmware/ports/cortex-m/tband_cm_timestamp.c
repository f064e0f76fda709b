/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* Cortex-M timestamps: see tband_cm_timestamp.h. */
#include "tband.h" /* your tband_config.h: whether tracing is on, the core clock */
/* The port's critical section and tband_cm_timestamp.h, found on the include path as the runtime
 * finds it (not beside this file first), so that a build may put a tband_port.h of its own first. */
#include <tband_port.h>

#if tband_configENABLE

#ifndef tband_portCM_READ
#define tband_portCM_READ(addr) (*(volatile uint32_t *)(addr))
#define tband_portCM_WRITE(addr, value) (*(volatile uint32_t *)(addr) = (value))
#endif

#if tband_portCM_TIMESTAMP_SOURCE == TBAND_CM_TS_DWT

#define TBAND_DEMCR 0xE000EDFCu /* Debug Exception and Monitor Control */
#define TBAND_DEMCR_TRCENA (1u << 24)
#define TBAND_DWT_CTRL 0xE0001000u
#define TBAND_DWT_CTRL_CYCCNTENA 1u
#define TBAND_DWT_CYCCNT 0xE0001004u
#define TBAND_DWT_LAR 0xE0001FB0u /* Lock Access: the key unlocks writes (Cortex-M7) */
#define TBAND_DWT_LSR 0xE0001FB4u /* Lock Status: bit 0 a lock exists, bit 1 it is locked */
#define TBAND_DWT_LSR_LOCKED 3u
#define TBAND_DWT_LAR_KEY 0xC5ACCE55u

static uint32_t tband_cm_last; /* CYCCNT when it was last read */
static uint32_t tband_cm_high; /* how often CYCCNT wrapped */

void tband_cm_timestamp_init(void) {
  tband_portCM_WRITE(TBAND_DEMCR, tband_portCM_READ(TBAND_DEMCR) | TBAND_DEMCR_TRCENA);
  /* Cores without the lock read the status as 0. */
  if ((tband_portCM_READ(TBAND_DWT_LSR) & TBAND_DWT_LSR_LOCKED) == TBAND_DWT_LSR_LOCKED) {
    tband_portCM_WRITE(TBAND_DWT_LAR, TBAND_DWT_LAR_KEY);
  }
  /* Not reset: a counter that runs keeps running, and the extension stays in step with it. */
  tband_portCM_WRITE(TBAND_DWT_CTRL, tband_portCM_READ(TBAND_DWT_CTRL) | TBAND_DWT_CTRL_CYCCNTENA);
  tband_cm_systick_tick(); /* the first look, from which wraps are counted */
}

uint64_t tband_cm_timestamp(void) {
  uint32_t now = tband_portCM_READ(TBAND_DWT_CYCCNT);
  if (now < tband_cm_last) { /* wrapped since the last reading, which is less than 2^32 cycles ago */
    tband_cm_high++;
  }
  tband_cm_last = now;
  return ((uint64_t)tband_cm_high << 32) | now;
}

#else /* SysTick */

#define TBAND_SYST_CSR 0xE000E010u /* control and status; reading clears COUNTFLAG */
#define TBAND_SYST_CSR_COUNTFLAG (1u << 16)
#define TBAND_SYST_RVR 0xE000E014u /* reload value */
#define TBAND_SYST_CVR 0xE000E018u /* current value, counts down to 0, then reloads */

static uint64_t tband_cm_wraps; /* wraps counted so far */

void tband_cm_timestamp_init(void) {}

/*
 * COUNTFLAG says SysTick wrapped since the register was last read, whether or not the SysTick
 * interrupt has run yet or is running now: the wrap is counted by whoever looks first, the tick
 * hook or an event, so events in the handler before the hook get the right time.
 */
uint64_t tband_cm_timestamp(void) {
  uint32_t period = tband_portCM_READ(TBAND_SYST_RVR) + 1u;
  uint32_t value = tband_portCM_READ(TBAND_SYST_CVR);
  if (tband_portCM_READ(TBAND_SYST_CSR) & TBAND_SYST_CSR_COUNTFLAG) {
    tband_cm_wraps++;
    value = tband_portCM_READ(TBAND_SYST_CVR); /* the wrap may have come after the first read */
  }
  /* The wrap is the step to 0: 0 is the period's first cycle, the reload value its second. */
  return tband_cm_wraps * period + (value == 0u ? 0u : period - value);
}

#endif

void tband_cm_systick_tick(void) {
  tband_portENTER_CRITICAL_FROM_ANY();
  (void)tband_cm_timestamp();
  tband_portEXIT_CRITICAL_FROM_ANY();
}

#else
typedef int tband_cm_timestamp_disabled;
#endif /* tband_configENABLE */

/* Cortex-M timestamps: see tband_cm_timestamp.h. */
#include "tband.h"

#if tband_configENABLE

#include "tband_port.h"

#define TBAND_REG(addr) (*(volatile uint32_t *)(addr))
#define TBAND_DEMCR TBAND_REG(0xE000EDFCu)   /* Debug Exception and Monitor Control */
#define TBAND_DWT_CTRL TBAND_REG(0xE0001000u)
#define TBAND_DWT_CYCCNT TBAND_REG(0xE0001004u)
#define TBAND_SYST_RVR TBAND_REG(0xE000E014u) /* SysTick reload value */
#define TBAND_SYST_CVR TBAND_REG(0xE000E018u) /* SysTick current value (counts down) */
#define TBAND_ICSR TBAND_REG(0xE000ED04u)     /* Interrupt Control and State */
#define TBAND_ICSR_PENDSTSET (1u << 26)

#if tband_portCM_TIMESTAMP_SOURCE == TBAND_CM_TS_DWT

static uint32_t tband_cm_last;
static uint32_t tband_cm_high;

void tband_cm_timestamp_init(void) {
  TBAND_DEMCR |= 1u << 24; /* TRCENA: powers the DWT */
  TBAND_DWT_CYCCNT = 0;
  TBAND_DWT_CTRL |= 1u; /* CYCCNTENA */
}

uint64_t tband_cm_timestamp(void) {
  uint32_t now = TBAND_DWT_CYCCNT;
  /* The counter wrapped since the last call (calls are at most 2^32 cycles apart). */
  if (now < tband_cm_last) {
    tband_cm_high++;
  }
  tband_cm_last = now;
  return ((uint64_t)tband_cm_high << 32) | now;
}

void tband_cm_systick_tick(void) {}

#else /* SysTick */

static volatile uint32_t tband_cm_ticks;

void tband_cm_timestamp_init(void) {}

void tband_cm_systick_tick(void) {
  tband_cm_ticks++;
}

uint64_t tband_cm_timestamp(void) {
  uint32_t period = TBAND_SYST_RVR + 1u;
  uint32_t value = TBAND_SYST_CVR;
  uint64_t ticks = tband_cm_ticks;
  /* With interrupts masked, a wrap shows as a pending SysTick whose handler has not counted
   * it yet: count it here, and read the counter again, as it may have wrapped after the
   * first read. */
  if (TBAND_ICSR & TBAND_ICSR_PENDSTSET) {
    value = TBAND_SYST_CVR;
    ticks++;
  }
  return ticks * period + (period - 1u - value);
}

#endif

#else
typedef int tband_cm_timestamp_disabled;
#endif /* tband_configENABLE */

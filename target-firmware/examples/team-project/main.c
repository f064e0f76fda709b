/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The pump controller: polls two pumps, traces what they do with the calls generated from
 * app-events.yaml, and streams the trace over UART0. Runs on QEMU's mps2-an385 board and ends
 * the run through semihosting.
 */
#include "mps2_an385.h"
#include "tband.h"
#include "tband_app_events.h"
#include "tband_cm_timestamp.h"

#define POLLS 4u

/* The first bytes of the build's hash, as a release stamps them, and two more. */
static const uint8_t build_id[10] = {0x5e, 0xa1, 0x7c, 0x0d, 0x42, 0x9b, 0x13, 0xf8, 0x01, 0x02};

bool pump_uart_write(const uint8_t *buf, size_t len) {
  mps2_uart_write(buf, len);
  return false; /* blocking: nothing is dropped */
}

void SysTick_Handler(void);
void SysTick_Handler(void) {
  tband_cm_systick_tick();
}

int main(void) {
  uint32_t n;
  mps2_uart_init();
  mps2_systick_start();
  tband_cm_timestamp_init();

  /* Names go to the metadata buffer, which streaming sends first. */
  tband_gather_system_metadata();
  tband_pump_site("basement, rack 3");
  /* Longer than the catalogue's 16 bytes for version and 8 for build_id: both are cut there, the
     version before the 3-byte dash that would not fit whole. */
  tband_pump_firmware("2.3.1-rc2+b417\xe2\x80\x94x", build_id, sizeof build_id, 7);
  if (tband_start_streaming() != 0) {
    mps2_semihost_exit(MPS2_EXIT_FAILED);
  }

  tband_pump_state(1, PUMP_FILL);
  for (n = 0; n < POLLS; n++) {
    tband_pump_pressure(1, 1000u + 25u * n, -40 + (int64_t)n); /* pump 1 has a temperature sensor */
    tband_pump_pressure_base(2, 990u - 5u * n);
    {
      const uint16_t phase_ma[3] = {(uint16_t)(1200u + 10u * n), 1190u, 1210u};
      tband_pump_flow(1, 12.5f + 0.75f * (float)n, phase_ma, n != 2u); /* the valve sticks in poll 2 */
    }
  }
  tband_pump_state(1, PUMP_DRAIN);
  tband_pump_fault(2, "dry run");

  (void)tband_stop_streaming();
  mps2_semihost_exit(MPS2_EXIT_OK);
  return 0;
}

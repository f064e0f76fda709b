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
  if (tband_start_streaming() != 0) {
    mps2_semihost_exit(MPS2_EXIT_FAILED);
  }

  tband_pump_state(1, PUMP_FILL);
  for (n = 0; n < POLLS; n++) {
    tband_pump_pressure(1, 1000u + 25u * n, -40 + (int64_t)n); /* pump 1 has a temperature sensor */
    tband_pump_pressure_base(2, 990u - 5u * n);
  }
  tband_pump_state(1, PUMP_DRAIN);
  tband_pump_fault(2, "dry run");

  (void)tband_stop_streaming();
  mps2_semihost_exit(MPS2_EXIT_OK);
  return 0;
}

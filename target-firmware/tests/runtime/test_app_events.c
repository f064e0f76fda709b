/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Application events (the catalogue's demo group) through the generated trace functions:
 * every variant, optional fields, an enum, a string, and a metadata event that lands in the
 * metadata buffer and is resent when streaming starts.
 */
#include "tband.h"
#include "tband_app_events.h"
#include "trace_test.h"

int main(void) {
  tt_begin("app_events");
  tband_demo_board_name("mps2-an385");
  CHECK(tband_get_metadata_buf_amnt(0) > 0);
  tband_demo_log_line(1, "not streamed");
  CHECK_EQ(tband_start_streaming(), 0);
  tt_expect("board_name name=mps2-an385");

  tband_demo_sensor_sample(3, -7, 1234, 99);
  tband_demo_sensor_sample_upto_raw(3, 8, 0);
  tband_demo_sensor_sample_base(4, INT64_MAX);
  tband_demo_motor_state(0, DEMO_MOTOR_RAMPING);
  tband_demo_motor_state(1, DEMO_MOTOR_FAULT);
  tband_demo_log_line(2, "hello, world");
  tband_demo_log_line(0, NULL);
  tt_expect("sensor_sample sensor=3 value=-7 raw=1234 quality=99");
  tt_expect("sensor_sample sensor=3 value=8 raw=0");
  tt_expect("sensor_sample sensor=4 value=9223372036854775807");
  tt_expect("motor_state motor=0 state=DEMO_MOTOR_RAMPING");
  tt_expect("motor_state motor=1 state=DEMO_MOTOR_FAULT");
  tt_expect("log_line level=2 text=hello, world");
  tt_expect("log_line level=0 text=");
  CHECK_EQ(tband_stop_streaming(), 0);
  tt_write(tt_stream, tt_stream_len);
  tt_end();
  return 0;
}

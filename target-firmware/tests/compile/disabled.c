/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * With tband_configENABLE 0 every tracing call must compile to nothing: traced() must be
 * exactly as large as untraced(), and the object must reference no symbol at all
 * (checked by cmake/CheckNoCode.cmake).
 */
#include "tband.h"
#include "tband_app_events.h"

void traced(uint32_t id, const char *msg, int64_t val);
void untraced(uint32_t id, const char *msg, int64_t val);

void traced(uint32_t id, const char *msg, int64_t val) {
  tband_gather_system_metadata();
  tband_isr_name(id, msg);
  tband_isr_enter(id);
  tband_isr_exit(id);
  tband_evtmarker_name(id, msg);
  tband_evtmarker(id, msg);
  tband_evtmarker_begin(id, msg);
  tband_evtmarker_end(id);
  tband_valmarker_name(id, msg);
  tband_valmarker(id, val);
  tband_fn(id);
  tband_fn_begin(id);
  tband_fn_end(id);
  tband_demo_sensor_sample(1, val, id, 2);
  tband_demo_sensor_sample_upto_raw(1, val, id);
  tband_demo_sensor_sample_base(1, val);
  tband_demo_motor_state(1, DEMO_MOTOR_RUNNING);
  tband_demo_log_line(1, msg);
  tband_demo_board_name(msg);
  (void)tband_start_streaming();
  (void)tband_tracing_enabled();
}

void untraced(uint32_t id, const char *msg, int64_t val) {
  (void)id;
  (void)msg;
  (void)val;
}

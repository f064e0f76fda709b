/*
 * tband_app_events.c: trace functions for the application events of the catalogue.
 *
 * GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.c.ftl and run `mvn generate-sources`.
 *
 * Built with the runtime (it needs target-firmware/src on the include path); see
 * tband_app_events.h.
 */
#include "tband_internal.h"
#include "tband_app_events.h"

#if tband_configENABLE

/* ==== Group demo */
#if tband_configDEMO_TRACE_ENABLE

void tband_demo_sensor_sample(uint8_t sensor, int64_t value, uint32_t raw, uint8_t quality) {
  TBAND_EMIT(DEMO_SENSOR_SAMPLE, encode_demo_sensor_sample(tband_buf, tband_ts, sensor, value, raw, quality));
}

void tband_demo_sensor_sample_upto_raw(uint8_t sensor, int64_t value, uint32_t raw) {
  TBAND_EMIT(DEMO_SENSOR_SAMPLE, encode_demo_sensor_sample_upto_raw(tband_buf, tband_ts, sensor, value, raw));
}

void tband_demo_sensor_sample_base(uint8_t sensor, int64_t value) {
  TBAND_EMIT(DEMO_SENSOR_SAMPLE, encode_demo_sensor_sample_base(tband_buf, tband_ts, sensor, value));
}

void tband_demo_motor_state(uint8_t motor, enum DemoMotorPhase state) {
  TBAND_EMIT(DEMO_MOTOR_STATE, encode_demo_motor_state(tband_buf, tband_ts, motor, state));
}

void tband_demo_log_line(uint8_t level, const char *text) {
  TBAND_EMIT(DEMO_LOG_LINE, encode_demo_log_line(tband_buf, tband_ts, level, text));
}

void tband_demo_board_name(const char *name) {
  TBAND_EMIT(DEMO_BOARD_NAME, encode_demo_board_name(tband_buf, name));
}
#endif

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_app_events_disabled;
#endif /* tband_configENABLE */

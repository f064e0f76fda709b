/*
 * tband_app_events.c: trace functions for the application events of the catalogue.
 *
 * GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.c.ftl and run `mvn generate-sources`.
 *
 * This generated code may be used under the MIT license, as Tonband itself, closed products included:
 * SPDX-FileCopyrightText: 2026 The Tonband authors
 * SPDX-License-Identifier: MIT
 *
 * Built with the runtime's public headers only (tband.h and your tband_config.h on the include
 * path); see tband_app_events.h. Each function hands its fields to impl_tband_emit(), which
 * takes the timestamp and calls the event's encoder inside the runtime's critical section.
 */
#include "tband_app_events.h"

#if tband_configENABLE

/* ==== Group demo */
#if tband_configDEMO_TRACE_ENABLE

struct tband_demo_sensor_sample__fields {
  uint8_t sensor;
  int64_t value;
  uint32_t raw;
  uint8_t quality;
};

static size_t tband_demo_sensor_sample__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_sensor_sample__fields *f = (const struct tband_demo_sensor_sample__fields *)fields;
  return encode_demo_sensor_sample(buf, ts, f->sensor, f->value, f->raw, f->quality);
}

void tband_demo_sensor_sample(uint8_t sensor, int64_t value, uint32_t raw, uint8_t quality) {
  uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN];
  struct tband_demo_sensor_sample__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_SENSOR_SAMPLE);
  f.sensor = sensor;
  f.value = value;
  f.raw = raw;
  f.quality = quality;
  impl_tband_emit(buf, EVT_DEMO_SENSOR_SAMPLE_IS_METADATA, tband_demo_sensor_sample__encode, &f);
}

struct tband_demo_sensor_sample_upto_raw__fields {
  uint8_t sensor;
  int64_t value;
  uint32_t raw;
};

static size_t tband_demo_sensor_sample_upto_raw__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_sensor_sample_upto_raw__fields *f = (const struct tband_demo_sensor_sample_upto_raw__fields *)fields;
  return encode_demo_sensor_sample_upto_raw(buf, ts, f->sensor, f->value, f->raw);
}

void tband_demo_sensor_sample_upto_raw(uint8_t sensor, int64_t value, uint32_t raw) {
  uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN];
  struct tband_demo_sensor_sample_upto_raw__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_SENSOR_SAMPLE);
  f.sensor = sensor;
  f.value = value;
  f.raw = raw;
  impl_tband_emit(buf, EVT_DEMO_SENSOR_SAMPLE_IS_METADATA, tband_demo_sensor_sample_upto_raw__encode, &f);
}

struct tband_demo_sensor_sample_base__fields {
  uint8_t sensor;
  int64_t value;
};

static size_t tband_demo_sensor_sample_base__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_sensor_sample_base__fields *f = (const struct tband_demo_sensor_sample_base__fields *)fields;
  return encode_demo_sensor_sample_base(buf, ts, f->sensor, f->value);
}

void tband_demo_sensor_sample_base(uint8_t sensor, int64_t value) {
  uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN];
  struct tband_demo_sensor_sample_base__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_SENSOR_SAMPLE);
  f.sensor = sensor;
  f.value = value;
  impl_tband_emit(buf, EVT_DEMO_SENSOR_SAMPLE_IS_METADATA, tband_demo_sensor_sample_base__encode, &f);
}

struct tband_demo_motor_state__fields {
  uint8_t motor;
  enum DemoMotorPhase state;
};

static size_t tband_demo_motor_state__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_motor_state__fields *f = (const struct tband_demo_motor_state__fields *)fields;
  return encode_demo_motor_state(buf, ts, f->motor, f->state);
}

void tband_demo_motor_state(uint8_t motor, enum DemoMotorPhase state) {
  uint8_t buf[EVT_DEMO_MOTOR_STATE_MAXLEN];
  struct tband_demo_motor_state__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_MOTOR_STATE);
  f.motor = motor;
  f.state = state;
  impl_tband_emit(buf, EVT_DEMO_MOTOR_STATE_IS_METADATA, tband_demo_motor_state__encode, &f);
}

struct tband_demo_log_line__fields {
  uint8_t level;
  const char *text;
};

static size_t tband_demo_log_line__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_log_line__fields *f = (const struct tband_demo_log_line__fields *)fields;
  return encode_demo_log_line(buf, ts, f->level, f->text);
}

void tband_demo_log_line(uint8_t level, const char *text) {
  uint8_t buf[EVT_DEMO_LOG_LINE_MAXLEN];
  struct tband_demo_log_line__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_LOG_LINE);
  f.level = level;
  f.text = text;
  impl_tband_emit(buf, EVT_DEMO_LOG_LINE_IS_METADATA, tband_demo_log_line__encode, &f);
}

struct tband_demo_board_name__fields {
  const char *name;
};

static size_t tband_demo_board_name__encode(uint8_t *buf, uint64_t ts, const void *fields) {
  const struct tband_demo_board_name__fields *f = (const struct tband_demo_board_name__fields *)fields;
  (void)ts;
  return encode_demo_board_name(buf, f->name);
}

void tband_demo_board_name(const char *name) {
  uint8_t buf[EVT_DEMO_BOARD_NAME_MAXLEN];
  struct tband_demo_board_name__fields f;
  TBAND_CHECK_EVENT_FITS(DEMO_BOARD_NAME);
  f.name = name;
  impl_tband_emit(buf, EVT_DEMO_BOARD_NAME_IS_METADATA, tband_demo_board_name__encode, &f);
}
#endif

#else
/* ISO C forbids an empty translation unit. */
typedef int tband_app_events_disabled;
#endif /* tband_configENABLE */

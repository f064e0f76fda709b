/*
 * tband_app_events.h: trace functions for the application events of the catalogue.
 *
 * GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
 * generator/src/main/resources/templates/c/tband_app_events.h.ftl and run `mvn generate-sources`.
 *
 * This generated code may be used under the MIT license, as Tonband itself, closed products included:
 * SPDX-FileCopyrightText: 2026 The Tonband authors
 * SPDX-License-Identifier: MIT
 *
 * One function per event variant of every application group (every group not marked
 * builtin): it takes the timestamp, encodes the event and hands it to the runtime's backend,
 * exactly like tband_isr_enter(); metadata events also go to the metadata buffer. Compile
 * tband_app_events.c with the runtime. With tband_configENABLE 0, or the group's
 * tband_config<GROUP>_TRACE_ENABLE 0, every call compiles to nothing.
 */
#ifndef TBAND_APP_EVENTS_H
#define TBAND_APP_EVENTS_H

#include "tband.h"
#include "tband_encode.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Group demo: Example application events, traced by the QEMU demo firmware. Replace them with your own application's events (see docs/catalogue.md). */

#ifndef tband_configDEMO_TRACE_ENABLE
#define tband_configDEMO_TRACE_ENABLE 1
#endif

#if tband_configENABLE && tband_configDEMO_TRACE_ENABLE

/* Sensor `sensor` measured `value`; `raw` and `quality` are sent when known. */
/* With every optional field. */
void tband_demo_sensor_sample(uint8_t sensor, int64_t value, uint32_t raw, uint8_t quality);
/* With the optional fields up to 'raw'. */
void tband_demo_sensor_sample_upto_raw(uint8_t sensor, int64_t value, uint32_t raw);
/* Without optional fields. */
void tband_demo_sensor_sample_base(uint8_t sensor, int64_t value);

/* Motor `motor` entered `state`. */
void tband_demo_motor_state(uint8_t motor, enum DemoMotorPhase state);

/* A log message of severity `level`. */
void tband_demo_log_line(uint8_t level, const char *text);

/* Names the board the firmware runs on. (metadata: kept in the metadata buffer) */
void tband_demo_board_name(const char *name);
#else
#define tband_demo_sensor_sample(sensor, value, raw, quality) ((void)(sensor), (void)(value), (void)(raw), (void)(quality))
#define tband_demo_sensor_sample_upto_raw(sensor, value, raw) ((void)(sensor), (void)(value), (void)(raw))
#define tband_demo_sensor_sample_base(sensor, value) ((void)(sensor), (void)(value))
#define tband_demo_motor_state(motor, state) ((void)(motor), (void)(state))
#define tband_demo_log_line(level, text) ((void)(level), (void)(text))
#define tband_demo_board_name(name) ((void)(name))
#endif

#ifdef __cplusplus
}
#endif

#endif /* TBAND_APP_EVENTS_H */

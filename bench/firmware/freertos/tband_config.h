/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_config.h of the FreeRTOS footprint benchmark (bench/firmware-footprint.sh): the options
 * of the Tonbandgerät comparison (streaming, ISR and marker tracing, 256-byte metadata buffer)
 * with FreeRTOS tracing on. The script builds the firmware with -Dtband_configENABLE=0 too.
 */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifndef tband_configENABLE
#define tband_configENABLE 1
#endif
#define tband_configFREERTOS_TRACE_ENABLE 1
#define tband_configFREERTOS_TIMER_TRACE_ENABLE 0 /* configUSE_TIMERS is 0 */
#define tband_configMETADATA_BUF_SIZE 256
#define tband_configUSE_BACKEND_STREAMING 1

bool bench_stream(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) bench_stream((buf), (len))
#define tband_portCM_CPU_HZ 25000000u

#endif /* TBAND_CONFIG_H */

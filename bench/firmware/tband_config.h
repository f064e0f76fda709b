/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_config.h of the runtime footprint benchmark (bench/firmware-footprint.sh): the options
 * of the Tonbandgerät comparison. Tracing, ISR and marker tracing on, FreeRTOS off, 256-byte
 * metadata buffer, 4096-byte snapshot buffer; the backend comes from -D.
 */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define tband_configENABLE 1
#define tband_configISR_TRACE_ENABLE 1
#define tband_configMARKER_TRACE_ENABLE 1
#define tband_configFREERTOS_TRACE_ENABLE 0
#define tband_configMETADATA_BUF_SIZE 256
#define tband_configBACKEND_SNAPSHOT_BUF_SIZE 4096
#define tband_configBACKEND_POST_MORTEM_BUF_SIZE 4096

bool bench_stream(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) bench_stream((buf), (len))

#endif /* TBAND_CONFIG_H */

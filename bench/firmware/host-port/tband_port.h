/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Port of the host instruction-count benchmark: a counter for time and empty critical
 * sections, so callgrind counts the runtime's own work, not a port's locking.
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H
#include <stdint.h>
uint64_t bench_timestamp(void);
#define tband_portTIMESTAMP() bench_timestamp()
#define tband_portTIMESTAMP_RESOLUTION_NS 1
#define tband_portENTER_CRITICAL_FROM_ANY() ((void)0)
#define tband_portEXIT_CRITICAL_FROM_ANY() ((void)0)
#endif

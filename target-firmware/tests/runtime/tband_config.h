/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_config.h of the runtime tests. Each test program picks its backend and sizes with
 * -D options (see CMakeLists.txt); what is common lives here.
 */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#ifndef tband_configENABLE
#define tband_configENABLE 1
#endif

/* Deterministic time: every timestamp is one tick after the previous one, on all cores. */
#include <stdint.h>
uint64_t tt_timestamp(void);
#define tband_portTIMESTAMP() tt_timestamp()
#define tband_portTIMESTAMP_RESOLUTION_NS 10

/* Counts the calls (trace_test.c): the snapshot backend must call it once per filled snapshot. */
void tt_snapshot_full(void);
#define tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK() tt_snapshot_full()

/* Fault-injection tests: the runtime calls tt_fault_point() at every step of the updates a fault
 * handler may interrupt (see tband_portFAULT_POINT in src/tband_port_defaults.h). */
#ifdef TT_FAULT_POINTS
void tt_fault_point(int step);
#define tband_portFAULT_POINT(step) tt_fault_point(step)
#endif

#endif /* TBAND_CONFIG_H */

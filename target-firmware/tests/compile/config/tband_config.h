/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* tband_config.h of the compile checks: the backend comes from -D; the ports' needs are here. */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifndef tband_configENABLE
#define tband_configENABLE 1
#endif
#ifndef TBAND_TEST_NO_CLOCK
#define tband_portCM_CPU_HZ 25000000u
#endif
bool tband_cc_stream(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) tband_cc_stream((buf), (len))

#endif /* TBAND_CONFIG_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* tband_config.h of the pump controller: tracing on, streamed over UART0. */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define tband_configENABLE 1
#define tband_configUSE_BACKEND_STREAMING 1
bool pump_uart_write(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) pump_uart_write((buf), (len))

/* Cortex-M port: QEMU models no DWT cycle counter, so timestamps come from SysTick. */
#define tband_portCM_CPU_HZ 25000000u
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK

#endif /* TBAND_CONFIG_H */

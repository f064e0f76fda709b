/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_config.h of the FreeRTOS example: kernel tracing on, streaming through the platform's
 * writer (a file on the host, the UART on QEMU), or a snapshot with WORKLOAD_SNAPSHOT.
 */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define tband_configENABLE 1
#define tband_configFREERTOS_TRACE_ENABLE 1
/* Room for the names and kinds of every task and kernel object of the example. */
#define tband_configMETADATA_BUF_SIZE 512

#ifdef WORKLOAD_SNAPSHOT
#define tband_configUSE_BACKEND_SNAPSHOT 1
#define tband_configBACKEND_SNAPSHOT_BUF_SIZE 8192
void platform_snapshot_full(void);
#define tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK() platform_snapshot_full()
#else
#define tband_configUSE_BACKEND_STREAMING 1
/* True when the bytes were dropped. */
bool platform_stream_write(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) platform_stream_write((buf), (len))
#endif

#if defined(__arm__)
/* cortex-m-freertos port on QEMU, which models no DWT cycle counter: SysTick timestamps. */
#define tband_portCM_CPU_HZ 25000000u
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK
#elif defined(__riscv)
/* riscv port on QEMU virt: timestamps from mtime, which the kernel's tick leaves running. */
#include "qemu_virt_rv32.h"
#define tband_portRV_MTIME_ADDR QEMU_VIRT_MTIME_ADDR
#define tband_portRV_MTIME_HZ QEMU_VIRT_MTIME_HZ
#endif

#endif /* TBAND_CONFIG_H */

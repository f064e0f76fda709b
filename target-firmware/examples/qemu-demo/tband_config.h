/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_config.h of the QEMU demo. The build picks the backend: DEMO_STREAMING,
 * DEMO_SNAPSHOT or DEMO_POST_MORTEM.
 */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define tband_configENABLE 1
#define tband_configMETADATA_BUF_SIZE 256

#if defined(DEMO_STREAMING)
#define tband_configUSE_BACKEND_STREAMING 1
bool demo_uart_write(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) demo_uart_write((buf), (len))
#elif defined(DEMO_SNAPSHOT)
#define tband_configUSE_BACKEND_SNAPSHOT 1
/* Small on purpose: the demo runs until the snapshot is full. */
#define tband_configBACKEND_SNAPSHOT_BUF_SIZE 1024
void demo_snapshot_full(void);
#define tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK() demo_snapshot_full()
#elif defined(DEMO_POST_MORTEM)
#define tband_configUSE_BACKEND_POST_MORTEM 1
#define tband_configBACKEND_POST_MORTEM_BUF_SIZE 512
#if defined(DEMO_FAULT_IN_RING_UPDATE)
/* The runtime calls this at every step of a ring update; the demo faults at one of them. */
void demo_fault_point(int step);
#define tband_portFAULT_POINT(step) demo_fault_point(step)
#endif
#else
#error "build the demo with -DDEMO_STREAMING, -DDEMO_SNAPSHOT or -DDEMO_POST_MORTEM"
#endif

#if defined(__riscv)
/* RISC-V port: timestamps from the CLINT's mtime. */
#include "qemu_virt_rv32.h"
#define tband_portRV_MTIME_ADDR QEMU_VIRT_MTIME_ADDR
#define tband_portRV_MTIME_HZ QEMU_VIRT_MTIME_HZ
#else
/* Cortex-M port: QEMU models no DWT cycle counter, so timestamps come from SysTick. */
#define tband_portCM_CPU_HZ 25000000u
#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK
#endif

#endif /* TBAND_CONFIG_H */

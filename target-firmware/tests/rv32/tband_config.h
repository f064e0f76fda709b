/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* tband_config.h of the dual-hart test: two harts stream into one UART. */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "qemu_virt_rv32.h"

#define tband_configENABLE 1
#define tband_configUSE_BACKEND_STREAMING 1
bool dual_hart_write(const uint8_t *buf, size_t len);
#define tband_portBACKEND_STREAM_DATA(buf, len) dual_hart_write((buf), (len))

/* RISC-V port, two harts: mtime is the one clock they share. */
#define tband_portNUMBER_OF_CORES 2
#define tband_portRV_MTIME_ADDR QEMU_VIRT_MTIME_ADDR
#define tband_portRV_MTIME_HZ QEMU_VIRT_MTIME_HZ

#endif /* TBAND_CONFIG_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The Cortex-M port's timestamp code on the host: its register accesses go to the simulated
 * SysTick and DWT of test_cm_timestamp.c, and the critical section only counts its depth.
 */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H

#include <stdint.h>

uint32_t sim_read(uint32_t addr);
void sim_write(uint32_t addr, uint32_t value);
void sim_enter_critical(void);
void sim_exit_critical(void);

#define tband_portCM_READ(addr) sim_read(addr)
#define tband_portCM_WRITE(addr, value) sim_write((addr), (value))
#define tband_portENTER_CRITICAL_FROM_ANY() sim_enter_critical()
#define tband_portEXIT_CRITICAL_FROM_ANY() sim_exit_critical()

#include "tband_cm_timestamp.h"

#endif /* TBAND_PORT_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* tband_config.h of the Cortex-M timestamp tests (test_cm_timestamp.c). */
#ifndef TBAND_CONFIG_H
#define TBAND_CONFIG_H

#define tband_configENABLE 1
#define tband_configUSE_BACKEND_EXTERNAL 1
#define tband_portCM_CPU_HZ 25000000u

#endif /* TBAND_CONFIG_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* tband_config.h of the drop-in test, as a Tonbandgerät user writes it. */
#ifndef TBAND_CONFIG_H_
#define TBAND_CONFIG_H_

#ifndef tband_configENABLE
#define tband_configENABLE 1
#endif
#define tband_configMAX_STR_LEN 32
#define tband_configFREERTOS_TRACE_ENABLE 1
#define tband_configUSE_BACKEND_STREAMING 1

#endif /* TBAND_CONFIG_H_ */

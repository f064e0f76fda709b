/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* A port that forgot tband_portTIMESTAMP(): the runtime must refuse it with a clear #error. */
#ifndef TBAND_PORT_H
#define TBAND_PORT_H
#define tband_portTIMESTAMP_RESOLUTION_NS 1
#define tband_portENTER_CRITICAL_FROM_ANY() ((void)0)
#define tband_portEXIT_CRITICAL_FROM_ANY() ((void)0)
#endif

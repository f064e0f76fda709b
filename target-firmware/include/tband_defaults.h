/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_defaults.h: defaults of every tband_config* option, and the checks that reject a
 * configuration the runtime cannot build. Included by tband.h right after the user's
 * tband_config.h; do not include it directly.
 */
#ifndef TBAND_DEFAULTS_H
#define TBAND_DEFAULTS_H

#ifndef TBAND_H
#error "include tband.h, not tband_defaults.h"
#endif

/* ==== General =========================================================== */

#ifndef tband_configENABLE
#define tband_configENABLE 0
#endif

#ifndef tband_configMAX_STR_LEN
#define tband_configMAX_STR_LEN 20
#endif

/* A dropped_evt_cnt event is also sent every this many events, so a receiver that lost the
 * report of a change still learns the count. */
#ifndef tband_configTRACE_DROP_CNT_EVERY
#define tband_configTRACE_DROP_CNT_EVERY 50
#endif

/* tband_gather_system_metadata() also records the catalogue fingerprint (a catalogue_fingerprint
 * event), by which the host tools tell a trace decoded with the wrong catalogue. 0 leaves it out,
 * as for Tonbandgerät's own tools, which report its id as unknown. */
#ifndef tband_configSEND_CATALOGUE_FINGERPRINT
#define tband_configSEND_CATALOGUE_FINGERPRINT 1
#endif

#ifndef tband_configMARKER_TRACE_ENABLE
#define tband_configMARKER_TRACE_ENABLE 1
#endif

#ifndef tband_configISR_TRACE_ENABLE
#define tband_configISR_TRACE_ENABLE 1
#endif

/* ==== FreeRTOS kernel tracing (tband_freertos.h, docs/firmware/freertos.md) ==== */

#ifndef tband_configFREERTOS_TRACE_ENABLE
#define tband_configFREERTOS_TRACE_ENABLE 0
#endif

#ifndef tband_configFREERTOS_TASK_TRACE_ENABLE
#define tband_configFREERTOS_TASK_TRACE_ENABLE 1
#endif

#ifndef tband_configFREERTOS_QUEUE_TRACE_ENABLE
#define tband_configFREERTOS_QUEUE_TRACE_ENABLE 1
#endif

#ifndef tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE
#define tband_configFREERTOS_STREAM_BUFFER_TRACE_ENABLE 1
#endif

#ifndef tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE
#define tband_configFREERTOS_EVENT_GROUP_TRACE_ENABLE 1
#endif

/* Direct-to-task notifications. */
#ifndef tband_configFREERTOS_NOTIFY_TRACE_ENABLE
#define tband_configFREERTOS_NOTIFY_TRACE_ENABLE 1
#endif

/* Software timers. */
#ifndef tband_configFREERTOS_TIMER_TRACE_ENABLE
#define tband_configFREERTOS_TIMER_TRACE_ENABLE 1
#endif

/* Heap allocations and frees (traceMALLOC, traceFREE). Off unless asked for: an application that
 * allocates in its loops pays an event per call, and its trace grows with them. */
#ifndef tband_configFREERTOS_HEAP_TRACE_ENABLE
#define tband_configFREERTOS_HEAP_TRACE_ENABLE 0
#endif

/* Stack use per task: a new low of the free stack at a task's switch-out, the kernel's exact
 * high-water mark at its deletion and on tband_freertos_task_stack_high_water(). Off unless asked
 * for, so traces and footprints stay as they were; on, a switch-out costs a compare unless it is a
 * new low. Needs INCLUDE_uxTaskGetStackHighWaterMark 1 and a port whose stacks grow down. */
#ifndef tband_configFREERTOS_STACK_TRACE_ENABLE
#define tband_configFREERTOS_STACK_TRACE_ENABLE 0
#endif

/* The slots that keep the last low traced per task, found by task id modulo their number: with
 * more tasks than slots, two tasks that share one trace a low again on each other's turn (more
 * events, the same lowest figure). 8 bytes each. */
#ifndef tband_configFREERTOS_STACK_TRACE_SLOTS
#define tband_configFREERTOS_STACK_TRACE_SLOTS 16
#endif

/* Failed queue, semaphore, mutex and stream-buffer calls (the kernel's *_FAILED hooks). Off unless
 * asked for: a task that polls with no wait pays an event per empty poll. */
#ifndef tband_configFREERTOS_FAILURE_TRACE_ENABLE
#define tband_configFREERTOS_FAILURE_TRACE_ENABLE 0
#endif

/* ==== Metadata buffer ==================================================== */

#ifndef tband_configUSE_METADATA_BUF
#define tband_configUSE_METADATA_BUF 1
#endif

#ifndef tband_configMETADATA_BUF_SIZE
#define tband_configMETADATA_BUF_SIZE 256
#endif

/* ==== Backends =========================================================== */

#ifndef tband_configUSE_BACKEND_STREAMING
#define tband_configUSE_BACKEND_STREAMING 0
#endif

#ifndef tband_configUSE_BACKEND_SNAPSHOT
#define tband_configUSE_BACKEND_SNAPSHOT 0
#endif

#ifndef tband_configBACKEND_SNAPSHOT_BUF_SIZE
#define tband_configBACKEND_SNAPSHOT_BUF_SIZE 32768
#endif

#ifndef tband_configUSE_BACKEND_POST_MORTEM
#define tband_configUSE_BACKEND_POST_MORTEM 0
#endif

#ifndef tband_configBACKEND_POST_MORTEM_BUF_SIZE
#define tband_configBACKEND_POST_MORTEM_BUF_SIZE 4096
#endif

#ifndef tband_configUSE_BACKEND_EXTERNAL
#define tband_configUSE_BACKEND_EXTERNAL 0
#endif

/* ==== Checks ============================================================= */

#if (tband_configENABLE != 0) && (tband_configENABLE != 1)
#error "tband_configENABLE must be 0 or 1"
#endif

#if tband_configENABLE
#if (tband_configUSE_BACKEND_STREAMING + tband_configUSE_BACKEND_SNAPSHOT + \
     tband_configUSE_BACKEND_POST_MORTEM + tband_configUSE_BACKEND_EXTERNAL) == 0
#error "tband: no backend selected; set exactly one of tband_configUSE_BACKEND_STREAMING, _SNAPSHOT, _POST_MORTEM or _EXTERNAL to 1 in tband_config.h"
#elif (tband_configUSE_BACKEND_STREAMING + tband_configUSE_BACKEND_SNAPSHOT + \
       tband_configUSE_BACKEND_POST_MORTEM + tband_configUSE_BACKEND_EXTERNAL) > 1
#error "tband: more than one backend selected; set exactly one of tband_configUSE_BACKEND_STREAMING, _SNAPSHOT, _POST_MORTEM or _EXTERNAL to 1 in tband_config.h"
#endif
#if tband_configTRACE_DROP_CNT_EVERY < 1
#error "tband_configTRACE_DROP_CNT_EVERY must be at least 1"
#endif
#if tband_configUSE_METADATA_BUF && (tband_configMETADATA_BUF_SIZE < 1)
#error "tband_configMETADATA_BUF_SIZE must be at least 1 when tband_configUSE_METADATA_BUF is 1"
#endif
/* A floor for the buffers; the event path (src/tband_core_internal.h) also checks that each event the configuration
 * emits fits whole, strings of tband_configMAX_STR_LEN included (TBAND_CHECK_EVENT_FITS). */
#if tband_configUSE_BACKEND_SNAPSHOT && (tband_configBACKEND_SNAPSHOT_BUF_SIZE < 64)
#error "tband_configBACKEND_SNAPSHOT_BUF_SIZE must be at least 64 bytes"
#endif
#if tband_configUSE_BACKEND_POST_MORTEM && (tband_configBACKEND_POST_MORTEM_BUF_SIZE < 64)
#error "tband_configBACKEND_POST_MORTEM_BUF_SIZE must be at least 64 bytes"
#endif
#endif /* tband_configENABLE */

#endif /* TBAND_DEFAULTS_H */

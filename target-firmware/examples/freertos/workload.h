/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The FreeRTOS example's workload, the same on every platform: tasks of several priorities, a
 * queue between a producer and a consumer, a mutex with priority inheritance, a binary and a
 * counting semaphore, an event group, a stream and a message buffer, task notifications, a
 * software timer, task suspend, resume and delete, and a periodic interrupt, all traced by
 * Tonband through the kernel's hooks.
 */
#ifndef WORKLOAD_H
#define WORKLOAD_H

#include <stdint.h>

#include "FreeRTOS.h"

/* Creates and names the tasks and kernel objects, then starts tracing. Call before
 * vTaskStartScheduler(). After `rounds` rounds (or when a snapshot is full) tracing stops and
 * the workload calls platform_finish(). isr_id is the id the periodic interrupt is traced as. */
void workload_start(uint32_t rounds, uint32_t isr_id);

/* The periodic interrupt's work; call it from the platform's interrupt handler. Returns pdTRUE
 * when it woke a task of higher priority than the interrupted one. */
BaseType_t workload_isr(void);

/* Provided by each platform: tracing has stopped (and has finished); write out what remains and
 * end the run. Called from a task. */
void platform_finish(void);

#endif /* WORKLOAD_H */

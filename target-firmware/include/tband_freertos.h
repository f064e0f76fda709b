/*
 * tband_freertos.h: FreeRTOS kernel tracing (traceTASK_SWITCHED_IN and the other trace* hooks
 * of FreeRTOS.h, tband_freertos_* naming calls and task-local markers).
 *
 * Not implemented yet: the hooks are a separate piece of work. The configuration options
 * (tband_configFREERTOS_TRACE_ENABLE and its TASK/QUEUE/STREAM_BUFFER sub-options) already
 * exist with their defaults; the hooks will be defined here, using the runtime's internal
 * event path (tband_internal.h, TBAND_EMIT) like the built-in ISR and marker events.
 */
#ifndef TBAND_FREERTOS_H
#define TBAND_FREERTOS_H

#error "tband_configFREERTOS_TRACE_ENABLE is 1, but the FreeRTOS kernel hooks are not implemented yet; set it to 0 (the FreeRTOS port's critical sections work without it)"

#endif /* TBAND_FREERTOS_H */

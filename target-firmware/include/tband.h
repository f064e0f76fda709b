/*
 * tband.h: the one public header of the Tonband firmware runtime.
 *
 * Include it wherever you trace. It reads your tband_config.h (options, see
 * docs/firmware/configuration.md); with tband_configENABLE 0 (the default) every tracing macro
 * below compiles to nothing, so the calls can stay in production code.
 *
 * Names and semantics follow Tonbandgerät's target library, so firmware written for it builds
 * against this runtime unchanged.
 */
#ifndef TBAND_H
#define TBAND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tband_config.h"
#include "tband_defaults.h"

#ifdef __cplusplus
extern "C" {
#endif

#if tband_configENABLE

/* ==== General ============================================================ */

/* True while a backend accepts events. */
bool tband_tracing_enabled(void);
/* True once tracing is disabled and no core is still handing an event to its backend. */
bool tband_tracing_finished(void);
/* As tband_tracing_finished, for the backend of one core. */
bool tband_tracing_backend_finished(unsigned int core_id);

#if tband_configUSE_METADATA_BUF
/* The metadata buffer of a core: whole frames of metadata events (names, resolution). */
const volatile uint8_t *tband_get_metadata_buf(unsigned int core_id);
size_t tband_get_metadata_buf_amnt(unsigned int core_id);
/* How many metadata events are missing from the core's metadata buffer (they did not fit). Each
 * also counts as a dropped event of that core in every trace that carries the buffer, resets
 * included, so the trace reports it with a dropped_evt_cnt event. */
uint32_t tband_get_metadata_buf_ovf_cnt(unsigned int core_id);
#endif

/* Events this core could not hand to its backend (cumulative), as reported in the trace. */
uint32_t tband_get_dropped_evt_cnt(unsigned int core_id);

/* Records the system's metadata (timestamp resolution) in the metadata buffer. Call once at
 * start-up, before tracing starts. */
void impl_tband_gather_system_metadata(void);
#define tband_gather_system_metadata() impl_tband_gather_system_metadata()

/* ==== Backend control ===================================================== */

#if tband_configUSE_BACKEND_STREAMING
/* Sends every core's metadata buffer, then streams events; a name traced meanwhile on any core
 * follows the buffers. 0 on success; -1 when tracing is on already, -2 when the metadata could
 * not be sent (tracing stays off). */
int tband_start_streaming(void);
/* Streams again, sending only the names recorded while stopped. 0 on success, -1 when already
 * running, -2 when those names could not be sent (tracing stays off). */
int tband_restart_streaming(void);
/* 0 on success, -1 when streaming was not running. */
int tband_stop_streaming(void);
#endif

#if tband_configUSE_BACKEND_SNAPSHOT
/* Fills each core's snapshot buffer until an event does not fit; then tracing stops and
 * tband_portBACKEND_SNAPSHOT_BUF_FULL_CALLBACK() runs once. */
int tband_trigger_snapshot(void);
int tband_stop_snapshot(void);
/* Empties the snapshot buffers; -1 while tracing runs. */
int tband_reset_snapshot(void);
const volatile uint8_t *tband_get_core_snapshot_buf(unsigned int core_id);
/* Bytes in the core's snapshot buffer; 0 while tracing is on. */
size_t tband_get_core_snapshot_buf_amnt(unsigned int core_id);
#endif

#if tband_configUSE_BACKEND_POST_MORTEM
/* Records into each core's ring buffer, overwriting the oldest whole frames, until stopped
 * (for example in a fault handler). */
int tband_start_post_mortem(void);
int tband_stop_post_mortem(void);
/* Empties the ring buffers and their counters; -1 while tracing runs. */
int tband_reset_post_mortem(void);
/* Bytes of complete frames in the core's ring buffer; 0 while tracing is on. These readouts
 * and the dump may be called from a fault handler (docs/firmware/backends.md). */
size_t tband_get_core_post_mortem_amnt(unsigned int core_id);
/* Copies up to len bytes of the core's frames, oldest first, starting at byte offset of that
 * sequence; returns the bytes copied (0 at the end or while tracing is on). */
size_t tband_read_core_post_mortem(unsigned int core_id, size_t offset, uint8_t *dst, size_t len);
/* Events overwritten in the core's ring buffer since it was last reset (the ring's own
 * dropped_evt_cnt events not counted). */
uint32_t tband_get_core_post_mortem_overwritten(unsigned int core_id);
/* Writes the whole post-mortem trace through write(): for each core its core_id (multi-core
 * only), metadata buffer, frames oldest first, and a dropped_evt_cnt event counting every event
 * the dump lacks. Returns -1 while tracing is on. */
int tband_post_mortem_dump(void (*write)(const uint8_t *data, size_t len));
#endif

#if tband_configUSE_BACKEND_EXTERNAL
/* External backend: implement this. It receives every framed event (metadata too, marked by
 * is_metadata), inside the runtime's critical section, and returns true when it dropped it. */
bool tband_submit_to_backend(uint8_t *buf, size_t len, bool is_metadata);
/* Turns delivery to tband_submit_to_backend on and off (on from reset, as in Tonbandgerät). */
int tband_start_external(void);
int tband_stop_external(void);
#endif

/* ==== ISRs ================================================================ */

#if tband_configISR_TRACE_ENABLE
void impl_tband_isr_name(uint32_t isr_id, const char *name);
void impl_tband_isr_enter(uint32_t isr_id);
void impl_tband_isr_exit(uint32_t isr_id);
/* Names an interrupt (a metadata event). */
#define tband_isr_name(isr_id, name) impl_tband_isr_name((isr_id), (name))
#define tband_isr_enter(isr_id) impl_tband_isr_enter(isr_id)
#define tband_isr_exit(isr_id) impl_tband_isr_exit(isr_id)
#endif

/* ==== Markers ============================================================= */

#if tband_configMARKER_TRACE_ENABLE
void impl_tband_evtmarker_name(uint32_t id, const char *name);
void impl_tband_evtmarker(uint32_t id, const char *msg);
void impl_tband_evtmarker_begin(uint32_t id, const char *msg);
void impl_tband_evtmarker_end(uint32_t id);
void impl_tband_valmarker_name(uint32_t id, const char *name);
void impl_tband_valmarker(uint32_t id, int64_t val);
#define tband_evtmarker_name(id, name) impl_tband_evtmarker_name((id), (name))
#define tband_evtmarker(id, msg) impl_tband_evtmarker((id), (msg))
#define tband_evtmarker_begin(id, msg) impl_tband_evtmarker_begin((id), (msg))
#define tband_evtmarker_end(id) impl_tband_evtmarker_end(id)
#define tband_valmarker_name(id, name) impl_tband_valmarker_name((id), (name))
#define tband_valmarker(id, val) impl_tband_valmarker((id), (val))

/*
 * Function markers: event marker `id` named after the enclosing function. Each call site names
 * it the first time it runs; impl_tband_fn_first() tests and sets the site's flag inside the
 * runtime's critical section (and lock, with several cores), so even concurrent first calls
 * name it exactly once.
 */
bool impl_tband_fn_first(volatile uint8_t *site_flag);
#define TBAND_FN_NAME_ONCE_(id)                   \
  do {                                            \
    static volatile uint8_t tband_fn_named_;      \
    if (impl_tband_fn_first(&tband_fn_named_)) {  \
      impl_tband_evtmarker_name((id), __func__);  \
    }                                             \
  } while (0)
#define tband_fn(id)                       \
  do {                                     \
    TBAND_FN_NAME_ONCE_(id);               \
    impl_tband_evtmarker((id), NULL);      \
  } while (0)
#define tband_fn_begin(id)                 \
  do {                                     \
    TBAND_FN_NAME_ONCE_(id);               \
    impl_tband_evtmarker_begin((id), NULL); \
  } while (0)
#define tband_fn_end(id) impl_tband_evtmarker_end(id)
#endif

#else /* tband_configENABLE == 0: control calls become constants */

#define tband_tracing_enabled() (false)
#define tband_tracing_finished() (true)
#define tband_tracing_backend_finished(core_id) ((void)(core_id), true)
#define tband_get_metadata_buf(core_id) ((void)(core_id), (const volatile uint8_t *)0)
#define tband_get_metadata_buf_amnt(core_id) ((void)(core_id), (size_t)0)
#define tband_get_metadata_buf_ovf_cnt(core_id) ((void)(core_id), (uint32_t)0)
#define tband_get_dropped_evt_cnt(core_id) ((void)(core_id), (uint32_t)0)
#define tband_start_streaming() (0)
#define tband_restart_streaming() (0)
#define tband_stop_streaming() (0)
#define tband_trigger_snapshot() (0)
#define tband_stop_snapshot() (0)
#define tband_reset_snapshot() (0)
#define tband_get_core_snapshot_buf(core_id) ((void)(core_id), (const volatile uint8_t *)0)
#define tband_get_core_snapshot_buf_amnt(core_id) ((void)(core_id), (size_t)0)
#define tband_start_post_mortem() (0)
#define tband_stop_post_mortem() (0)
#define tband_reset_post_mortem() (0)
#define tband_get_core_post_mortem_amnt(core_id) ((void)(core_id), (size_t)0)
#define tband_read_core_post_mortem(core_id, offset, dst, len) \
  ((void)(core_id), (void)(offset), (void)(dst), (void)(len), (size_t)0)
#define tband_get_core_post_mortem_overwritten(core_id) ((void)(core_id), (uint32_t)0)
#define tband_post_mortem_dump(write) ((void)(write), 0)
#define tband_start_external() (0)
#define tband_stop_external() (0)

#endif /* tband_configENABLE */

/* Tracing calls that are off (tracing disabled, or their group disabled) cast their arguments
 * to void: no code, and no unused-variable warnings in the caller. */
#ifndef tband_gather_system_metadata
#define tband_gather_system_metadata() ((void)0)
#endif
#ifndef tband_isr_name
#define tband_isr_name(isr_id, name) ((void)(isr_id), (void)(name))
#define tband_isr_enter(isr_id) ((void)(isr_id))
#define tband_isr_exit(isr_id) ((void)(isr_id))
#endif
#ifndef tband_evtmarker_name
#define tband_evtmarker_name(id, name) ((void)(id), (void)(name))
#define tband_evtmarker(id, msg) ((void)(id), (void)(msg))
#define tband_evtmarker_begin(id, msg) ((void)(id), (void)(msg))
#define tband_evtmarker_end(id) ((void)(id))
#define tband_valmarker_name(id, name) ((void)(id), (void)(name))
#define tband_valmarker(id, val) ((void)(id), (void)(val))
#define tband_fn(id) ((void)(id))
#define tband_fn_begin(id) ((void)(id))
#define tband_fn_end(id) ((void)(id))
#endif

/* FreeRTOS tracing: the kernel hooks (traceTASK_SWITCHED_IN, ...) and the tband_freertos_* calls.
 * Include tband.h at the end of FreeRTOSConfig.h (docs/firmware/freertos.md). */
#if tband_configFREERTOS_TRACE_ENABLE
#include "tband_freertos.h"
#endif

#ifdef __cplusplus
}
#endif

#endif /* TBAND_H */

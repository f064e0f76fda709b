/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

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
#include <stdlib.h> /* Tonbandgerät's tband.h brings it in, and applications written for it rely on it */

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

/* ==== Application events ================================================= */

/*
 * What the generated trace functions of a catalogue's application events (tband_app_events.c)
 * call; call those functions, tband_<group>_<event>(), rather than this. impl_tband_emit takes
 * the timestamp, has encode write the framed event (at most its EVT_*_MAXLEN bytes) into buf and
 * hands it to the backend, all inside the runtime's critical section, as the runtime's own events
 * go; a metadata event also goes to the metadata buffer. encode gets the timestamp and the fields
 * given here, and returns the frame's length.
 */
typedef size_t (*tband_encoder)(uint8_t *buf, uint64_t ts, const void *fields);
void impl_tband_emit(uint8_t *buf, bool is_metadata, tband_encoder encode, const void *fields);

/* The buffer every event of the configuration must fit whole, however long its strings: the
 * snapshot buffer (with the dropped_evt_cnt event that may go first) or the post-mortem ring. */
#if tband_configUSE_BACKEND_SNAPSHOT
#define TBAND_EVENT_BUF tband_configBACKEND_SNAPSHOT_BUF_SIZE
#define TBAND_EVENT_BUF_EXTRA EVT_DROPPED_EVT_CNT_MAXLEN
#define TBAND_EVENT_BUF_NAME "tband_configBACKEND_SNAPSHOT_BUF_SIZE"
#elif tband_configUSE_BACKEND_POST_MORTEM
#define TBAND_EVENT_BUF tband_configBACKEND_POST_MORTEM_BUF_SIZE
#define TBAND_EVENT_BUF_EXTRA 0
#define TBAND_EVENT_BUF_NAME "tband_configBACKEND_POST_MORTEM_BUF_SIZE"
#endif
#ifdef TBAND_EVENT_BUF
#define TBAND_EVENT_FITS(STEM) (EVT_##STEM##_MAXLEN + TBAND_EVENT_BUF_EXTRA <= TBAND_EVENT_BUF)
#endif

/* Stops the build when event STEM may not fit TBAND_EVENT_BUF: such a buffer would end "full"
 * (snapshot) or drop the event (post-mortem) however empty it was. Checked where each event is
 * emitted, so it covers every event the configuration compiles, application events too. */
#ifndef TBAND_EVENT_BUF
#define TBAND_CHECK_EVENT_FITS(STEM) ((void)0)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define TBAND_CHECK_EVENT_FITS(STEM)                                                          \
  _Static_assert(TBAND_EVENT_FITS(STEM), TBAND_EVENT_BUF_NAME " is too small for event " #STEM \
                 " with this tband_configMAX_STR_LEN (see docs/firmware/configuration.md)")
#else
/* C99 has no _Static_assert: a negative bit-field width, whose name says what is wrong. */
#define TBAND_CHECK_EVENT_FITS(STEM)                                                          \
  ((void)sizeof(struct { int tband_buffer_size_too_small_for_event_##STEM : TBAND_EVENT_FITS(STEM) ? 1 : -1; }))
#endif

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
 *
 * tband_fn_begin(id) also declares the id for the rest of its block, so that tband_fn_end()
 * without an argument (Tonbandgerät's form) ends it; tband_fn_end(id) works anywhere. Being a
 * declaration, tband_fn_begin is a statement of its own, once per block (as in Tonbandgerät).
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
#define tband_fn_begin(id)                            \
  const uint32_t tband_fn_id_ = (uint32_t)(id);       \
  do {                                                \
    TBAND_FN_NAME_ONCE_(tband_fn_id_);                \
    impl_tband_evtmarker_begin(tband_fn_id_, NULL);   \
  } while (0)
#define tband_fn_end(...) impl_tband_evtmarker_end(TBAND_FN_END_ID_(__VA_ARGS__))

/* The id tband_fn_end(...) ends: the one given, or with none, the one of tband_fn_begin. The
 * choice is made by the preprocessor (C99 has no __VA_OPT__): TBAND_IS_EMPTY_ is 1 for no
 * argument and 0 for any expression, also one in parentheses or a macro that expands to one. */
#define TBAND_FN_END_ID_(...) TBAND_CAT_(TBAND_FN_END_ID_, TBAND_IS_EMPTY_(__VA_ARGS__))(__VA_ARGS__)
#define TBAND_FN_END_ID_0(id) ((uint32_t)(id))
#define TBAND_FN_END_ID_1(...) tband_fn_id_
#define TBAND_CAT_(a, b) TBAND_CAT2_(a, b)
#define TBAND_CAT2_(a, b) a##b
#define TBAND_THIRD_(a, b, c, ...) c
#define TBAND_HAS_COMMA_(...) TBAND_THIRD_(__VA_ARGS__, 1, 0, 0)
#define TBAND_COMMA_(...) ,
/* Empty exactly when only `TBAND_COMMA_ args ()` makes a comma: an argument in parentheses or
 * one that is a function-like macro name makes a comma in the other tests too. */
#define TBAND_IS_EMPTY_(...)                                                                    \
  TBAND_IS_EMPTY_OF_(TBAND_HAS_COMMA_(__VA_ARGS__), TBAND_HAS_COMMA_(TBAND_COMMA_ __VA_ARGS__), \
                     TBAND_HAS_COMMA_(__VA_ARGS__()), TBAND_HAS_COMMA_(TBAND_COMMA_ __VA_ARGS__()))
#define TBAND_IS_EMPTY_OF_(a, b, c, d) TBAND_HAS_COMMA_(TBAND_CAT5_(TBAND_EMPTY_WHEN_, a, b, c, d))
#define TBAND_CAT5_(p, a, b, c, d) p##a##b##c##d
#define TBAND_EMPTY_WHEN_0001 ,
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
#define tband_fn_end(...) ((void)(0 + __VA_ARGS__ + 0))
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

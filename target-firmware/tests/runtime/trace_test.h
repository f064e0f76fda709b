/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * trace_test.h: support for the runtime tests.
 *
 * Checks abort with file:line. Every test writes the trace it produced to
 * $TBAND_TRACE_DIR/<name>.bin and what the trace must decode to into <name>.expect; the Java
 * test TraceExpectationsTest (target-firmware/tests/java) decodes each trace with the
 * generated Java decoder and compares. Expectation lines, in trace order:
 *
 *   isr_enter isr_id=3                     an event (ts left out), fields in catalogue order
 *   c1 isr_enter isr_id=3                  the same, on core 1 ("@per-core" mode)
 *   @per-core                              events are compared per core (core_id events
 *                                          switch the current core and are not listed)
 *   @time-ordered                          with @per-core: timestamps also never go back
 *                                          across the cores (one stream shared by them)
 *   @count isr_enter 4000                  only counts are compared for this name
 */
#ifndef TRACE_TEST_H
#define TRACE_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CHECK(cond) tt_check((cond), #cond, __FILE__, __LINE__)
#define CHECK_EQ(a, b) tt_check_eq((unsigned long long)(a), (unsigned long long)(b), #a " == " #b, __FILE__, __LINE__)

void tt_check(bool ok, const char *what, const char *file, int line);
void tt_check_eq(unsigned long long a, unsigned long long b, const char *what, const char *file, int line);

/* Starts trace <name>: opens <name>.bin and <name>.expect in $TBAND_TRACE_DIR. */
void tt_begin(const char *name);
/* Appends bytes to the trace file. */
void tt_write(const uint8_t *buf, size_t len);
void tt_write_volatile(const volatile uint8_t *buf, size_t len);
/* Appends one expectation line (printf format). */
void tt_expect(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Closes the files. */
void tt_end(void);

/*
 * Frames of a byte stream: checks that it is a sequence of well-formed COBS frames, each
 * ended by 0x00, and stores each frame's event id (first payload byte) in ids. Returns the
 * number of frames (at most max are stored; the rest are counted).
 */
size_t tt_frame_ids(const uint8_t *buf, size_t len, uint8_t *ids, size_t max);

/* Decodes frame `index` of a stream into payload (un-COBS'd); returns its payload length. */
size_t tt_frame_payload(const uint8_t *buf, size_t len, size_t index, uint8_t *payload, size_t max);

/* The value of the u32/u64 varint at *pos of a payload; advances *pos. */
uint64_t tt_varint(const uint8_t *payload, size_t *pos);

/* Stream capture for the streaming backend: what tband_posix_stream_data received. */
extern uint8_t tt_stream[1u << 20];
extern size_t tt_stream_len;
/* When true, tband_posix_stream_data drops (and does not store) what it gets. */
extern bool tt_stream_refuse;
/* Calls of tband_posix_stream_data so far. */
extern size_t tt_stream_calls;
/* When set, tband_posix_stream_data calls it first (with the runtime's locks held). */
extern void (*tt_stream_hook)(void);

/* Capture of post-mortem dumps: tband_post_mortem_dump(tt_dump_write) appends to tt_dump. */
extern uint8_t tt_dump[8192];
extern size_t tt_dump_len;
void tt_dump_write(const uint8_t *data, size_t len);

/* Calls of the snapshot-full callback so far. */
extern unsigned int tt_snapshot_full_calls;

#endif /* TRACE_TEST_H */

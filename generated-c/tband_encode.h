/*
 * tband_encode.h: Tonband trace event encoders.
 *
 * GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
 * generator/src/main/resources/templates/c/tband_encode.h.ftl and run `mvn generate-sources`.
 *
 * This generated code may be used under the MIT license, as Tonband itself, closed products included:
 * SPDX-FileCopyrightText: 2026 The Tonband authors
 * SPDX-License-Identifier: MIT
 *
 * Every encode_* function writes one COBS-framed event, including its 0x00 delimiter, into
 * buf and returns the number of bytes written. buf must hold the event's EVT_*_MAXLEN bytes.
 * Needs only <stdint.h>, <stddef.h>, <stdbool.h> and memcpy of <string.h>; C99. tband_configMAX_STR_LEN, if set, must be an
 * integer constant the preprocessor can evaluate (20, 300u; not a cast).
 */
#ifndef TBAND_ENCODE_H
#define TBAND_ENCODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Longest string an event carries, in bytes; longer strings are cut at a UTF-8 boundary. */
#ifndef tband_configMAX_STR_LEN
#define tband_configMAX_STR_LEN 20
#endif

/* The catalogue fingerprint (a hash of every event's id, name and field layout): the runtime
 * sends it as a catalogue_fingerprint metadata event, and the host tools compare it with the
 * catalogue they decode with. */
#define TBAND_CATALOGUE_FINGERPRINT UINT64_C(0x6f89e4060bd4b4c5)

/* Worst-case framed size of an N-byte payload, delimiter included. */
#define COBS_MAXLEN(N) ((N) == 0 ? 2 : (1 + (((N) + 253) / 254) + (N)))

/* ==== Framing ============================================================ */

/*
 * A frame under construction. Bytes are written straight to their final place; the only bytes
 * COBS changes are zeros, and the encoders know exactly where a zero can occur (a zero id, a
 * varint or u8 of value 0), so each zero is turned into a COBS code as it is written.
 */
struct tband_frame {
  uint8_t *start; /* first byte of the frame */
  uint8_t *code;  /* COBS code byte of the current block, patched when the block ends */
  uint8_t *pos;   /* next byte to write */
};

/* Starts a frame whose id is not zero (every id but 0x00's). Optimising for size, encoders call
 * it instead of setting up the frame inline: about ten bytes less in every event function. */
#if defined(__GNUC__) && defined(__OPTIMIZE_SIZE__)
__attribute__((noinline, unused)) static void
#else
static inline void
#endif
tband_frame_begin(struct tband_frame *f, uint8_t *buf, uint8_t id) {
  f->start = buf;
  f->code = buf;
  buf[1] = id;
  f->pos = buf + 2;
}

/* Starts a frame whose id is 0x00 (the encoder writes the id as a zero). */
static inline struct tband_frame tband_frame_start(uint8_t *buf) {
  struct tband_frame f;
  f.start = buf;
  f.code = buf;
  f.pos = buf + 1;
  return f;
}

/*
 * A zero ends the current block: its code gets the distance, and the zero's place is the next
 * code. A block already holding 254 bytes is closed first with code 0xFF, which implies no zero.
 */
static inline void tband_put_zero(struct tband_frame *f) {
  if (f->pos - f->code == 0xFF) {
    *f->code = 0xFF;
    f->code = f->pos++;
  }
  *f->code = (uint8_t)(f->pos - f->code);
  f->code = f->pos++;
}

static inline void tband_put_u8(struct tband_frame *f, uint8_t v) {
  if (v == 0) {
    tband_put_zero(f);
  } else {
    *f->pos++ = v;
  }
}

/*
 * Unsigned LEB128. Only the value 0 encodes to a zero byte (every other last byte is
 * non-zero), so only 0 needs COBS care, and 0 is a one-byte value. Encoders run in interrupt
 * handlers: optimising for speed, the writers are unrolled and forced inline (a loop costs twice
 * the instructions per byte); optimising for size (-Os) or on other compilers, they are compact
 * loops. Past the first byte each step shifts first and tests what is left, so the shift's own
 * flags decide (a test of the value against a bound costs a compare more per byte). The first
 * byte: u64 fields are mostly timestamps, several bytes long, so they shift first too; u32
 * fields are mostly ids and counts of one byte, so they test for that first.
 */
#if defined(__GNUC__) && !defined(__OPTIMIZE_SIZE__)
__attribute__((always_inline)) static inline void tband_put_u64(struct tband_frame *f, uint64_t v) {
  uint8_t *p = f->pos;
  uint64_t rest = v >> 7;
  if (rest == 0) {
    if (v == 0) {
      tband_put_zero(f);
      return;
    }
    p[0] = (uint8_t)v;
    f->pos = p + 1;
    return;
  }
  p[0] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[1] = (uint8_t)v;
    f->pos = p + 2;
    return;
  }
  p[1] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[2] = (uint8_t)v;
    f->pos = p + 3;
    return;
  }
  p[2] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[3] = (uint8_t)v;
    f->pos = p + 4;
    return;
  }
  p[3] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[4] = (uint8_t)v;
    f->pos = p + 5;
    return;
  }
  p[4] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[5] = (uint8_t)v;
    f->pos = p + 6;
    return;
  }
  p[5] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[6] = (uint8_t)v;
    f->pos = p + 7;
    return;
  }
  p[6] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[7] = (uint8_t)v;
    f->pos = p + 8;
    return;
  }
  p[7] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[8] = (uint8_t)v;
    f->pos = p + 9;
    return;
  }
  p[8] = (uint8_t)(v | 0x80);
  p[9] = (uint8_t)rest;
  f->pos = p + 10;
}

__attribute__((always_inline)) static inline void tband_put_u32(struct tband_frame *f, uint32_t v) {
  uint8_t *p = f->pos;
  uint32_t rest;
  if (v < 0x80) {
    if (v == 0) {
      tband_put_zero(f);
      return;
    }
    p[0] = (uint8_t)v;
    f->pos = p + 1;
    return;
  }
  rest = v >> 7;
  p[0] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[1] = (uint8_t)v;
    f->pos = p + 2;
    return;
  }
  p[1] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[2] = (uint8_t)v;
    f->pos = p + 3;
    return;
  }
  p[2] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[3] = (uint8_t)v;
    f->pos = p + 4;
    return;
  }
  p[3] = (uint8_t)(v | 0x80);
  p[4] = (uint8_t)rest;
  f->pos = p + 5;
}

#else
static inline void tband_put_u64(struct tband_frame *f, uint64_t v) {
  if (v == 0) {
    tband_put_zero(f);
    return;
  }
  while (v > 0x7F) {
    *f->pos++ = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  *f->pos++ = (uint8_t)v;
}

static inline void tband_put_u32(struct tband_frame *f, uint32_t v) {
  if (v == 0) {
    tband_put_zero(f);
    return;
  }
  while (v > 0x7F) {
    *f->pos++ = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  *f->pos++ = (uint8_t)v;
}

#endif

/*
 * Sign-magnitude: (|v| << 1) | sign as a u64 varint. For INT64_MIN the shift wraps |v| = 2^63
 * to 0, which yields the single byte 0x01 ("negative zero") the format prescribes.
 */
static inline void tband_put_s64(struct tband_frame *f, int64_t v) {
  uint64_t sign = (uint64_t)v >> 63;
  uint64_t magnitude = ((uint64_t)v ^ (0u - sign)) + sign;
  tband_put_u64(f, (magnitude << 1) | sign);
}

/* u16 is the varint of u32; its values take at most 3 bytes. */
static inline void tband_put_u16(struct tband_frame *f, uint16_t v) {
  tband_put_u32(f, v);
}

/* s8 and s16 are the sign-magnitude varint of s64; (|v| << 1) | sign fits 32 bits for them. */
static inline void tband_put_s16(struct tband_frame *f, int16_t v) {
  uint32_t sign = v < 0 ? 1u : 0u;
  uint32_t magnitude = v < 0 ? (uint32_t)(-(int32_t)v) : (uint32_t)v;
  tband_put_u32(f, (magnitude << 1) | sign);
}

static inline void tband_put_s8(struct tband_frame *f, int8_t v) {
  tband_put_s16(f, v);
}

/* (|INT32_MIN| << 1) | 1 needs 33 bits: s32 goes through s64. */
static inline void tband_put_s32(struct tband_frame *f, int32_t v) {
  tband_put_s64(f, v);
}

static inline void tband_put_bool(struct tband_frame *f, bool v) {
  tband_put_u8(f, (uint8_t)(v ? 1 : 0));
}

/* The n low bytes of bits, least significant first; any of them may be zero. */
static inline void tband_put_le(struct tband_frame *f, uint64_t bits, int n) {
  int i;
  for (i = 0; i < n; i++) {
    tband_put_u8(f, (uint8_t)(bits >> (8 * i)));
  }
}

/* Floats go as their raw IEEE 754 bits, least significant byte first, whatever the target's
 * byte order: memcpy is C99's portable way to read the bits, and compilers turn it into a move. */
static inline void tband_put_f32(struct tband_frame *f, float v) {
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  tband_put_le(f, bits, 4);
}

static inline void tband_put_f64(struct tband_frame *f, double v) {
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  tband_put_le(f, bits, 8);
}

/* A bytes field: its length as a varint, then at most max of its bytes; NULL sends none. */
static inline void tband_put_bytes(struct tband_frame *f, const uint8_t *p, size_t n, size_t max) {
  size_t i;
  if (p == NULL) {
    n = 0;
  }
  if (n > max) {
    n = max;
  }
  tband_put_u32(f, (uint32_t)n);
  for (i = 0; i < n; i++) {
    tband_put_u8(f, p[i]);
  }
}

/*
 * Length to keep of a string whose first n bytes are about to be cut at n: when the byte at n
 * continues a UTF-8 sequence, the whole partial sequence goes (at most 3 bytes).
 */
static inline size_t tband_utf8_cut(const char *s, size_t n) {
  size_t dropped = 0;
  while (n > 0 && dropped < 3 && ((uint8_t)s[n] & 0xC0) == 0x80) {
    n--;
    dropped++;
  }
  return n;
}

/* A string field: its length as a varint, then its bytes up to the NUL or max bytes, cut at a
 * UTF-8 boundary; NULL sends the empty string. A string holds no zero byte to replace. */
static inline void tband_put_string(struct tband_frame *f, const char *s, size_t max) {
  size_t n = 0;
  if (s != NULL) {
    /* As tband_put_str's loop: a test of n < max in the loop's condition makes gcc -Os warn
     * (-Warray-bounds) that the s[max] read after it may pass the end of a short literal. */
    while (s[n] != '\0') {
      if (n == max) {
        n = tband_utf8_cut(s, n);
        break;
      }
      n++;
    }
  }
  tband_put_u32(f, (uint32_t)n);
  if (n > 0) {
    memcpy(f->pos, s, n);
    f->pos += n;
  }
}

#if (16 + tband_configMAX_STR_LEN) <= 254
/* Strings never complete a 254-byte COBS block here, so they are copied without block checks;
 * optimising for speed, the copy is unrolled to four bytes a round. */
static inline void tband_put_str(struct tband_frame *f, const char *s) {
  size_t n = 0;
  if (s == NULL) {
    return;
  }
#if (defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)) && !defined(__OPTIMIZE_SIZE__)
#pragma GCC unroll 4
#endif
  while (s[n] != '\0') {
    if (n == (size_t)tband_configMAX_STR_LEN) {
      n = tband_utf8_cut(s, n);
      break;
    }
    f->pos[n] = (uint8_t)s[n];
    n++;
  }
  f->pos += n;
}
#else
/* Long strings can fill a COBS block: a full block of 254 bytes gets code 0xFF and a new block starts. */
static inline void tband_put_str(struct tband_frame *f, const char *s) {
  size_t n = 0;
  size_t i;
  if (s == NULL) {
    return;
  }
  while (s[n] != '\0') {
    if (n == (size_t)tband_configMAX_STR_LEN) {
      n = tband_utf8_cut(s, n);
      break;
    }
    n++;
  }
  for (i = 0; i < n; i++) {
    if (f->pos - f->code == 0xFF) {
      *f->code = 0xFF;
      f->code = f->pos++;
    }
    *f->pos++ = (uint8_t)s[i];
  }
}
#endif

/* Closes the last block and writes the delimiter; returns the frame's length. */
static inline size_t tband_frame_finish(struct tband_frame *f) {
  *f->code = (uint8_t)(f->pos - f->code);
  *f->pos++ = 0;
  return (size_t)(f->pos - f->start);
}

/* ==== Enums ============================================================== */

/* What a FreeRTOS queue object is used as. */
enum FrQueueKind {
  FRQK_QUEUE = 0,
  FRQK_COUNTING_SEMPHR = 1,
  FRQK_BINARY_SEMPHR = 2,
  FRQK_MUTEX = 3,
  FRQK_RECURSIVE_MUTEX = 4,
  FRQK_QUEUE_SET = 5,
};

/* Whether a FreeRTOS stream buffer carries a byte stream or discrete messages. */
enum FrStreamBufferKind {
  FRSBK_STREAM_BUFFER = 0,
  FRSBK_MESSAGE_BUFFER = 1,
};

/* The FreeRTOS call that failed: on semaphores and mutexes a send is a give and a receive a take. */
enum FrFailedCall {
  FRFC_SEND = 0,
  FRFC_RECEIVE = 1,
  FRFC_PEEK = 2,
  FRFC_SEND_FROM_ISR = 3,
  FRFC_RECEIVE_FROM_ISR = 4,
  FRFC_PEEK_FROM_ISR = 5,
  FRFC_GIVE_NOT_HELD = 6,
};

/* State of a motor in the demo application. */
enum DemoMotorPhase {
  DEMO_MOTOR_STOPPED = 0,
  DEMO_MOTOR_RAMPING = 1,
  DEMO_MOTOR_RUNNING = 2,
  DEMO_MOTOR_FAULT = 3,
};

/* ==== Group base: Events every target records, with or without an RTOS. */

/* The events that follow in a shared stream come from core `core_id`. */
#define EVT_CORE_ID_IS_METADATA (0)
#define EVT_CORE_ID_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_core_id(uint8_t buf[EVT_CORE_ID_MAXLEN], uint64_t ts, uint32_t core_id) {
  struct tband_frame tband_f = tband_frame_start(buf);
  tband_put_zero(&tband_f); /* id 0x00 */
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, core_id);
  return tband_frame_finish(&tband_f);
}

/* Cumulative number of events the tracer had to drop on this core. */
#define EVT_DROPPED_EVT_CNT_IS_METADATA (0)
#define EVT_DROPPED_EVT_CNT_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_dropped_evt_cnt(uint8_t buf[EVT_DROPPED_EVT_CNT_MAXLEN], uint64_t ts, uint32_t cnt) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x01);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, cnt);
  return tband_frame_finish(&tband_f);
}

/* Nanoseconds per timestamp tick, to turn timestamps into time. */
#define EVT_TS_RESOLUTION_NS_IS_METADATA (1)
#define EVT_TS_RESOLUTION_NS_MAXLEN (COBS_MAXLEN(11))
static inline size_t encode_ts_resolution_ns(uint8_t buf[EVT_TS_RESOLUTION_NS_MAXLEN], uint64_t ns_per_ts) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x02);
  tband_put_u64(&tband_f, ns_per_ts);
  return tband_frame_finish(&tband_f);
}

/* Names interrupt `isr_id`. */
#define EVT_ISR_NAME_IS_METADATA (1)
#define EVT_ISR_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_isr_name(uint8_t buf[EVT_ISR_NAME_MAXLEN], uint32_t isr_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x03);
  tband_put_u32(&tband_f, isr_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Interrupt `isr_id` started running. */
#define EVT_ISR_ENTER_IS_METADATA (0)
#define EVT_ISR_ENTER_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_isr_enter(uint8_t buf[EVT_ISR_ENTER_MAXLEN], uint64_t ts, uint32_t isr_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x04);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, isr_id);
  return tband_frame_finish(&tband_f);
}

/* Interrupt `isr_id` finished. */
#define EVT_ISR_EXIT_IS_METADATA (0)
#define EVT_ISR_EXIT_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_isr_exit(uint8_t buf[EVT_ISR_EXIT_MAXLEN], uint64_t ts, uint32_t isr_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x05);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, isr_id);
  return tband_frame_finish(&tband_f);
}

/* Names event marker `evtmarker_id`. */
#define EVT_EVTMARKER_NAME_IS_METADATA (1)
#define EVT_EVTMARKER_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_evtmarker_name(uint8_t buf[EVT_EVTMARKER_NAME_MAXLEN], uint32_t evtmarker_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x06);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* A point in time on event marker `evtmarker_id`, with a message. */
#define EVT_EVTMARKER_IS_METADATA (0)
#define EVT_EVTMARKER_MAXLEN (COBS_MAXLEN(16 + tband_configMAX_STR_LEN))
static inline size_t encode_evtmarker(uint8_t buf[EVT_EVTMARKER_MAXLEN], uint64_t ts, uint32_t evtmarker_id, const char *msg) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x07);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_str(&tband_f, msg);
  return tband_frame_finish(&tband_f);
}

/* Begins a slice on event marker `evtmarker_id`, named by the message. */
#define EVT_EVTMARKER_BEGIN_IS_METADATA (0)
#define EVT_EVTMARKER_BEGIN_MAXLEN (COBS_MAXLEN(16 + tband_configMAX_STR_LEN))
static inline size_t encode_evtmarker_begin(uint8_t buf[EVT_EVTMARKER_BEGIN_MAXLEN], uint64_t ts, uint32_t evtmarker_id, const char *msg) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x08);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_str(&tband_f, msg);
  return tband_frame_finish(&tband_f);
}

/* Ends the innermost open slice on event marker `evtmarker_id`. */
#define EVT_EVTMARKER_END_IS_METADATA (0)
#define EVT_EVTMARKER_END_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_evtmarker_end(uint8_t buf[EVT_EVTMARKER_END_MAXLEN], uint64_t ts, uint32_t evtmarker_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x09);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  return tband_frame_finish(&tband_f);
}

/* Names value marker `valmarker_id`. */
#define EVT_VALMARKER_NAME_IS_METADATA (1)
#define EVT_VALMARKER_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_valmarker_name(uint8_t buf[EVT_VALMARKER_NAME_MAXLEN], uint32_t valmarker_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0A);
  tband_put_u32(&tband_f, valmarker_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Value marker `valmarker_id` now holds `val`. */
#define EVT_VALMARKER_IS_METADATA (0)
#define EVT_VALMARKER_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_valmarker(uint8_t buf[EVT_VALMARKER_MAXLEN], uint64_t ts, uint32_t valmarker_id, int64_t val) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, valmarker_id);
  tband_put_s64(&tband_f, val);
  return tband_frame_finish(&tband_f);
}

/* The fingerprint of the catalogue the firmware was built from (a hash of every event's id, name and field layout), so that tools can tell whether they decode with the same catalogue. */
#define EVT_CATALOGUE_FINGERPRINT_IS_METADATA (1)
#define EVT_CATALOGUE_FINGERPRINT_MAXLEN (COBS_MAXLEN(11))
static inline size_t encode_catalogue_fingerprint(uint8_t buf[EVT_CATALOGUE_FINGERPRINT_MAXLEN], uint64_t fingerprint) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x26);
  tband_put_u64(&tband_f, fingerprint);
  return tband_frame_finish(&tband_f);
}

/* Timestamp ticks per second: the exact clock, for one whose tick is no whole number of nanoseconds (a tick at 120 MHz lasts 8.333 ns). Tools prefer it to `ts_resolution_ns`, which the runtime sends as well, rounded, for tools that know no other. */
#define EVT_TS_FREQUENCY_HZ_IS_METADATA (1)
#define EVT_TS_FREQUENCY_HZ_MAXLEN (COBS_MAXLEN(11))
static inline size_t encode_ts_frequency_hz(uint8_t buf[EVT_TS_FREQUENCY_HZ_MAXLEN], uint64_t hz) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x27);
  tband_put_u64(&tband_f, hz);
  return tband_frame_finish(&tband_f);
}

/* ==== Group freertos: FreeRTOS kernel events, reported by the kernel's trace hooks. */

/* Task `task_id` starts running on this core. */
#define EVT_FREERTOS_TASK_SWITCHED_IN_IS_METADATA (0)
#define EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_switched_in(uint8_t buf[EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x54);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` became ready to run. */
#define EVT_FREERTOS_TASK_TO_RDY_STATE_IS_METADATA (0)
#define EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_to_rdy_state(uint8_t buf[EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x55);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was resumed from suspension by a task. */
#define EVT_FREERTOS_TASK_RESUMED_IS_METADATA (0)
#define EVT_FREERTOS_TASK_RESUMED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_resumed(uint8_t buf[EVT_FREERTOS_TASK_RESUMED_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x56);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was resumed from suspension by an interrupt. */
#define EVT_FREERTOS_TASK_RESUMED_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_resumed_from_isr(uint8_t buf[EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x57);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was suspended. */
#define EVT_FREERTOS_TASK_SUSPENDED_IS_METADATA (0)
#define EVT_FREERTOS_TASK_SUSPENDED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_suspended(uint8_t buf[EVT_FREERTOS_TASK_SUSPENDED_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x58);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks for `ticks` kernel ticks. */
#define EVT_FREERTOS_CURTASK_DELAY_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_DELAY_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_curtask_delay(uint8_t buf[EVT_FREERTOS_CURTASK_DELAY_MAXLEN], uint64_t ts, uint32_t ticks) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x59);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, ticks);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks until kernel tick `time_to_wake`. */
#define EVT_FREERTOS_CURTASK_DELAY_UNTIL_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_curtask_delay_until(uint8_t buf[EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN], uint64_t ts, uint32_t time_to_wake) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5A);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, time_to_wake);
  return tband_frame_finish(&tband_f);
}

/* The priority of task `task_id` was set to `priority`. */
#define EVT_FREERTOS_TASK_PRIORITY_SET_IS_METADATA (0)
#define EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_priority_set(uint8_t buf[EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t priority) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, priority);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` inherited `priority` from a task waiting on its mutex. */
#define EVT_FREERTOS_TASK_PRIORITY_INHERIT_IS_METADATA (0)
#define EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_priority_inherit(uint8_t buf[EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t priority) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, priority);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` returned to `priority` after releasing a mutex. */
#define EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_IS_METADATA (0)
#define EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_priority_disinherit(uint8_t buf[EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t priority) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5D);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, priority);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was created. */
#define EVT_FREERTOS_TASK_CREATED_IS_METADATA (0)
#define EVT_FREERTOS_TASK_CREATED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_created(uint8_t buf[EVT_FREERTOS_TASK_CREATED_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5E);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Names task `task_id`. */
#define EVT_FREERTOS_TASK_NAME_IS_METADATA (1)
#define EVT_FREERTOS_TASK_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_task_name(uint8_t buf[EVT_FREERTOS_TASK_NAME_MAXLEN], uint32_t task_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x5F);
  tband_put_u32(&tband_f, task_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` is the idle task of core `core_id`. */
#define EVT_FREERTOS_TASK_IS_IDLE_TASK_IS_METADATA (1)
#define EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN (COBS_MAXLEN(11))
static inline size_t encode_freertos_task_is_idle_task(uint8_t buf[EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN], uint32_t task_id, uint32_t core_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x60);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, core_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` is the timer service task. */
#define EVT_FREERTOS_TASK_IS_TIMER_TASK_IS_METADATA (1)
#define EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN (COBS_MAXLEN(6))
static inline size_t encode_freertos_task_is_timer_task(uint8_t buf[EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN], uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x61);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was deleted. */
#define EVT_FREERTOS_TASK_DELETED_IS_METADATA (0)
#define EVT_FREERTOS_TASK_DELETED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_deleted(uint8_t buf[EVT_FREERTOS_TASK_DELETED_MAXLEN], uint64_t ts, uint32_t task_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x62);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  return tband_frame_finish(&tband_f);
}

/* Queue `queue_id` was created. */
#define EVT_FREERTOS_QUEUE_CREATED_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_CREATED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_queue_created(uint8_t buf[EVT_FREERTOS_QUEUE_CREATED_MAXLEN], uint64_t ts, uint32_t queue_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x63);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  return tband_frame_finish(&tband_f);
}

/* Names queue `queue_id`. */
#define EVT_FREERTOS_QUEUE_NAME_IS_METADATA (1)
#define EVT_FREERTOS_QUEUE_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_queue_name(uint8_t buf[EVT_FREERTOS_QUEUE_NAME_MAXLEN], uint32_t queue_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x64);
  tband_put_u32(&tband_f, queue_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Queue `queue_id` is used as `kind` (queue, semaphore, mutex, ...). */
#define EVT_FREERTOS_QUEUE_KIND_IS_METADATA (1)
#define EVT_FREERTOS_QUEUE_KIND_MAXLEN (COBS_MAXLEN(7))
static inline size_t encode_freertos_queue_kind(uint8_t buf[EVT_FREERTOS_QUEUE_KIND_MAXLEN], uint32_t queue_id, enum FrQueueKind kind) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x65);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u8(&tband_f, (uint8_t)kind);
  return tband_frame_finish(&tband_f);
}

/* An item was sent to queue `queue_id`, which now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_SEND_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_SEND_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_send(uint8_t buf[EVT_FREERTOS_QUEUE_SEND_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x66);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An interrupt sent an item to queue `queue_id`, which now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_SEND_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_send_from_isr(uint8_t buf[EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x67);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* The item of queue `queue_id` was overwritten; it now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_OVERWRITE_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_overwrite(uint8_t buf[EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x68);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An interrupt overwrote the item of queue `queue_id`; it now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_overwrite_from_isr(uint8_t buf[EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x69);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An item was taken from queue `queue_id`, which now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_RECEIVE_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_receive(uint8_t buf[EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6A);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An interrupt took an item from queue `queue_id`, which now holds `len_after` items. */
#define EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_receive_from_isr(uint8_t buf[EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* Queue `queue_id` was emptied. */
#define EVT_FREERTOS_QUEUE_RESET_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_RESET_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_queue_reset(uint8_t buf[EVT_FREERTOS_QUEUE_RESET_MAXLEN], uint64_t ts, uint32_t queue_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks peeking at queue `queue_id` for up to `ticks_to_wait` ticks. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_curtask_block_on_queue_peek(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t ticks_to_wait) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6D);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, ticks_to_wait);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks sending to full queue `queue_id` for up to `ticks_to_wait` ticks. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_curtask_block_on_queue_send(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t ticks_to_wait) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6E);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, ticks_to_wait);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks receiving from empty queue `queue_id` for up to `ticks_to_wait` ticks. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_curtask_block_on_queue_receive(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t ticks_to_wait) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x6F);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, ticks_to_wait);
  return tband_frame_finish(&tband_f);
}

/* Queue `queue_id` holds `length` items (reported when tracing starts). */
#define EVT_FREERTOS_QUEUE_CUR_LENGTH_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_cur_length(uint8_t buf[EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t length) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x70);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, length);
  return tband_frame_finish(&tband_f);
}

/* Queue `queue_id` was deleted. */
#define EVT_FREERTOS_QUEUE_DELETED_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_DELETED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_queue_deleted(uint8_t buf[EVT_FREERTOS_QUEUE_DELETED_MAXLEN], uint64_t ts, uint32_t queue_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  return tband_frame_finish(&tband_f);
}

/* Stream or message buffer `sb_id` of `size` bytes was created. */
#define EVT_FREERTOS_STREAM_BUFFER_CREATED_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN (COBS_MAXLEN(22))
static inline size_t encode_freertos_stream_buffer_created(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN], uint64_t ts, uint32_t sb_id, enum FrStreamBufferKind kind, uint32_t size) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0D);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u8(&tband_f, (uint8_t)kind);
  tband_put_u32(&tband_f, size);
  return tband_frame_finish(&tband_f);
}

/* Buffer `sb_id` is a stream or message buffer of `size` bytes (kept from its creation, even before tracing starts). */
#define EVT_FREERTOS_STREAM_BUFFER_KIND_IS_METADATA (1)
#define EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN (COBS_MAXLEN(12))
static inline size_t encode_freertos_stream_buffer_kind(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN], uint32_t sb_id, enum FrStreamBufferKind kind, uint32_t size) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0E);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u8(&tband_f, (uint8_t)kind);
  tband_put_u32(&tband_f, size);
  return tband_frame_finish(&tband_f);
}

/* Names stream or message buffer `sb_id`. */
#define EVT_FREERTOS_STREAM_BUFFER_NAME_IS_METADATA (1)
#define EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_stream_buffer_name(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN], uint32_t sb_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x0F);
  tband_put_u32(&tband_f, sb_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* `bytes` bytes were written to buffer `sb_id`, which now holds `len_after` bytes. */
#define EVT_FREERTOS_STREAM_BUFFER_SEND_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_stream_buffer_send(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN], uint64_t ts, uint32_t sb_id, uint32_t bytes, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x10);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u32(&tband_f, bytes);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An interrupt wrote `bytes` bytes to buffer `sb_id`, which now holds `len_after` bytes. */
#define EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_stream_buffer_send_from_isr(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN], uint64_t ts, uint32_t sb_id, uint32_t bytes, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x11);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u32(&tband_f, bytes);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* `bytes` bytes were read from buffer `sb_id`, which now holds `len_after` bytes. */
#define EVT_FREERTOS_STREAM_BUFFER_RECEIVE_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_stream_buffer_receive(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN], uint64_t ts, uint32_t sb_id, uint32_t bytes, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x12);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u32(&tband_f, bytes);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* An interrupt read `bytes` bytes from buffer `sb_id`, which now holds `len_after` bytes. */
#define EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_stream_buffer_receive_from_isr(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN], uint64_t ts, uint32_t sb_id, uint32_t bytes, uint32_t len_after) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x13);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u32(&tband_f, bytes);
  tband_put_u32(&tband_f, len_after);
  return tband_frame_finish(&tband_f);
}

/* Buffer `sb_id` was emptied. */
#define EVT_FREERTOS_STREAM_BUFFER_RESET_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_stream_buffer_reset(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN], uint64_t ts, uint32_t sb_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x14);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks writing to full buffer `sb_id`. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_curtask_block_on_stream_buffer_send(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN], uint64_t ts, uint32_t sb_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x15);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks reading from empty buffer `sb_id`. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_curtask_block_on_stream_buffer_receive(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN], uint64_t ts, uint32_t sb_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x16);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  return tband_frame_finish(&tband_f);
}

/* Buffer `sb_id` was deleted. */
#define EVT_FREERTOS_STREAM_BUFFER_DELETED_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_stream_buffer_deleted(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN], uint64_t ts, uint32_t sb_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x17);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  return tband_frame_finish(&tband_f);
}

/* Event group `eg_id` was created. */
#define EVT_FREERTOS_EVENT_GROUP_CREATED_IS_METADATA (0)
#define EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_event_group_created(uint8_t buf[EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN], uint64_t ts, uint32_t eg_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x18);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, eg_id);
  return tband_frame_finish(&tband_f);
}

/* Names event group `eg_id`. */
#define EVT_FREERTOS_EVENT_GROUP_NAME_IS_METADATA (1)
#define EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_event_group_name(uint8_t buf[EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN], uint32_t eg_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x19);
  tband_put_u32(&tband_f, eg_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Bits `bits` of event group `eg_id` were set; its bits are now `value` (before any clear-on-exit of the tasks it wakes). */
#define EVT_FREERTOS_EVENT_GROUP_SET_BITS_IS_METADATA (0)
#define EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_event_group_set_bits(uint8_t buf[EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN], uint64_t ts, uint32_t eg_id, uint32_t bits, uint32_t value) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1A);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, eg_id);
  tband_put_u32(&tband_f, bits);
  tband_put_u32(&tband_f, value);
  return tband_frame_finish(&tband_f);
}

/* Bits `bits` of event group `eg_id` were cleared; its bits are now `value`. */
#define EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_IS_METADATA (0)
#define EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_event_group_clear_bits(uint8_t buf[EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN], uint64_t ts, uint32_t eg_id, uint32_t bits, uint32_t value) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, eg_id);
  tband_put_u32(&tband_f, bits);
  tband_put_u32(&tband_f, value);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks waiting for bits `bits` of event group `eg_id` (wait or sync). */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_curtask_block_on_event_group(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN], uint64_t ts, uint32_t eg_id, uint32_t bits) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, eg_id);
  tband_put_u32(&tband_f, bits);
  return tband_frame_finish(&tband_f);
}

/* Event group `eg_id` was deleted. */
#define EVT_FREERTOS_EVENT_GROUP_DELETED_IS_METADATA (0)
#define EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_event_group_deleted(uint8_t buf[EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN], uint64_t ts, uint32_t eg_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1D);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, eg_id);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` received a direct-to-task notification at index `index`. */
#define EVT_FREERTOS_TASK_NOTIFY_IS_METADATA (0)
#define EVT_FREERTOS_TASK_NOTIFY_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_notify(uint8_t buf[EVT_FREERTOS_TASK_NOTIFY_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t index) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1E);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, index);
  return tband_frame_finish(&tband_f);
}

/* An interrupt sent task `task_id` a direct-to-task notification at index `index`. */
#define EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_notify_from_isr(uint8_t buf[EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t index) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x1F);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, index);
  return tband_frame_finish(&tband_f);
}

/* The running task blocks waiting for a notification at index `index`. */
#define EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_IS_METADATA (0)
#define EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_curtask_block_on_notify(uint8_t buf[EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN], uint64_t ts, uint32_t index) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x20);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, index);
  return tband_frame_finish(&tband_f);
}

/* Software timer `timer_id` was created. */
#define EVT_FREERTOS_TIMER_CREATED_IS_METADATA (0)
#define EVT_FREERTOS_TIMER_CREATED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_timer_created(uint8_t buf[EVT_FREERTOS_TIMER_CREATED_MAXLEN], uint64_t ts, uint32_t timer_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x21);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, timer_id);
  return tband_frame_finish(&tband_f);
}

/* Names software timer `timer_id`. */
#define EVT_FREERTOS_TIMER_NAME_IS_METADATA (1)
#define EVT_FREERTOS_TIMER_NAME_MAXLEN (COBS_MAXLEN(6 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_timer_name(uint8_t buf[EVT_FREERTOS_TIMER_NAME_MAXLEN], uint32_t timer_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x22);
  tband_put_u32(&tband_f, timer_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Software timer `timer_id` expired; the timer service task runs its callback. */
#define EVT_FREERTOS_TIMER_EXPIRED_IS_METADATA (0)
#define EVT_FREERTOS_TIMER_EXPIRED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_timer_expired(uint8_t buf[EVT_FREERTOS_TIMER_EXPIRED_MAXLEN], uint64_t ts, uint32_t timer_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x23);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, timer_id);
  return tband_frame_finish(&tband_f);
}

/* The running task read the front item of queue `queue_id` without taking it; the queue holds `length` items. */
#define EVT_FREERTOS_QUEUE_PEEK_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_PEEK_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_peek(uint8_t buf[EVT_FREERTOS_QUEUE_PEEK_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t length) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x24);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, length);
  return tband_frame_finish(&tband_f);
}

/* An interrupt read the front item of queue `queue_id` without taking it; the queue holds `length` items. */
#define EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_queue_peek_from_isr(uint8_t buf[EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN], uint64_t ts, uint32_t queue_id, uint32_t length) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x25);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u32(&tband_f, length);
  return tband_frame_finish(&tband_f);
}

/* The running task (or the code before the scheduler starts) got block `address` (its low 32 bits) of `size` bytes from the FreeRTOS heap, as the heap reports it to `traceMALLOC`: the block with its header and alignment (heap_4 and heap_5). */
#define EVT_FREERTOS_HEAP_MALLOC_IS_METADATA (0)
#define EVT_FREERTOS_HEAP_MALLOC_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_heap_malloc(uint8_t buf[EVT_FREERTOS_HEAP_MALLOC_MAXLEN], uint64_t ts, uint32_t address, uint32_t size) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x28);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, address);
  tband_put_u32(&tband_f, size);
  return tband_frame_finish(&tband_f);
}

/* The running task gave block `address` of `size` bytes back to the FreeRTOS heap (`traceFREE`). */
#define EVT_FREERTOS_HEAP_FREE_IS_METADATA (0)
#define EVT_FREERTOS_HEAP_FREE_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_heap_free(uint8_t buf[EVT_FREERTOS_HEAP_FREE_MAXLEN], uint64_t ts, uint32_t address, uint32_t size) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x29);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, address);
  tband_put_u32(&tband_f, size);
  return tband_frame_finish(&tband_f);
}

/* An allocation from the FreeRTOS heap failed (`traceMALLOC` with no block); `size` is what the heap reports: the size wanted, header included, on FreeRTOS V10; 0 on V11. */
#define EVT_FREERTOS_HEAP_MALLOC_FAILED_IS_METADATA (0)
#define EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_heap_malloc_failed(uint8_t buf[EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN], uint64_t ts, uint32_t size) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x2A);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, size);
  return tband_frame_finish(&tband_f);
}

/* Task `task_id` was switched out with `free` bytes of stack left beyond its saved stack pointer, fewer than the tracer last traced for it: a new low (`traceTASK_SWITCHED_OUT`). The stream carries only new lows; the task's deepest point between two switches may lie deeper still (see `task_stack_high_water`). */
#define EVT_FREERTOS_TASK_STACK_LOW_IS_METADATA (0)
#define EVT_FREERTOS_TASK_STACK_LOW_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_stack_low(uint8_t buf[EVT_FREERTOS_TASK_STACK_LOW_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t free) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x34);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, free);
  return tband_frame_finish(&tband_f);
}

/* The least stack task `task_id` has had free since it was created, in bytes, as the kernel measures it from the fill pattern of its stack (`uxTaskGetStackHighWaterMark`): when the task is deleted, and when the firmware asks (`tband_freertos_task_stack_high_water`). */
#define EVT_FREERTOS_TASK_STACK_HIGH_WATER_IS_METADATA (0)
#define EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN (COBS_MAXLEN(21))
static inline size_t encode_freertos_task_stack_high_water(uint8_t buf[EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN], uint64_t ts, uint32_t task_id, uint32_t free_min) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x35);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, task_id);
  tband_put_u32(&tband_f, free_min);
  return tband_frame_finish(&tband_f);
}

/* A `call` on queue (semaphore, mutex) `queue_id` failed: a send to a full queue, a receive or peek from an empty one, with no wait or after its wait ran out (the call returned errQUEUE_FULL or errQUEUE_EMPTY); `FRFC_GIVE_NOT_HELD`: a task gave a recursive mutex it does not hold. The running task (or interrupt, for the `_FROM_ISR` calls) made it. */
#define EVT_FREERTOS_QUEUE_CALL_FAILED_IS_METADATA (0)
#define EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN (COBS_MAXLEN(17))
static inline size_t encode_freertos_queue_call_failed(uint8_t buf[EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN], uint64_t ts, uint32_t queue_id, enum FrFailedCall call) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x2B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, queue_id);
  tband_put_u8(&tband_f, (uint8_t)call);
  return tband_frame_finish(&tband_f);
}

/* The running task's `call` (`FRFC_SEND` or `FRFC_RECEIVE`) on stream or message buffer `sb_id` moved no bytes, with no wait or after its wait ran out. */
#define EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_IS_METADATA (0)
#define EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN (COBS_MAXLEN(17))
static inline size_t encode_freertos_stream_buffer_call_failed(uint8_t buf[EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN], uint64_t ts, uint32_t sb_id, enum FrFailedCall call) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x2C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, sb_id);
  tband_put_u8(&tband_f, (uint8_t)call);
  return tband_frame_finish(&tband_f);
}

/* Names event marker `evtmarker_id`, local to task `task_id`. */
#define EVT_FREERTOS_TASK_EVTMARKER_NAME_IS_METADATA (1)
#define EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN (COBS_MAXLEN(11 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_task_evtmarker_name(uint8_t buf[EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN], uint32_t evtmarker_id, uint32_t task_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7A);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_u32(&tband_f, task_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* A point in time on task-local event marker `evtmarker_id`, with a message. */
#define EVT_FREERTOS_TASK_EVTMARKER_IS_METADATA (0)
#define EVT_FREERTOS_TASK_EVTMARKER_MAXLEN (COBS_MAXLEN(16 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_task_evtmarker(uint8_t buf[EVT_FREERTOS_TASK_EVTMARKER_MAXLEN], uint64_t ts, uint32_t evtmarker_id, const char *msg) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7B);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_str(&tband_f, msg);
  return tband_frame_finish(&tband_f);
}

/* Begins a slice on task-local event marker `evtmarker_id`, named by the message. */
#define EVT_FREERTOS_TASK_EVTMARKER_BEGIN_IS_METADATA (0)
#define EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN (COBS_MAXLEN(16 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_task_evtmarker_begin(uint8_t buf[EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN], uint64_t ts, uint32_t evtmarker_id, const char *msg) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7C);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  tband_put_str(&tband_f, msg);
  return tband_frame_finish(&tband_f);
}

/* Ends the innermost open slice on task-local event marker `evtmarker_id`. */
#define EVT_FREERTOS_TASK_EVTMARKER_END_IS_METADATA (0)
#define EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN (COBS_MAXLEN(16))
static inline size_t encode_freertos_task_evtmarker_end(uint8_t buf[EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN], uint64_t ts, uint32_t evtmarker_id) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7D);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, evtmarker_id);
  return tband_frame_finish(&tband_f);
}

/* Names value marker `valmarker_id`, local to task `task_id`. */
#define EVT_FREERTOS_TASK_VALMARKER_NAME_IS_METADATA (1)
#define EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN (COBS_MAXLEN(11 + tband_configMAX_STR_LEN))
static inline size_t encode_freertos_task_valmarker_name(uint8_t buf[EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN], uint32_t valmarker_id, uint32_t task_id, const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7E);
  tband_put_u32(&tband_f, valmarker_id);
  tband_put_u32(&tband_f, task_id);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

/* Task-local value marker `valmarker_id` now holds `val`. */
#define EVT_FREERTOS_TASK_VALMARKER_IS_METADATA (0)
#define EVT_FREERTOS_TASK_VALMARKER_MAXLEN (COBS_MAXLEN(26))
static inline size_t encode_freertos_task_valmarker(uint8_t buf[EVT_FREERTOS_TASK_VALMARKER_MAXLEN], uint64_t ts, uint32_t valmarker_id, int64_t val) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x7F);
  tband_put_u64(&tband_f, ts);
  tband_put_u32(&tband_f, valmarker_id);
  tband_put_s64(&tband_f, val);
  return tband_frame_finish(&tband_f);
}

/* ==== Group demo: Example application events, traced by the QEMU demo firmware. Replace them with your own application's events (see docs/catalogue.md). */

/* Sensor `sensor` measured `value`; `raw` and `quality` are sent when known. */
#define EVT_DEMO_SENSOR_SAMPLE_IS_METADATA (0)
#define EVT_DEMO_SENSOR_SAMPLE_MAXLEN (COBS_MAXLEN(28))
/* With every optional field. */
static inline size_t encode_demo_sensor_sample(uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN], uint64_t ts, uint8_t sensor, int64_t value, uint32_t raw, uint8_t quality) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x80);
  tband_put_u64(&tband_f, ts);
  tband_put_u8(&tband_f, sensor);
  tband_put_s64(&tband_f, value);
  tband_put_u32(&tband_f, raw);
  tband_put_u8(&tband_f, quality);
  return tband_frame_finish(&tband_f);
}
/* With the optional fields up to 'raw'. */
static inline size_t encode_demo_sensor_sample_upto_raw(uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN], uint64_t ts, uint8_t sensor, int64_t value, uint32_t raw) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x80);
  tband_put_u64(&tband_f, ts);
  tband_put_u8(&tband_f, sensor);
  tband_put_s64(&tband_f, value);
  tband_put_u32(&tband_f, raw);
  return tband_frame_finish(&tband_f);
}
/* Without optional fields. */
static inline size_t encode_demo_sensor_sample_base(uint8_t buf[EVT_DEMO_SENSOR_SAMPLE_MAXLEN], uint64_t ts, uint8_t sensor, int64_t value) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x80);
  tband_put_u64(&tband_f, ts);
  tband_put_u8(&tband_f, sensor);
  tband_put_s64(&tband_f, value);
  return tband_frame_finish(&tband_f);
}

/* Motor `motor` entered `state`. */
#define EVT_DEMO_MOTOR_STATE_IS_METADATA (0)
#define EVT_DEMO_MOTOR_STATE_MAXLEN (COBS_MAXLEN(13))
static inline size_t encode_demo_motor_state(uint8_t buf[EVT_DEMO_MOTOR_STATE_MAXLEN], uint64_t ts, uint8_t motor, enum DemoMotorPhase state) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x81);
  tband_put_u64(&tband_f, ts);
  tband_put_u8(&tband_f, motor);
  tband_put_u8(&tband_f, (uint8_t)state);
  return tband_frame_finish(&tband_f);
}

/* A log message of severity `level`. */
#define EVT_DEMO_LOG_LINE_IS_METADATA (0)
#define EVT_DEMO_LOG_LINE_MAXLEN (COBS_MAXLEN(12 + tband_configMAX_STR_LEN))
static inline size_t encode_demo_log_line(uint8_t buf[EVT_DEMO_LOG_LINE_MAXLEN], uint64_t ts, uint8_t level, const char *text) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x82);
  tband_put_u64(&tband_f, ts);
  tband_put_u8(&tband_f, level);
  tband_put_str(&tband_f, text);
  return tband_frame_finish(&tband_f);
}

/* Names the board the firmware runs on. */
#define EVT_DEMO_BOARD_NAME_IS_METADATA (1)
#define EVT_DEMO_BOARD_NAME_MAXLEN (COBS_MAXLEN(1 + tband_configMAX_STR_LEN))
static inline size_t encode_demo_board_name(uint8_t buf[EVT_DEMO_BOARD_NAME_MAXLEN], const char *name) {
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, 0x83);
  tband_put_str(&tband_f, name);
  return tband_frame_finish(&tband_f);
}

#endif /* TBAND_ENCODE_H */

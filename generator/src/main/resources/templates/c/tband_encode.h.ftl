<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#-- The C encoder header. Model: source, regenerate, fingerprint, enums, groups (CGroup), strFixedMax. -->
/*
 * tband_encode.h: Tonband trace event encoders.
 *
 * GENERATED from ${cComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${regenerate}.<#else>change the catalogue or
 * generator/src/main/resources/templates/c/tband_encode.h.ftl and run `mvn generate-sources`.</#if>
 *
<#list licenseLines as line>
 * ${line}
</#list>
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
#define tband_configMAX_STR_LEN ${defaultMaxStrLen}
#endif

/* The catalogue fingerprint (a hash of every event's id, name and field layout): the runtime
 * sends it as a catalogue_fingerprint metadata event, and the host tools compare it with the
 * catalogue they decode with. */
#define TBAND_CATALOGUE_FINGERPRINT UINT64_C(${fingerprint})

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
<#list [["u64", "uint64_t", 10, true], ["u32", "uint32_t", 5, false]] as varint>
__attribute__((always_inline)) static inline void tband_put_${varint[0]}(struct tband_frame *f, ${varint[1]} v) {
  uint8_t *p = f->pos;
<#if varint[3]>
  ${varint[1]} rest = v >> 7;
  if (rest == 0) {
<#else>
  ${varint[1]} rest;
  if (v < 0x80) {
</#if>
    if (v == 0) {
      tband_put_zero(f);
      return;
    }
    p[0] = (uint8_t)v;
    f->pos = p + 1;
    return;
  }
<#if !varint[3]>
  rest = v >> 7;
</#if>
<#list 1..(varint[2] - 2) as i>
  p[${i - 1}] = (uint8_t)(v | 0x80);
  v = rest;
  rest = v >> 7;
  if (rest == 0) {
    p[${i}] = (uint8_t)v;
    f->pos = p + ${i + 1};
    return;
  }
</#list>
  p[${varint[2] - 2}] = (uint8_t)(v | 0x80);
  p[${varint[2] - 1}] = (uint8_t)rest;
  f->pos = p + ${varint[2]};
}

</#list>
#else
<#list [["u64", "uint64_t"], ["u32", "uint32_t"]] as varint>
static inline void tband_put_${varint[0]}(struct tband_frame *f, ${varint[1]} v) {
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

</#list>
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

<#if strFixedMax gt 0>
#if (${strFixedMax} + tband_configMAX_STR_LEN) <= 254
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

</#if>
/* Closes the last block and writes the delimiter; returns the frame's length. */
static inline size_t tband_frame_finish(struct tband_frame *f) {
  *f->code = (uint8_t)(f->pos - f->code);
  *f->pos++ = 0;
  return (size_t)(f->pos - f->start);
}
<#if enums?has_content>

/* ==== Enums ============================================================== */
<#list enums as e>

/* ${cComment(e.description())} */
enum ${e.name()} {
<#list e.values() as v>
  ${v.name()} = ${v.value()},
</#list>
};
</#list>
</#if>
<#list groups as g>

/* ==== Group ${g.name()}: ${cComment(g.description())} */
<#list g.events() as ev>

/* ${cComment(ev.description())} */
#define EVT_${ev.macroStem()}_IS_METADATA (${ev.metadata()?then(1, 0)})
#define EVT_${ev.macroStem()}_MAXLEN (${ev.maxlen()})
<#list ev.encoders() as enc>
<#if enc.summary()?has_content>
/* ${enc.summary()} */
</#if>
${enc.signature()} {
<#if ev.idHex() == "0x00">
  struct tband_frame tband_f = tband_frame_start(buf);
  tband_put_zero(&tband_f); /* id 0x00 */
<#else>
  struct tband_frame tband_f;
  tband_frame_begin(&tband_f, buf, ${ev.idHex()});
</#if>
<#if ev.timestamp()>
  tband_put_u64(&tband_f, ts);
</#if>
<#list enc.fields() as fld>
<#if fld.kind() == "enum">
  tband_put_u8(&tband_f, (uint8_t)${fld.name()});
<#elseif fld.arrayLength() gt 0>
  for (size_t tband_i = 0; tband_i < ${fld.arrayLength()}; tband_i++) {
    tband_put_${fld.kind()}(&tband_f, ${fld.name()}[tband_i]);
  }
<#elseif fld.kind() == "bytes">
  tband_put_bytes(&tband_f, ${fld.name()}, ${fld.name()}_len, ${fld.maxLength()});
<#elseif fld.kind() == "string">
  tband_put_string(&tband_f, ${fld.name()}, ${fld.maxLength()});
<#else>
  tband_put_${fld.kind()}(&tband_f, ${fld.name()});
</#if>
</#list>
  return tband_frame_finish(&tband_f);
}
</#list>
</#list>
</#list>

#endif /* TBAND_ENCODE_H */

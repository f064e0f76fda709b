/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Every encoder of the header, called with worst-case and edge values into a heap buffer of
 * exactly EVT_*_MAXLEN bytes (so AddressSanitizer catches any byte past it), must return a length
 * within MAXLEN and a frame that decodes back to the values it was given.
 *
 * The encoders come from tband_encoders.inc, which the build generates from the header's
 * signatures (target-firmware/cmake/EncoderList.cmake), so a new encoder is covered without
 * editing this file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cobs.h"
#include "tband_encode.h"

#define MAX_STR_LEN ((size_t)tband_configMAX_STR_LEN)

/* The value every field of a given type gets in one call. */
struct values {
  uint64_t u64;
  uint32_t u32;
  int64_t s64;
  uint8_t u8;
  const char *str;
};

#define TBAND_U64 v->u64
#define TBAND_U32 v->u32
#define TBAND_S64 v->s64
#define TBAND_U8 v->u8
#define TBAND_STR v->str
/* An enum travels as one raw byte; for framing, any byte will do. */
#define TBAND_ENUM(tag) ((enum tag)v->u8)

#define TBAND_ENCODER(function, maxlen, params, args, typed_args, kinds) \
  static size_t call_##function(uint8_t *buf, const struct values *v) { return function typed_args; }
#include "tband_encoders.inc"
#undef TBAND_ENCODER

static const struct encoder {
  const char *name;
  size_t maxlen;
  const char *kinds; /* wire kinds of the fields after the id, e.g. "u64 u32 str" */
  size_t (*call)(uint8_t *buf, const struct values *v);
} encoders[] = {
#define TBAND_ENCODER(function, maxlen, params, args, typed_args, kinds) {#function, maxlen, kinds, call_##function},
#include "tband_encoders.inc"
#undef TBAND_ENCODER
};

/* Reads an unsigned LEB128 of at most max_bytes bytes, which must be in its shortest form. */
static int read_varint(const uint8_t **p, const uint8_t *end, int max_bytes, uint64_t *value) {
  int i;
  *value = 0;
  for (i = 0; i < max_bytes && *p < end; i++) {
    uint8_t byte = *(*p)++;
    *value |= (uint64_t)(byte & 0x7F) << (7 * i);
    if ((byte & 0x80) == 0) {
      return i == 0 || byte != 0;
    }
  }
  return 0;
}

static int64_t from_sign_magnitude(uint64_t raw) {
  uint64_t magnitude = raw >> 1;
  if ((raw & 1) == 0) {
    return (int64_t)magnitude;
  }
  return magnitude == 0 ? INT64_MIN : -(int64_t)magnitude;
}

/* The spec's cut: at most MAX_STR_LEN bytes, never ending inside a UTF-8 sequence. */
static size_t expected_str_len(const char *s) {
  size_t n = s == NULL ? 0 : strlen(s);
  if (n <= MAX_STR_LEN) {
    return n;
  }
  n = MAX_STR_LEN;
  while (n > 0 && ((uint8_t)s[n] & 0xC0) == 0x80) {
    n--;
  }
  return n;
}

static int is_kind(const char *kinds, const char *kind) {
  size_t len = strlen(kind);
  return strncmp(kinds, kind, len) == 0 && (kinds[len] == ' ' || kinds[len] == '\0');
}

/* Checks that the payload after the id holds the fields `kinds` names, with values v. */
static void check_fields(const uint8_t *p, const uint8_t *end, const char *kinds, const struct values *v) {
  for (; *kinds != '\0'; kinds += strcspn(kinds, " "), kinds += strspn(kinds, " ")) {
    uint64_t value;
    if (is_kind(kinds, "str")) {
      /* A string runs to the end of the frame. */
      CHECK_BYTES(p, (size_t)(end - p), v->str, expected_str_len(v->str));
      return;
    }
    if (is_kind(kinds, "u8") || is_kind(kinds, "enum")) {
      if (p == end) {
        FAIL("a byte field is missing");
        return;
      }
      CHECK_EQ(*p++, v->u8);
      continue;
    }
    if (!is_kind(kinds, "u32") && !is_kind(kinds, "u64") && !is_kind(kinds, "s64")) {
      FAIL("tband_encoders.inc names a field kind this test does not know");
      return;
    }
    if (!read_varint(&p, end, is_kind(kinds, "u32") ? 5 : 10, &value)) {
      FAIL("a varint field is missing, too long or not in its shortest form");
      return;
    }
    if (is_kind(kinds, "u32")) {
      CHECK_EQ(value, v->u32);
    } else if (is_kind(kinds, "u64")) {
      CHECK_EQ(value, v->u64);
    } else {
      CHECK_EQ(from_sign_magnitude(value), v->s64);
    }
  }
  CHECK(p == end); /* no loose bytes */
}

static void check_call(const struct encoder *e, const struct values *v) {
  uint8_t *frame = malloc(e->maxlen);
  uint8_t *payload = malloc(e->maxlen);
  size_t payload_len = 0;
  size_t n;
  if (frame == NULL || payload == NULL) {
    abort();
  }
  n = e->call(frame, v);
  CHECK(n <= e->maxlen);
  if (n <= e->maxlen) {
    int decoded = tband_cobs_decode(frame, n, payload, &payload_len) && payload_len > 0;
    CHECK(decoded);
    if (decoded) {
      check_fields(payload + 1, payload + payload_len, e->kinds, v);
    }
  }
  free(payload);
  free(frame);
}

int main(void) {
  static const struct values value_sets[] = {
      /* The widest varints: u64 and u32 maximums; INT64_MIN + 1 is the longest s64. */
      {UINT64_MAX, UINT32_MAX, INT64_MIN + 1, 0xFF, NULL},
      /* Zeros everywhere: every field becomes a COBS code. */
      {0, 0, 0, 0, NULL},
      /* INT64_MIN is the one-byte "negative zero". */
      {1, 1, INT64_MIN, 0x80, NULL},
      /* The 63- and 31-bit maximums, and the largest s64. */
      {INT64_MAX, UINT32_MAX / 2, INT64_MAX, 1, NULL},
  };
  /* Every string length up to past the cut, so strings end at every COBS block position. */
  char ascii[MAX_STR_LEN + 4];
  char euros[3 * MAX_STR_LEN + 1];
  size_t i;
  for (i = 0; i < MAX_STR_LEN; i++) {
    memcpy(euros + 3 * i, "\xE2\x82\xAC", 3);
  }
  euros[3 * MAX_STR_LEN] = '\0';
  for (i = 0; i < sizeof encoders / sizeof encoders[0]; i++) {
    const struct encoder *e = &encoders[i];
    int has_str = strstr(e->kinds, "str") != NULL;
    size_t s;
    for (s = 0; s < sizeof value_sets / sizeof value_sets[0]; s++) {
      struct values v = value_sets[s];
      size_t len;
      tband_check_context("%s, value set %zu, NULL string", e->name, s);
      check_call(e, &v);
      if (!has_str) {
        continue;
      }
      v.str = euros;
      tband_check_context("%s, value set %zu, 3-byte characters", e->name, s);
      check_call(e, &v);
      for (len = 0; len < sizeof ascii; len++) {
        memset(ascii, 'x', len);
        ascii[len] = '\0';
        v.str = ascii;
        tband_check_context("%s, value set %zu, %zu-byte string", e->name, s, len);
        check_call(e, &v);
      }
    }
  }
  tband_check_context("");
  fprintf(stderr, "%zu encoders, tband_configMAX_STR_LEN %zu\n", sizeof encoders / sizeof encoders[0], MAX_STR_LEN);
  return tband_check_done();
}

<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
/*
 * random_events.c: writes random events with the generated C encoders, for the randomized
 * round trip (C encodes, the Java decoder decodes, the two are compared field by field).
 *
 * GENERATED from ${cComment(source)} by the Tonband generator; do not edit.
 *
<#list licenseLines as line>
 * ${line}
</#list>
 *
 *   random_events COUNT SEED STREAM_FILE VALUES_FILE
 *
 * STREAM_FILE receives the frames. VALUES_FILE gets a line per event: the encoder's name, then
 * each argument as type:value, tab-separated (integers in decimal, u64 unsigned; enums by their
 * number; strings as the hex of the bytes passed in, before any truncation).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tband_encode.h"

static uint64_t rng_state;

/* xorshift64*: small, and the same sequence on every machine. */
static uint64_t next_random(void) {
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * UINT64_C(2685821657736338717);
}

<#if kinds?seq_contains("u8") || kinds?seq_contains("u32") || kinds?seq_contains("u64") || kinds?seq_contains("s64")>
/* Values of every varint length, with the edges of each type more often than chance would pick. */
static uint64_t random_bits(unsigned width) {
  uint64_t r = next_random();
  unsigned bits = (unsigned)(next_random() % (width + 1u));
  switch (next_random() % 8u) {
    case 0:
      return 0;
    case 1:
      return width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1u;
    default:
      return bits == 0 ? 0 : r >> (64u - bits);
  }
}

</#if>
<#if kinds?seq_contains("u8")>
static uint8_t random_u8(FILE *values) {
  uint8_t v = (uint8_t)random_bits(8);
  fprintf(values, "\tu8:%u", (unsigned)v);
  return v;
}

</#if>
<#if kinds?seq_contains("u32")>
static uint32_t random_u32(FILE *values) {
  uint32_t v = (uint32_t)random_bits(32);
  fprintf(values, "\tu32:%" PRIu32, v);
  return v;
}

</#if>
<#if kinds?seq_contains("u64")>
static uint64_t random_u64(FILE *values) {
  uint64_t v = random_bits(64);
  fprintf(values, "\tu64:%" PRIu64, v);
  return v;
}

</#if>
<#if kinds?seq_contains("s64")>
static int64_t random_s64(FILE *values) {
  uint64_t magnitude = random_bits(63);
  int64_t v = (next_random() & 1u) ? -(int64_t)magnitude : (int64_t)magnitude;
  if (next_random() % 16u == 0) {
    v = INT64_MIN;
  }
  fprintf(values, "\ts64:%" PRId64, v);
  return v;
}

</#if>
<#if kinds?seq_contains("enum")>
static int random_enum(FILE *values, const char *name, const int *choices, size_t count) {
  int v = choices[next_random() % count];
  fprintf(values, "\t%s:%d", name, v);
  return v;
}

</#if>
<#if kinds?seq_contains("str")>
/* ASCII and 2-, 3- and 4-byte UTF-8 characters, up to a few bytes past the encoder's limit. */
static const char *random_str(FILE *values, char *out) {
  static const char *const pieces[] = {"a", "Z", "7", " ", "\303\251", "\342\202\254", "\360\237\230\200"};
  size_t limit = (size_t)(next_random() % (tband_configMAX_STR_LEN + 8u));
  size_t length = 0;
  size_t i;
  while (length < limit) {
    const char *piece = pieces[next_random() % (sizeof pieces / sizeof pieces[0])];
    while (*piece != '\0') {
      out[length++] = *piece++;
    }
  }
  out[length] = '\0';
  fprintf(values, "\tstr:");
  for (i = 0; i < length; i++) {
    fprintf(values, "%02x", (unsigned)(uint8_t)out[i]);
  }
  return out;
}
</#if>
<#list enums as e>

static const int ${e.name()}_values[] = {<#list e.values() as v>${v.name()}<#sep>, </#sep></#list>};
</#list>
<#list encoders as enc>

static size_t random_${enc.function()}(uint8_t *buf, uint64_t ts, FILE *values) {
<#if enc.fields()?filter(f -> f.kind() == "str")?has_content>
  char str[tband_configMAX_STR_LEN + 16];
</#if>
<#list enc.fields() as f>
<#if f.kind() == "enum">
  ${f.cType()} ${f.name()};
<#else>
  ${f.cType()}<#if !f.cType()?ends_with("*")> </#if>${f.name()};
</#if>
</#list>
  fprintf(values, "${enc.function()}");
<#if enc.timestamp()>
  fprintf(values, "\tu64:%" PRIu64, ts);
<#else>
  (void)ts;
</#if>
<#list enc.fields() as f>
<#if f.kind() == "enum">
  ${f.name()} = (${f.cType()})random_enum(values, "${f.enumName()}", ${f.enumName()}_values, sizeof ${f.enumName()}_values / sizeof ${f.enumName()}_values[0]);
<#elseif f.kind() == "str">
  ${f.name()} = random_str(values, str);
<#else>
  ${f.name()} = random_${f.kind()}(values);
</#if>
</#list>
  fprintf(values, "\n");
  return ${enc.function()}(buf<#if enc.timestamp()>, ts</#if><#list enc.fields() as f>, ${f.name()}</#list>);
}
</#list>

/* One writer per encoder; a new event adds a writer and a line here, and changes no other. */
static size_t (*const random_encoders[])(uint8_t *buf, uint64_t ts, FILE *values) = {
<#list encoders as enc>
    random_${enc.function()},
</#list>
};

/* Encodes one random event into buf; returns its framed length. */
static size_t random_event(uint8_t *buf, uint64_t ts, FILE *values) {
  return random_encoders[next_random() % (sizeof random_encoders / sizeof random_encoders[0])](buf, ts, values);
}

int main(int argc, char **argv) {
  static uint8_t buf[4096];
  FILE *stream;
  FILE *values;
  long count;
  long i;
  uint64_t ts = 0;
  if (argc != 5) {
    fprintf(stderr, "usage: %s COUNT SEED STREAM_FILE VALUES_FILE\n", argv[0]);
    return 2;
  }
  count = strtol(argv[1], NULL, 10);
  rng_state = strtoull(argv[2], NULL, 10) | 1u;
  stream = fopen(argv[3], "wb");
  values = fopen(argv[4], "w");
  if (stream == NULL || values == NULL) {
    perror("random_events");
    return 2;
  }
  for (i = 0; i < count; i++) {
    size_t length;
    ts += next_random() % 100000u;
    length = random_event(buf, ts, values);
    if (fwrite(buf, 1, length, stream) != length) {
      perror("random_events");
      return 2;
    }
  }
  return fclose(stream) == 0 && fclose(values) == 0 ? 0 : 2;
}

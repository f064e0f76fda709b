/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* trace_test.c: see trace_test.h. */
#include "trace_test.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *tt_bin;
static FILE *tt_exp;
static uint64_t tt_clock;

uint8_t tt_stream[1u << 20];
size_t tt_stream_len;
bool tt_stream_refuse;
size_t tt_stream_calls;
void (*tt_stream_hook)(void);

unsigned int tt_snapshot_full_calls;

uint8_t tt_dump[8192];
size_t tt_dump_len;

void tt_dump_write(const uint8_t *data, size_t len) {
  tt_check(tt_dump_len + len <= sizeof tt_dump, "dump capture overflow", __FILE__, __LINE__);
  memcpy(tt_dump + tt_dump_len, data, len);
  tt_dump_len += len;
}

void tt_snapshot_full(void) {
  __atomic_add_fetch(&tt_snapshot_full_calls, 1, __ATOMIC_SEQ_CST);
}

uint64_t tt_timestamp(void) {
  /* Atomic so that several threads (simulated cores) share one monotonic clock. */
  return __atomic_add_fetch(&tt_clock, 1, __ATOMIC_SEQ_CST);
}

bool tband_posix_stream_data(const uint8_t *buf, size_t len);
bool tband_posix_stream_data(const uint8_t *buf, size_t len) {
  tt_stream_calls++;
  if (tt_stream_hook != NULL) {
    tt_stream_hook();
  }
  if (tt_stream_refuse) {
    return true;
  }
  tt_check(tt_stream_len + len <= sizeof tt_stream, "stream capture overflow", __FILE__, __LINE__);
  memcpy(tt_stream + tt_stream_len, buf, len);
  tt_stream_len += len;
  return false;
}

void tt_check(bool ok, const char *what, const char *file, int line) {
  if (!ok) {
    fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
    abort();
  }
}

void tt_check_eq(unsigned long long a, unsigned long long b, const char *what, const char *file, int line) {
  if (a != b) {
    fprintf(stderr, "%s:%d: check failed: %s (%llu != %llu)\n", file, line, what, a, b);
    abort();
  }
}

static FILE *tt_open(const char *name, const char *ext) {
  const char *dir = getenv("TBAND_TRACE_DIR");
  char path[1024];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s%s", dir != NULL ? dir : ".", name, ext);
  f = fopen(path, "wb");
  if (f == NULL) {
    fprintf(stderr, "cannot write %s\n", path);
    abort();
  }
  return f;
}

void tt_begin(const char *name) {
  tt_bin = tt_open(name, ".bin");
  tt_exp = tt_open(name, ".expect");
}

void tt_write(const uint8_t *buf, size_t len) {
  CHECK(fwrite(buf, 1, len, tt_bin) == len);
}

void tt_write_volatile(const volatile uint8_t *buf, size_t len) {
  size_t i;
  for (i = 0; i < len; i++) {
    CHECK(fputc(buf[i], tt_bin) != EOF);
  }
}

void tt_expect(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(tt_exp, fmt, ap);
  va_end(ap);
  fputc('\n', tt_exp);
}

void tt_end(void) {
  CHECK(fclose(tt_bin) == 0);
  CHECK(fclose(tt_exp) == 0);
}

size_t tt_frame_ids(const uint8_t *buf, size_t len, uint8_t *ids, size_t max) {
  size_t frames = 0;
  size_t i = 0;
  while (i < len) {
    uint8_t payload[512];
    size_t n = tt_frame_payload(buf + i, len - i, 0, payload, sizeof payload);
    size_t end = i;
    CHECK(n > 0);
    if (frames < max) {
      ids[frames] = payload[0];
    }
    frames++;
    while (buf[end] != 0) {
      end++;
    }
    i = end + 1;
  }
  return frames;
}

size_t tt_frame_payload(const uint8_t *buf, size_t len, size_t index, uint8_t *payload, size_t max) {
  size_t i = 0;
  size_t frame = 0;
  for (;;) {
    size_t out = 0;
    CHECK(i < len);
    /* One frame: code bytes and their data up to the 0x00 delimiter. */
    while (buf[i] != 0) {
      uint8_t code = buf[i++];
      size_t k;
      for (k = 1; k < code; k++) {
        CHECK(i < len && buf[i] != 0);
        CHECK(out < max);
        payload[out++] = buf[i++];
      }
      CHECK(i < len);
      if (code < 0xFF && buf[i] != 0) {
        CHECK(out < max);
        payload[out++] = 0;
      }
    }
    i++; /* delimiter */
    if (frame == index) {
      return out;
    }
    frame++;
  }
}

uint64_t tt_varint(const uint8_t *payload, size_t *pos) {
  uint64_t v = 0;
  unsigned shift = 0;
  uint8_t b;
  do {
    b = payload[(*pos)++];
    v |= (uint64_t)(b & 0x7F) << shift;
    shift += 7;
  } while (b & 0x80);
  return v;
}

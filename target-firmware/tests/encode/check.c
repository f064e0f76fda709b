/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

#include "check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cobs.h"

/* Longest byte string a check compares: a frame of a 300-byte string, with room to spare. */
#define CHECK_MAX_BYTES 1024

static unsigned checks;
static unsigned failures;
static char context[256];

void tband_check_context(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  vsnprintf(context, sizeof context, fmt, args);
  va_end(args);
}

static void fail(const char *file, int line, const char *what) {
  failures++;
  fprintf(stderr, "%s:%d: FAILED %s%s%s\n", file, line, what, context[0] ? " -- " : "", context);
}

void tband_check(const char *file, int line, const char *what, int ok) {
  checks++;
  if (!ok) {
    fail(file, line, what);
  }
}

void tband_check_eq(const char *file, int line, const char *what, uint64_t actual, uint64_t expected) {
  checks++;
  if (actual != expected) {
    fail(file, line, what);
    fprintf(stderr, "  expected %llu (0x%llx)\n  actual   %llu (0x%llx)\n", (unsigned long long)expected,
            (unsigned long long)expected, (unsigned long long)actual, (unsigned long long)actual);
  }
}

static void print_hex(const char *label, const uint8_t *bytes, size_t len) {
  size_t i;
  fprintf(stderr, "  %s (%zu bytes):", label, len);
  for (i = 0; i < len; i++) {
    fprintf(stderr, " %02X", bytes[i]);
  }
  fputc('\n', stderr);
}

void tband_check_bytes(const char *file, int line, const char *what, const uint8_t *actual,
                       size_t actual_len, const uint8_t *expected, size_t expected_len) {
  size_t i = 0;
  checks++;
  while (i < actual_len && i < expected_len && actual[i] == expected[i]) {
    i++;
  }
  if (i == actual_len && i == expected_len) {
    return;
  }
  fail(file, line, what);
  fprintf(stderr, "  first difference at byte %zu\n", i);
  print_hex("expected", expected, expected_len);
  print_hex("actual  ", actual, actual_len);
}

/* A malformed hex string is a bug in the test itself: stop at once. */
static size_t parse_hex(const char *hex, uint8_t *out) {
  size_t n = 0;
  while (*hex != '\0') {
    char *end;
    unsigned long byte;
    unsigned long count = 1;
    if (*hex == ' ') {
      hex++;
      continue;
    }
    byte = strtoul(hex, &end, 16);
    if (end != hex + 2 || byte > 0xFF) {
      fprintf(stderr, "bad hex in test: \"%s\"\n", hex);
      abort();
    }
    if (*end == '*') {
      count = strtoul(end + 1, &end, 10);
    }
    if (n + count > CHECK_MAX_BYTES) {
      fprintf(stderr, "hex in test longer than %d bytes\n", CHECK_MAX_BYTES);
      abort();
    }
    while (count-- > 0) {
      out[n++] = (uint8_t)byte;
    }
    hex = end;
  }
  return n;
}

void tband_check_hex(const char *file, int line, const char *what, const uint8_t *actual,
                     size_t actual_len, const char *hex) {
  uint8_t expected[CHECK_MAX_BYTES];
  size_t expected_len = parse_hex(hex, expected);
  tband_check_bytes(file, line, what, actual, actual_len, expected, expected_len);
}

void tband_check_payload(const char *file, int line, const char *what, const uint8_t *frame,
                         size_t frame_len, const char *hex) {
  uint8_t payload[CHECK_MAX_BYTES];
  size_t payload_len;
  if (frame_len > CHECK_MAX_BYTES || !tband_cobs_decode(frame, frame_len, payload, &payload_len)) {
    checks++;
    fail(file, line, what);
    print_hex("frame that does not decode", frame, frame_len);
    return;
  }
  tband_check_hex(file, line, what, payload, payload_len, hex);
}

int tband_check_done(void) {
  fprintf(stderr, "%u checks, %u failed\n", checks, failures);
  return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

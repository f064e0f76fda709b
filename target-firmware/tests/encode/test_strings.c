/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * String fields: NULL and empty strings, the MAX_STR_LEN cut, and UTF-8 sequences straddling the
 * cut, which must go whole. Written against tband_configMAX_STR_LEN so the same cases run with the
 * default and with overrides (a long one takes the header's block-splitting string path).
 */
#include <string.h>

#include "check.h"
#include "cobs.h"
#include "tband_encode.h"

#define MAX_STR_LEN ((size_t)tband_configMAX_STR_LEN)

/* Encodes isr_name(1, s); the name on the wire must be the first `kept` bytes of s. */
static void check_name(const char *s, size_t kept) {
  uint8_t frame[EVT_ISR_NAME_MAXLEN];
  uint8_t payload[EVT_ISR_NAME_MAXLEN];
  size_t payload_len = 0;
  size_t n = encode_isr_name(frame, 1, s);
  CHECK(n <= sizeof frame);
  CHECK(tband_cobs_decode(frame, n, payload, &payload_len));
  CHECK_HEX(payload, payload_len < 2 ? payload_len : 2, "03 01");
  CHECK_BYTES(payload + 2, payload_len < 2 ? 0 : payload_len - 2, s, kept);
}

/* Writes `len` copies of `c` to s and terminates it; returns s. */
static char *ascii(char *s, char c, size_t len) {
  memset(s, c, len);
  s[len] = '\0';
  return s;
}

static void plain_strings(void) {
  char s[MAX_STR_LEN + 64];
  tband_check_context("NULL");
  check_name(NULL, 0);
  tband_check_context("empty");
  check_name("", 0);
  tband_check_context("MAX_STR_LEN - 1 bytes");
  check_name(ascii(s, 'a', MAX_STR_LEN - 1), MAX_STR_LEN - 1);
  tband_check_context("exactly MAX_STR_LEN bytes");
  check_name(ascii(s, 'a', MAX_STR_LEN), MAX_STR_LEN);
  tband_check_context("MAX_STR_LEN + 1 bytes");
  check_name(ascii(s, 'a', MAX_STR_LEN + 1), MAX_STR_LEN);
  tband_check_context("MAX_STR_LEN + 63 bytes");
  check_name(ascii(s, 'a', MAX_STR_LEN + 63), MAX_STR_LEN);
}

/*
 * A character of 2, 3 or 4 bytes at every offset where it touches the cut: it is kept when it
 * ends at or before MAX_STR_LEN and dropped whole otherwise, with or without text after it.
 */
static void utf8_at_the_cut(void) {
  static const char *const chars[] = {"\xC3\xA9" /* é */, "\xE2\x82\xAC" /* € */,
                                      "\xF0\x9F\x98\x80" /* 😀 */};
  char s[MAX_STR_LEN + 64];
  size_t c;
  for (c = 0; c < sizeof chars / sizeof chars[0]; c++) {
    size_t len = strlen(chars[c]);
    size_t offset;
    for (offset = MAX_STR_LEN - len; offset < MAX_STR_LEN; offset++) {
      int tail;
      for (tail = 0; tail <= 1; tail++) {
        ascii(s, 'a', offset);
        strcat(s, chars[c]);
        strcat(s, tail ? "zz" : "");
        tband_check_context("%zu-byte character at offset %zu%s", len, offset, tail ? ", text after it" : "");
        check_name(s, offset + len <= MAX_STR_LEN ? MAX_STR_LEN : offset);
      }
    }
  }
}

static void utf8_runs(void) {
  char s[3 * MAX_STR_LEN + 4];
  size_t i;
  for (i = 0; i <= MAX_STR_LEN; i++) {
    memcpy(s + 3 * i, "\xE2\x82\xAC", 3);
  }
  s[3 * (MAX_STR_LEN + 1)] = '\0';
  tband_check_context("a run of 3-byte characters");
  check_name(s, MAX_STR_LEN - MAX_STR_LEN % 3);
  /* Not UTF-8 at all: the encoder gives up after backing off 3 continuation bytes. */
  tband_check_context("continuation bytes only");
  check_name(ascii(s, '\x80', MAX_STR_LEN + 1), MAX_STR_LEN - 3);
}

int main(void) {
  plain_strings();
  utf8_at_the_cut();
  utf8_runs();
  return tband_check_done();
}

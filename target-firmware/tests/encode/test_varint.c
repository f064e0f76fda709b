/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* The spec's varint and sign-magnitude vectors, each framed alone through the header's primitives. */
#include "check.h"
#include "tband_encode.h"

static uint8_t buf[COBS_MAXLEN(10)];

static void u32_vectors(void) {
  static const struct {
    uint32_t value;
    const char *payload;
  } vectors[] = {
      {0, "00"}, {5, "05"}, {0x7F, "7F"}, {0x80, "80 01"}, {0xFF, "FF 01"}, {UINT32_MAX, "FF FF FF FF 0F"},
  };
  size_t i;
  for (i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
    struct tband_frame f = tband_frame_start(buf);
    tband_put_u32(&f, vectors[i].value);
    tband_check_context("u32 %lu", (unsigned long)vectors[i].value);
    CHECK_PAYLOAD(buf, tband_frame_finish(&f), vectors[i].payload);
  }
}

static void u64_vectors(void) {
  static const struct {
    uint64_t value;
    const char *payload;
  } vectors[] = {
      {0, "00"},
      {1, "01"},
      {127, "7F"},
      {128, "80 01"},
      {16383, "FF 7F"},
      {16384, "80 80 01"},
      {UINT32_MAX, "FF FF FF FF 0F"},
      {INT64_MAX, "FF*8 7F"},
      {UINT64_MAX, "FF*9 01"},
  };
  size_t i;
  for (i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
    struct tband_frame f = tband_frame_start(buf);
    tband_put_u64(&f, vectors[i].value);
    tband_check_context("u64 %llu", (unsigned long long)vectors[i].value);
    CHECK_PAYLOAD(buf, tband_frame_finish(&f), vectors[i].payload);
  }
}

static void s64_vectors(void) {
  static const struct {
    int64_t value;
    const char *payload;
  } vectors[] = {
      {0, "00"},
      {1, "02"},
      {-1, "03"},
      {INT64_MIN + 1, "FF*9 01"},
      {INT64_MAX, "FE FF*8 01"},
      {INT64_MIN, "01"},
  };
  size_t i;
  for (i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
    struct tband_frame f = tband_frame_start(buf);
    tband_put_s64(&f, vectors[i].value);
    tband_check_context("s64 %lld", (long long)vectors[i].value);
    CHECK_PAYLOAD(buf, tband_frame_finish(&f), vectors[i].payload);
  }
}

int main(void) {
  u32_vectors();
  u64_vectors();
  s64_vectors();
  return tband_check_done();
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The spec's COBS golden vectors, written through the header's framing primitives.
 *
 * Runs of 254 non-zero bytes only come from strings: tband_put_u8 and the varints never close a
 * full block, because the generator keeps an event's fixed part within 254 bytes. So this test
 * is built with tband_configMAX_STR_LEN 300, which selects the header's long-string path.
 */
#include <string.h>

#include "check.h"
#include "cobs.h"
#include "tband_encode.h"

#if tband_configMAX_STR_LEN < 300
#error "build with -Dtband_configMAX_STR_LEN=300: the golden vectors need strings of 300 bytes"
#endif

static uint8_t buf[COBS_MAXLEN(300 + 2)];

/* Frames a zero if zero_first, then `run` bytes 0x88 written as a string, then `zeros_after` zeros. */
static size_t frame_run(int zero_first, size_t run, int zeros_after) {
  char s[301];
  struct tband_frame f = tband_frame_start(buf);
  memset(s, 0x88, run);
  s[run] = '\0';
  if (zero_first) {
    tband_put_zero(&f);
  }
  tband_put_str(&f, s);
  while (zeros_after-- > 0) {
    tband_put_u8(&f, 0);
  }
  return tband_frame_finish(&f);
}

static void golden_runs(void) {
  static const struct {
    int zero_first;
    size_t run;
    int zeros_after;
    const char *payload;
    const char *frame;
  } vectors[] = {
      {0, 0, 0, "", "01 00"},
      {0, 0, 1, "00", "01 01 00"},
      {0, 254, 0, "88*254", "FF 88*254 00"},
      {0, 255, 0, "88*255", "FF 88*254 02 88 00"},
      {0, 254, 1, "88*254 00", "FF 88*254 01 01 00"},
      /* Around the edge: one byte short of a full block, a zero before it, two blocks. */
      {0, 253, 1, "88*253 00", "FE 88*253 01 00"},
      {1, 254, 0, "00 88*254", "01 FF 88*254 00"},
      {0, 300, 0, "88*300", "FF 88*254 2F 88*46 00"},
  };
  size_t i;
  for (i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
    size_t n = frame_run(vectors[i].zero_first, vectors[i].run, vectors[i].zeros_after);
    tband_check_context("vector %zu: payload %s", i, vectors[i].payload);
    CHECK_HEX(buf, n, vectors[i].frame);
    /* The golden frames also vouch for the test's decoder, which the other tests rely on. */
    CHECK_PAYLOAD(buf, n, vectors[i].payload);
  }
  tband_check_context("");
}

static void golden_mixed_zeros(void) {
  struct tband_frame f = tband_frame_start(buf);
  size_t n;
  tband_put_u8(&f, 0x01);
  tband_put_u8(&f, 0x02);
  tband_put_u8(&f, 0x00);
  tband_put_u8(&f, 0x04);
  tband_put_zero(&f);
  tband_put_u8(&f, 0x05);
  n = tband_frame_finish(&f);
  CHECK_HEX(buf, n, "03 01 02 02 04 02 05 00");
}

/* The spec's decoder must also take a full block followed by an explicit empty last block. */
static void decoder_accepts_trailing_empty_block(void) {
  uint8_t frame[257];
  frame[0] = 0xFF;
  memset(frame + 1, 0x88, 254);
  frame[255] = 0x01;
  frame[256] = 0x00;
  CHECK_PAYLOAD(frame, sizeof frame, "88*254");
}

int main(void) {
  golden_runs();
  golden_mixed_zeros();
  decoder_accepts_trailing_empty_block();
  return tband_check_done();
}

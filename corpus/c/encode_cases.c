/*
 * encode_cases.c: checks the generated C encoders against every case of corpus/encode-cases.json.
 *
 * GENERATED from events.yaml by the Tonband generator (corpus/encode-cases.json holds the same
 * cases); do not edit. Build with the default tband_configMAX_STR_LEN (20), ideally
 * under AddressSanitizer: each case encodes into a heap buffer of exactly the event's MAXLEN.
 * Prints each mismatch and exits with the number of failed cases.
 *
 * This generated code may be used under the MIT license, as Tonband itself, closed products included:
 * SPDX-FileCopyrightText: 2026 The Tonband authors
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tband_encode.h"

static int failures;
static int checked;

static void check(const char *name, const uint8_t *buf, size_t length, size_t maxlen,
                  const uint8_t *expected, size_t expected_length) {
  size_t i;
  checked++;
  if (length <= maxlen && length == expected_length && memcmp(buf, expected, length) == 0) {
    return;
  }
  failures++;
  printf("FAIL %s (MAXLEN %zu)\n  expected:", name, maxlen);
  for (i = 0; i < expected_length; i++) {
    printf(" %02X", expected[i]);
  }
  printf("\n  actual:  ");
  for (i = 0; i < length && i < maxlen; i++) {
    printf(" %02X", buf[i]);
  }
  printf("\n");
}

/* Encodes into a heap buffer of exactly MAXLEN bytes, so that any overrun trips ASan. */
#define CASE(name, maxlen, call, ...)                                      \
  do {                                                                     \
    static const uint8_t expected[] = {__VA_ARGS__};                       \
    uint8_t *buf = malloc(maxlen);                                         \
    size_t length;                                                         \
    if (buf == NULL) {                                                     \
      perror("malloc");                                                    \
      exit(2);                                                             \
    }                                                                      \
    length = call;                                                         \
    check(name, buf, length, maxlen, expected, sizeof expected);           \
    free(buf);                                                             \
  } while (0)

/* One function per encoder: compilers (clang -Os with the sanitizers most of all) take many
 * times longer on one function holding every case. */
static void check_encode_core_id(void) {
  CASE("core_id/typical", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(5)), 0x01, 0x05, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("core_id/ts=0", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(0), UINT32_C(5)), 0x01, 0x01, 0x02, 0x05, 0x00);
  CASE("core_id/ts=1", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1), UINT32_C(5)), 0x01, 0x03, 0x01, 0x05, 0x00);
  CASE("core_id/ts=127", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(127), UINT32_C(5)), 0x01, 0x03, 0x7F, 0x05, 0x00);
  CASE("core_id/ts=128", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(128), UINT32_C(5)), 0x01, 0x04, 0x80, 0x01, 0x05, 0x00);
  CASE("core_id/ts=16383", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(16383), UINT32_C(5)), 0x01, 0x04, 0xFF, 0x7F, 0x05, 0x00);
  CASE("core_id/ts=16384", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(16384), UINT32_C(5)), 0x01, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("core_id/ts=4294967295", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(4294967295), UINT32_C(5)), 0x01, 0x07, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("core_id/ts=9223372036854775807", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x01, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("core_id/ts=18446744073709551615", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x01, 0x0C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("core_id/core_id=0", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(0)), 0x01, 0x04, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("core_id/core_id=1", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(1)), 0x01, 0x05, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("core_id/core_id=127", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(127)), 0x01, 0x05, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("core_id/core_id=128", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(128)), 0x01, 0x06, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("core_id/core_id=16383", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(16383)), 0x01, 0x06, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("core_id/core_id=16384", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(16384)), 0x01, 0x07, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("core_id/core_id=4294967295", EVT_CORE_ID_MAXLEN, encode_core_id(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x01, 0x09, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_dropped_evt_cnt(void) {
  CASE("dropped_evt_cnt/typical", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x01, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=0", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x01, 0x02, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=1", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x01, 0x01, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=127", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x01, 0x7F, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=128", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x01, 0x80, 0x01, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=16383", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x01, 0xFF, 0x7F, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=16384", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x01, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=4294967295", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=9223372036854775807", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("dropped_evt_cnt/ts=18446744073709551615", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("dropped_evt_cnt/cnt=0", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x01, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("dropped_evt_cnt/cnt=1", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x01, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("dropped_evt_cnt/cnt=127", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x01, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("dropped_evt_cnt/cnt=128", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x01, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("dropped_evt_cnt/cnt=16383", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x01, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("dropped_evt_cnt/cnt=16384", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x01, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("dropped_evt_cnt/cnt=4294967295", EVT_DROPPED_EVT_CNT_MAXLEN, encode_dropped_evt_cnt(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x01, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_ts_resolution_ns(void) {
  CASE("ts_resolution_ns/typical", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(5)), 0x03, 0x02, 0x05, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=0", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(0)), 0x02, 0x02, 0x01, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=1", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(1)), 0x03, 0x02, 0x01, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=127", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(127)), 0x03, 0x02, 0x7F, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=128", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(128)), 0x04, 0x02, 0x80, 0x01, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=16383", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(16383)), 0x04, 0x02, 0xFF, 0x7F, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=16384", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(16384)), 0x05, 0x02, 0x80, 0x80, 0x01, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=4294967295", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(4294967295)), 0x07, 0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=9223372036854775807", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(9223372036854775807)), 0x0B, 0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x00);
  CASE("ts_resolution_ns/ns_per_ts=18446744073709551615", EVT_TS_RESOLUTION_NS_MAXLEN, encode_ts_resolution_ns(buf, UINT64_C(18446744073709551615)), 0x0C, 0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_isr_name(void) {
  CASE("isr_name/typical", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "name"), 0x07, 0x03, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=0", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(0), "name"), 0x02, 0x03, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=1", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(1), "name"), 0x07, 0x03, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=127", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(127), "name"), 0x07, 0x03, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=128", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(128), "name"), 0x08, 0x03, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=16383", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(16383), "name"), 0x08, 0x03, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=16384", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(16384), "name"), 0x09, 0x03, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/isr_id=4294967295", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x03, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("isr_name/name=0chars:", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), ""), 0x03, 0x03, 0x05, 0x00);
  CASE("isr_name/name=1chars:x", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "x"), 0x04, 0x03, 0x05, 0x78, 0x00);
  CASE("isr_name/name=20chars:abcdefghijklmnopqrst", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("isr_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("isr_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("isr_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("isr_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("isr_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x03, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("isr_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_ISR_NAME_MAXLEN, encode_isr_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x03, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_isr_enter(void) {
  CASE("isr_enter/typical", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x04, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("isr_enter/ts=0", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x04, 0x02, 0x05, 0x00);
  CASE("isr_enter/ts=1", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x04, 0x01, 0x05, 0x00);
  CASE("isr_enter/ts=127", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x04, 0x7F, 0x05, 0x00);
  CASE("isr_enter/ts=128", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x04, 0x80, 0x01, 0x05, 0x00);
  CASE("isr_enter/ts=16383", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x04, 0xFF, 0x7F, 0x05, 0x00);
  CASE("isr_enter/ts=16384", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x04, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("isr_enter/ts=4294967295", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x04, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("isr_enter/ts=9223372036854775807", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x04, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("isr_enter/ts=18446744073709551615", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x04, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("isr_enter/isr_id=0", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x04, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("isr_enter/isr_id=1", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x04, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("isr_enter/isr_id=127", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x04, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("isr_enter/isr_id=128", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x04, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("isr_enter/isr_id=16383", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x04, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("isr_enter/isr_id=16384", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x04, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("isr_enter/isr_id=4294967295", EVT_ISR_ENTER_MAXLEN, encode_isr_enter(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x04, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_isr_exit(void) {
  CASE("isr_exit/typical", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x05, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("isr_exit/ts=0", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x05, 0x02, 0x05, 0x00);
  CASE("isr_exit/ts=1", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x05, 0x01, 0x05, 0x00);
  CASE("isr_exit/ts=127", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x05, 0x7F, 0x05, 0x00);
  CASE("isr_exit/ts=128", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("isr_exit/ts=16383", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("isr_exit/ts=16384", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("isr_exit/ts=4294967295", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("isr_exit/ts=9223372036854775807", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("isr_exit/ts=18446744073709551615", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("isr_exit/isr_id=0", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x05, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("isr_exit/isr_id=1", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x05, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("isr_exit/isr_id=127", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x05, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("isr_exit/isr_id=128", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x05, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("isr_exit/isr_id=16383", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x05, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("isr_exit/isr_id=16384", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x05, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("isr_exit/isr_id=4294967295", EVT_ISR_EXIT_MAXLEN, encode_isr_exit(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x05, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_evtmarker_name(void) {
  CASE("evtmarker_name/typical", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "name"), 0x07, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=0", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(0), "name"), 0x02, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=1", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(1), "name"), 0x07, 0x06, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=127", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(127), "name"), 0x07, 0x06, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=128", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(128), "name"), 0x08, 0x06, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=16383", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(16383), "name"), 0x08, 0x06, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=16384", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(16384), "name"), 0x09, 0x06, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/evtmarker_id=4294967295", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x06, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_name/name=0chars:", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), ""), 0x03, 0x06, 0x05, 0x00);
  CASE("evtmarker_name/name=1chars:x", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "x"), 0x04, 0x06, 0x05, 0x78, 0x00);
  CASE("evtmarker_name/name=20chars:abcdefghijklmnopqrst", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("evtmarker_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("evtmarker_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x06, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_EVTMARKER_NAME_MAXLEN, encode_evtmarker_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x06, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_evtmarker(void) {
  CASE("evtmarker/typical", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "name"), 0x0A, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=0", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(0), UINT32_C(5), "name"), 0x02, 0x07, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=1", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1), UINT32_C(5), "name"), 0x08, 0x07, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=127", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(127), UINT32_C(5), "name"), 0x08, 0x07, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=128", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(128), UINT32_C(5), "name"), 0x09, 0x07, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=16383", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(16383), UINT32_C(5), "name"), 0x09, 0x07, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=16384", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(16384), UINT32_C(5), "name"), 0x0A, 0x07, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=4294967295", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x07, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=9223372036854775807", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(9223372036854775807), UINT32_C(5), "name"), 0x10, 0x07, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/ts=18446744073709551615", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(18446744073709551615), UINT32_C(5), "name"), 0x11, 0x07, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=0", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(0), "name"), 0x05, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=1", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(1), "name"), 0x0A, 0x07, 0xC0, 0x84, 0x3D, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=127", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(127), "name"), 0x0A, 0x07, 0xC0, 0x84, 0x3D, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=128", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(128), "name"), 0x0B, 0x07, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=16383", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(16383), "name"), 0x0B, 0x07, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=16384", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(16384), "name"), 0x0C, 0x07, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/evtmarker_id=4294967295", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(4294967295), "name"), 0x0E, 0x07, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker/msg=0chars:", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), ""), 0x06, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("evtmarker/msg=1chars:x", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "x"), 0x07, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x78, 0x00);
  CASE("evtmarker/msg=20chars:abcdefghijklmnopqrst", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrst"), 0x1A, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker/msg=25chars:abcdefghijklmnopqrstuvwxy", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x1A, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker/msg=19chars:abcdefghijklmnopqrU+00E9", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x1A, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("evtmarker/msg=20chars:abcdefghijklmnopqrsU+00E9", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x19, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker/msg=19chars:abcdefghijklmnopqrU+20AC", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x18, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("evtmarker/msg=21chars:abcdefghijklmnopqrsU+1F600", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x19, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker/msg=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_EVTMARKER_MAXLEN, encode_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x14, 0x07, 0xC0, 0x84, 0x3D, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_evtmarker_begin(void) {
  CASE("evtmarker_begin/typical", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "name"), 0x0A, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=0", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(0), UINT32_C(5), "name"), 0x02, 0x08, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=1", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1), UINT32_C(5), "name"), 0x08, 0x08, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=127", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(127), UINT32_C(5), "name"), 0x08, 0x08, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=128", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(128), UINT32_C(5), "name"), 0x09, 0x08, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=16383", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(16383), UINT32_C(5), "name"), 0x09, 0x08, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=16384", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(16384), UINT32_C(5), "name"), 0x0A, 0x08, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=4294967295", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=9223372036854775807", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(9223372036854775807), UINT32_C(5), "name"), 0x10, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/ts=18446744073709551615", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(18446744073709551615), UINT32_C(5), "name"), 0x11, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=0", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(0), "name"), 0x05, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=1", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(1), "name"), 0x0A, 0x08, 0xC0, 0x84, 0x3D, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=127", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(127), "name"), 0x0A, 0x08, 0xC0, 0x84, 0x3D, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=128", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(128), "name"), 0x0B, 0x08, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=16383", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(16383), "name"), 0x0B, 0x08, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=16384", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(16384), "name"), 0x0C, 0x08, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/evtmarker_id=4294967295", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(4294967295), "name"), 0x0E, 0x08, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("evtmarker_begin/msg=0chars:", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), ""), 0x06, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("evtmarker_begin/msg=1chars:x", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "x"), 0x07, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x78, 0x00);
  CASE("evtmarker_begin/msg=20chars:abcdefghijklmnopqrst", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrst"), 0x1A, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker_begin/msg=25chars:abcdefghijklmnopqrstuvwxy", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x1A, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("evtmarker_begin/msg=19chars:abcdefghijklmnopqrU+00E9", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x1A, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("evtmarker_begin/msg=20chars:abcdefghijklmnopqrsU+00E9", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x19, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker_begin/msg=19chars:abcdefghijklmnopqrU+20AC", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x18, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("evtmarker_begin/msg=21chars:abcdefghijklmnopqrsU+1F600", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x19, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("evtmarker_begin/msg=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_EVTMARKER_BEGIN_MAXLEN, encode_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x14, 0x08, 0xC0, 0x84, 0x3D, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_evtmarker_end(void) {
  CASE("evtmarker_end/typical", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x09, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("evtmarker_end/ts=0", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x09, 0x02, 0x05, 0x00);
  CASE("evtmarker_end/ts=1", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x09, 0x01, 0x05, 0x00);
  CASE("evtmarker_end/ts=127", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x09, 0x7F, 0x05, 0x00);
  CASE("evtmarker_end/ts=128", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x09, 0x80, 0x01, 0x05, 0x00);
  CASE("evtmarker_end/ts=16383", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x09, 0xFF, 0x7F, 0x05, 0x00);
  CASE("evtmarker_end/ts=16384", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x09, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("evtmarker_end/ts=4294967295", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x09, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("evtmarker_end/ts=9223372036854775807", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x09, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("evtmarker_end/ts=18446744073709551615", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x09, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("evtmarker_end/evtmarker_id=0", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x09, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("evtmarker_end/evtmarker_id=1", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x09, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("evtmarker_end/evtmarker_id=127", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x09, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("evtmarker_end/evtmarker_id=128", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x09, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("evtmarker_end/evtmarker_id=16383", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x09, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("evtmarker_end/evtmarker_id=16384", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x09, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("evtmarker_end/evtmarker_id=4294967295", EVT_EVTMARKER_END_MAXLEN, encode_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x09, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_valmarker_name(void) {
  CASE("valmarker_name/typical", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "name"), 0x07, 0x0A, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=0", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(0), "name"), 0x02, 0x0A, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=1", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(1), "name"), 0x07, 0x0A, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=127", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(127), "name"), 0x07, 0x0A, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=128", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(128), "name"), 0x08, 0x0A, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=16383", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(16383), "name"), 0x08, 0x0A, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=16384", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(16384), "name"), 0x09, 0x0A, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/valmarker_id=4294967295", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("valmarker_name/name=0chars:", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), ""), 0x03, 0x0A, 0x05, 0x00);
  CASE("valmarker_name/name=1chars:x", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "x"), 0x04, 0x0A, 0x05, 0x78, 0x00);
  CASE("valmarker_name/name=20chars:abcdefghijklmnopqrst", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("valmarker_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("valmarker_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("valmarker_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("valmarker_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("valmarker_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x0A, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("valmarker_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_VALMARKER_NAME_MAXLEN, encode_valmarker_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x0A, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_valmarker(void) {
  CASE("valmarker/typical", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-5)), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=0", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(0), UINT32_C(5), INT64_C(-5)), 0x02, 0x0B, 0x03, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=1", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1), UINT32_C(5), INT64_C(-5)), 0x05, 0x0B, 0x01, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=127", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(127), UINT32_C(5), INT64_C(-5)), 0x05, 0x0B, 0x7F, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=128", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(128), UINT32_C(5), INT64_C(-5)), 0x06, 0x0B, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=16383", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(16383), UINT32_C(5), INT64_C(-5)), 0x06, 0x0B, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=16384", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(16384), UINT32_C(5), INT64_C(-5)), 0x07, 0x0B, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=4294967295", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(4294967295), UINT32_C(5), INT64_C(-5)), 0x09, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=9223372036854775807", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(9223372036854775807), UINT32_C(5), INT64_C(-5)), 0x0D, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("valmarker/ts=18446744073709551615", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(18446744073709551615), UINT32_C(5), INT64_C(-5)), 0x0E, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=0", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(0), INT64_C(-5)), 0x05, 0x0B, 0xC0, 0x84, 0x3D, 0x02, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=1", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(1), INT64_C(-5)), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x01, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=127", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(127), INT64_C(-5)), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x7F, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=128", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(128), INT64_C(-5)), 0x08, 0x0B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=16383", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(16383), INT64_C(-5)), 0x08, 0x0B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=16384", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(16384), INT64_C(-5)), 0x09, 0x0B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x0B, 0x00);
  CASE("valmarker/valmarker_id=4294967295", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(4294967295), INT64_C(-5)), 0x0B, 0x0B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x0B, 0x00);
  CASE("valmarker/val=0", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(0)), 0x06, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("valmarker/val=1", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(1)), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("valmarker/val=-1", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-1)), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
  CASE("valmarker/val=127", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(127)), 0x08, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0x01, 0x00);
  CASE("valmarker/val=128", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(128)), 0x08, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x02, 0x00);
  CASE("valmarker/val=16383", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(16383)), 0x09, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0x01, 0x00);
  CASE("valmarker/val=16384", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(16384)), 0x09, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x02, 0x00);
  CASE("valmarker/val=4294967295", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(4294967295)), 0x0B, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0x00);
  CASE("valmarker/val=9223372036854775807", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(9223372036854775807)), 0x10, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
  CASE("valmarker/val=-9223372036854775808", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_MIN), 0x07, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("valmarker/val=-9223372036854775807", EVT_VALMARKER_MAXLEN, encode_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-9223372036854775807)), 0x10, 0x0B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_catalogue_fingerprint(void) {
  CASE("catalogue_fingerprint/typical", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(5)), 0x03, 0x26, 0x05, 0x00);
  CASE("catalogue_fingerprint/fingerprint=0", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(0)), 0x02, 0x26, 0x01, 0x00);
  CASE("catalogue_fingerprint/fingerprint=1", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(1)), 0x03, 0x26, 0x01, 0x00);
  CASE("catalogue_fingerprint/fingerprint=127", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(127)), 0x03, 0x26, 0x7F, 0x00);
  CASE("catalogue_fingerprint/fingerprint=128", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(128)), 0x04, 0x26, 0x80, 0x01, 0x00);
  CASE("catalogue_fingerprint/fingerprint=16383", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(16383)), 0x04, 0x26, 0xFF, 0x7F, 0x00);
  CASE("catalogue_fingerprint/fingerprint=16384", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(16384)), 0x05, 0x26, 0x80, 0x80, 0x01, 0x00);
  CASE("catalogue_fingerprint/fingerprint=4294967295", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(4294967295)), 0x07, 0x26, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
  CASE("catalogue_fingerprint/fingerprint=9223372036854775807", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(9223372036854775807)), 0x0B, 0x26, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x00);
  CASE("catalogue_fingerprint/fingerprint=18446744073709551615", EVT_CATALOGUE_FINGERPRINT_MAXLEN, encode_catalogue_fingerprint(buf, UINT64_C(18446744073709551615)), 0x0C, 0x26, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_ts_frequency_hz(void) {
  CASE("ts_frequency_hz/typical", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(5)), 0x03, 0x27, 0x05, 0x00);
  CASE("ts_frequency_hz/hz=0", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(0)), 0x02, 0x27, 0x01, 0x00);
  CASE("ts_frequency_hz/hz=1", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(1)), 0x03, 0x27, 0x01, 0x00);
  CASE("ts_frequency_hz/hz=127", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(127)), 0x03, 0x27, 0x7F, 0x00);
  CASE("ts_frequency_hz/hz=128", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(128)), 0x04, 0x27, 0x80, 0x01, 0x00);
  CASE("ts_frequency_hz/hz=16383", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(16383)), 0x04, 0x27, 0xFF, 0x7F, 0x00);
  CASE("ts_frequency_hz/hz=16384", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(16384)), 0x05, 0x27, 0x80, 0x80, 0x01, 0x00);
  CASE("ts_frequency_hz/hz=4294967295", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(4294967295)), 0x07, 0x27, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
  CASE("ts_frequency_hz/hz=9223372036854775807", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(9223372036854775807)), 0x0B, 0x27, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x00);
  CASE("ts_frequency_hz/hz=18446744073709551615", EVT_TS_FREQUENCY_HZ_MAXLEN, encode_ts_frequency_hz(buf, UINT64_C(18446744073709551615)), 0x0C, 0x27, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_freertos_task_switched_in(void) {
  CASE("freertos_task_switched_in/typical", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x54, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=0", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x54, 0x02, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=1", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x54, 0x01, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=127", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x54, 0x7F, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=128", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x54, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=16383", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x54, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=16384", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x54, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=4294967295", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x54, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=9223372036854775807", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x54, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_switched_in/ts=18446744073709551615", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x54, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_switched_in/task_id=0", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x54, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_switched_in/task_id=1", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x54, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_switched_in/task_id=127", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x54, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_switched_in/task_id=128", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x54, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_switched_in/task_id=16383", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x54, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_switched_in/task_id=16384", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x54, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_switched_in/task_id=4294967295", EVT_FREERTOS_TASK_SWITCHED_IN_MAXLEN, encode_freertos_task_switched_in(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x54, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_to_rdy_state(void) {
  CASE("freertos_task_to_rdy_state/typical", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x55, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=0", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x55, 0x02, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=1", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x55, 0x01, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=127", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x55, 0x7F, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=128", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x55, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=16383", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x55, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=16384", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x55, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=4294967295", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x55, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=9223372036854775807", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x55, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/ts=18446744073709551615", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x55, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=0", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x55, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=1", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x55, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=127", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x55, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=128", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x55, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=16383", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x55, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=16384", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x55, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_to_rdy_state/task_id=4294967295", EVT_FREERTOS_TASK_TO_RDY_STATE_MAXLEN, encode_freertos_task_to_rdy_state(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x55, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_resumed(void) {
  CASE("freertos_task_resumed/typical", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x56, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=0", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x56, 0x02, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=1", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x56, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=127", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x56, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=128", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x56, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=16383", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x56, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=16384", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x56, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=4294967295", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x56, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=9223372036854775807", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x56, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed/ts=18446744073709551615", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x56, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed/task_id=0", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x56, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_resumed/task_id=1", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x56, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_resumed/task_id=127", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x56, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_resumed/task_id=128", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x56, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_resumed/task_id=16383", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x56, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_resumed/task_id=16384", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x56, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_resumed/task_id=4294967295", EVT_FREERTOS_TASK_RESUMED_MAXLEN, encode_freertos_task_resumed(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x56, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_resumed_from_isr(void) {
  CASE("freertos_task_resumed_from_isr/typical", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x57, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=0", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x57, 0x02, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=1", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x57, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=127", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x57, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=128", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x57, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=16383", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x57, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=16384", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x57, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=4294967295", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x57, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=9223372036854775807", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x57, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/ts=18446744073709551615", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x57, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=0", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x57, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=1", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x57, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=127", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x57, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=128", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x57, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=16383", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x57, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=16384", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x57, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_resumed_from_isr/task_id=4294967295", EVT_FREERTOS_TASK_RESUMED_FROM_ISR_MAXLEN, encode_freertos_task_resumed_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x57, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_suspended(void) {
  CASE("freertos_task_suspended/typical", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x58, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=0", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x58, 0x02, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=1", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x58, 0x01, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=127", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x58, 0x7F, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=128", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x58, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=16383", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x58, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=16384", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x58, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=4294967295", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x58, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=9223372036854775807", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x58, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_suspended/ts=18446744073709551615", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x58, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_suspended/task_id=0", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x58, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_suspended/task_id=1", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x58, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_suspended/task_id=127", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x58, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_suspended/task_id=128", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x58, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_suspended/task_id=16383", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x58, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_suspended/task_id=16384", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x58, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_suspended/task_id=4294967295", EVT_FREERTOS_TASK_SUSPENDED_MAXLEN, encode_freertos_task_suspended(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x58, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_delay(void) {
  CASE("freertos_curtask_delay/typical", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x59, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=0", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x59, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=1", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x59, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=127", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x59, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=128", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x59, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=16383", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x59, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=16384", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x59, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=4294967295", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x59, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=9223372036854775807", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x59, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay/ts=18446744073709551615", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x59, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay/ticks=0", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x59, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_delay/ticks=1", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x59, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_delay/ticks=127", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x59, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_curtask_delay/ticks=128", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x59, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_delay/ticks=16383", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x59, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_delay/ticks=16384", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x59, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_delay/ticks=4294967295", EVT_FREERTOS_CURTASK_DELAY_MAXLEN, encode_freertos_curtask_delay(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x59, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_delay_until(void) {
  CASE("freertos_curtask_delay_until/typical", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x5A, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=0", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x5A, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=1", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x5A, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=127", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x5A, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=128", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x5A, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=16383", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x5A, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=16384", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x5A, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=4294967295", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x5A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=9223372036854775807", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x5A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/ts=18446744073709551615", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x5A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=0", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x5A, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=1", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x5A, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=127", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x5A, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=128", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x5A, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=16383", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x5A, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=16384", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x5A, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_delay_until/time_to_wake=4294967295", EVT_FREERTOS_CURTASK_DELAY_UNTIL_MAXLEN, encode_freertos_curtask_delay_until(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x5A, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_priority_set(void) {
  CASE("freertos_task_priority_set/typical", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=0", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x5B, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=1", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x5B, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=127", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x5B, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=128", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x5B, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=16383", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x5B, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=16384", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x5B, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=4294967295", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x5B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=9223372036854775807", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x5B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/ts=18446744073709551615", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x5B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=0", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x5B, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=1", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x5B, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=127", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x5B, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=128", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x5B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=16383", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x5B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=16384", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x5B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_set/task_id=4294967295", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x5B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_priority_set/priority=0", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_set/priority=1", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_set/priority=127", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_priority_set/priority=128", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_set/priority=16383", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_priority_set/priority=16384", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_set/priority=4294967295", EVT_FREERTOS_TASK_PRIORITY_SET_MAXLEN, encode_freertos_task_priority_set(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x5B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_priority_inherit(void) {
  CASE("freertos_task_priority_inherit/typical", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=0", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x5C, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=1", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x5C, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=127", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x5C, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=128", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x5C, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=16383", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x5C, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=16384", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x5C, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=4294967295", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x5C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=9223372036854775807", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x5C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/ts=18446744073709551615", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x5C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=0", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x5C, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=1", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x5C, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=127", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x5C, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=128", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x5C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=16383", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x5C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=16384", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x5C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/task_id=4294967295", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x5C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_priority_inherit/priority=0", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_inherit/priority=1", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_inherit/priority=127", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_priority_inherit/priority=128", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_inherit/priority=16383", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_priority_inherit/priority=16384", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_inherit/priority=4294967295", EVT_FREERTOS_TASK_PRIORITY_INHERIT_MAXLEN, encode_freertos_task_priority_inherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x5C, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_priority_disinherit(void) {
  CASE("freertos_task_priority_disinherit/typical", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=0", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x5D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=1", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x5D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=127", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x5D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=128", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x5D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=16383", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x5D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=16384", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x5D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=4294967295", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x5D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=9223372036854775807", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x5D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/ts=18446744073709551615", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x5D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=0", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x5D, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=1", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x5D, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=127", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x5D, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=128", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x5D, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=16383", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x5D, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=16384", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x5D, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/task_id=4294967295", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x5D, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_priority_disinherit/priority=0", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_disinherit/priority=1", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_priority_disinherit/priority=127", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_priority_disinherit/priority=128", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_disinherit/priority=16383", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_priority_disinherit/priority=16384", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_priority_disinherit/priority=4294967295", EVT_FREERTOS_TASK_PRIORITY_DISINHERIT_MAXLEN, encode_freertos_task_priority_disinherit(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x5D, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_created(void) {
  CASE("freertos_task_created/typical", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x5E, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_created/ts=0", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x5E, 0x02, 0x05, 0x00);
  CASE("freertos_task_created/ts=1", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x5E, 0x01, 0x05, 0x00);
  CASE("freertos_task_created/ts=127", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x5E, 0x7F, 0x05, 0x00);
  CASE("freertos_task_created/ts=128", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x5E, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_created/ts=16383", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x5E, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_created/ts=16384", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x5E, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_created/ts=4294967295", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x5E, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_created/ts=9223372036854775807", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x5E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_created/ts=18446744073709551615", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x5E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_created/task_id=0", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x5E, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_created/task_id=1", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x5E, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_created/task_id=127", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x5E, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_created/task_id=128", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x5E, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_created/task_id=16383", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x5E, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_created/task_id=16384", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x5E, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_created/task_id=4294967295", EVT_FREERTOS_TASK_CREATED_MAXLEN, encode_freertos_task_created(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x5E, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_name(void) {
  CASE("freertos_task_name/typical", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "name"), 0x07, 0x5F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=0", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(0), "name"), 0x02, 0x5F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=1", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(1), "name"), 0x07, 0x5F, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=127", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(127), "name"), 0x07, 0x5F, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=128", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(128), "name"), 0x08, 0x5F, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=16383", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(16383), "name"), 0x08, 0x5F, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=16384", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(16384), "name"), 0x09, 0x5F, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/task_id=4294967295", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x5F, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_name/name=0chars:", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), ""), 0x03, 0x5F, 0x05, 0x00);
  CASE("freertos_task_name/name=1chars:x", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "x"), 0x04, 0x5F, 0x05, 0x78, 0x00);
  CASE("freertos_task_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_task_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_task_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x5F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TASK_NAME_MAXLEN, encode_freertos_task_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x5F, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_task_is_idle_task(void) {
  CASE("freertos_task_is_idle_task/typical", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(5)), 0x04, 0x60, 0x05, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=0", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(0), UINT32_C(5)), 0x02, 0x60, 0x02, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=1", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(1), UINT32_C(5)), 0x04, 0x60, 0x01, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=127", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(127), UINT32_C(5)), 0x04, 0x60, 0x7F, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=128", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(128), UINT32_C(5)), 0x05, 0x60, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=16383", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(16383), UINT32_C(5)), 0x05, 0x60, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=16384", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(16384), UINT32_C(5)), 0x06, 0x60, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/task_id=4294967295", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(4294967295), UINT32_C(5)), 0x08, 0x60, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_is_idle_task/core_id=0", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(0)), 0x03, 0x60, 0x05, 0x01, 0x00);
  CASE("freertos_task_is_idle_task/core_id=1", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(1)), 0x04, 0x60, 0x05, 0x01, 0x00);
  CASE("freertos_task_is_idle_task/core_id=127", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(127)), 0x04, 0x60, 0x05, 0x7F, 0x00);
  CASE("freertos_task_is_idle_task/core_id=128", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(128)), 0x05, 0x60, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_is_idle_task/core_id=16383", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(16383)), 0x05, 0x60, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_is_idle_task/core_id=16384", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(16384)), 0x06, 0x60, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_is_idle_task/core_id=4294967295", EVT_FREERTOS_TASK_IS_IDLE_TASK_MAXLEN, encode_freertos_task_is_idle_task(buf, UINT32_C(5), UINT32_C(4294967295)), 0x08, 0x60, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_is_timer_task(void) {
  CASE("freertos_task_is_timer_task/typical", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(5)), 0x03, 0x61, 0x05, 0x00);
  CASE("freertos_task_is_timer_task/task_id=0", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(0)), 0x02, 0x61, 0x01, 0x00);
  CASE("freertos_task_is_timer_task/task_id=1", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(1)), 0x03, 0x61, 0x01, 0x00);
  CASE("freertos_task_is_timer_task/task_id=127", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(127)), 0x03, 0x61, 0x7F, 0x00);
  CASE("freertos_task_is_timer_task/task_id=128", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(128)), 0x04, 0x61, 0x80, 0x01, 0x00);
  CASE("freertos_task_is_timer_task/task_id=16383", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(16383)), 0x04, 0x61, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_is_timer_task/task_id=16384", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(16384)), 0x05, 0x61, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_is_timer_task/task_id=4294967295", EVT_FREERTOS_TASK_IS_TIMER_TASK_MAXLEN, encode_freertos_task_is_timer_task(buf, UINT32_C(4294967295)), 0x07, 0x61, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_deleted(void) {
  CASE("freertos_task_deleted/typical", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x62, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=0", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x62, 0x02, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=1", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x62, 0x01, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=127", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x62, 0x7F, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=128", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x62, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=16383", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x62, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=16384", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x62, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=4294967295", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x62, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=9223372036854775807", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x62, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_deleted/ts=18446744073709551615", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x62, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_deleted/task_id=0", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x62, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_deleted/task_id=1", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x62, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_deleted/task_id=127", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x62, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_deleted/task_id=128", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x62, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_deleted/task_id=16383", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x62, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_deleted/task_id=16384", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x62, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_deleted/task_id=4294967295", EVT_FREERTOS_TASK_DELETED_MAXLEN, encode_freertos_task_deleted(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x62, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_created(void) {
  CASE("freertos_queue_created/typical", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x63, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_queue_created/ts=0", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x63, 0x02, 0x05, 0x00);
  CASE("freertos_queue_created/ts=1", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x63, 0x01, 0x05, 0x00);
  CASE("freertos_queue_created/ts=127", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x63, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_created/ts=128", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x63, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_created/ts=16383", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x63, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_created/ts=16384", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x63, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_created/ts=4294967295", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x63, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_created/ts=9223372036854775807", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x63, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_created/ts=18446744073709551615", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x63, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_queue_created/queue_id=0", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x63, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_created/queue_id=1", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x63, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_created/queue_id=127", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x63, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_queue_created/queue_id=128", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x63, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_queue_created/queue_id=16383", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x63, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_created/queue_id=16384", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x63, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_created/queue_id=4294967295", EVT_FREERTOS_QUEUE_CREATED_MAXLEN, encode_freertos_queue_created(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x63, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_name(void) {
  CASE("freertos_queue_name/typical", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "name"), 0x07, 0x64, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=0", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(0), "name"), 0x02, 0x64, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=1", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(1), "name"), 0x07, 0x64, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=127", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(127), "name"), 0x07, 0x64, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=128", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(128), "name"), 0x08, 0x64, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=16383", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(16383), "name"), 0x08, 0x64, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=16384", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(16384), "name"), 0x09, 0x64, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/queue_id=4294967295", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x64, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_queue_name/name=0chars:", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), ""), 0x03, 0x64, 0x05, 0x00);
  CASE("freertos_queue_name/name=1chars:x", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "x"), 0x04, 0x64, 0x05, 0x78, 0x00);
  CASE("freertos_queue_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_queue_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_queue_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_queue_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_queue_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_queue_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x64, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_queue_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_QUEUE_NAME_MAXLEN, encode_freertos_queue_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x64, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_queue_kind(void) {
  CASE("freertos_queue_kind/typical", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_QUEUE), 0x03, 0x65, 0x05, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=0", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(0), FRQK_QUEUE), 0x02, 0x65, 0x01, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=1", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(1), FRQK_QUEUE), 0x03, 0x65, 0x01, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=127", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(127), FRQK_QUEUE), 0x03, 0x65, 0x7F, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=128", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(128), FRQK_QUEUE), 0x04, 0x65, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=16383", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(16383), FRQK_QUEUE), 0x04, 0x65, 0xFF, 0x7F, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=16384", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(16384), FRQK_QUEUE), 0x05, 0x65, 0x80, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_queue_kind/queue_id=4294967295", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(4294967295), FRQK_QUEUE), 0x07, 0x65, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_QUEUE", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_QUEUE), 0x03, 0x65, 0x05, 0x01, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_COUNTING_SEMPHR", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_COUNTING_SEMPHR), 0x04, 0x65, 0x05, 0x01, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_BINARY_SEMPHR", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_BINARY_SEMPHR), 0x04, 0x65, 0x05, 0x02, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_MUTEX", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_MUTEX), 0x04, 0x65, 0x05, 0x03, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_RECURSIVE_MUTEX", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_RECURSIVE_MUTEX), 0x04, 0x65, 0x05, 0x04, 0x00);
  CASE("freertos_queue_kind/kind=FRQK_QUEUE_SET", EVT_FREERTOS_QUEUE_KIND_MAXLEN, encode_freertos_queue_kind(buf, UINT32_C(5), FRQK_QUEUE_SET), 0x04, 0x65, 0x05, 0x05, 0x00);
}

static void check_encode_freertos_queue_send(void) {
  CASE("freertos_queue_send/typical", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=0", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x66, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=1", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x66, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=127", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x66, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=128", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x66, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=16383", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x66, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=16384", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x66, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=4294967295", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x66, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=9223372036854775807", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x66, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/ts=18446744073709551615", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x66, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=0", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x66, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=1", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x66, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=127", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x66, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=128", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x66, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=16383", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x66, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=16384", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x66, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send/queue_id=4294967295", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x66, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_send/len_after=0", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_send/len_after=1", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_send/len_after=127", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_send/len_after=128", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_send/len_after=16383", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_send/len_after=16384", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_send/len_after=4294967295", EVT_FREERTOS_QUEUE_SEND_MAXLEN, encode_freertos_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x66, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_send_from_isr(void) {
  CASE("freertos_queue_send_from_isr/typical", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=0", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x67, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=1", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x67, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=127", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x67, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=128", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x67, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=16383", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x67, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=16384", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x67, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=4294967295", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x67, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=9223372036854775807", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x67, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/ts=18446744073709551615", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x67, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=0", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x67, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=1", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x67, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=127", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x67, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=128", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x67, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=16383", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x67, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=16384", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x67, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/queue_id=4294967295", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x67, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=0", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=1", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=127", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=128", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=16383", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=16384", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_send_from_isr/len_after=4294967295", EVT_FREERTOS_QUEUE_SEND_FROM_ISR_MAXLEN, encode_freertos_queue_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x67, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_overwrite(void) {
  CASE("freertos_queue_overwrite/typical", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=0", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x68, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=1", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x68, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=127", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x68, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=128", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x68, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=16383", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x68, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=16384", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x68, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x68, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=9223372036854775807", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x68, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/ts=18446744073709551615", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x68, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=0", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x68, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=1", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x68, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=127", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x68, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=128", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x68, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=16383", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x68, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=16384", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x68, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite/queue_id=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x68, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_overwrite/len_after=0", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_overwrite/len_after=1", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_overwrite/len_after=127", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_overwrite/len_after=128", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_overwrite/len_after=16383", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_overwrite/len_after=16384", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_overwrite/len_after=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_MAXLEN, encode_freertos_queue_overwrite(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x68, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_overwrite_from_isr(void) {
  CASE("freertos_queue_overwrite_from_isr/typical", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=0", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x69, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=1", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x69, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=127", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x69, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=128", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x69, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=16383", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x69, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=16384", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x69, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x69, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=9223372036854775807", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x69, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/ts=18446744073709551615", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x69, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=0", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x69, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=1", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x69, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=127", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x69, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=128", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x69, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=16383", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x69, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=16384", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x69, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/queue_id=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x69, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=0", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=1", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=127", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=128", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=16383", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=16384", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_overwrite_from_isr/len_after=4294967295", EVT_FREERTOS_QUEUE_OVERWRITE_FROM_ISR_MAXLEN, encode_freertos_queue_overwrite_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x69, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_receive(void) {
  CASE("freertos_queue_receive/typical", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=0", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x6A, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=1", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x6A, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=127", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x6A, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=128", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x6A, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=16383", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x6A, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=16384", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x6A, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x6A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=9223372036854775807", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x6A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/ts=18446744073709551615", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x6A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=0", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x6A, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=1", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x6A, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=127", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x6A, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=128", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x6A, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=16383", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x6A, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=16384", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x6A, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive/queue_id=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x6A, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_receive/len_after=0", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_receive/len_after=1", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_receive/len_after=127", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_receive/len_after=128", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_receive/len_after=16383", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_receive/len_after=16384", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_receive/len_after=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_MAXLEN, encode_freertos_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x6A, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_receive_from_isr(void) {
  CASE("freertos_queue_receive_from_isr/typical", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=0", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x6B, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=1", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x6B, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=127", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x6B, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=128", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x6B, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=16383", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x6B, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=16384", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x6B, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x6B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=9223372036854775807", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x6B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/ts=18446744073709551615", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x6B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=0", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x6B, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=1", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x6B, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=127", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x6B, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=128", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x6B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=16383", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x6B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=16384", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x6B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/queue_id=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x6B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=0", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=1", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=127", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=128", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=16383", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=16384", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_receive_from_isr/len_after=4294967295", EVT_FREERTOS_QUEUE_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_queue_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x6B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_reset(void) {
  CASE("freertos_queue_reset/typical", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x6C, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=0", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x6C, 0x02, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=1", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x6C, 0x01, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=127", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x6C, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=128", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x6C, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=16383", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x6C, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=16384", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x6C, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=4294967295", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x6C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=9223372036854775807", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x6C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_reset/ts=18446744073709551615", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x6C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_queue_reset/queue_id=0", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x6C, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_reset/queue_id=1", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x6C, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_reset/queue_id=127", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x6C, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_queue_reset/queue_id=128", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x6C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_queue_reset/queue_id=16383", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x6C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_reset/queue_id=16384", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x6C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_reset/queue_id=4294967295", EVT_FREERTOS_QUEUE_RESET_MAXLEN, encode_freertos_queue_reset(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x6C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_queue_peek(void) {
  CASE("freertos_curtask_block_on_queue_peek/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x6D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x6D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x6D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x6D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x6D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x6D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x6D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x6D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x6D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x6D, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x6D, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x6D, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x6D, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x6D, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x6D, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/queue_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x6D, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_peek/ticks_to_wait=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_PEEK_MAXLEN, encode_freertos_curtask_block_on_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x6D, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_queue_send(void) {
  CASE("freertos_curtask_block_on_queue_send/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x6E, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x6E, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x6E, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x6E, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x6E, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x6E, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x6E, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x6E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x6E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x6E, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x6E, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x6E, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x6E, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x6E, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x6E, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/queue_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x6E, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_send/ticks_to_wait=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_SEND_MAXLEN, encode_freertos_curtask_block_on_queue_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x6E, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_queue_receive(void) {
  CASE("freertos_curtask_block_on_queue_receive/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x6F, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x6F, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x6F, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x6F, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x6F, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x6F, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x6F, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x6F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x6F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x6F, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x6F, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x6F, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x6F, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x6F, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x6F, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/queue_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x6F, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=0", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=1", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=127", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=128", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_queue_receive/ticks_to_wait=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_QUEUE_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_queue_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x6F, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_cur_length(void) {
  CASE("freertos_queue_cur_length/typical", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=0", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x70, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=1", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x70, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=127", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x70, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=128", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x70, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=16383", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x70, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=16384", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x70, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=4294967295", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x70, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=9223372036854775807", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x70, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/ts=18446744073709551615", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x70, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=0", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x70, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=1", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x70, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=127", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x70, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=128", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x70, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=16383", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x70, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=16384", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x70, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_cur_length/queue_id=4294967295", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x70, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_cur_length/length=0", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_cur_length/length=1", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_cur_length/length=127", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_cur_length/length=128", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_cur_length/length=16383", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_cur_length/length=16384", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_cur_length/length=4294967295", EVT_FREERTOS_QUEUE_CUR_LENGTH_MAXLEN, encode_freertos_queue_cur_length(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x70, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_deleted(void) {
  CASE("freertos_queue_deleted/typical", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x0C, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=0", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x0C, 0x02, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=1", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x0C, 0x01, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=127", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x0C, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=128", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x0C, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=16383", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x0C, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=16384", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x0C, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=4294967295", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x0C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=9223372036854775807", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x0C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_deleted/ts=18446744073709551615", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x0C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_queue_deleted/queue_id=0", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x0C, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_deleted/queue_id=1", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x0C, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_queue_deleted/queue_id=127", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x0C, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_queue_deleted/queue_id=128", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x0C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_queue_deleted/queue_id=16383", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x0C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_deleted/queue_id=16384", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x0C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_deleted/queue_id=4294967295", EVT_FREERTOS_QUEUE_DELETED_MAXLEN, encode_freertos_queue_deleted(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x0C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_created(void) {
  CASE("freertos_stream_buffer_created/typical", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=0", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(0), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x02, 0x0D, 0x02, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=1", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x04, 0x0D, 0x01, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=127", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(127), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x04, 0x0D, 0x7F, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=128", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(128), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x05, 0x0D, 0x80, 0x01, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=16383", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(16383), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x05, 0x0D, 0xFF, 0x7F, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=16384", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(16384), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x06, 0x0D, 0x80, 0x80, 0x01, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(4294967295), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x08, 0x0D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(9223372036854775807), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x0C, 0x0D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(18446744073709551615), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x0D, 0x0D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(0), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x05, 0x0D, 0xC0, 0x84, 0x3D, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(1), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(127), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x7F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(128), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x07, 0x0D, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(16383), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x07, 0x0D, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(16384), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x08, 0x0D, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(4294967295), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x0A, 0x0D, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/kind=FRSBK_STREAM_BUFFER", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/kind=FRSBK_MESSAGE_BUFFER", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_MESSAGE_BUFFER, UINT32_C(5)), 0x08, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_created/size=0", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(0)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_created/size=1", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(1)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x01, 0x00);
  CASE("freertos_stream_buffer_created/size=127", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(127)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x7F, 0x00);
  CASE("freertos_stream_buffer_created/size=128", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(128)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_created/size=16383", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(16383)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_created/size=16384", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(16384)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x04, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_created/size=4294967295", EVT_FREERTOS_STREAM_BUFFER_CREATED_MAXLEN, encode_freertos_stream_buffer_created(buf, UINT64_C(1000000), UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(4294967295)), 0x06, 0x0D, 0xC0, 0x84, 0x3D, 0x05, 0x06, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_kind(void) {
  CASE("freertos_stream_buffer_kind/typical", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x03, 0x0E, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(0), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x02, 0x0E, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(1), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x03, 0x0E, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(127), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x03, 0x0E, 0x7F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(128), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x04, 0x0E, 0x80, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(16383), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x04, 0x0E, 0xFF, 0x7F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(16384), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x05, 0x0E, 0x80, 0x80, 0x01, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(4294967295), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x07, 0x0E, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/kind=FRSBK_STREAM_BUFFER", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(5)), 0x03, 0x0E, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/kind=FRSBK_MESSAGE_BUFFER", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_MESSAGE_BUFFER, UINT32_C(5)), 0x05, 0x0E, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_kind/size=0", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(0)), 0x03, 0x0E, 0x05, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_kind/size=1", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(1)), 0x03, 0x0E, 0x05, 0x02, 0x01, 0x00);
  CASE("freertos_stream_buffer_kind/size=127", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(127)), 0x03, 0x0E, 0x05, 0x02, 0x7F, 0x00);
  CASE("freertos_stream_buffer_kind/size=128", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(128)), 0x03, 0x0E, 0x05, 0x03, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_kind/size=16383", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(16383)), 0x03, 0x0E, 0x05, 0x03, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_kind/size=16384", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(16384)), 0x03, 0x0E, 0x05, 0x04, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_kind/size=4294967295", EVT_FREERTOS_STREAM_BUFFER_KIND_MAXLEN, encode_freertos_stream_buffer_kind(buf, UINT32_C(5), FRSBK_STREAM_BUFFER, UINT32_C(4294967295)), 0x03, 0x0E, 0x05, 0x06, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_name(void) {
  CASE("freertos_stream_buffer_name/typical", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "name"), 0x07, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(0), "name"), 0x02, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(1), "name"), 0x07, 0x0F, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(127), "name"), 0x07, 0x0F, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(128), "name"), 0x08, 0x0F, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(16383), "name"), 0x08, 0x0F, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(16384), "name"), 0x09, 0x0F, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x0F, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_stream_buffer_name/name=0chars:", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), ""), 0x03, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_name/name=1chars:x", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "x"), 0x04, 0x0F, 0x05, 0x78, 0x00);
  CASE("freertos_stream_buffer_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_stream_buffer_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_stream_buffer_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_stream_buffer_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_stream_buffer_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_stream_buffer_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x0F, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_stream_buffer_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_STREAM_BUFFER_NAME_MAXLEN, encode_freertos_stream_buffer_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x0F, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_stream_buffer_send(void) {
  CASE("freertos_stream_buffer_send/typical", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=0", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x10, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=1", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x10, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=127", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x10, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=128", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x10, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x10, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x10, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x10, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x10, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x10, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x10, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x10, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x10, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=0", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=1", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=127", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=128", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/bytes=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send/len_after=0", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_send/len_after=1", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_send/len_after=127", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_stream_buffer_send/len_after=128", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_send/len_after=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_send/len_after=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_send/len_after=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x10, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_send_from_isr(void) {
  CASE("freertos_stream_buffer_send_from_isr/typical", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=0", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x11, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=1", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x11, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=127", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x11, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=128", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x11, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x11, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x11, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x11, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x11, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x11, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x11, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x11, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x11, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=0", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=1", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=127", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=128", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/bytes=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=0", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=1", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=127", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=128", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=16383", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=16384", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_send_from_isr/len_after=4294967295", EVT_FREERTOS_STREAM_BUFFER_SEND_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_send_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x11, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_receive(void) {
  CASE("freertos_stream_buffer_receive/typical", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x12, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x12, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x12, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x12, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x12, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x12, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x12, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x12, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x12, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/bytes=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive/len_after=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x12, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_receive_from_isr(void) {
  CASE("freertos_stream_buffer_receive_from_isr/typical", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x13, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x13, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x13, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x13, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x13, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x13, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x13, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x13, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x13, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/bytes=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=0", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=1", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=127", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=128", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=16383", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=16384", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_receive_from_isr/len_after=4294967295", EVT_FREERTOS_STREAM_BUFFER_RECEIVE_FROM_ISR_MAXLEN, encode_freertos_stream_buffer_receive_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x13, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_reset(void) {
  CASE("freertos_stream_buffer_reset/typical", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x14, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=0", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x14, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=1", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x14, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=127", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x14, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=128", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x14, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=16383", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x14, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=16384", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x14, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x14, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x14, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x14, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x14, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x14, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x14, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x14, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x14, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x14, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_reset/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_RESET_MAXLEN, encode_freertos_stream_buffer_reset(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x14, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_stream_buffer_send(void) {
  CASE("freertos_curtask_block_on_stream_buffer_send/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x15, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x15, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x15, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x15, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x15, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x15, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x15, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x15, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x15, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x15, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x15, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x15, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x15, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x15, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x15, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x15, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_send/sb_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_SEND_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_send(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x15, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_stream_buffer_receive(void) {
  CASE("freertos_curtask_block_on_stream_buffer_receive/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x16, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x16, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x16, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x16, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x16, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x16, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x16, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x16, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x16, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x16, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x16, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x16, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x16, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x16, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x16, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x16, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_stream_buffer_receive/sb_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_STREAM_BUFFER_RECEIVE_MAXLEN, encode_freertos_curtask_block_on_stream_buffer_receive(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x16, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_stream_buffer_deleted(void) {
  CASE("freertos_stream_buffer_deleted/typical", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x17, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=0", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x17, 0x02, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=1", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x17, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=127", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x17, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=128", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x17, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=16383", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x17, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=16384", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x17, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x17, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x17, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x17, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x17, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x17, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x17, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x17, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x17, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x17, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_stream_buffer_deleted/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_DELETED_MAXLEN, encode_freertos_stream_buffer_deleted(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x17, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_event_group_created(void) {
  CASE("freertos_event_group_created/typical", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x18, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=0", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x18, 0x02, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=1", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x18, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=127", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x18, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=128", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x18, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=16383", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x18, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=16384", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x18, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=4294967295", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x18, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=9223372036854775807", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x18, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_created/ts=18446744073709551615", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x18, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_created/eg_id=0", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x18, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_event_group_created/eg_id=1", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x18, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_event_group_created/eg_id=127", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x18, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_event_group_created/eg_id=128", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x18, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_created/eg_id=16383", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x18, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_event_group_created/eg_id=16384", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x18, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_created/eg_id=4294967295", EVT_FREERTOS_EVENT_GROUP_CREATED_MAXLEN, encode_freertos_event_group_created(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x18, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_event_group_name(void) {
  CASE("freertos_event_group_name/typical", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "name"), 0x07, 0x19, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=0", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(0), "name"), 0x02, 0x19, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=1", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(1), "name"), 0x07, 0x19, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=127", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(127), "name"), 0x07, 0x19, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=128", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(128), "name"), 0x08, 0x19, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=16383", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(16383), "name"), 0x08, 0x19, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=16384", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(16384), "name"), 0x09, 0x19, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/eg_id=4294967295", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x19, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_event_group_name/name=0chars:", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), ""), 0x03, 0x19, 0x05, 0x00);
  CASE("freertos_event_group_name/name=1chars:x", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "x"), 0x04, 0x19, 0x05, 0x78, 0x00);
  CASE("freertos_event_group_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_event_group_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_event_group_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_event_group_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_event_group_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_event_group_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x19, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_event_group_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_EVENT_GROUP_NAME_MAXLEN, encode_freertos_event_group_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x19, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_event_group_set_bits(void) {
  CASE("freertos_event_group_set_bits/typical", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=0", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x1A, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=1", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x1A, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=127", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x1A, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=128", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x1A, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=16383", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x1A, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=16384", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x1A, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=4294967295", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x1A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=9223372036854775807", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x1A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/ts=18446744073709551615", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x1A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=0", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x1A, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=1", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=127", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=128", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=16383", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=16384", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x1A, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/eg_id=4294967295", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x1A, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=0", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=1", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=127", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=128", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=16383", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=16384", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/bits=4294967295", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_event_group_set_bits/value=0", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_event_group_set_bits/value=1", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_event_group_set_bits/value=127", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_event_group_set_bits/value=128", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_set_bits/value=16383", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_event_group_set_bits/value=16384", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_set_bits/value=4294967295", EVT_FREERTOS_EVENT_GROUP_SET_BITS_MAXLEN, encode_freertos_event_group_set_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x1A, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_event_group_clear_bits(void) {
  CASE("freertos_event_group_clear_bits/typical", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=0", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x02, 0x1B, 0x04, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=1", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x1B, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=127", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x06, 0x1B, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=128", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x1B, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=16383", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x07, 0x1B, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=16384", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x08, 0x1B, 0x80, 0x80, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=4294967295", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0A, 0x1B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=9223372036854775807", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0E, 0x1B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/ts=18446744073709551615", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5), UINT32_C(5)), 0x0F, 0x1B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=0", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5), UINT32_C(5)), 0x05, 0x1B, 0xC0, 0x84, 0x3D, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=1", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5), UINT32_C(5)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=127", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5), UINT32_C(5)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=128", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5), UINT32_C(5)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=16383", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5), UINT32_C(5)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=16384", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5), UINT32_C(5)), 0x0A, 0x1B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/eg_id=4294967295", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x0C, 0x1B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=0", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0), UINT32_C(5)), 0x06, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=1", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1), UINT32_C(5)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=127", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127), UINT32_C(5)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=128", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128), UINT32_C(5)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=16383", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383), UINT32_C(5)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=16384", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384), UINT32_C(5)), 0x0A, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/bits=4294967295", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295), UINT32_C(5)), 0x0C, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_event_group_clear_bits/value=0", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(0)), 0x07, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_event_group_clear_bits/value=1", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(1)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x01, 0x00);
  CASE("freertos_event_group_clear_bits/value=127", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(127)), 0x08, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x7F, 0x00);
  CASE("freertos_event_group_clear_bits/value=128", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(128)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_clear_bits/value=16383", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16383)), 0x09, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_event_group_clear_bits/value=16384", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(16384)), 0x0A, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_clear_bits/value=4294967295", EVT_FREERTOS_EVENT_GROUP_CLEAR_BITS_MAXLEN, encode_freertos_event_group_clear_bits(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5), UINT32_C(4294967295)), 0x0C, 0x1B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_event_group(void) {
  CASE("freertos_curtask_block_on_event_group/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x1C, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x1C, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x1C, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x1C, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x1C, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x1C, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x1C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x1C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x1C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=0", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x1C, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=1", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x1C, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=127", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x1C, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=128", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x1C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x1C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x1C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/eg_id=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x1C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=0", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=1", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=127", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=128", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_event_group/bits=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_EVENT_GROUP_MAXLEN, encode_freertos_curtask_block_on_event_group(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x1C, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_event_group_deleted(void) {
  CASE("freertos_event_group_deleted/typical", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x1D, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=0", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x1D, 0x02, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=1", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x1D, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=127", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x1D, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=128", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x1D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=16383", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x1D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=16384", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x1D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=4294967295", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x1D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=9223372036854775807", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x1D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_event_group_deleted/ts=18446744073709551615", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x1D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_event_group_deleted/eg_id=0", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x1D, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_event_group_deleted/eg_id=1", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x1D, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_event_group_deleted/eg_id=127", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x1D, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_event_group_deleted/eg_id=128", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x1D, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_deleted/eg_id=16383", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x1D, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_event_group_deleted/eg_id=16384", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x1D, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_event_group_deleted/eg_id=4294967295", EVT_FREERTOS_EVENT_GROUP_DELETED_MAXLEN, encode_freertos_event_group_deleted(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x1D, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_notify(void) {
  CASE("freertos_task_notify/typical", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=0", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x1E, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=1", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x1E, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=127", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x1E, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=128", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x1E, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=16383", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x1E, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=16384", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x1E, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=4294967295", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x1E, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=9223372036854775807", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x1E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/ts=18446744073709551615", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x1E, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=0", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x1E, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=1", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x1E, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=127", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x1E, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=128", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x1E, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=16383", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x1E, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=16384", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x1E, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify/task_id=4294967295", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x1E, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_notify/index=0", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_notify/index=1", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_notify/index=127", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_notify/index=128", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_notify/index=16383", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_notify/index=16384", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_notify/index=4294967295", EVT_FREERTOS_TASK_NOTIFY_MAXLEN, encode_freertos_task_notify(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x1E, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_notify_from_isr(void) {
  CASE("freertos_task_notify_from_isr/typical", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=0", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x1F, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=1", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x1F, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=127", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x1F, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=128", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x1F, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=16383", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x1F, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=16384", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x1F, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=4294967295", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=9223372036854775807", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/ts=18446744073709551615", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=0", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x1F, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=1", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x1F, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=127", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x1F, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=128", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x1F, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=16383", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x1F, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=16384", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x1F, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/task_id=4294967295", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x1F, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_notify_from_isr/index=0", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_notify_from_isr/index=1", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_notify_from_isr/index=127", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_notify_from_isr/index=128", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_notify_from_isr/index=16383", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_notify_from_isr/index=16384", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_notify_from_isr/index=4294967295", EVT_FREERTOS_TASK_NOTIFY_FROM_ISR_MAXLEN, encode_freertos_task_notify_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x1F, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_curtask_block_on_notify(void) {
  CASE("freertos_curtask_block_on_notify/typical", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x20, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=0", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x20, 0x02, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=1", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x20, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=127", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x20, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=128", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x20, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x20, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x20, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=9223372036854775807", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/ts=18446744073709551615", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_curtask_block_on_notify/index=0", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x20, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_notify/index=1", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x20, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_curtask_block_on_notify/index=127", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x20, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_notify/index=128", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x20, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_notify/index=16383", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x20, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_curtask_block_on_notify/index=16384", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x20, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_curtask_block_on_notify/index=4294967295", EVT_FREERTOS_CURTASK_BLOCK_ON_NOTIFY_MAXLEN, encode_freertos_curtask_block_on_notify(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x20, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_timer_created(void) {
  CASE("freertos_timer_created/typical", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x21, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_timer_created/ts=0", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x21, 0x02, 0x05, 0x00);
  CASE("freertos_timer_created/ts=1", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x21, 0x01, 0x05, 0x00);
  CASE("freertos_timer_created/ts=127", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x21, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_created/ts=128", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x21, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_timer_created/ts=16383", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x21, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_created/ts=16384", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x21, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_timer_created/ts=4294967295", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x21, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_timer_created/ts=9223372036854775807", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x21, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_created/ts=18446744073709551615", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x21, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_timer_created/timer_id=0", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x21, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_timer_created/timer_id=1", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x21, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_timer_created/timer_id=127", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x21, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_timer_created/timer_id=128", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x21, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_timer_created/timer_id=16383", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x21, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_timer_created/timer_id=16384", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x21, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_timer_created/timer_id=4294967295", EVT_FREERTOS_TIMER_CREATED_MAXLEN, encode_freertos_timer_created(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x21, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_timer_name(void) {
  CASE("freertos_timer_name/typical", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "name"), 0x07, 0x22, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=0", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(0), "name"), 0x02, 0x22, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=1", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(1), "name"), 0x07, 0x22, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=127", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(127), "name"), 0x07, 0x22, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=128", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(128), "name"), 0x08, 0x22, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=16383", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(16383), "name"), 0x08, 0x22, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=16384", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(16384), "name"), 0x09, 0x22, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/timer_id=4294967295", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(4294967295), "name"), 0x0B, 0x22, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_timer_name/name=0chars:", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), ""), 0x03, 0x22, 0x05, 0x00);
  CASE("freertos_timer_name/name=1chars:x", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "x"), 0x04, 0x22, 0x05, 0x78, 0x00);
  CASE("freertos_timer_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqrst"), 0x17, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_timer_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x17, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_timer_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x17, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_timer_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x16, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_timer_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x15, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_timer_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x16, 0x22, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_timer_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TIMER_NAME_MAXLEN, encode_freertos_timer_name(buf, UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x11, 0x22, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_timer_expired(void) {
  CASE("freertos_timer_expired/typical", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x23, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=0", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x23, 0x02, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=1", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x23, 0x01, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=127", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x23, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=128", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x23, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=16383", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x23, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=16384", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x23, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=4294967295", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x23, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=9223372036854775807", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x23, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_timer_expired/ts=18446744073709551615", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x23, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_timer_expired/timer_id=0", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x23, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_timer_expired/timer_id=1", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x23, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_timer_expired/timer_id=127", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x23, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_timer_expired/timer_id=128", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x23, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_timer_expired/timer_id=16383", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x23, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_timer_expired/timer_id=16384", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x23, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_timer_expired/timer_id=4294967295", EVT_FREERTOS_TIMER_EXPIRED_MAXLEN, encode_freertos_timer_expired(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x23, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_peek(void) {
  CASE("freertos_queue_peek/typical", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=0", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x24, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=1", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x24, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=127", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x24, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=128", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x24, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=16383", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x24, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=16384", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x24, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=4294967295", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=9223372036854775807", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/ts=18446744073709551615", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=0", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x24, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=1", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x24, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=127", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x24, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=128", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x24, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=16383", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x24, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=16384", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x24, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek/queue_id=4294967295", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x24, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_peek/length=0", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_peek/length=1", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_peek/length=127", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_peek/length=128", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_peek/length=16383", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_peek/length=16384", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_peek/length=4294967295", EVT_FREERTOS_QUEUE_PEEK_MAXLEN, encode_freertos_queue_peek(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x24, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_peek_from_isr(void) {
  CASE("freertos_queue_peek_from_isr/typical", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=0", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x25, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=1", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x25, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=127", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x25, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=128", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x25, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=16383", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x25, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=16384", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x25, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=4294967295", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x25, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=9223372036854775807", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x25, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/ts=18446744073709551615", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x25, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=0", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x25, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=1", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x25, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=127", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x25, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=128", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x25, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=16383", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x25, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=16384", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x25, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/queue_id=4294967295", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x25, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_queue_peek_from_isr/length=0", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_peek_from_isr/length=1", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_peek_from_isr/length=127", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_queue_peek_from_isr/length=128", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_queue_peek_from_isr/length=16383", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_queue_peek_from_isr/length=16384", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_queue_peek_from_isr/length=4294967295", EVT_FREERTOS_QUEUE_PEEK_FROM_ISR_MAXLEN, encode_freertos_queue_peek_from_isr(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x25, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_heap_malloc(void) {
  CASE("freertos_heap_malloc/typical", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=0", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x28, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=1", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x28, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=127", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x28, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=128", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x28, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=16383", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x28, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=16384", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x28, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=4294967295", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x28, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=9223372036854775807", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x28, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/ts=18446744073709551615", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x28, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=0", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x28, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=1", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x28, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=127", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x28, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=128", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x28, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=16383", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x28, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=16384", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x28, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc/address=4294967295", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x28, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_heap_malloc/size=0", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_heap_malloc/size=1", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_heap_malloc/size=127", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_heap_malloc/size=128", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_heap_malloc/size=16383", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_heap_malloc/size=16384", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_heap_malloc/size=4294967295", EVT_FREERTOS_HEAP_MALLOC_MAXLEN, encode_freertos_heap_malloc(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x28, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_heap_free(void) {
  CASE("freertos_heap_free/typical", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=0", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x29, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=1", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x29, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=127", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x29, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=128", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x29, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=16383", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x29, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=16384", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x29, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=4294967295", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x29, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=9223372036854775807", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x29, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/ts=18446744073709551615", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x29, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_heap_free/address=0", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x29, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_heap_free/address=1", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x29, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_heap_free/address=127", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x29, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_free/address=128", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x29, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_free/address=16383", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x29, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_free/address=16384", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x29, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_free/address=4294967295", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x29, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_heap_free/size=0", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_heap_free/size=1", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_heap_free/size=127", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_heap_free/size=128", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_heap_free/size=16383", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_heap_free/size=16384", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_heap_free/size=4294967295", EVT_FREERTOS_HEAP_FREE_MAXLEN, encode_freertos_heap_free(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x29, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_heap_malloc_failed(void) {
  CASE("freertos_heap_malloc_failed/typical", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x2A, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=0", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x2A, 0x02, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=1", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x2A, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=127", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x2A, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=128", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x2A, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=16383", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x2A, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=16384", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x2A, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=4294967295", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x2A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=9223372036854775807", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x2A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/ts=18446744073709551615", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x2A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_heap_malloc_failed/size=0", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x2A, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_heap_malloc_failed/size=1", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x2A, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_heap_malloc_failed/size=127", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x2A, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_heap_malloc_failed/size=128", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x2A, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_heap_malloc_failed/size=16383", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x2A, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_heap_malloc_failed/size=16384", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x2A, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_heap_malloc_failed/size=4294967295", EVT_FREERTOS_HEAP_MALLOC_FAILED_MAXLEN, encode_freertos_heap_malloc_failed(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x2A, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_stack_low(void) {
  CASE("freertos_task_stack_low/typical", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=0", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x34, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=1", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x34, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=127", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x34, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=128", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x34, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=16383", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x34, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=16384", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x34, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=4294967295", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x34, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=9223372036854775807", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x34, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/ts=18446744073709551615", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x34, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=0", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x34, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=1", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x34, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=127", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x34, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=128", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x34, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=16383", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x34, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=16384", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x34, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_low/task_id=4294967295", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x34, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_stack_low/free=0", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_stack_low/free=1", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_stack_low/free=127", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_stack_low/free=128", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_stack_low/free=16383", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_stack_low/free=16384", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_stack_low/free=4294967295", EVT_FREERTOS_TASK_STACK_LOW_MAXLEN, encode_freertos_task_stack_low(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x34, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_stack_high_water(void) {
  CASE("freertos_task_stack_high_water/typical", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(5)), 0x07, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=0", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(0), UINT32_C(5), UINT32_C(5)), 0x02, 0x35, 0x03, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=1", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1), UINT32_C(5), UINT32_C(5)), 0x05, 0x35, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=127", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(127), UINT32_C(5), UINT32_C(5)), 0x05, 0x35, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=128", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(128), UINT32_C(5), UINT32_C(5)), 0x06, 0x35, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=16383", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(16383), UINT32_C(5), UINT32_C(5)), 0x06, 0x35, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=16384", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(16384), UINT32_C(5), UINT32_C(5)), 0x07, 0x35, 0x80, 0x80, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=4294967295", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(4294967295), UINT32_C(5), UINT32_C(5)), 0x09, 0x35, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=9223372036854775807", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(9223372036854775807), UINT32_C(5), UINT32_C(5)), 0x0D, 0x35, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/ts=18446744073709551615", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(18446744073709551615), UINT32_C(5), UINT32_C(5)), 0x0E, 0x35, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=0", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(0), UINT32_C(5)), 0x05, 0x35, 0xC0, 0x84, 0x3D, 0x02, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=1", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(1), UINT32_C(5)), 0x07, 0x35, 0xC0, 0x84, 0x3D, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=127", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(127), UINT32_C(5)), 0x07, 0x35, 0xC0, 0x84, 0x3D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=128", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(128), UINT32_C(5)), 0x08, 0x35, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=16383", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(16383), UINT32_C(5)), 0x08, 0x35, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=16384", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(16384), UINT32_C(5)), 0x09, 0x35, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/task_id=4294967295", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(4294967295), UINT32_C(5)), 0x0B, 0x35, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_stack_high_water/free_min=0", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(0)), 0x06, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_stack_high_water/free_min=1", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(1)), 0x07, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_stack_high_water/free_min=127", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(127)), 0x07, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x7F, 0x00);
  CASE("freertos_task_stack_high_water/free_min=128", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(128)), 0x08, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x01, 0x00);
  CASE("freertos_task_stack_high_water/free_min=16383", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16383)), 0x08, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_stack_high_water/free_min=16384", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(16384)), 0x09, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_stack_high_water/free_min=4294967295", EVT_FREERTOS_TASK_STACK_HIGH_WATER_MAXLEN, encode_freertos_task_stack_high_water(buf, UINT64_C(1000000), UINT32_C(5), UINT32_C(4294967295)), 0x0B, 0x35, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_queue_call_failed(void) {
  CASE("freertos_queue_call_failed/typical", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND), 0x06, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=0", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(0), UINT32_C(5), FRFC_SEND), 0x02, 0x2B, 0x02, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=1", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1), UINT32_C(5), FRFC_SEND), 0x04, 0x2B, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=127", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(127), UINT32_C(5), FRFC_SEND), 0x04, 0x2B, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=128", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(128), UINT32_C(5), FRFC_SEND), 0x05, 0x2B, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=16383", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(16383), UINT32_C(5), FRFC_SEND), 0x05, 0x2B, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=16384", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(16384), UINT32_C(5), FRFC_SEND), 0x06, 0x2B, 0x80, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=4294967295", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(4294967295), UINT32_C(5), FRFC_SEND), 0x08, 0x2B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=9223372036854775807", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(9223372036854775807), UINT32_C(5), FRFC_SEND), 0x0C, 0x2B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/ts=18446744073709551615", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(18446744073709551615), UINT32_C(5), FRFC_SEND), 0x0D, 0x2B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=0", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(0), FRFC_SEND), 0x05, 0x2B, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=1", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(1), FRFC_SEND), 0x06, 0x2B, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=127", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(127), FRFC_SEND), 0x06, 0x2B, 0xC0, 0x84, 0x3D, 0x7F, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=128", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(128), FRFC_SEND), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=16383", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(16383), FRFC_SEND), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=16384", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(16384), FRFC_SEND), 0x08, 0x2B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_queue_call_failed/queue_id=4294967295", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(4294967295), FRFC_SEND), 0x0A, 0x2B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_SEND", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND), 0x06, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_RECEIVE", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_RECEIVE), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_PEEK", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_PEEK), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_SEND_FROM_ISR", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND_FROM_ISR), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_RECEIVE_FROM_ISR", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_RECEIVE_FROM_ISR), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x04, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_PEEK_FROM_ISR", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_PEEK_FROM_ISR), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_queue_call_failed/call=FRFC_GIVE_NOT_HELD", EVT_FREERTOS_QUEUE_CALL_FAILED_MAXLEN, encode_freertos_queue_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_GIVE_NOT_HELD), 0x07, 0x2B, 0xC0, 0x84, 0x3D, 0x05, 0x06, 0x00);
}

static void check_encode_freertos_stream_buffer_call_failed(void) {
  CASE("freertos_stream_buffer_call_failed/typical", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND), 0x06, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=0", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(0), UINT32_C(5), FRFC_SEND), 0x02, 0x2C, 0x02, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=1", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1), UINT32_C(5), FRFC_SEND), 0x04, 0x2C, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=127", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(127), UINT32_C(5), FRFC_SEND), 0x04, 0x2C, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=128", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(128), UINT32_C(5), FRFC_SEND), 0x05, 0x2C, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=16383", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(16383), UINT32_C(5), FRFC_SEND), 0x05, 0x2C, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=16384", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(16384), UINT32_C(5), FRFC_SEND), 0x06, 0x2C, 0x80, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=4294967295", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(4294967295), UINT32_C(5), FRFC_SEND), 0x08, 0x2C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=9223372036854775807", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(9223372036854775807), UINT32_C(5), FRFC_SEND), 0x0C, 0x2C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/ts=18446744073709551615", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(18446744073709551615), UINT32_C(5), FRFC_SEND), 0x0D, 0x2C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=0", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(0), FRFC_SEND), 0x05, 0x2C, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=1", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(1), FRFC_SEND), 0x06, 0x2C, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=127", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(127), FRFC_SEND), 0x06, 0x2C, 0xC0, 0x84, 0x3D, 0x7F, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=128", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(128), FRFC_SEND), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=16383", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(16383), FRFC_SEND), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=16384", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(16384), FRFC_SEND), 0x08, 0x2C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/sb_id=4294967295", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(4294967295), FRFC_SEND), 0x0A, 0x2C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_SEND", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND), 0x06, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_RECEIVE", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_RECEIVE), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_PEEK", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_PEEK), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_SEND_FROM_ISR", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_SEND_FROM_ISR), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_RECEIVE_FROM_ISR", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_RECEIVE_FROM_ISR), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x04, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_PEEK_FROM_ISR", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_PEEK_FROM_ISR), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x05, 0x00);
  CASE("freertos_stream_buffer_call_failed/call=FRFC_GIVE_NOT_HELD", EVT_FREERTOS_STREAM_BUFFER_CALL_FAILED_MAXLEN, encode_freertos_stream_buffer_call_failed(buf, UINT64_C(1000000), UINT32_C(5), FRFC_GIVE_NOT_HELD), 0x07, 0x2C, 0xC0, 0x84, 0x3D, 0x05, 0x06, 0x00);
}

static void check_encode_freertos_task_evtmarker_name(void) {
  CASE("freertos_task_evtmarker_name/typical", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "name"), 0x08, 0x7A, 0x05, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=0", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(0), UINT32_C(5), "name"), 0x02, 0x7A, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=1", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(1), UINT32_C(5), "name"), 0x08, 0x7A, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=127", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(127), UINT32_C(5), "name"), 0x08, 0x7A, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=128", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(128), UINT32_C(5), "name"), 0x09, 0x7A, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=16383", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(16383), UINT32_C(5), "name"), 0x09, 0x7A, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=16384", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(16384), UINT32_C(5), "name"), 0x0A, 0x7A, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/evtmarker_id=4294967295", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x7A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=0", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(0), "name"), 0x03, 0x7A, 0x05, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=1", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(1), "name"), 0x08, 0x7A, 0x05, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=127", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(127), "name"), 0x08, 0x7A, 0x05, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=128", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(128), "name"), 0x09, 0x7A, 0x05, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=16383", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(16383), "name"), 0x09, 0x7A, 0x05, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=16384", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(16384), "name"), 0x0A, 0x7A, 0x05, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/task_id=4294967295", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(4294967295), "name"), 0x0C, 0x7A, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_name/name=0chars:", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), ""), 0x04, 0x7A, 0x05, 0x05, 0x00);
  CASE("freertos_task_evtmarker_name/name=1chars:x", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "x"), 0x05, 0x7A, 0x05, 0x05, 0x78, 0x00);
  CASE("freertos_task_evtmarker_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrst"), 0x18, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x18, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x18, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_task_evtmarker_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x17, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x16, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_task_evtmarker_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x17, 0x7A, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TASK_EVTMARKER_NAME_MAXLEN, encode_freertos_task_evtmarker_name(buf, UINT32_C(5), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x12, 0x7A, 0x05, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_task_evtmarker(void) {
  CASE("freertos_task_evtmarker/typical", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "name"), 0x0A, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=0", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(0), UINT32_C(5), "name"), 0x02, 0x7B, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=1", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1), UINT32_C(5), "name"), 0x08, 0x7B, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=127", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(127), UINT32_C(5), "name"), 0x08, 0x7B, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=128", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(128), UINT32_C(5), "name"), 0x09, 0x7B, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=16383", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(16383), UINT32_C(5), "name"), 0x09, 0x7B, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=16384", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(16384), UINT32_C(5), "name"), 0x0A, 0x7B, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=4294967295", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x7B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=9223372036854775807", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(9223372036854775807), UINT32_C(5), "name"), 0x10, 0x7B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/ts=18446744073709551615", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(18446744073709551615), UINT32_C(5), "name"), 0x11, 0x7B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=0", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(0), "name"), 0x05, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=1", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(1), "name"), 0x0A, 0x7B, 0xC0, 0x84, 0x3D, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=127", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(127), "name"), 0x0A, 0x7B, 0xC0, 0x84, 0x3D, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=128", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(128), "name"), 0x0B, 0x7B, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=16383", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(16383), "name"), 0x0B, 0x7B, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=16384", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(16384), "name"), 0x0C, 0x7B, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/evtmarker_id=4294967295", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(4294967295), "name"), 0x0E, 0x7B, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker/msg=0chars:", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), ""), 0x06, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_evtmarker/msg=1chars:x", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "x"), 0x07, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x78, 0x00);
  CASE("freertos_task_evtmarker/msg=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrst"), 0x1A, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker/msg=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x1A, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker/msg=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x1A, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_task_evtmarker/msg=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x19, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker/msg=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x18, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_task_evtmarker/msg=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x19, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker/msg=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TASK_EVTMARKER_MAXLEN, encode_freertos_task_evtmarker(buf, UINT64_C(1000000), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x14, 0x7B, 0xC0, 0x84, 0x3D, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_task_evtmarker_begin(void) {
  CASE("freertos_task_evtmarker_begin/typical", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "name"), 0x0A, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=0", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(0), UINT32_C(5), "name"), 0x02, 0x7C, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=1", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1), UINT32_C(5), "name"), 0x08, 0x7C, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=127", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(127), UINT32_C(5), "name"), 0x08, 0x7C, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=128", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(128), UINT32_C(5), "name"), 0x09, 0x7C, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=16383", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(16383), UINT32_C(5), "name"), 0x09, 0x7C, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=16384", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(16384), UINT32_C(5), "name"), 0x0A, 0x7C, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=4294967295", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x7C, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=9223372036854775807", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(9223372036854775807), UINT32_C(5), "name"), 0x10, 0x7C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/ts=18446744073709551615", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(18446744073709551615), UINT32_C(5), "name"), 0x11, 0x7C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=0", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(0), "name"), 0x05, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=1", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(1), "name"), 0x0A, 0x7C, 0xC0, 0x84, 0x3D, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=127", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(127), "name"), 0x0A, 0x7C, 0xC0, 0x84, 0x3D, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=128", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(128), "name"), 0x0B, 0x7C, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=16383", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(16383), "name"), 0x0B, 0x7C, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=16384", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(16384), "name"), 0x0C, 0x7C, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/evtmarker_id=4294967295", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(4294967295), "name"), 0x0E, 0x7C, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=0chars:", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), ""), 0x06, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=1chars:x", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "x"), 0x07, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x78, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrst"), 0x1A, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x1A, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x1A, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x19, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x18, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x19, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_evtmarker_begin/msg=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TASK_EVTMARKER_BEGIN_MAXLEN, encode_freertos_task_evtmarker_begin(buf, UINT64_C(1000000), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x14, 0x7C, 0xC0, 0x84, 0x3D, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_task_evtmarker_end(void) {
  CASE("freertos_task_evtmarker_end/typical", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(5)), 0x06, 0x7D, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=0", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(0), UINT32_C(5)), 0x02, 0x7D, 0x02, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=1", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1), UINT32_C(5)), 0x04, 0x7D, 0x01, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=127", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(127), UINT32_C(5)), 0x04, 0x7D, 0x7F, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=128", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(128), UINT32_C(5)), 0x05, 0x7D, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=16383", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(16383), UINT32_C(5)), 0x05, 0x7D, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=16384", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(16384), UINT32_C(5)), 0x06, 0x7D, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=4294967295", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(4294967295), UINT32_C(5)), 0x08, 0x7D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=9223372036854775807", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(9223372036854775807), UINT32_C(5)), 0x0C, 0x7D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/ts=18446744073709551615", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(18446744073709551615), UINT32_C(5)), 0x0D, 0x7D, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=0", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(0)), 0x05, 0x7D, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=1", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(1)), 0x06, 0x7D, 0xC0, 0x84, 0x3D, 0x01, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=127", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(127)), 0x06, 0x7D, 0xC0, 0x84, 0x3D, 0x7F, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=128", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(128)), 0x07, 0x7D, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=16383", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(16383)), 0x07, 0x7D, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=16384", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(16384)), 0x08, 0x7D, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x00);
  CASE("freertos_task_evtmarker_end/evtmarker_id=4294967295", EVT_FREERTOS_TASK_EVTMARKER_END_MAXLEN, encode_freertos_task_evtmarker_end(buf, UINT64_C(1000000), UINT32_C(4294967295)), 0x0A, 0x7D, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_freertos_task_valmarker_name(void) {
  CASE("freertos_task_valmarker_name/typical", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "name"), 0x08, 0x7E, 0x05, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=0", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(0), UINT32_C(5), "name"), 0x02, 0x7E, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=1", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(1), UINT32_C(5), "name"), 0x08, 0x7E, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=127", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(127), UINT32_C(5), "name"), 0x08, 0x7E, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=128", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(128), UINT32_C(5), "name"), 0x09, 0x7E, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=16383", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(16383), UINT32_C(5), "name"), 0x09, 0x7E, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=16384", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(16384), UINT32_C(5), "name"), 0x0A, 0x7E, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/valmarker_id=4294967295", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(4294967295), UINT32_C(5), "name"), 0x0C, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=0", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(0), "name"), 0x03, 0x7E, 0x05, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=1", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(1), "name"), 0x08, 0x7E, 0x05, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=127", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(127), "name"), 0x08, 0x7E, 0x05, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=128", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(128), "name"), 0x09, 0x7E, 0x05, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=16383", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(16383), "name"), 0x09, 0x7E, 0x05, 0xFF, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=16384", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(16384), "name"), 0x0A, 0x7E, 0x05, 0x80, 0x80, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/task_id=4294967295", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(4294967295), "name"), 0x0C, 0x7E, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("freertos_task_valmarker_name/name=0chars:", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), ""), 0x04, 0x7E, 0x05, 0x05, 0x00);
  CASE("freertos_task_valmarker_name/name=1chars:x", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "x"), 0x05, 0x7E, 0x05, 0x05, 0x78, 0x00);
  CASE("freertos_task_valmarker_name/name=20chars:abcdefghijklmnopqrst", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrst"), 0x18, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_valmarker_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrstuvwxy"), 0x18, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("freertos_task_valmarker_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqr\303\251"), 0x18, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("freertos_task_valmarker_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrs\303\251"), 0x17, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_valmarker_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqr\342\202\254"), 0x16, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("freertos_task_valmarker_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "abcdefghijklmnopqrs\360\237\230\200"), 0x17, 0x7E, 0x05, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("freertos_task_valmarker_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_FREERTOS_TASK_VALMARKER_NAME_MAXLEN, encode_freertos_task_valmarker_name(buf, UINT32_C(5), UINT32_C(5), "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x12, 0x7E, 0x05, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_freertos_task_valmarker(void) {
  CASE("freertos_task_valmarker/typical", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-5)), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=0", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(0), UINT32_C(5), INT64_C(-5)), 0x02, 0x7F, 0x03, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=1", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1), UINT32_C(5), INT64_C(-5)), 0x05, 0x7F, 0x01, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=127", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(127), UINT32_C(5), INT64_C(-5)), 0x05, 0x7F, 0x7F, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=128", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(128), UINT32_C(5), INT64_C(-5)), 0x06, 0x7F, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=16383", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(16383), UINT32_C(5), INT64_C(-5)), 0x06, 0x7F, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=16384", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(16384), UINT32_C(5), INT64_C(-5)), 0x07, 0x7F, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=4294967295", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(4294967295), UINT32_C(5), INT64_C(-5)), 0x09, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=9223372036854775807", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(9223372036854775807), UINT32_C(5), INT64_C(-5)), 0x0D, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/ts=18446744073709551615", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(18446744073709551615), UINT32_C(5), INT64_C(-5)), 0x0E, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=0", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(0), INT64_C(-5)), 0x05, 0x7F, 0xC0, 0x84, 0x3D, 0x02, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=1", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(1), INT64_C(-5)), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x01, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=127", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(127), INT64_C(-5)), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x7F, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=128", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(128), INT64_C(-5)), 0x08, 0x7F, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=16383", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(16383), INT64_C(-5)), 0x08, 0x7F, 0xC0, 0x84, 0x3D, 0xFF, 0x7F, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=16384", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(16384), INT64_C(-5)), 0x09, 0x7F, 0xC0, 0x84, 0x3D, 0x80, 0x80, 0x01, 0x0B, 0x00);
  CASE("freertos_task_valmarker/valmarker_id=4294967295", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(4294967295), INT64_C(-5)), 0x0B, 0x7F, 0xC0, 0x84, 0x3D, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x0B, 0x00);
  CASE("freertos_task_valmarker/val=0", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(0)), 0x06, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_valmarker/val=1", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(1)), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("freertos_task_valmarker/val=-1", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-1)), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
  CASE("freertos_task_valmarker/val=127", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(127)), 0x08, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0x01, 0x00);
  CASE("freertos_task_valmarker/val=128", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(128)), 0x08, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x02, 0x00);
  CASE("freertos_task_valmarker/val=16383", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(16383)), 0x09, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0x01, 0x00);
  CASE("freertos_task_valmarker/val=16384", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(16384)), 0x09, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x02, 0x00);
  CASE("freertos_task_valmarker/val=4294967295", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(4294967295)), 0x0B, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0x00);
  CASE("freertos_task_valmarker/val=9223372036854775807", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(9223372036854775807)), 0x10, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
  CASE("freertos_task_valmarker/val=-9223372036854775808", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_MIN), 0x07, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("freertos_task_valmarker/val=-9223372036854775807", EVT_FREERTOS_TASK_VALMARKER_MAXLEN, encode_freertos_task_valmarker(buf, UINT64_C(1000000), UINT32_C(5), INT64_C(-9223372036854775807)), 0x10, 0x7F, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_demo_sensor_sample(void) {
  CASE("demo_sensor_sample/typical", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(0), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x02, 0x80, 0x05, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x07, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(127), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x07, 0x80, 0x7F, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(128), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x08, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(16383), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x08, 0x80, 0xFF, 0x7F, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(16384), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(4294967295), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x0B, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(9223372036854775807), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x0F, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/ts=18446744073709551615", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(18446744073709551615), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x10, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/sensor=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)0u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x05, 0x80, 0xC0, 0x84, 0x3D, 0x04, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/sensor=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)1u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x01, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/sensor=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)127u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x7F, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/sensor=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)128u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x80, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/sensor=255", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)255u, INT64_C(-5), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0xFF, 0x0B, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(0), UINT32_C(5), (uint8_t)5u), 0x06, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(1), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=-1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-1), UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(127), UINT32_C(5), (uint8_t)5u), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0x01, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(128), UINT32_C(5), (uint8_t)5u), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x02, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16383), UINT32_C(5), (uint8_t)5u), 0x0B, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16384), UINT32_C(5), (uint8_t)5u), 0x0B, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x02, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(4294967295), UINT32_C(5), (uint8_t)5u), 0x0D, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(9223372036854775807), UINT32_C(5), (uint8_t)5u), 0x12, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=-9223372036854775808", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_MIN, UINT32_C(5), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/value=-9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-9223372036854775807), UINT32_C(5), (uint8_t)5u), 0x12, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(0), (uint8_t)5u), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x02, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(1), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(127), (uint8_t)5u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x7F, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(128), (uint8_t)5u), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x80, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(16383), (uint8_t)5u), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0xFF, 0x7F, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(16384), (uint8_t)5u), 0x0B, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x80, 0x80, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample/raw=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(4294967295), (uint8_t)5u), 0x0D, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x00);
  CASE("demo_sensor_sample/quality=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)0u), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x01, 0x00);
  CASE("demo_sensor_sample/quality=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)1u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x01, 0x00);
  CASE("demo_sensor_sample/quality=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)127u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x7F, 0x00);
  CASE("demo_sensor_sample/quality=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)128u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x80, 0x00);
  CASE("demo_sensor_sample/quality=255", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5), (uint8_t)255u), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0xFF, 0x00);
}

static void check_encode_demo_sensor_sample_upto_raw(void) {
  CASE("demo_sensor_sample_upto_raw/typical", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(0), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x02, 0x80, 0x04, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x06, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(127), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x06, 0x80, 0x7F, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(128), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x07, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(16383), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x07, 0x80, 0xFF, 0x7F, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(16384), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(4294967295), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x0A, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(9223372036854775807), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x0E, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/ts=18446744073709551615", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(18446744073709551615), (uint8_t)5u, INT64_C(-5), UINT32_C(5)), 0x0F, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/sensor=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)0u, INT64_C(-5), UINT32_C(5)), 0x05, 0x80, 0xC0, 0x84, 0x3D, 0x03, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/sensor=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)1u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x01, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/sensor=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)127u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x7F, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/sensor=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)128u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x80, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/sensor=255", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)255u, INT64_C(-5), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0xFF, 0x0B, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(0), UINT32_C(5)), 0x06, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(1), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=-1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-1), UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(127), UINT32_C(5)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(128), UINT32_C(5)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x02, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16383), UINT32_C(5)), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16384), UINT32_C(5)), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x02, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(4294967295), UINT32_C(5)), 0x0C, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(9223372036854775807), UINT32_C(5)), 0x11, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=-9223372036854775808", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_MIN, UINT32_C(5)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/value=-9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-9223372036854775807), UINT32_C(5)), 0x11, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(0)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x01, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(1)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x01, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(127)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x7F, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(128)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x80, 0x01, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(16383)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0xFF, 0x7F, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(16384)), 0x0A, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x80, 0x80, 0x01, 0x00);
  CASE("demo_sensor_sample_upto_raw/raw=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_upto_raw(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5), UINT32_C(4294967295)), 0x0C, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00);
}

static void check_encode_demo_sensor_sample_base(void) {
  CASE("demo_sensor_sample_base/typical", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-5)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(0), (uint8_t)5u, INT64_C(-5)), 0x02, 0x80, 0x03, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1), (uint8_t)5u, INT64_C(-5)), 0x05, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(127), (uint8_t)5u, INT64_C(-5)), 0x05, 0x80, 0x7F, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(128), (uint8_t)5u, INT64_C(-5)), 0x06, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(16383), (uint8_t)5u, INT64_C(-5)), 0x06, 0x80, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(16384), (uint8_t)5u, INT64_C(-5)), 0x07, 0x80, 0x80, 0x80, 0x01, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(4294967295), (uint8_t)5u, INT64_C(-5)), 0x09, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(9223372036854775807), (uint8_t)5u, INT64_C(-5)), 0x0D, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/ts=18446744073709551615", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(18446744073709551615), (uint8_t)5u, INT64_C(-5)), 0x0E, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/sensor=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)0u, INT64_C(-5)), 0x05, 0x80, 0xC0, 0x84, 0x3D, 0x02, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/sensor=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)1u, INT64_C(-5)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x01, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/sensor=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)127u, INT64_C(-5)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x7F, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/sensor=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)128u, INT64_C(-5)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x80, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/sensor=255", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)255u, INT64_C(-5)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0xFF, 0x0B, 0x00);
  CASE("demo_sensor_sample_base/value=0", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(0)), 0x06, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("demo_sensor_sample_base/value=1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(1)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("demo_sensor_sample_base/value=-1", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-1)), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
  CASE("demo_sensor_sample_base/value=127", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(127)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0x01, 0x00);
  CASE("demo_sensor_sample_base/value=128", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(128)), 0x08, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x02, 0x00);
  CASE("demo_sensor_sample_base/value=16383", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16383)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0x01, 0x00);
  CASE("demo_sensor_sample_base/value=16384", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(16384)), 0x09, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x80, 0x80, 0x02, 0x00);
  CASE("demo_sensor_sample_base/value=4294967295", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(4294967295)), 0x0B, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0x00);
  CASE("demo_sensor_sample_base/value=9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(9223372036854775807)), 0x10, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
  CASE("demo_sensor_sample_base/value=-9223372036854775808", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_MIN), 0x07, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("demo_sensor_sample_base/value=-9223372036854775807", EVT_DEMO_SENSOR_SAMPLE_MAXLEN, encode_demo_sensor_sample_base(buf, UINT64_C(1000000), (uint8_t)5u, INT64_C(-9223372036854775807)), 0x10, 0x80, 0xC0, 0x84, 0x3D, 0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x00);
}

static void check_encode_demo_motor_state(void) {
  CASE("demo_motor_state/typical", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=0", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(0), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x02, 0x81, 0x02, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=1", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x04, 0x81, 0x01, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=127", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(127), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x04, 0x81, 0x7F, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=128", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(128), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x05, 0x81, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=16383", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(16383), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x05, 0x81, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=16384", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(16384), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0x80, 0x80, 0x01, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=4294967295", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(4294967295), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x08, 0x81, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=9223372036854775807", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(9223372036854775807), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x0C, 0x81, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/ts=18446744073709551615", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(18446744073709551615), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x0D, 0x81, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/motor=0", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)0u, DEMO_MOTOR_STOPPED), 0x05, 0x81, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("demo_motor_state/motor=1", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)1u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0x01, 0x01, 0x00);
  CASE("demo_motor_state/motor=127", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)127u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0x7F, 0x01, 0x00);
  CASE("demo_motor_state/motor=128", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)128u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0x80, 0x01, 0x00);
  CASE("demo_motor_state/motor=255", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)255u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0xFF, 0x01, 0x00);
  CASE("demo_motor_state/state=DEMO_MOTOR_STOPPED", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)5u, DEMO_MOTOR_STOPPED), 0x06, 0x81, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/state=DEMO_MOTOR_RAMPING", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)5u, DEMO_MOTOR_RAMPING), 0x07, 0x81, 0xC0, 0x84, 0x3D, 0x05, 0x01, 0x00);
  CASE("demo_motor_state/state=DEMO_MOTOR_RUNNING", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)5u, DEMO_MOTOR_RUNNING), 0x07, 0x81, 0xC0, 0x84, 0x3D, 0x05, 0x02, 0x00);
  CASE("demo_motor_state/state=DEMO_MOTOR_FAULT", EVT_DEMO_MOTOR_STATE_MAXLEN, encode_demo_motor_state(buf, UINT64_C(1000000), (uint8_t)5u, DEMO_MOTOR_FAULT), 0x07, 0x81, 0xC0, 0x84, 0x3D, 0x05, 0x03, 0x00);
}

static void check_encode_demo_log_line(void) {
  CASE("demo_log_line/typical", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "name"), 0x0A, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=0", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(0), (uint8_t)5u, "name"), 0x02, 0x82, 0x06, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=1", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1), (uint8_t)5u, "name"), 0x08, 0x82, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=127", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(127), (uint8_t)5u, "name"), 0x08, 0x82, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=128", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(128), (uint8_t)5u, "name"), 0x09, 0x82, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=16383", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(16383), (uint8_t)5u, "name"), 0x09, 0x82, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=16384", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(16384), (uint8_t)5u, "name"), 0x0A, 0x82, 0x80, 0x80, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=4294967295", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(4294967295), (uint8_t)5u, "name"), 0x0C, 0x82, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=9223372036854775807", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(9223372036854775807), (uint8_t)5u, "name"), 0x10, 0x82, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/ts=18446744073709551615", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(18446744073709551615), (uint8_t)5u, "name"), 0x11, 0x82, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/level=0", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)0u, "name"), 0x05, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/level=1", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)1u, "name"), 0x0A, 0x82, 0xC0, 0x84, 0x3D, 0x01, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/level=127", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)127u, "name"), 0x0A, 0x82, 0xC0, 0x84, 0x3D, 0x7F, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/level=128", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)128u, "name"), 0x0A, 0x82, 0xC0, 0x84, 0x3D, 0x80, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/level=255", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)255u, "name"), 0x0A, 0x82, 0xC0, 0x84, 0x3D, 0xFF, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_log_line/text=0chars:", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, ""), 0x06, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x00);
  CASE("demo_log_line/text=1chars:x", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "x"), 0x07, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x78, 0x00);
  CASE("demo_log_line/text=20chars:abcdefghijklmnopqrst", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqrst"), 0x1A, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("demo_log_line/text=25chars:abcdefghijklmnopqrstuvwxy", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqrstuvwxy"), 0x1A, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("demo_log_line/text=19chars:abcdefghijklmnopqrU+00E9", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqr\303\251"), 0x1A, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("demo_log_line/text=20chars:abcdefghijklmnopqrsU+00E9", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqrs\303\251"), 0x19, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("demo_log_line/text=19chars:abcdefghijklmnopqrU+20AC", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqr\342\202\254"), 0x18, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("demo_log_line/text=21chars:abcdefghijklmnopqrsU+1F600", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "abcdefghijklmnopqrs\360\237\230\200"), 0x19, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("demo_log_line/text=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_DEMO_LOG_LINE_MAXLEN, encode_demo_log_line(buf, UINT64_C(1000000), (uint8_t)5u, "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x14, 0x82, 0xC0, 0x84, 0x3D, 0x05, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

static void check_encode_demo_board_name(void) {
  CASE("demo_board_name/typical", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "name"), 0x06, 0x83, 0x6E, 0x61, 0x6D, 0x65, 0x00);
  CASE("demo_board_name/name=0chars:", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, ""), 0x02, 0x83, 0x00);
  CASE("demo_board_name/name=1chars:x", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "x"), 0x03, 0x83, 0x78, 0x00);
  CASE("demo_board_name/name=20chars:abcdefghijklmnopqrst", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqrst"), 0x16, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("demo_board_name/name=25chars:abcdefghijklmnopqrstuvwxy", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqrstuvwxy"), 0x16, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x74, 0x00);
  CASE("demo_board_name/name=19chars:abcdefghijklmnopqrU+00E9", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqr\303\251"), 0x16, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0xC3, 0xA9, 0x00);
  CASE("demo_board_name/name=20chars:abcdefghijklmnopqrsU+00E9", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqrs\303\251"), 0x15, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("demo_board_name/name=19chars:abcdefghijklmnopqrU+20AC", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqr\342\202\254"), 0x14, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x00);
  CASE("demo_board_name/name=21chars:abcdefghijklmnopqrsU+1F600", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "abcdefghijklmnopqrs\360\237\230\200"), 0x15, 0x83, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F, 0x70, 0x71, 0x72, 0x73, 0x00);
  CASE("demo_board_name/name=8chars:GrU+00FCU+00DFe U+65E5U+672C", EVT_DEMO_BOARD_NAME_MAXLEN, encode_demo_board_name(buf, "Gr\303\274\303\237e \346\227\245\346\234\254"), 0x10, 0x83, 0x47, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65, 0x20, 0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x00);
}

int main(void) {
  check_encode_core_id();
  check_encode_dropped_evt_cnt();
  check_encode_ts_resolution_ns();
  check_encode_isr_name();
  check_encode_isr_enter();
  check_encode_isr_exit();
  check_encode_evtmarker_name();
  check_encode_evtmarker();
  check_encode_evtmarker_begin();
  check_encode_evtmarker_end();
  check_encode_valmarker_name();
  check_encode_valmarker();
  check_encode_catalogue_fingerprint();
  check_encode_ts_frequency_hz();
  check_encode_freertos_task_switched_in();
  check_encode_freertos_task_to_rdy_state();
  check_encode_freertos_task_resumed();
  check_encode_freertos_task_resumed_from_isr();
  check_encode_freertos_task_suspended();
  check_encode_freertos_curtask_delay();
  check_encode_freertos_curtask_delay_until();
  check_encode_freertos_task_priority_set();
  check_encode_freertos_task_priority_inherit();
  check_encode_freertos_task_priority_disinherit();
  check_encode_freertos_task_created();
  check_encode_freertos_task_name();
  check_encode_freertos_task_is_idle_task();
  check_encode_freertos_task_is_timer_task();
  check_encode_freertos_task_deleted();
  check_encode_freertos_queue_created();
  check_encode_freertos_queue_name();
  check_encode_freertos_queue_kind();
  check_encode_freertos_queue_send();
  check_encode_freertos_queue_send_from_isr();
  check_encode_freertos_queue_overwrite();
  check_encode_freertos_queue_overwrite_from_isr();
  check_encode_freertos_queue_receive();
  check_encode_freertos_queue_receive_from_isr();
  check_encode_freertos_queue_reset();
  check_encode_freertos_curtask_block_on_queue_peek();
  check_encode_freertos_curtask_block_on_queue_send();
  check_encode_freertos_curtask_block_on_queue_receive();
  check_encode_freertos_queue_cur_length();
  check_encode_freertos_queue_deleted();
  check_encode_freertos_stream_buffer_created();
  check_encode_freertos_stream_buffer_kind();
  check_encode_freertos_stream_buffer_name();
  check_encode_freertos_stream_buffer_send();
  check_encode_freertos_stream_buffer_send_from_isr();
  check_encode_freertos_stream_buffer_receive();
  check_encode_freertos_stream_buffer_receive_from_isr();
  check_encode_freertos_stream_buffer_reset();
  check_encode_freertos_curtask_block_on_stream_buffer_send();
  check_encode_freertos_curtask_block_on_stream_buffer_receive();
  check_encode_freertos_stream_buffer_deleted();
  check_encode_freertos_event_group_created();
  check_encode_freertos_event_group_name();
  check_encode_freertos_event_group_set_bits();
  check_encode_freertos_event_group_clear_bits();
  check_encode_freertos_curtask_block_on_event_group();
  check_encode_freertos_event_group_deleted();
  check_encode_freertos_task_notify();
  check_encode_freertos_task_notify_from_isr();
  check_encode_freertos_curtask_block_on_notify();
  check_encode_freertos_timer_created();
  check_encode_freertos_timer_name();
  check_encode_freertos_timer_expired();
  check_encode_freertos_queue_peek();
  check_encode_freertos_queue_peek_from_isr();
  check_encode_freertos_heap_malloc();
  check_encode_freertos_heap_free();
  check_encode_freertos_heap_malloc_failed();
  check_encode_freertos_task_stack_low();
  check_encode_freertos_task_stack_high_water();
  check_encode_freertos_queue_call_failed();
  check_encode_freertos_stream_buffer_call_failed();
  check_encode_freertos_task_evtmarker_name();
  check_encode_freertos_task_evtmarker();
  check_encode_freertos_task_evtmarker_begin();
  check_encode_freertos_task_evtmarker_end();
  check_encode_freertos_task_valmarker_name();
  check_encode_freertos_task_valmarker();
  check_encode_demo_sensor_sample();
  check_encode_demo_sensor_sample_upto_raw();
  check_encode_demo_sensor_sample_base();
  check_encode_demo_motor_state();
  check_encode_demo_log_line();
  check_encode_demo_board_name();
  printf("%d passed, %d failed\n", checked - failures, failures);
  return failures == 0 ? 0 : 1;
}

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * The probes' clock and stream, for bench/firmware-footprint.sh (event_bench.c, stack_bench.c):
 * a counter clock that advances 1000 ticks per read, and a stream that keeps a sum of what it
 * is given (bench_sink), so that the compiler keeps the frames the runtime writes.
 */
#include "tband.h"

static uint64_t now;
volatile size_t bench_sink;

uint64_t bench_timestamp(void) {
  return now += 1000;
}

bool bench_stream(const uint8_t *buf, size_t len) {
  bench_sink += (size_t)buf[0] + len;
  return false;
}

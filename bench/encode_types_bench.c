/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Encoder cost probe of the field types for application events: encodes N events of one kind
 * of bench/types-bench.yaml (one field each) with the encoders generated from it.
 *
 *   cc -O2 -I<dir with that header> -include tband_encode.h encode_types_bench.c -o encode_types_bench
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null ./encode_types_bench 100000 0
 *
 * Kinds: 0 u32, 1 u16, 2 s16, 3 s32, 4 bool, 5 f32, 6 f64, 7 string (15 chars), 8 bytes (8),
 * 9 f32[3]. Values vary with i, as in encode_bench.c.
 */
#include <stdint.h>
#include <stdlib.h>

volatile size_t sink;

int main(int argc, char **argv) {
  static const uint8_t raw[8] = {1, 2, 3, 0, 5, 6, 7, 8};
  if (argc < 3) return 2;
  int n = atoi(argv[1]);
  int kind = atoi(argv[2]);
  uint8_t buf[128];
  uint64_t ts = 123456789u;
  for (int i = 0; i < n; i++) {
    ts += 37;
    float axes[3] = {(float)i, 0.5f, -2.0f};
    switch (kind) {
      case 0: sink = encode_types_u32_value(buf, ts, (uint32_t)(i & 31)); break;
      case 1: sink = encode_types_u16_value(buf, ts, (uint16_t)(i & 31)); break;
      case 2: sink = encode_types_s16_value(buf, ts, (int16_t)((i & 63) - 32)); break;
      case 3: sink = encode_types_s32_value(buf, ts, (int32_t)i * 1000 - 500000); break;
      case 4: sink = encode_types_bool_value(buf, ts, (i & 1) != 0); break;
      case 5: sink = encode_types_f32_value(buf, ts, (float)i * 0.25f); break;
      case 6: sink = encode_types_f64_value(buf, ts, (double)i * 0.25); break;
      case 7: sink = encode_types_string_value(buf, ts, "hello world 123"); break;
      case 8: sink = encode_types_bytes_value(buf, ts, raw, sizeof raw); break;
      case 9: sink = encode_types_f32_array(buf, ts, axes); break;
      default: return 2;
    }
  }
  return 0;
}

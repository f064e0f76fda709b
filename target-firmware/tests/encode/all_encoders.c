/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * Every encoder of tband_encode.h behind an external wrapper, so each inline encoder is really
 * compiled and kept: the compile checks build this file with every supported compiler and CPU,
 * and bench/encode-bench.sh reads each encoder's code size from the wrappers.
 */
#include <stddef.h>
#include <stdint.h>

#include "tband_encode.h"

#define TBAND_ENCODER(function, maxlen, params, args, typed_args, kinds) \
  size_t wrap_##function params;                                     \
  size_t wrap_##function params { return function args; }
#include "tband_encoders.inc"

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

#include "cobs.h"

bool tband_cobs_decode(const uint8_t *frame, size_t frame_len, uint8_t *payload, size_t *payload_len) {
  size_t end;
  size_t i = 0;
  size_t n = 0;
  if (frame_len < 2 || frame[frame_len - 1] != 0) {
    return false;
  }
  end = frame_len - 1;
  while (i < end) {
    size_t code = frame[i];
    size_t k;
    if (code == 0 || i + code > end) {
      return false;
    }
    for (k = 1; k < code; k++) {
      if (frame[i + k] == 0) {
        return false;
      }
      payload[n++] = frame[i + k];
    }
    i += code;
    /* A code below 0xFF stands for a zero, except after the frame's last block. */
    if (code < 0xFF && i < end) {
      payload[n++] = 0;
    }
  }
  *payload_len = n;
  return true;
}

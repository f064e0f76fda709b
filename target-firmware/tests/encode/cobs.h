/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* A COBS frame decoder written from the spec, independent of the encoder under test. */
#ifndef TBAND_TEST_COBS_H
#define TBAND_TEST_COBS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Decodes one frame of frame_len bytes, its 0x00 delimiter included, into payload (which must
 * hold frame_len bytes). Returns false when the frame is malformed: no delimiter at the end, a
 * zero inside, or a code pointing past the delimiter.
 */
bool tband_cobs_decode(const uint8_t *frame, size_t frame_len, uint8_t *payload, size_t *payload_len);

#endif /* TBAND_TEST_COBS_H */

/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * A tiny assertion helper for the C tests: a failed check prints where it is and what differed,
 * and the test goes on, so one run shows every broken case.
 */
#ifndef TBAND_CHECK_H
#define TBAND_CHECK_H

#include <stddef.h>
#include <stdint.h>

#define CHECK(cond) tband_check(__FILE__, __LINE__, #cond, (cond))
#define FAIL(why) tband_check(__FILE__, __LINE__, (why), 0)
#define CHECK_EQ(actual, expected) \
  tband_check_eq(__FILE__, __LINE__, #actual, (uint64_t)(actual), (uint64_t)(expected))

#define CHECK_BYTES(actual, actual_len, expected, expected_len)                              \
  tband_check_bytes(__FILE__, __LINE__, #actual, (const uint8_t *)(actual), (actual_len), \
                    (const uint8_t *)(expected), (expected_len))

/*
 * Compares bytes with hex written as the spec writes it, plus "NN*k" for k copies of NN:
 * CHECK_HEX(buf, len, "FF 88*254 02 88 00").
 */
#define CHECK_HEX(actual, len, hex) tband_check_hex(__FILE__, __LINE__, #actual, (actual), (len), (hex))

/* CHECK_HEX on the payload of a COBS frame (delimiter included); the frame must decode. */
#define CHECK_PAYLOAD(frame, len, hex) \
  tband_check_payload(__FILE__, __LINE__, #frame, (frame), (len), (hex))

/* Printed with every failure until the next call: which case of a loop failed. */
void tband_check_context(const char *fmt, ...);

void tband_check(const char *file, int line, const char *what, int ok);
void tband_check_eq(const char *file, int line, const char *what, uint64_t actual, uint64_t expected);
void tband_check_bytes(const char *file, int line, const char *what, const uint8_t *actual,
                       size_t actual_len, const uint8_t *expected, size_t expected_len);
void tband_check_hex(const char *file, int line, const char *what, const uint8_t *actual,
                     size_t actual_len, const char *hex);
void tband_check_payload(const char *file, int line, const char *what, const uint8_t *frame,
                         size_t frame_len, const char *hex);

/* Prints the summary; returns main's exit status. */
int tband_check_done(void);

#endif /* TBAND_CHECK_H */

<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
/*
 * ${program}.c: checks the generated C encoders against every case of corpus/${json}.
 *
 * GENERATED from ${cComment(source)} by the Tonband generator (corpus/${json} holds the same
 * cases); do not edit. <#if maxStrLen == defaultMaxStrLen>Build with the default tband_configMAX_STR_LEN (${maxStrLen})<#else>The cases need tband_configMAX_STR_LEN ${maxStrLen}, which this file sets</#if>, ideally
 * under AddressSanitizer: each case encodes into a heap buffer of exactly the event's MAXLEN.
 * Prints each mismatch and exits with the number of failed cases.
 *
<#list licenseLines as line>
 * ${line}
</#list>
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
<#if maxStrLen != defaultMaxStrLen>

#ifndef tband_configMAX_STR_LEN
#define tband_configMAX_STR_LEN ${maxStrLen}
#endif
#if tband_configMAX_STR_LEN != ${maxStrLen}
#error "${program}.c holds the frames of encoders built with tband_configMAX_STR_LEN ${maxStrLen}"
#endif
</#if>

#include "tband_encode.h"

static int failures;
static int checked;
<#if f32>

/* A float of the given raw bits: the cases name NaN payloads, which no literal spells. */
static float f32_bits(uint32_t bits) {
  float v;
  memcpy(&v, &bits, sizeof v);
  return v;
}
</#if>
<#if f64>

/* A double of the given raw bits. */
static double f64_bits(uint64_t bits) {
  double v;
  memcpy(&v, &bits, sizeof v);
  return v;
}
</#if>

<#if cases?has_content>
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

</#if>
/* One function per encoder: compilers (clang -Os with the sanitizers most of all) take many
 * times longer on one function holding every case. */
<#assign encoders = []>
<#list cases as c>
<#if c?is_first || c.function != cases[c?index - 1].function>
<#assign encoders = encoders + [c.function]>
static void check_${c.function}(void) {
</#if>
  CASE("${c.name?j_string}", ${c.maxlen}, ${c.function}(buf<#if c.arguments?has_content>, ${c.arguments}</#if>), ${c.frame});
<#if c?is_last || c.function != cases[c?index + 1].function>
}

</#if>
</#list>
int main(void) {
<#list encoders as f>
  check_${f}();
</#list>
  printf("%d passed, %d failed\n", checked - failures, failures);
  return failures == 0 ? 0 : 1;
}

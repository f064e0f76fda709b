// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** Strict UTF-8 validation: no overlong forms, no surrogates, nothing above U+10FFFF. */
final class Utf8 {
  private Utf8() {}

  static boolean isValid(byte[] b, int offset, int length) {
    int end = offset + length;
    int i = offset;
    while (i < end && b[i] >= 0) { // ASCII, the usual text of a trace
      i++;
    }
    return isValidFrom(b, i, end);
  }

  private static boolean isValidFrom(byte[] b, int i, int end) {
    while (i < end) {
      int lead = b[i] & 0xFF;
      if (lead < 0x80) {
        i++;
        continue;
      }
      int continuations;
      int smallest;
      if (lead >= 0xC2 && lead <= 0xDF) {
        continuations = 1;
        smallest = 0x80;
      } else if (lead >= 0xE0 && lead <= 0xEF) {
        continuations = 2;
        smallest = 0x800;
      } else if (lead >= 0xF0 && lead <= 0xF4) {
        continuations = 3;
        smallest = 0x10000;
      } else {
        return false;
      }
      if (i + continuations >= end) {
        return false;
      }
      int codePoint = lead & (0x3F >> continuations);
      for (int k = 1; k <= continuations; k++) {
        int next = b[i + k] & 0xFF;
        if ((next & 0xC0) != 0x80) {
          return false;
        }
        codePoint = (codePoint << 6) | (next & 0x3F);
      }
      if (codePoint < smallest || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
        return false;
      }
      i += continuations + 1;
    }
    return true;
  }
}

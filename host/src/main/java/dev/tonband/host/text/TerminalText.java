// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

/**
 * Makes text from a trace safe to print on a terminal. Device-supplied names, dial9 schema names
 * and file names may hold escape sequences that would move the cursor, retitle the window or
 * hide text; every character that controls a terminal (C0 and C1 controls, DEL, line and
 * paragraph separators, bidirectional overrides) is written as {@code \}{@code uXXXX} instead.
 */
public final class TerminalText {
  private TerminalText() {}

  public static String escape(String s) {
    int first = 0;
    while (first < s.length() && !controls(s.charAt(first))) {
      first++;
    }
    if (first == s.length()) {
      return s;
    }
    StringBuilder out = new StringBuilder(s.length() + 16).append(s, 0, first);
    for (int i = first; i < s.length(); i++) {
      char c = s.charAt(i);
      if (controls(c)) {
        out.append(String.format("\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** Whether {@code c} can change what a terminal shows other than by printing itself. */
  static boolean controls(char c) {
    return c < 0x20 || c >= 0x7F && c <= 0x9F
        || c == 0x2028 || c == 0x2029
        || c >= 0x202A && c <= 0x202E
        || c >= 0x2066 && c <= 0x2069;
  }
}

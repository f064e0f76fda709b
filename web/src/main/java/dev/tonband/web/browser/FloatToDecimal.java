// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web.browser;

/** As {@link DoubleToDecimal}, for Jackson's {@code FloatToDecimal}: {@link Float#toString}. */
public final class FloatToDecimal {
  private FloatToDecimal() {}

  public static String toString(float v) {
    return Float.toString(v);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web.browser;

/**
 * Compiled by TeaVM in place of Jackson's {@code com.fasterxml.jackson.core.io.schubfach.DoubleToDecimal}
 * (see {@link BrowserSubstitutions}), which makes its strings with a {@code String} constructor
 * TeaVM's class library lacks. Jackson calls it only with its fast double writer, which {@code
 * StatsJson} does not enable; otherwise it writes {@link Double#toString}, as here.
 */
public final class DoubleToDecimal {
  private DoubleToDecimal() {}

  public static String toString(double v) {
    return Double.toString(v);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web.browser;

/**
 * dev.tonband.dial9.HeapLimit in the browser, which has no heap limit to ask: a browser gives a
 * page's JavaScript and WebAssembly-GC objects a few GiB at most, and the input and the trace
 * take some, so this says 2 GiB, and dial9's quarter of it keeps an archive's schemas and pools
 * to 512 MiB.
 */
final class HeapLimit {
  private HeapLimit() {}

  static long bytes() {
    return 2L << 30;
  }
}

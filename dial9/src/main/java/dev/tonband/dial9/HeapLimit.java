// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

/**
 * The most heap this process may use. A class of its own so that a runtime that has no such limit
 * to ask, as the browser build of the converter, can put its own figure in its place.
 */
final class HeapLimit {
  private HeapLimit() {}

  static long bytes() {
    return Runtime.getRuntime().maxMemory();
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * Something wrong with a trace, for people: which input, where in it, what happened, and what
 * the converter did about it. Every problem becomes an instant on the errors track and a line
 * in the summary, and makes the exit code say the trace was not clean.
 *
 * @param kind a short stable name for counting (a decoder {@code ErrorKind} or one of the
 *     converter's own, such as {@code NON_MONOTONIC_TIMESTAMP})
 * @param where the input and the position in it, e.g. {@code trace.bin offset 120 frame 7}
 */
public record Problem(String kind, String where, String message, long ns, int core) implements StreamItem {
  @Override
  public String toString() {
    return where + ": " + message;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reports an input that ends without a single byte to decode ({@value #KIND}): an empty file, a
 * hex dump of only comments, a connection closed at once. Without it such a run would write an
 * empty trace and exit 0 without a word.
 */
final class EmptyInputCheck extends FilterInputStream {
  static final String KIND = "EMPTY_INPUT";

  private final String name;
  private final InputProblems problems;
  private boolean seenBytes;
  private boolean ended;

  EmptyInputCheck(InputStream in, String name, InputProblems problems) {
    super(in);
    this.name = name;
    this.problems = problems;
  }

  @Override
  public int read() throws IOException {
    return seen(in.read());
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = in.read(b, off, len);
    return n == 0 ? 0 : n < 0 ? seen(-1) : seen(n);
  }

  private int seen(int result) {
    if (result >= 0) {
      seenBytes = true;
    } else if (!seenBytes && !ended) {
      ended = true;
      problems.report(KIND, name, "the input is empty: it holds no bytes of a trace;"
          + " is it the right file, and did the capture run?");
    }
    return result;
  }
}

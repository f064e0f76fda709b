// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Standard output that notices when the reader has gone ({@code tonband decode | head}): Java
 * ignores SIGPIPE and {@link PrintStream} swallows the write error, so without this a decode
 * would run to the end of its input printing into nothing. Writes are passed on in the chunks
 * of the buffer above, so checking each costs little.
 */
final class StdoutGuard extends OutputStream {
  private final PrintStream stdout;
  private boolean closed;

  StdoutGuard(PrintStream stdout) {
    this.stdout = stdout;
  }

  /** Whether a write failed: no one reads any more. */
  boolean closed() {
    return closed;
  }

  @Override
  public void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (!closed) {
      stdout.write(b, off, len);
      closed = stdout.checkError();
    }
  }

  @Override
  public void flush() {
    if (!closed) {
      closed = stdout.checkError(); // flushes
    }
  }
}

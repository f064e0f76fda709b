// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;

/**
 * A file read as it grows ({@code --follow}, as {@code tail -f} does): at its end, reading waits
 * for more rather than ending, until {@link #stop()} (Ctrl-C), after which what was written so far
 * is read and the input ends. A capture tool writing the file never sees it end mid-frame.
 */
final class FollowedFile extends BlockInputStream {
  private static final long POLL_MILLIS = 100;

  private volatile boolean stopped;

  FollowedFile(InputStream file) {
    super(file);
  }

  /** Ends the input once what the file holds now has been read. */
  void stop() {
    stopped = true;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    while (true) {
      boolean last = stopped; // read once more after stop(): what was written before it counts
      int n = in.read(b, off, len);
      if (n != -1 || last) {
        return n;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while following the file");
      }
    }
  }
}

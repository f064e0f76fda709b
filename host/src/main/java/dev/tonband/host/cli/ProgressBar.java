// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Conversion;
import dev.tonband.host.input.Inputs;
import java.io.PrintStream;

/**
 * A one-line progress display on stderr for long runs: a bar when the input size is known, the
 * event count, and the rate. Redrawn at most five times a second; cleared for other lines and at
 * the end.
 */
final class ProgressBar implements Conversion.Progress {
  private static final long REDRAW_NANOS = 200_000_000;
  private static final int WIDTH = 30;

  private final PrintStream err;
  private final Inputs inputs;
  private final boolean shown;
  private final long start = System.nanoTime();
  private long lastDraw = start;
  private boolean drawn;

  /** @param shown whether to draw at all (not when hidden, or when stderr is no terminal) */
  ProgressBar(PrintStream err, Inputs inputs, boolean shown) {
    this.err = err;
    this.inputs = inputs;
    this.shown = shown;
  }

  @Override
  public void update(long events) {
    long now = System.nanoTime();
    if (!shown || now - lastDraw < REDRAW_NANOS) {
      return;
    }
    lastDraw = now;
    double seconds = (now - start) / 1e9;
    StringBuilder line = new StringBuilder("\r");
    long total = inputs.totalBytes();
    if (total > 0) {
      double done = Math.min(1, (double) inputs.bytesRead() / total);
      int filled = (int) (done * WIDTH);
      line.append('[').append("#".repeat(filled)).append(" ".repeat(WIDTH - filled)).append(']')
          .append(String.format(" %3.0f%% ", done * 100));
    }
    line.append(String.format("%,d events, %,.0f events/s ", events, events / Math.max(seconds, 1e-9)));
    err.print(line);
    err.flush();
    drawn = true;
  }

  /** Clears the line, so that another line (a problem, the summary) starts on a clean one. */
  void clear() {
    if (drawn) {
      err.print("\r" + " ".repeat(WIDTH + 60) + "\r");
      err.flush();
      drawn = false;
    }
  }
}

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

  /**
   * The bar on the screen now, if any: a run stopped meanwhile (Ctrl-C) ends its line with a word
   * of what happened, rather than leave the shell's prompt after it.
   */
  private static volatile ProgressBar onScreen;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      ProgressBar bar = onScreen;
      if (bar != null) {
        bar.clear();
        bar.err.println("tonband: stopped before the end");
        bar.err.flush();
      }
    }, "progress-line"));
  }

  /** @param wanted whether to draw at all: then only when stderr is a terminal */
  ProgressBar(PrintStream err, Inputs inputs, boolean wanted) {
    this.err = err;
    this.inputs = inputs;
    this.shown = wanted && Terminal.is(Terminal.STDERR);
  }

  /** Clears the bar on the screen, if any: an error's message then starts a line of its own. */
  static void clearAny() {
    ProgressBar bar = onScreen;
    if (bar != null) {
      bar.clear();
    }
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
    synchronized (this) { // against the shutdown hook's clear()
      err.print(line);
      err.flush();
      drawn = true;
      onScreen = this;
    }
  }

  /** Clears the line, so that another line (a problem, the summary) starts on a clean one. */
  synchronized void clear() {
    if (drawn) {
      err.print("\r" + " ".repeat(WIDTH + 60) + "\r");
      err.flush();
      drawn = false;
      onScreen = null;
    }
  }
}

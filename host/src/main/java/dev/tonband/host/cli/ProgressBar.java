package dev.tonband.host.cli;

import dev.tonband.host.Conversion;
import dev.tonband.host.input.Inputs;
import java.io.PrintStream;

/**
 * A one-line progress display on stderr for long runs: a bar when the input size is known, the
 * event count, and the rate. Redrawn at most five times a second; erased at the end.
 */
final class ProgressBar implements Conversion.Progress {
  private static final long REDRAW_NANOS = 200_000_000;
  private static final int WIDTH = 30;

  private final PrintStream err;
  private final Inputs inputs;
  private final long start = System.nanoTime();
  private long lastDraw = start;
  private boolean drawn;

  ProgressBar(PrintStream err, Inputs inputs) {
    this.err = err;
    this.inputs = inputs;
  }

  @Override
  public void update(long events) {
    long now = System.nanoTime();
    if (now - lastDraw < REDRAW_NANOS) {
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

  /** Clears the line so that the summary starts on a clean one. */
  void finish() {
    if (drawn) {
      err.print("\r" + " ".repeat(WIDTH + 60) + "\r");
      err.flush();
    }
  }
}

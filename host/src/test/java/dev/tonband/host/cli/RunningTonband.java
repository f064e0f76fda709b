// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * {@code tonband} running as a process of its own, its stdout and stderr collected line by line
 * as they come, for tests that act while it runs (a live capture, a port it holds).
 */
public final class RunningTonband implements AutoCloseable {
  private static final long WAIT_SECONDS = 30;

  private final Process process;
  private final List<String> out = new ArrayList<>();
  private final List<String> err = new ArrayList<>();
  private final Thread outReader;
  private final Thread errReader;

  private RunningTonband(Process process) {
    this.process = process;
    outReader = collect(process.getInputStream(), out);
    errReader = collect(process.getErrorStream(), err);
  }

  public static RunningTonband start(String... args) throws IOException {
    return new RunningTonband(CliProcess.tonband(args).start());
  }

  private Thread collect(InputStream stream, List<String> lines) {
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          synchronized (this) {
            lines.add(line);
            notifyAll();
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    reader.setDaemon(true);
    reader.start();
    return reader;
  }

  /** Waits until stdout has {@code count} lines; fails with what it has after a while. */
  public synchronized void awaitOutLines(int count) throws InterruptedException {
    await(() -> out.size() >= count, count + " lines on stdout");
  }

  /** Waits until a line on stderr contains {@code text}. */
  public synchronized void awaitErr(String text) throws InterruptedException {
    await(() -> err.stream().anyMatch(line -> line.contains(text)), "'" + text + "' on stderr");
  }

  private void await(BooleanSupplier done, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
    while (!done.getAsBoolean()) {
      long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      if (left <= 0) {
        throw new AssertionError("no " + what + " after " + WAIT_SECONDS + " s; stdout: " + out.size()
            + " lines, stderr: " + err + (process.isAlive() ? "" : ", exit " + process.exitValue()));
      }
      wait(Math.min(left, 100));
    }
  }

  public synchronized List<String> outLines() {
    return List.copyOf(out);
  }

  /** The stdout lines that {@code keep} keeps. */
  public synchronized List<String> outLines(Predicate<String> keep) {
    return out.stream().filter(keep).toList();
  }

  public synchronized String err() {
    return String.join("\n", err);
  }

  public void pressCtrlC() throws Exception {
    CliProcess.pressCtrlC(process);
  }

  /** Waits for the exit, and for the last lines it printed; returns the exit code. */
  public int awaitExit() throws InterruptedException {
    if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
      throw new AssertionError("tonband did not end; stderr: " + err());
    }
    outReader.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
    errReader.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
    return process.exitValue();
  }

  @Override
  public void close() {
    process.destroyForcibly();
  }
}

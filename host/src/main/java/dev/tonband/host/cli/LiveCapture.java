// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.input.Inputs;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Makes Ctrl-C end a live capture cleanly: the JVM's shutdown hook disconnects the inputs, which
 * ends the streams as if the device had stopped, and then waits for the command to write what it
 * has, so the output is a complete trace rather than a cut-off one.
 */
final class LiveCapture implements AutoCloseable {
  private static final long FINISH_TIMEOUT_SECONDS = 10;

  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook;

  LiveCapture(Inputs inputs) {
    hook = new Thread(() -> {
      inputs.disconnect();
      try {
        finished.await(FINISH_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "tonband-live-capture-stop");
    try {
      Runtime.getRuntime().addShutdownHook(hook);
    } catch (IllegalStateException e) {
      inputs.disconnect(); // Ctrl-C came while the inputs were opening: end the capture at once
    }
  }

  @Override
  public void close() {
    finished.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // the JVM is shutting down already: the hook is running and now sees us finished
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a test script of the browser builds (node, or chromium driven from node), its output logged to a file. */
final class NodeScript {
  static final int TIMEOUT_MINUTES = 10;

  private NodeScript() {}

  /**
   * Runs {@code command} (node and its script first) with the {@code environment}'s name-value
   * pairs; fails with its log when it fails or takes longer than {@value #TIMEOUT_MINUTES} minutes.
   *
   * @param logs the folder its log goes to, log-SCRIPT.txt
   */
  static void run(Path logs, List<String> command, String... environment) throws IOException, InterruptedException {
    Path log = Files.createDirectories(logs).resolve("log-" + command.get(1).replaceAll(".*/", "") + ".txt");
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
    for (int i = 0; i < environment.length; i += 2) {
      builder.environment().put(environment[i], environment[i + 1]);
    }
    Process process = builder.start();
    if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError(command.get(1) + " did not finish in " + TIMEOUT_MINUTES + " minutes; " + log);
    }
    assertWithMessage(command.get(1) + " failed:\n" + Files.readString(log)).that(process.exitValue()).isEqualTo(0);
  }
}

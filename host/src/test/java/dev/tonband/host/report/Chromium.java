// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's Chromium, headless, from its command line: loads a page from a file with the network
 * closed and prints its DOM once the page's scripts have run, or takes a screenshot. The flags
 * are those this kind of machine needs (no sandbox as root, no GPU, no background connections).
 */
final class Chromium {
  private static final Path BINARY = Path.of("/usr/bin/chromium");
  private static final long TIMEOUT_SECONDS = 120;

  /** What a run printed: the DOM (or nothing) on stdout, Chromium's log with the page's console on stderr. */
  record Run(String stdout, String stderr) {}

  private final Path profile;

  /** @param scratch a folder for Chromium's own profile, new for each test */
  Chromium(Path scratch) {
    this.profile = scratch.resolve("chromium-profile");
  }

  static boolean installed() {
    return Files.isExecutable(BINARY);
  }

  static void checkInstalled() {
    if (!Files.isExecutable(BINARY)) {
      throw new IllegalStateException(BINARY + " is not installed; the report is tested in a real browser:"
          + " sudo apt-get install -y chromium (README.md, 'Set up and run')");
    }
  }

  /** The page's DOM after its scripts ran (the page's console is logged on stderr). */
  Run dumpDom(Path page) throws IOException, InterruptedException {
    return run(page, "--enable-logging=stderr", "--v=0", "--dump-dom");
  }

  Run screenshot(Path page, Path png, int width, int height) throws IOException, InterruptedException {
    return run(page, "--window-size=" + width + "," + height, "--hide-scrollbars", "--screenshot=" + png.toAbsolutePath());
  }

  private Run run(Path page, String... action) throws IOException, InterruptedException {
    checkInstalled();
    List<String> command = new ArrayList<>(List.of(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile.toAbsolutePath(),
        // No page may fetch anything: every host name fails to resolve.
        "--host-resolver-rules=MAP * ~NOTFOUND",
        // Lets the page's scripts run to the end before the DOM is taken.
        "--virtual-time-budget=10000"));
    command.addAll(List.of(action));
    command.add(page.toUri().toString());
    Path out = Files.createTempFile(profile.getParent(), "chromium", ".out");
    Path err = Files.createTempFile(profile.getParent(), "chromium", ".err");
    Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException("Chromium did not finish within " + TIMEOUT_SECONDS + " s: " + command);
    }
    Run run = new Run(Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    if (process.exitValue() != 0) {
      throw new IllegalStateException("Chromium exited with " + process.exitValue() + ":\n" + run.stderr());
    }
    return run;
  }
}

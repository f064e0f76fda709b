// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress line is for the person at the terminal stderr shows on, whatever stdin is: a
 * trace piped in ({@code cat trace.bin | tonband convert - -o x.pftrace}) shows it too, and a run
 * stopped with Ctrl-C ends the line and says so.
 */
class ProgressOnTerminalTest {
  @TempDir Path dir;

  @Test
  void aPipedTraceShowsProgressAndCtrlCEndsTheLineSayingSo() throws Exception {
    try (PtyPair terminal = PtyPair.open(dir)) {
      Process tonband = CliProcess.tonband("convert", "-", "-o", dir.resolve("x.pftrace").toString())
          .redirectError(terminal.port().toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      ByteArrayOutputStream shown = new ByteArrayOutputStream();
      Thread reader = new Thread(() -> {
        try (InputStream screen = Files.newInputStream(dir.resolve("ttyDEVICE"))) {
          screen.transferTo(shown);
        } catch (Exception e) {
          // the terminal closes when the pair does
        }
      });
      reader.setDaemon(true);
      reader.start();
      byte[] burst = isrs(5_000);
      try (OutputStream stdin = tonband.getOutputStream()) {
        stdin.write(new StreamBuilder().metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).bytes());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!text(shown).contains("events/s") && System.nanoTime() < deadline) {
          stdin.write(burst);
          stdin.flush();
          Thread.sleep(20);
        }
        assertThat(text(shown)).contains("events/s");

        CliProcess.pressCtrlC(tonband); // stdin still open: the run is in the middle
        assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
      }
      assertThat(tonband.exitValue()).isEqualTo(130);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (!text(shown).contains("stopped") && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      String last = text(shown).substring(text(shown).lastIndexOf('\r') + 1);
      assertThat(last).isEqualTo("tonband: stopped before the end\n");
      assertThat(Files.exists(dir.resolve("x.pftrace"))).isFalse();
    }
  }

  private static byte[] isrs(int pairs) {
    StreamBuilder stream = new StreamBuilder();
    for (int i = 0; i < pairs; i++) {
      stream.event(0x04, 1, 1).event(0x05, 1, 1);
    }
    return stream.bytes();
  }

  private static String text(ByteArrayOutputStream bytes) {
    synchronized (bytes) {
      return bytes.toString(StandardCharsets.UTF_8);
    }
  }
}

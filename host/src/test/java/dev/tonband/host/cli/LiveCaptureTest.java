// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A live capture that never ends by itself, stopped the way a user stops it (a signal to the
 * process): the output must still be a complete trace with everything received.
 */
class LiveCaptureTest {
  /** Events in the trace written so far, in the temporary file beside the output; 0 before it exists. */
  private static int linesOnDisk(Path dir) throws Exception {
    List<Path> partial = partialFiles(dir);
    return partial.isEmpty() ? 0 : TraceCheck.of(Files.readAllBytes(partial.get(0))).lines().size();
  }

  private static List<Path> partialFiles(Path dir) throws Exception {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().matches("live\\.pftrace\\.\\d+\\.part")).toList();
    }
  }

  @Test
  void stoppingAFollowedCaptureLeavesACompleteTrace(@TempDir Path dir) throws Exception {
    byte[] frames = new StreamBuilder()
        .metadata(0x02, null, 1).metadata(0x03, "UART0", 2).event(0x04, 10, 2).event(0x05, 20, 2).bytes();
    CountDownLatch sent = new CountDownLatch(1);
    try (ServerSocket device = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread rtt = new Thread(() -> {
        try (Socket s = device.accept()) {
          s.getOutputStream().write(frames);
          s.getOutputStream().flush();
          sent.countDown();
          s.getInputStream().read(); // stay connected until the tool hangs up
        } catch (Exception e) {
          sent.countDown();
        }
      });
      rtt.start();
      Path out = dir.resolve("live.pftrace");
      Process tonband = CliProcess.tonband("convert", "--follow", "--no-progress",
          "tcp:127.0.0.1:" + device.getLocalPort(), "-o", out.toString())
          .redirectError(dir.resolve("stderr.txt").toFile())
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();

      assertThat(sent.await(20, TimeUnit.SECONDS)).isTrue();
      // While the device is silent, what arrived is already on disk, beside the output until the end.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (linesOnDisk(dir) < 2 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertThat(linesOnDisk(dir)).isEqualTo(2);
      assertThat(Files.exists(out)).isFalse();
      CliProcess.pressCtrlC(tonband);
      assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
      rtt.join(5000);

      assertThat(TraceCheck.of(Files.readAllBytes(out)).lines())
          .containsExactly("Core #0 / UART0: B UART0 @10", "Core #0 / UART0: E @20").inOrder();
      String stderr = Files.readString(dir.resolve("stderr.txt"));
      assertThat(stderr).contains("capturing; the trace so far is in " + out + ".");
      assertThat(stderr).contains("wrote " + out);
      assertThat(partialFiles(dir)).isEmpty();
      assertThat(tonband.exitValue()).isEqualTo(130); // as documented for Ctrl-C
    }
  }
}

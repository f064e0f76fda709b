package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A live capture that never ends by itself, stopped the way a user stops it (a signal to the
 * process): the output must still be a complete trace with everything received.
 */
class LiveCaptureTest {
  /** Events in the trace file so far; 0 before it exists. */
  private static int linesOnDisk(Path trace) throws Exception {
    return Files.exists(trace) ? TraceCheck.of(Files.readAllBytes(trace)).lines().size() : 0;
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
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      Process tonband = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
          TonbandCommand.class.getName(), "convert", "--follow", "--no-progress",
          "tcp:127.0.0.1:" + device.getLocalPort(), "-o", out.toString())
          .redirectError(dir.resolve("stderr.txt").toFile())
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();

      assertThat(sent.await(20, TimeUnit.SECONDS)).isTrue();
      // While the device is silent, what arrived is already on disk.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (linesOnDisk(out) < 2 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertThat(linesOnDisk(out)).isEqualTo(2);
      tonband.destroy(); // SIGTERM, like Ctrl-C: runs the shutdown hooks
      assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
      rtt.join(5000);

      assertThat(TraceCheck.of(Files.readAllBytes(out)).lines())
          .containsExactly("Core #0 / UART0: B UART0 @10", "Core #0 / UART0: E @20").inOrder();
      assertThat(Files.readString(dir.resolve("stderr.txt"))).contains("wrote " + out);
    }
  }
}

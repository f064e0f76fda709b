// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.cli.PtyPair;
import dev.tonband.host.cli.RunningTonband;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The QEMU demo's streaming trace captured from a serial port, as users capture a board's UART:
 * replayed through a pseudo-terminal pair (socat) at a set baud rate, in chunks with pauses; cut
 * off by unplugging the port mid-capture; and straight from the emulated board's UART (QEMU's
 * {@code -serial pty}). What tonband captures must be what it reads from the file the CTest run
 * of the same image wrote.
 */
class SerialCaptureTest {
  private static final int BAUD = 115_200;
  private static final int CTRL_C_EXIT = 130;
  private static final int TRACE_PROBLEMS_EXIT = 1;

  @TempDir Path dir;

  private static Path streamingTrace() {
    return Path.of(System.getProperty("tband.trace.dir"), "demo_streaming.bin");
  }

  /** What {@code tonband ARGS} prints on stdout, after checking that it ends with {@code exit}. */
  private static List<String> tonband(int exit, String... args) throws Exception {
    try (RunningTonband run = RunningTonband.start(args)) {
      assertWithMessage(run.err()).that(run.awaitExit()).isEqualTo(exit);
      return run.outLines();
    }
  }

  /** The events of {@code trace} (a file) as Perfetto shows them, as tonband converts them, ending with {@code exit}. */
  private List<String> converted(Path trace, int exit) throws Exception {
    Path out = dir.resolve(trace.getFileName() + ".pftrace");
    tonband(exit, "convert", "--no-progress", trace.toString(), "-o", out.toString());
    return TraceCheck.of(Files.readAllBytes(out)).lines();
  }

  /** Events in the trace {@code convert} has written so far, in the temporary file beside {@code output}. */
  private static int linesOnDisk(Path output) throws Exception {
    try (Stream<Path> files = Files.list(output.getParent())) {
      List<Path> partial = files.filter(f -> f.getFileName().toString().startsWith(output.getFileName() + ".")
          && f.getFileName().toString().endsWith(".part")).toList();
      return partial.isEmpty() ? 0 : TraceCheck.of(Files.readAllBytes(partial.get(0))).lines().size();
    }
  }

  private static void awaitLinesOnDisk(Path output, int lines) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (linesOnDisk(output) < lines && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertWithMessage("events on disk while capturing").that(linesOnDisk(output)).isEqualTo(lines);
  }

  /** The end of the frame that {@code from} is in: the index after its 0x00 delimiter. */
  private static int frameEnd(byte[] stream, int from) {
    int at = from;
    while (stream[at] != 0) {
      at++;
    }
    return at + 1;
  }

  @Test
  void replayedAtABaudRateInChunksTheStreamDecodesAsTheFile() throws Exception {
    byte[] trace = Files.readAllBytes(streamingTrace());
    List<String> expected = tonband(0, "decode", "--json", streamingTrace().toString());

    try (PtyPair cable = PtyPair.open(dir);
        RunningTonband live = RunningTonband.start("decode", "--json", "serial:" + cable.port() + "@" + BAUD)) {
      live.awaitErr("serial:" + cable.port() + ": reading at 115200 baud, 8N1");
      cable.send(trace, BAUD, 20);
      live.awaitOutLines(expected.size()); // printed as they come: the capture goes on
      live.pressCtrlC();

      assertThat(live.awaitExit()).isEqualTo(CTRL_C_EXIT);
      assertThat(live.outLines()).containsExactlyElementsIn(expected).inOrder();
    }
  }

  @Test
  void unpluggedMidFrameTheCaptureEndsWithEverythingReceivedWritten() throws Exception {
    byte[] trace = Files.readAllBytes(streamingTrace());
    int whole = frameEnd(trace, trace.length / 2);
    byte[] sent = Arrays.copyOf(trace, whole + 3); // three bytes into the next frame, where the cable is pulled
    List<String> beforeTheCut = converted(Files.write(dir.resolve("whole-frames.bin"), Arrays.copyOf(trace, whole)), 0);
    // The frame cut off is a problem of the trace: the same, read from a file or from the port.
    List<String> expected = converted(Files.write(dir.resolve("sent.bin"), sent), TRACE_PROBLEMS_EXIT);
    Path output = dir.resolve("live.pftrace");

    try (PtyPair cable = PtyPair.open(dir);
        RunningTonband live = RunningTonband.start("convert", "--no-progress", "serial:" + cable.port() + "@" + BAUD,
            "-o", output.toString())) {
      live.awaitErr("reading at 115200 baud");
      cable.send(sent, BAUD, 7);
      awaitLinesOnDisk(output, beforeTheCut.size()); // tonband has read it all: what the port held is lost at a hangup
      cable.unplug();

      assertThat(live.awaitExit()).isEqualTo(TRACE_PROBLEMS_EXIT);
      List<String> lines = TraceCheck.of(Files.readAllBytes(output)).lines();
      List<String> disconnects = lines.stream().filter(l -> l.contains("SERIAL_DISCONNECTED")).toList();
      assertThat(disconnects).hasSize(1);
      assertThat(lines.stream().filter(l -> !disconnects.contains(l)).toList())
          .containsExactlyElementsIn(expected).inOrder();
      assertThat(live.err()).contains("SERIAL_DISCONNECTED serial:" + cable.port() + " offset " + sent.length
          + ": the port went away (unplugged, or the board's USB restarted); the capture ends here, with the "
          + sent.length + " bytes received before");
      assertThat(live.err()).contains("wrote " + output);
      assertThat(linesOnDisk(output)).isEqualTo(0); // no .part file left
    }
  }

  /**
   * The demo ends its QEMU run through semihosting, and QEMU's exit would hang the pty up at once,
   * losing what tonband had not read yet; a board never exits. So this copy of the image idles in
   * a wfi loop where it would end the run: {@code mov.w r0, #0x18; mov r1, r3; bkpt 0xab} becomes
   * {@code mov.w r0, #0x18; wfi; b <wfi>}.
   */
  private Path imageThatRunsOn() throws Exception {
    Path elf = Path.of(System.getProperty("tband.demo.dir"), "demo_streaming.elf");
    byte[] image = Files.readAllBytes(elf);
    byte[] exit = HexFormat.of().parseHex("4ff018001946abbe");
    byte[] idle = HexFormat.of().parseHex("4ff0180030bffde7");
    int patched = 0;
    for (int at = 0; at + exit.length <= image.length; at += 2) {
      if (Arrays.equals(image, at, at + exit.length, exit, 0, exit.length)) {
        System.arraycopy(idle, 0, image, at, idle.length);
        patched++;
      }
    }
    assertWithMessage("semihosting exits patched in " + elf + " (has the demo's exit changed?)")
        .that(patched).isAtLeast(1);
    return Files.write(dir.resolve("demo_streaming_runs_on.elf"), image);
  }

  @Test
  void theQemuDemoCapturedFromItsSerialPtyConvertsAsItsFileCapture() throws Exception {
    List<String> expected = converted(streamingTrace(), 0);
    Path output = dir.resolve("qemu.pftrace");
    // Stopped (-S) until tonband has the port open: QEMU drops what its UART sends to an unopened pty.
    Process qemu = new ProcessBuilder("qemu-system-arm", "-M", "mps2-an385", "-display", "none", "-S",
        "-monitor", "stdio", "-semihosting-config", "enable=on,target=native",
        "-icount", "shift=5,align=off,sleep=off", "-serial", "pty", "-kernel", imageThatRunsOn().toString())
        .redirectErrorStream(true).start();
    try (OutputStream monitor = qemu.getOutputStream()) {
      Path pty = Path.of(ptyOf(qemu));
      try (RunningTonband live = RunningTonband.start("convert", "--no-progress", "serial:" + pty + "@" + BAUD,
          "-o", output.toString())) {
        live.awaitErr("serial:" + pty + ": reading at 115200 baud, 8N1");
        monitor.write("cont\n".getBytes(StandardCharsets.US_ASCII));
        monitor.flush();
        awaitLinesOnDisk(output, expected.size());
        live.pressCtrlC();

        assertThat(live.awaitExit()).isEqualTo(CTRL_C_EXIT);
        assertThat(TraceCheck.of(Files.readAllBytes(output)).lines()).containsExactlyElementsIn(expected).inOrder();
      }
      monitor.write("quit\n".getBytes(StandardCharsets.US_ASCII));
      monitor.flush();
      assertThat(qemu.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      qemu.destroyForcibly();
    }
  }

  /** The pseudo-terminal QEMU made for the UART, from its "char device redirected to /dev/pts/N" line. */
  private static String ptyOf(Process qemu) throws Exception {
    Pattern redirected = Pattern.compile("char device redirected to (/dev/pts/\\d+)");
    BufferedReader out = new BufferedReader(new InputStreamReader(qemu.getInputStream(), StandardCharsets.UTF_8));
    List<String> seen = new ArrayList<>();
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      Matcher m = redirected.matcher(line);
      if (m.find()) {
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "qemu-output");
        drain.setDaemon(true);
        drain.start();
        return m.group(1);
      }
      seen.add(line);
    }
    throw new AssertionError("QEMU made no pty: " + seen);
  }
}

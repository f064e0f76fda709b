// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A user's files are sacred: no run overwrites its input, and a run that fails or is stopped
 * leaves an existing output as it was and no partial file behind.
 */
class DataSafetyTest extends CliFixture {
  private static final byte[] GOOD_TRACE = {1, 2, 3, 4};

  /** An ISR entered and left {@code pairs} times: a long clean stream. */
  private static byte[] isrPairs(int pairs) {
    StreamBuilder stream = new StreamBuilder().metadata(0x02, null, 10).metadata(0x03, "SysTick", 1);
    for (int i = 0; i < pairs; i++) {
      stream.event(0x04, 10L * i, 1).event(0x05, 10L * i + 5, 1);
    }
    return stream.bytes();
  }

  private static String hexLine(StreamBuilder frame) {
    return java.util.HexFormat.ofDelimiter(" ").formatHex(frame.bytes()) + "\n";
  }

  private List<Path> partialFiles() throws Exception {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".part")).toList();
    }
  }

  @Test
  void anOutputThatIsTheInputIsRefusedAlsoThroughLinks() throws Exception {
    byte[] capture = isrPairs(3);
    Path input = Files.write(dir.resolve("v.bin"), capture);
    Path hardLink = Files.createLink(dir.resolve("hard.bin"), input);

    assertThat(run("convert", input.toString(), "-o", input.toString())).isEqualTo(ExitCode.USAGE);
    assertThat(run("convert", input.toString(), "-o", hardLink.toString())).isEqualTo(ExitCode.USAGE);
    assertThat(run("convert", "--to", "dial9", input.toString(), "-o", input.toString())).isEqualTo(ExitCode.USAGE);
    try {
      Path symbolic = Files.createSymbolicLink(dir.resolve("link.pftrace"), input.getFileName());
      assertThat(run("convert", input.toString(), "-o", symbolic.toString())).isEqualTo(ExitCode.USAGE);
    } catch (UnsupportedOperationException e) {
      // no symbolic links on this file system; the hard link showed the same
    }

    assertThat(Files.readAllBytes(input)).isEqualTo(capture);
    assertThat(picocliErr.toString()).contains("-o " + input + " is the input " + input
        + "; writing it would destroy the capture: choose another output file");
    assertThat(picocliErr.toString()).contains("-o " + hardLink + " is the input " + input + " (the same file through a link)");
  }

  @Test
  void aSymbolicLinkAsOutputIsWrittenThroughNotReplaced() throws Exception {
    Path input = Files.write(dir.resolve("v.bin"), isrPairs(1));
    Path real = Files.write(dir.resolve("real.pftrace"), GOOD_TRACE);
    Path link;
    try {
      link = Files.createSymbolicLink(dir.resolve("link.pftrace"), real.getFileName());
    } catch (UnsupportedOperationException e) {
      return; // nothing to check without symbolic links
    }

    assertThat(run("convert", input.toString(), "-o", link.toString())).isEqualTo(ExitCode.OK);

    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(TraceCheck.of(Files.readAllBytes(real)).lines()).contains("Core #0 / SysTick: B SysTick @0");
  }

  @ParameterizedTest
  @ValueSource(strings = {"perfetto", "dial9"})
  void aFileSizeLimitLeavesTheExistingFileAsItWasAndNoPartialFile(String target) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a POSIX shell for ulimit");
    Path input = Files.write(dir.resolve("v.bin"), isrPairs(20_000)); // ~200 KB in, more out
    Path out = Files.write(dir.resolve("out.trace"), GOOD_TRACE);

    Process tonband = CliProcess.withFileSizeLimit(64, "convert", "--to", target, input.toString(), "-o", out.toString())
        .redirectErrorStream(true).start();
    String output = new String(tonband.getInputStream().readAllBytes());

    assertThat(tonband.waitFor()).isEqualTo(ExitCode.IO_ERROR);
    assertThat(output).contains("tonband: cannot write " + out + ": File too large; the file-size limit (ulimit -f)");
    assertThat(output).contains("the existing " + out + " is left as it was");
    assertThat(output).doesNotContain("Exception");
    assertThat(Files.readAllBytes(out)).isEqualTo(GOOD_TRACE);
    assertThat(partialFiles()).isEmpty();
  }

  @Test
  void aFullDiskIsReportedNamingTheFileAndWhatToDo() throws Exception {
    Path full = Path.of("/dev/full"); // Linux's always-full device
    assumeTrue(Files.exists(full), "needs /dev/full");
    Path input = Files.write(dir.resolve("v.bin"), isrPairs(20_000));

    assertThat(run("convert", input.toString(), "-o", full.toString())).isEqualTo(ExitCode.IO_ERROR);

    assertThat(picocliErr.toString()).contains("tonband: cannot write /dev/full: No space left on device;"
        + " free some space, or write to another disk with -o");
  }

  @Test
  void aFailedRunWritesNothingAndLeavesTheExistingFile() throws Exception {
    Path out = Files.write(dir.resolve("t.pftrace"), GOOD_TRACE);
    Path notAnArchive = Files.write(dir.resolve("v.bin"), isrPairs(2));
    Path archive = dir.resolve("a.dial9");
    assertThat(run("convert", "--to", "dial9", notAnArchive.toString(), "-o", archive.toString())).isEqualTo(0);

    // refused once the inputs are open: an archive cannot be archived again
    assertThat(run("convert", "--to", "dial9", archive.toString(), "-o", out.toString())).isEqualTo(ExitCode.USAGE);

    assertThat(Files.readAllBytes(out)).isEqualTo(GOOD_TRACE);
    assertThat(partialFiles()).isEmpty();
  }

  @Test
  void aHexDumpWithATypoLosesOneLineNotTheTrace() throws Exception {
    String exitAt3 = hexLine(new StreamBuilder().event(0x05, 3, 1));
    assertThat(exitAt3).isEqualTo("04 05 03 01 00\n");
    Path hex = Files.writeString(dir.resolve("capture.txt"), hexLine(new StreamBuilder().metadata(0x02, null, 10))
        + hexLine(new StreamBuilder().metadata(0x03, "UART0", 1))
        + hexLine(new StreamBuilder().event(0x04, 2, 1))
        + "04 05 o3 01 00\n" // exitAt3 with a typo
        + hexLine(new StreamBuilder().event(0x05, 4, 1)));
    Path out = dir.resolve("t.pftrace");

    assertThat(run("convert", hex.toString(), "-o", out.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);

    TraceCheck trace = TraceCheck.of(Files.readAllBytes(out));
    assertThat(trace.errorKinds()).containsExactly("BAD_HEX_LINE");
    assertThat(trace.linesOf("Core")).containsExactly("Core #0 / UART0: B UART0 @20", "Core #0 / UART0: E @40").inOrder();
    assertThat(err()).contains("BAD_HEX_LINE capture.txt:4:7: 'o' is not hex; line 4 skipped");
  }

  @Test
  void ctrlCDuringAConversionLeavesTheExistingFileAndNoPartialFile() throws Exception {
    Path out = Files.write(dir.resolve("t.pftrace"), GOOD_TRACE);
    CountDownLatch sent = new CountDownLatch(1);
    try (ServerSocket device = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread rtt = new Thread(() -> {
        try (Socket s = device.accept()) {
          s.getOutputStream().write(isrPairs(10));
          sent.countDown();
          s.getInputStream().read(); // until the tool hangs up
        } catch (Exception e) {
          sent.countDown();
        }
      });
      rtt.start();
      Process tonband = CliProcess.tonband("convert", "tcp:127.0.0.1:" + device.getLocalPort(), "-o", out.toString())
          .redirectErrorStream(true).start();
      assertThat(sent.await(20, TimeUnit.SECONDS)).isTrue();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (partialFiles().isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(partialFiles()).isNotEmpty(); // converting

      CliProcess.pressCtrlC(tonband);

      assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
      assertThat(tonband.exitValue()).isEqualTo(130);
      rtt.join(5000);
    }
    assertThat(Files.readAllBytes(out)).isEqualTo(GOOD_TRACE);
    assertThat(partialFiles()).isEmpty();
  }

  @Test
  void followReadsAFileAsItGrowsAndCtrlCFinishesTheTrace() throws Exception {
    byte[] stream = isrPairs(3);
    int half = stream.length / 2 + 1; // in the middle of a frame, as a capture tool writes
    Path growing = Files.write(dir.resolve("growing.bin"), java.util.Arrays.copyOf(stream, half));
    Path out = dir.resolve("live.pftrace");
    Process tonband = CliProcess.tonband("convert", "--follow", "--no-progress", growing.toString(), "-o", out.toString())
        .redirectErrorStream(true).start();
    Thread.sleep(1000); // the tool has reached the end of the file, and waits
    try (OutputStream append = Files.newOutputStream(growing, StandardOpenOption.APPEND)) {
      append.write(stream, half, stream.length - half);
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (eventsSoFar() < 6 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertThat(eventsSoFar()).isEqualTo(6);
    assertThat(tonband.isAlive()).isTrue(); // still following

    CliProcess.pressCtrlC(tonband);

    assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
    String output = new String(tonband.getInputStream().readAllBytes());
    assertThat(tonband.exitValue()).isEqualTo(130);
    assertThat(output).doesNotContain("problem");
    assertThat(TraceCheck.of(Files.readAllBytes(out)).linesOf("Core")).hasSize(6);
  }

  /** Events in the trace being written (the partial file beside the output). */
  private int eventsSoFar() throws Exception {
    List<Path> partial = partialFiles();
    return partial.isEmpty() ? 0 : TraceCheck.of(Files.readAllBytes(partial.get(0))).linesOf("Core").size();
  }
}

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The CLI end to end, in-process: exit codes, outputs and messages. */
class CliTest extends CliFixture {
  private Path clean() throws Exception {
    return Files.write(dir.resolve("clean.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).event(0x04, 5, 1).event(0x05, 7, 1).bytes());
  }

  @Test
  void convertWritesAValidTraceAndExitsZeroWhenClean() throws Exception {
    Path out = dir.resolve("t.pftrace");
    assertThat(run("convert", clean().toString(), "-o", out.toString())).isEqualTo(0);
    assertThat(TraceCheck.of(Files.readAllBytes(out)).lines())
        .containsExactly("Core #0 / SysTick: B SysTick @50", "Core #0 / SysTick: E @70").inOrder();
  }

  @Test
  void convertExitsOneAndSummarisesWhenTheTraceHadProblems() throws Exception {
    Path damaged = Files.write(dir.resolve("damaged.bin"), new StreamBuilder()
        .metadata(0x02, null, 1).event(0xFF, 5).event(0x05, 7, 1).bytes());
    assertThat(run("convert", damaged.toString(), "-o", dir.resolve("t.pftrace").toString())).isEqualTo(1);
    String err = stderr.toString(StandardCharsets.UTF_8);
    assertThat(err).contains("2 problem(s) in the trace");
    assertThat(err).contains("UNKNOWN_EVENT_ID damaged.bin offset 4 frame 1: unknown event id 0xFF; frame skipped\n");
  }

  @Test
  void decodeSaysTheRestWasDecoded() throws Exception {
    Path damaged = Files.write(dir.resolve("damaged.bin"), new StreamBuilder()
        .metadata(0x02, null, 1).event(0xFF, 5).event(0x04, 7, 1).bytes());
    assertThat(run("decode", damaged.toString())).isEqualTo(1);
    assertThat(stderr.toString(StandardCharsets.UTF_8))
        .startsWith("1 problem(s) in the trace; everything else was decoded:\n");
  }

  @Test
  void decodePrintsTextOrJsonLines() throws Exception {
    assertThat(run("decode", clean().toString())).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8)).contains("50 ns  core 0  isr_enter  isr_id=1");
    stdout.reset();
    assertThat(run("decode", "--json", clean().toString())).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8).lines().toList()).containsAtLeast(
        "{\"core\":0,\"group\":\"base\",\"event\":\"isr_name\",\"fields\":{\"isr_id\":1,\"name\":\"SysTick\"}}",
        "{\"ns\":50,\"core\":0,\"group\":\"base\",\"event\":\"isr_enter\",\"fields\":{\"isr_id\":1}}").inOrder();
  }

  @Test
  void decodeReadsHexDumps() throws Exception {
    Path hex = Files.writeString(dir.resolve("capture.txt"), "03 02 0a 00\n04 04 02 01 00\n");
    assertThat(run("decode", hex.toString())).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8)).contains("20 ns  core 0  isr_enter  isr_id=1");
  }

  @Test
  void convertReadsALiveTcpCapture() throws Exception {
    byte[] stream = Files.readAllBytes(clean());
    try (ServerSocket server = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      Thread device = new Thread(() -> {
        try (Socket s = server.accept()) {
          s.getOutputStream().write(stream);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      device.start();
      Path out = dir.resolve("live.pftrace");
      assertThat(run("convert", "--follow", "tcp:127.0.0.1:" + server.getLocalPort() + "@2", "-o", out.toString()))
          .isEqualTo(0);
      device.join();
      assertThat(TraceCheck.of(Files.readAllBytes(out)).lines()).contains("Core #2 / SysTick: B SysTick @50");
    }
  }

  @Test
  void missingInputExitsThreeWithTheFileName() {
    assertThat(run("convert", dir.resolve("nope.bin").toString(), "-o", dir.resolve("t.pftrace").toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).contains("nope.bin: no such file");
  }

  @Test
  void unwritableOutputExitsThreeSayingWhy() throws Exception {
    Path out = dir.resolve("no/such/dir/t.pftrace");
    assertThat(run("convert", clean().toString(), "-o", out.toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).contains("cannot write " + out + ": the folder " + out.getParent()
        + " does not exist; create it, or choose another -o");
  }

  @Test
  void wrongCommandLineExitsTwo() {
    assertThat(run("convert", "x.bin")).isEqualTo(2); // no -o
    assertThat(run("decode", "tcp:nohost")).isEqualTo(2);
    assertThat(run("frobnicate")).isEqualTo(2);
  }

  @Test
  void helpListsCommandsAndExitCodes() {
    assertThat(run("--help")).isEqualTo(0);
    String help = stdout.toString(StandardCharsets.UTF_8);
    assertThat(help).contains("decode");
    assertThat(help).contains("convert");
    assertThat(help).contains("serve");
    assertThat(help).contains("Exit codes:");
  }

  @Test
  void completionScriptIsGenerated() {
    assertThat(run("generate-completion")).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8)).contains("complete");
  }
}

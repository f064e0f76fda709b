// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.perfetto.TraceCheck;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    assertThat(stdout.toString(StandardCharsets.UTF_8)).contains("50 ns  core 0  isr_enter  isr_id=1 (SysTick)\n");
    stdout.reset();
    assertThat(run("decode", "--json", clean().toString())).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8).lines().toList()).containsAtLeast(
        "{\"core\":0,\"group\":\"base\",\"event\":\"isr_name\",\"fields\":{\"isr_id\":1,\"name\":\"SysTick\"}}",
        "{\"ns\":50,\"core\":0,\"group\":\"base\",\"event\":\"isr_enter\",\"fields\":{\"isr_id\":1},"
            + "\"names\":{\"isr_id\":\"SysTick\"}}").inOrder();
  }

  /** A FreeRTOS trace whose objects are named, but for task 2; it waits on a queue and delays indefinitely. */
  private Path named() throws Exception {
    return Files.write(dir.resolve("named.bin"), new StreamBuilder()
        .metadata(0x02, null, 1)
        .metadata(0x26, null, TraceCatalogue.builtIn().fingerprint())
        .metadata(0x5F, "ctrl", 1) // task_name
        .metadata(0x64, "rx", 7) // queue_name
        .metadata(0x7A, "step", 3, 1) // task_evtmarker_name: marker 3 of task 1
        .event(0x54, 10, 1) // task_switched_in
        .eventWithText(0x7B, 20, "", 3) // task_evtmarker
        .event(0x6F, 30, 7, 0xFFFF_FFFFL) // curtask_block_on_queue_receive, portMAX_DELAY
        .event(0x55, 40, 2) // task_to_rdy_state
        .event(0x54, 50, 2)
        .event(0x59, 60, 0xFFFF) // curtask_delay, portMAX_DELAY of 16-bit ticks
        .event(0x54, 70, 1)
        .event(0x59, 80, 5)
        .bytes());
  }

  @Test
  void decodeTextNamesObjectsSaysIndefinitelyAndShowsTheFingerprintInHex() throws Exception {
    assertThat(run("decode", named().toString())).isEqualTo(0);
    assertThat(stdout.toString(StandardCharsets.UTF_8).lines().toList()).containsExactly(
        "                 -  core 0  ts_resolution_ns  ns_per_ts=1",
        "                 -  core 0  catalogue_fingerprint  fingerprint="
            + String.format("0x%016x", TraceCatalogue.builtIn().fingerprint()),
        "                 -  core 0  task_name  task_id=1  name=\"ctrl\"",
        "                 -  core 0  queue_name  queue_id=7  name=\"rx\"",
        "                 -  core 0  task_evtmarker_name  evtmarker_id=3  task_id=1 (ctrl)  name=\"step\"",
        "             10 ns  core 0  task_switched_in  task_id=1 (ctrl)",
        "             20 ns  core 0  task_evtmarker  evtmarker_id=3 (step)  msg=\"\"",
        "             30 ns  core 0  curtask_block_on_queue_receive  queue_id=7 (rx)  ticks_to_wait=4294967295 (indefinitely)",
        "             40 ns  core 0  task_to_rdy_state  task_id=2",
        "             50 ns  core 0  task_switched_in  task_id=2",
        "             60 ns  core 0  curtask_delay  ticks=65535 (indefinitely)",
        "             70 ns  core 0  task_switched_in  task_id=1 (ctrl)",
        "             80 ns  core 0  curtask_delay  ticks=5").inOrder();
  }

  @Test
  void decodeJsonNamesObjectsApartFromTheFieldsAndKeepsNumbers() throws Exception {
    assertThat(run("decode", "--json", named().toString())).isEqualTo(0);
    List<String> lines = stdout.toString(StandardCharsets.UTF_8).lines().toList();
    assertThat(lines.get(1)).isEqualTo("{\"core\":0,\"group\":\"base\",\"event\":\"catalogue_fingerprint\","
        + "\"fields\":{\"fingerprint\":" + Long.toUnsignedString(TraceCatalogue.builtIn().fingerprint()) + "}}");
    assertThat(lines.subList(2, 8)).containsExactly(
        "{\"core\":0,\"group\":\"freertos\",\"event\":\"task_name\",\"fields\":{\"task_id\":1,\"name\":\"ctrl\"}}",
        "{\"core\":0,\"group\":\"freertos\",\"event\":\"queue_name\",\"fields\":{\"queue_id\":7,\"name\":\"rx\"}}",
        "{\"core\":0,\"group\":\"freertos\",\"event\":\"task_evtmarker_name\","
            + "\"fields\":{\"evtmarker_id\":3,\"task_id\":1,\"name\":\"step\"},\"names\":{\"task_id\":\"ctrl\"}}",
        "{\"ns\":10,\"core\":0,\"group\":\"freertos\",\"event\":\"task_switched_in\","
            + "\"fields\":{\"task_id\":1},\"names\":{\"task_id\":\"ctrl\"}}",
        "{\"ns\":20,\"core\":0,\"group\":\"freertos\",\"event\":\"task_evtmarker\","
            + "\"fields\":{\"evtmarker_id\":3,\"msg\":\"\"},\"names\":{\"evtmarker_id\":\"step\"}}",
        "{\"ns\":30,\"core\":0,\"group\":\"freertos\",\"event\":\"curtask_block_on_queue_receive\","
            + "\"fields\":{\"queue_id\":7,\"ticks_to_wait\":4294967295},\"names\":{\"queue_id\":\"rx\"}}")
        .inOrder();
    assertThat(lines.get(8)).isEqualTo(
        "{\"ns\":40,\"core\":0,\"group\":\"freertos\",\"event\":\"task_to_rdy_state\",\"fields\":{\"task_id\":2}}");
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

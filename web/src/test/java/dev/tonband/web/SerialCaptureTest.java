// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static java.nio.file.StandardCopyOption.REPLACE_EXISTING;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Capture from a board on the page, in headless Chromium with a stand-in for Web Serial whose
 * port yields a real trace in chunks of random sizes ({@code chromium-serial.mjs}): a board
 * unplugged mid-capture after a pause, a capture ended by Stop, and a browser without Web Serial.
 * What the page converts must be what {@code tonband convert} writes for the same bytes, and the
 * capture it offers must be the bytes the port sent.
 */
class SerialCaptureTest {
  private static final Path PAGE = Path.of("target/tonband-web");
  private static final Path INPUTS = Path.of("target/serial-test/inputs");
  private static final Path OUT = Path.of("target/serial-test/out");
  /** The QEMU demo's capture, unplugged in its last third. */
  private static final String UNPLUG_TRACE = "demo_streaming.bin";
  /** Two RISC-V harts tracing at once (110 KB), captured whole, then stopped. */
  private static final String STOP_TRACE = "rv32_dual_hart_16.bin";
  /** The example team project's trace, captured with its catalogue picked first, then stopped. */
  private static final String CATALOGUE_TRACE = "team_project.bin";
  private static final long TIMEOUT_MINUTES = 5;

  /** The chunk sizes, the pause and the unplug point follow from it: in every message, to replay a failure. */
  private static final int SEED = ThreadLocalRandom.current().nextInt(1 << 30);

  @BeforeAll
  static void captureOnThePage() throws Exception {
    Files.createDirectories(INPUTS);
    Files.copy(TestInputs.root().resolve("target-firmware/examples/qemu-demo/" + UNPLUG_TRACE),
        INPUTS.resolve(UNPLUG_TRACE), REPLACE_EXISTING);
    for (String trace : List.of(STOP_TRACE, CATALOGUE_TRACE)) {
      Files.copy(TestInputs.root().resolve("target-firmware/target/traces/" + trace), INPUTS.resolve(trace),
          REPLACE_EXISTING);
    }
    Files.copy(TestInputs.root().resolve("target-firmware/examples/team-project/" + TestInputs.TEAM_CATALOGUE),
        INPUTS.resolve(TestInputs.TEAM_CATALOGUE), REPLACE_EXISTING);
    Files.createDirectories(OUT);
    Path log = OUT.resolve("log.txt");
    List<String> command = List.of("node", "src/test/js/chromium-serial.mjs", PAGE.toString(), INPUTS.toString(),
        OUT.toString(), Integer.toString(SEED), UNPLUG_TRACE, STOP_TRACE,
        CATALOGUE_TRACE + "+" + TestInputs.TEAM_CATALOGUE);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("chromium-serial.mjs did not finish in " + TIMEOUT_MINUTES + " minutes; " + log);
    }
    assertWithMessage("chromium-serial.mjs (seed " + SEED + ") failed:\n" + Files.readString(log))
        .that(process.exitValue()).isEqualTo(0);
  }

  @Test
  void aBoardUnpluggedMidCaptureKeepsWhatItSentAndConvertsAsTheCli(@TempDir Path dir) throws Exception {
    Path out = OUT.resolve("unplug");
    JsonNode ui = ui(out);
    byte[] trace = Files.readAllBytes(INPUTS.resolve(UNPLUG_TRACE));
    int sent = ui.get("fake").get("sent").asInt();
    assertWithMessage(seed()).that(ui.get("fake").get("ended").asBoolean()).isTrue();
    assertWithMessage(seed()).that(ui.get("fake").get("cancelled").asBoolean()).isFalse();
    assertWithMessage(seed()).that(sent).isLessThan(trace.length);
    byte[] received = Arrays.copyOf(trace, sent);
    assertWithMessage(seed()).that(Files.readAllBytes(out.resolve("download/board.bin"))).isEqualTo(received);
    assertWithMessage(seed()).that(ui.get("shown").get("capture-status").asText()).isEqualTo(
        String.format("The board went away (The device has been lost.): the %,d bytes received before are kept.",
            sent));
    assertConvertedAsTheCli(out, ui, received, dir);

    // During the pause the page shows what came so far: every byte, and the events of its whole frames.
    JsonNode pause = ui.get("duringPause");
    int pausedAt = pause.get("sent").asInt();
    assertWithMessage(seed()).that(pausedAt).isGreaterThan(0);
    assertWithMessage(seed()).that(pause.get("capture-bytes").asText()).isEqualTo(String.format("%,d", pausedAt));
    assertWithMessage(seed()).that(pause.get("capture-events").asText())
        .isEqualTo(String.format("%,d", decodedEvents(Arrays.copyOf(trace, pausedAt), dir)));
    assertWithMessage(seed()).that(pause.get("capture-status").asText())
        .isEqualTo("Capturing at 115,200 baud: Stop ends the capture and converts it.");
    // while it runs, only Stop can be clicked: the capture is decoded with the catalogue it began with
    assertWithMessage(seed()).that(pause.get("disabled").toString())
        .isEqualTo("{\"serial-connect\":true,\"serial-stop\":false,\"serial-baud\":true,\"catalogue\":true}");
  }

  @Test
  void stopConvertsTheWholeCaptureAsTheCli(@TempDir Path dir) throws Exception {
    Path out = OUT.resolve("stop");
    JsonNode ui = ui(out);
    byte[] trace = Files.readAllBytes(INPUTS.resolve(STOP_TRACE));
    assertWithMessage(seed()).that(ui.get("fake").get("sent").asInt()).isEqualTo(trace.length);
    assertWithMessage(seed()).that(ui.get("fake").get("cancelled").asBoolean()).isTrue();
    assertWithMessage(seed()).that(ui.get("fake").get("chunks").asInt()).isGreaterThan(10);
    assertWithMessage(seed()).that(Files.readAllBytes(out.resolve("download/board.bin"))).isEqualTo(trace);
    assertWithMessage(seed()).that(ui.get("shown").get("capture-status").asText())
        .isEqualTo(String.format("Stopped after %,d bytes.", trace.length));
    assertConvertedAsTheCli(out, ui, trace, dir);
  }

  @Test
  void aCaptureWithACatalogueConvertsAsTheCliWithIt(@TempDir Path dir) throws Exception {
    Path out = OUT.resolve("catalogue");
    JsonNode ui = ui(out);
    byte[] trace = Files.readAllBytes(INPUTS.resolve(CATALOGUE_TRACE));
    assertWithMessage(seed()).that(ui.get("fake").get("sent").asInt()).isEqualTo(trace.length);
    assertWithMessage(seed()).that(Files.readAllBytes(out.resolve("download/board.bin"))).isEqualTo(trace);
    assertWithMessage(seed()).that(ui.get("shown").get("status").asText()).contains(" with app-events.yaml in ");
    assertConvertedAsTheCli(out, ui, trace, dir, "--catalogue", INPUTS.resolve(TestInputs.TEAM_CATALOGUE).toString());
  }

  @Test
  void withoutWebSerialTheSectionShowsTheCliCommand() throws Exception {
    JsonNode ui = ui(OUT.resolve("none"));
    assertThat(ui.get("hasSerial").asBoolean()).isFalse();
    assertThat(ui.get("none").asText()).contains("This browser cannot read a serial port: it has no Web Serial");
    assertThat(ui.get("cliBefore").asText()).isEqualTo("tonband convert serial:/dev/ttyUSB0@115200 -o board.pftrace");
    assertThat(ui.get("cli").asText()).isEqualTo("tonband convert serial:/dev/ttyUSB0@921600 -o board.pftrace");
    assertThat(ui.get("connectHidden").asBoolean()).isTrue();
    assertThat(ui.get("stopHidden").asBoolean()).isTrue();
    assertThat(ui.get("soFarDisplay").asText()).isEqualTo("none");
  }

  /**
   * The page's trace is the one {@code tonband convert [OPTIONS] board.bin} writes for {@code
   * received}, its events those {@code tonband decode} lists (also in the counts so far), the
   * controls back as before the capture and both files offered.
   */
  private static void assertConvertedAsTheCli(Path out, JsonNode ui, byte[] received, Path dir, String... options)
      throws IOException {
    Path capture = Files.write(dir.resolve("board.bin"), received);
    Path cliTrace = dir.resolve("cli.pftrace");
    List<String> convert = new ArrayList<>(List.of("convert", "--no-progress"));
    convert.addAll(List.of(options));
    convert.addAll(List.of(capture.toString(), "-o", cliTrace.toString()));
    Cli cli = Cli.run(convert.toArray(String[]::new));
    assertWithMessage(cli.err()).that(cli.exit()).isAnyOf(0, 1);
    assertWithMessage(seed() + ": the page's trace differs from tonband convert's")
        .that(Files.readAllBytes(out.resolve("download/board.pftrace"))).isEqualTo(Files.readAllBytes(cliTrace));
    JsonNode shown = ui.get("shown");
    long events = decodedEvents(received, dir, options);
    assertWithMessage(seed()).that(shown.get("status").asText()).startsWith("Converted board.bin ");
    assertWithMessage(seed()).that(shown.get("result-name").asText()).isEqualTo("board.bin");
    assertWithMessage(seed()).that(shown.get("events").asText()).isEqualTo(String.format("%,d", events));
    assertWithMessage(seed()).that(shown.get("capture-events").asText()).isEqualTo(String.format("%,d", events));
    assertWithMessage(seed()).that(shown.get("capture-bytes").asText())
        .isEqualTo(String.format("%,d", received.length));
    assertWithMessage(seed()).that(ui.get("disabled").toString())
        .isEqualTo("{\"serial-connect\":false,\"serial-stop\":true,\"serial-baud\":false,\"catalogue\":false}");
    assertWithMessage(seed()).that(ui.get("fake").get("closed").asBoolean()).isTrue();
    assertWithMessage(seed()).that(ui.get("fake").get("opened").toString())
        .isEqualTo("{\"baudRate\":115200,\"bufferSize\":65536}");
    for (JsonNode link : ui.get("links")) {
      assertWithMessage(seed()).that(link.get("hidden").asBoolean()).isFalse();
    }
  }

  /** The events {@code tonband decode [OPTIONS]} lists for {@code bytes}. */
  private static long decodedEvents(byte[] bytes, Path dir, String... options) throws IOException {
    Path file = Files.write(dir.resolve("decoded.bin"), bytes);
    List<String> decode = new ArrayList<>(List.of("decode", "--json"));
    decode.addAll(List.of(options));
    decode.add(file.toString());
    ObjectMapper json = new ObjectMapper();
    long events = 0;
    for (String line : Cli.run(decode.toArray(String[]::new)).out().split("\n")) {
      if (!line.isBlank() && json.readTree(line).has("event")) {
        events++;
      }
    }
    return events;
  }

  private static JsonNode ui(Path out) throws IOException {
    JsonNode ui = new ObjectMapper().readTree(out.resolve("ui.json").toFile());
    assertWithMessage(seed()).that(ui.get("pageErrors").size()).isEqualTo(0);
    return ui;
  }

  private static String seed() {
    return "seed " + SEED;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A board Tonband ships no files for, traced as a user walks the guide: QEMU's netduino2 (STM32F205,
 * Cortex-M3), with the start-up, linker script and board code a user writes (tests/netduino2), and
 * the guide's own tband_config.h and main.c (read from the release's getting-started.md, {@link
 * GuideSnippets}) at each core clock of issue 42, built with the guide's Make variables and run under
 * QEMU with -icount. The board's SysTick wraps every clock/1000 cycles and pends the guide's TIM2
 * interrupt, so the decoded period must be 1 ms at any clock the firmware names: exact only when the
 * host reckons with the clock itself (ts_frequency_hz), not whole ns per tick (120 MHz's 8 ns gave 960 us).
 */
class BoardOfYourOwnTest {
  private static final Path BOARD = Path.of("tests", "netduino2");
  private static final long ISR_HZ = 1000;
  private static final int PERIODS = 40;
  /** The guide's clock line, whose value each run replaces with its own. */
  private static final Pattern CPU_HZ = Pattern.compile("(#define tband_portCM_CPU_HZ )\\d+u");
  /** SysTick, as step 1's comment offers it for a core without a DWT cycle counter, as under QEMU. */
  private static final Pattern SYSTICK = Pattern.compile("#define tband_portCM_TIMESTAMP_SOURCE TBAND_CM_TS_SYSTICK");

  @TempDir static Path temp;
  private static Path tonband;

  @BeforeAll
  static void unpackTheRelease() throws IOException {
    tonband = Release.unzip(temp.resolve("release"));
  }

  @ParameterizedTest(name = "{0} Hz")
  @ValueSource(longs = {120_000_000L, 64_000_000L, 48_000_000L, 168_000_000L, 180_000_000L})
  void theIsrPeriodDecodesAsConfiguredAtAnyClock(long hz) throws Exception {
    Decode decoded = buildRunAndDecode("systick-" + hz, hz, true);

    assertWithMessage("problems:%n%s", decoded.problems).that(decoded.problems).isEmpty();
    List<Long> enters = new ArrayList<>();
    for (JsonNode event : decoded.events) {
      if (event.get("event").asText().equals("isr_enter")) {
        assertThat(event.get("names").get("isr_id").asText()).isEqualTo("TIM2");
        enters.add(event.get("ns").asLong());
      }
    }
    assertThat(enters.size()).isAtLeast(PERIODS - 2); // the first wraps may come before streaming starts
    double period = (double) (enters.get(enters.size() - 1) - enters.get(0)) / (enters.size() - 1);
    double configured = 1e9 / ISR_HZ;
    assertWithMessage("mean period of %s interrupts at %s Hz", enters.size(), hz)
        .that(period).isWithin(configured * 0.001).of(configured);
  }

  @Test
  void aClockThatDoesNotRunIsReported() throws Exception {
    // As pasted: the default source, the DWT cycle counter, which QEMU does not model
    Decode decoded = buildRunAndDecode("dwt", 120_000_000L, false);

    assertThat(decoded.problems).contains("TIMESTAMP_STUCK");
    assertThat(decoded.events.stream().filter(e -> e.has("ns")).mapToLong(e -> e.get("ns").asLong()).max()
        .orElseThrow()).isEqualTo(0L);
  }

  private record Decode(List<JsonNode> events, String problems) {}

  /** The guide's app at {@code hz}, SysTick or not, on the board; its trace as {@code tonband decode --json} shows it. */
  private static Decode buildRunAndDecode(String name, long hz, boolean systick) throws Exception {
    Path project = Files.createDirectories(temp.resolve(name));
    GuideSnippets guide = GuideSnippets.read(tonband, project);
    Matcher clock = CPU_HZ.matcher(guide.config());
    assertWithMessage("the guide's tband_config.h names the core clock").that(clock.find()).isTrue();
    String config = clock.replaceFirst("$1" + hz + "u");
    if (systick) {
      Matcher source = SYSTICK.matcher(config);
      assertWithMessage("step 1's comment offers SysTick").that(source.find()).isTrue();
      config = config.replaceFirst("#endif\\s*$", source.group() + "\n#endif\n");
    }
    GuideSnippets.paste(project, config, guide.main());

    Path board = BOARD.toAbsolutePath();
    List<String> gcc = new ArrayList<>(List.of("arm-none-eabi-gcc", "-mcpu=cortex-m3", "-mthumb", "-Os"));
    gcc.addAll(GuideSnippets.STRICT);
    gcc.addAll(guide.cflags());
    gcc.addAll(guide.sources());
    gcc.addAll(List.of(board.resolve("board.c").toString(), board.resolve("startup.c").toString(),
        "-DBOARD_ISR_PERIOD_CYCLES=" + hz / ISR_HZ + "u", "-DBOARD_PERIODS=" + PERIODS + "u",
        "-nostartfiles", "--specs=nano.specs", "--specs=nosys.specs", "-T" + board.resolve("link.ld"),
        "-Wl,--gc-sections", "-o", "app.elf"));
    run(project, gcc);
    run(project, List.of("cmake", "-DQEMU=qemu-system-arm", "-DBOARD=netduino2", "-DELF=" + project.resolve("app.elf"),
        "-DOUTPUT=" + project.resolve("trace.bin"), "-P", Path.of("cmake", "RunQemu.cmake").toAbsolutePath().toString()));

    Process decode = new ProcessBuilder("java", "-jar", tonband.resolve("tonband.jar").toString(), "decode", "--json",
        "trace.bin").directory(project.toFile()).redirectError(project.resolve("problems.txt").toFile()).start();
    decode.getOutputStream().close();
    List<JsonNode> events = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    for (String line : new String(decode.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
      events.add(json.readTree(line));
    }
    decode.waitFor();
    return new Decode(events, Files.readString(project.resolve("problems.txt")));
  }

  private static void run(Path dir, List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertWithMessage("%s failed:%n%s", String.join(" ", command), output).that(process.waitFor()).isEqualTo(0);
  }
}

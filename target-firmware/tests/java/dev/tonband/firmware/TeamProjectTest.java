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
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example team project (examples/team-project) built as a firmware team builds it: its files
 * alone in a fresh folder outside the checkout, against the Tonband release archive unpacked in
 * another; CMake generates its trace calls with the release's tonband.jar, arm-none-eabi-gcc
 * builds it, QEMU runs it on mps2-an385, and the release's tonband decodes its trace with
 * --catalogue, checked here event by event: integers, optional fields, an enum, a float, an
 * array, a bool, a string and bytes cut to their maximum lengths, all through the runtime's
 * trace calls on the board. The trace is kept as team_project.bin among the build's traces.
 */
class TeamProjectTest {
  private static final Path PROJECT = Path.of("examples", "team-project");
  private static final List<String> TEAM_FILES = List.of("app-events.yaml", "CMakeLists.txt", "main.c", "tband_config.h");

  @TempDir Path temp;

  @Test
  void buildsRunsAndDecodesAgainstTheRelease() throws Exception {
    Path tonband = Release.unzip(temp.resolve("release"));
    Path team = Files.createDirectories(temp.resolve("pump-controller"));
    for (String file : TEAM_FILES) {
      Files.copy(PROJECT.resolve(file), team.resolve(file));
    }
    Path build = team.resolve("build");

    run(team, "cmake", "-S", ".", "-B", "build", "-G", "Ninja", "-DTONBAND_DIR=" + tonband);
    String built = run(team, "cmake", "--build", "build");
    assertThat(built).contains("Generating the trace calls of " + team.resolve("app-events.yaml"));
    run(team, "cmake", "--build", "build", "--target", "run");
    assertThat(Files.size(build.resolve("trace.bin"))).isGreaterThan(0L);
    // Kept with the build's other traces: the web page's tests convert it with the catalogue.
    Files.copy(build.resolve("trace.bin"), Files.createDirectories(Path.of(System.getProperty("tband.trace.dir")))
        .resolve("team_project.bin"), StandardCopyOption.REPLACE_EXISTING);

    String jar = tonband.resolve("tonband.jar").toString();
    String decoded = run(team, "java", "-jar", jar, "decode", "--json", "--catalogue", "app-events.yaml", "build/trace.bin");
    List<JsonNode> events = new ArrayList<>();
    for (String line : decoded.lines().toList()) {
      events.add(new ObjectMapper().readTree(line));
    }
    List<String> shown = new ArrayList<>();
    for (JsonNode event : events) {
      shown.add(event.get("group").asText() + "/" + event.get("event").asText() + " " + event.get("fields"));
    }
    long fingerprint = Long.parseUnsignedLong(events.get(2).get("fields").get("fingerprint").asText());
    assertThat(shown).containsExactly(
        "base/ts_frequency_hz {\"hz\":25000000}",
        "base/ts_resolution_ns {\"ns_per_ts\":40}",
        "base/catalogue_fingerprint {\"fingerprint\":" + Long.toUnsignedString(fingerprint) + "}",
        "pump/site {\"name\":\"basement, rack 3\"}",
        // version and build_id cut to the catalogue's 16 and 8 bytes, the version before a dash split there
        "pump/firmware {\"version\":\"2.3.1-rc2+b417\",\"build_id\":\"5EA17C0D429B13F8\",\"revision\":7}",
        "pump/state {\"pump\":1,\"state\":\"PUMP_FILL\"}",
        "pump/pressure {\"pump\":1,\"millibar\":1000,\"temperature\":-40}",
        "pump/pressure {\"pump\":2,\"millibar\":990}",
        "pump/flow {\"pump\":1,\"litres_per_min\":12.5,\"phase_ma\":[1200,1190,1210],\"valve_open\":true}",
        "pump/pressure {\"pump\":1,\"millibar\":1025,\"temperature\":-39}",
        "pump/pressure {\"pump\":2,\"millibar\":985}",
        "pump/flow {\"pump\":1,\"litres_per_min\":13.25,\"phase_ma\":[1210,1190,1210],\"valve_open\":true}",
        "pump/pressure {\"pump\":1,\"millibar\":1050,\"temperature\":-38}",
        "pump/pressure {\"pump\":2,\"millibar\":980}",
        "pump/flow {\"pump\":1,\"litres_per_min\":14.0,\"phase_ma\":[1220,1190,1210],\"valve_open\":false}",
        "pump/pressure {\"pump\":1,\"millibar\":1075,\"temperature\":-37}",
        "pump/pressure {\"pump\":2,\"millibar\":975}",
        "pump/flow {\"pump\":1,\"litres_per_min\":14.75,\"phase_ma\":[1230,1190,1210],\"valve_open\":true}",
        "pump/state {\"pump\":1,\"state\":\"PUMP_DRAIN\"}",
        "pump/fault {\"pump\":2,\"text\":\"dry run\"}").inOrder();
    List<Long> times = events.stream().filter(e -> e.has("ns")).map(e -> e.get("ns").asLong()).toList();
    assertThat(times).isInStrictOrder();
    assertThat(times.get(0)).isGreaterThan(0L);

    // Archived as dial9 with the catalogue, the trace reads back into the same events.
    run(team, "java", "-jar", jar, "convert", "--to", "dial9", "--catalogue", "app-events.yaml", "build/trace.bin",
        "-o", "build/trace.dial9");
    assertThat(run(team, "java", "-jar", jar, "decode", "--json", "--catalogue", "app-events.yaml",
        "build/trace.dial9")).isEqualTo(decoded);

    // The tonband that only knows its own catalogue says which one to pass.
    Process plain = start(team, "java", "-jar", jar, "decode", "build/trace.bin");
    String out = new String(plain.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(plain.waitFor()).isEqualTo(1);
    assertThat(out).contains("CATALOGUE_MISMATCH trace.bin frame 2: the trace was recorded by firmware built from another"
        + " catalogue (fingerprint 0x" + String.format("%016x", fingerprint) + ")");
    assertThat(out).contains("pass the firmware's catalogue with --catalogue FILE");

    // Editing the catalogue regenerates the calls on the next build; the firmware follows.
    Files.writeString(team.resolve("app-events.yaml"),
        Files.readString(team.resolve("app-events.yaml")).replace("Where the pumps are installed.", "Where it runs."));
    assertThat(run(team, "cmake", "--build", "build")).contains("Generating the trace calls");
    assertThat(run(team, "cmake", "--build", "build")).contains("no work to do");
  }

  private static String run(Path dir, String... command) throws Exception {
    Process process = start(dir, command);
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertWithMessage("%s exited with an error:%n%s", String.join(" ", command), output)
        .that(process.waitFor())
        .isEqualTo(0);
    return output;
  }

  private static Process start(Path dir, String... command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    return process;
  }
}

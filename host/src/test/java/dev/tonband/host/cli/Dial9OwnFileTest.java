// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.StreamItem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files dial9 itself wrote, read as dial9's own decoder reads them: every event at {@code base +
 * delta} exactly, none a problem, every command reading the file in time order. The expected
 * figures are dial9's decoder's (src/test/resources/dial9/README.md), not our reader's. One file is
 * kept in the project; dial9's 0.3.2 demo is read from ../shared when it is beside the checkout.
 */
class Dial9OwnFileTest extends CliFixture {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));

  /** A file and what dial9's decoder counts in it. */
  record OwnFile(Path path, int events, String sortedTimesSha256) {
    @Override
    public String toString() {
      return path.getFileName().toString();
    }
  }

  static Stream<OwnFile> files() {
    return Stream.of(
        new OwnFile(ROOT.resolve("host/src/test/resources/dial9/demo-trace-0.3.10.bin.gz"), 210_639,
            "6774cec99c695d16908b3d66ea346bf5e52ba92538b4eda3101b8074790a34f4"),
        new OwnFile(ROOT.resolve("../shared/reference/dial9/demo-trace-0.3.2.bin.gz"), 276_712,
            "e41fe73f218555a4ea8b11e7a88af3269b71022f3d0307ae01c4f4eadaae7fdd"));
  }

  /** Before CliFixture takes stdout over, so that the line is seen. */
  @BeforeAll
  static void saysWhatIsSkipped() {
    files().filter(file -> !Files.isRegularFile(file.path())).forEach(file -> System.out.println(
        "Dial9OwnFileTest: skipped for " + file + ": no " + file.path() + " (../shared is not beside the checkout)"));
  }

  private static void needs(OwnFile file) {
    Assumptions.assumeTrue(Files.isRegularFile(file.path()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void everyEventIsAtDial9sTimeInTimeOrderWithNoProblem(OwnFile file) throws Exception {
    needs(file);
    MessageDigest sortedTimes = MessageDigest.getInstance("SHA-256");
    int events = 0;
    long before = Long.MIN_VALUE;
    try (Inputs inputs = Inputs.open(List.of(InputSpec.parse(file.path().toString())), InputFormat.AUTO, false, false,
        TraceCatalogue.builtIn(), notice -> {})) {
      DeviceStream stream = inputs.streams().get(0);
      for (StreamItem item = stream.poll(); item != null; item = stream.poll()) {
        assertThat(item).isInstanceOf(ForeignItem.class); // no problem
        long ns = ((ForeignItem) item).ns();
        assertThat(ns).isAtLeast(before);
        before = ns;
        sortedTimes.update((ns + "\n").getBytes(StandardCharsets.US_ASCII));
        events++;
      }
    }
    assertThat(events).isEqualTo(file.events());
    assertThat(HexFormat.of().formatHex(sortedTimes.digest())).isEqualTo(file.sortedTimesSha256());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void convertAndStatsReadItWithoutAProblem(OwnFile file) throws Exception {
    needs(file);
    assertThat(run("convert", "--no-progress", file.path().toString(), "-o", dir.resolve("demo.pftrace").toString()))
        .isEqualTo(ExitCode.OK);
    assertThat(err()).doesNotContain("NON_MONOTONIC_TIMESTAMP");
    assertThat(run("stats", "--json", file.path().toString())).isEqualTo(ExitCode.OK);
    assertThat(new ObjectMapper().readTree(out()).get("problems").get("total").asLong()).isEqualTo(0);
  }
}

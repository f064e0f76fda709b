// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.dial9.Dial9Visitor;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.StreamItem;
import java.io.BufferedInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The demo trace of dial9's viewer, as dial9 wrote it (../shared/reference/dial9, beside the
 * checkout in CI, never in a user's clone): 276,712 events whose times go back at 1,003 places,
 * legally. Each is at {@code base + delta} exactly, as dial9's decoder gives it, none is a
 * problem, and every command reads the file in time order.
 */
class Dial9OwnFileTest extends CliFixture {
  private static final Path DEMO = Path.of(System.getProperty("tonband.root", ".."), "..", "shared", "reference",
      "dial9", "demo-trace-0.3.2.bin.gz");

  /** Before CliFixture takes stdout over, so that the line is seen. */
  @BeforeAll
  static void needsTheFile() {
    if (!Files.isRegularFile(DEMO)) {
      System.out.println("Dial9OwnFileTest: skipped: no " + DEMO + " (../shared is not beside the checkout)");
    }
    Assumptions.assumeTrue(Files.isRegularFile(DEMO));
  }

  /** Each event's time, in the file's order, as the spec says to read it (all of its events are timestamped). */
  private static List<Long> timesInFileOrder() throws Exception {
    List<Long> times = new ArrayList<>();
    try (InputStream in = new BufferedInputStream(new GZIPInputStream(Files.newInputStream(DEMO)))) {
      new Dial9Reader(in).readAll(new Dial9Visitor() {
        @Override
        public void onEvent(Dial9Event event) {
          assertThat(event.schema().hasTimestamp()).isTrue();
          times.add(event.timestampNs());
        }
      });
    }
    return times;
  }

  @Test
  void everyEventIsAtItsOwnTimeInTimeOrderWithNoProblem() throws Exception {
    List<Long> expected = timesInFileOrder();
    int wentBack = 0;
    for (int i = 1; i < expected.size(); i++) {
      wentBack += expected.get(i) < expected.get(i - 1) ? 1 : 0;
    }
    assertThat(wentBack).isEqualTo(1_003); // the README's count, by dial9's own decoder

    List<Long> read = new ArrayList<>(); // as decode reads the file, without printing 276,712 lines
    try (Inputs inputs = Inputs.open(List.of(InputSpec.parse(DEMO.toString())), InputFormat.AUTO, false, false,
        TraceCatalogue.builtIn(), notice -> {})) {
      DeviceStream stream = inputs.streams().get(0);
      for (StreamItem item = stream.poll(); item != null; item = stream.poll()) {
        assertThat(item).isInstanceOf(ForeignItem.class); // no problem
        read.add(((ForeignItem) item).ns());
      }
    }
    assertThat(read).isInOrder();
    assertThat(read).containsExactlyElementsIn(expected);
  }

  @Test
  void convertAndStatsReadItWithoutAProblem() throws Exception {
    assertThat(run("convert", "--no-progress", DEMO.toString(), "-o", dir.resolve("demo.pftrace").toString()))
        .isEqualTo(ExitCode.OK);
    assertThat(err()).doesNotContain("NON_MONOTONIC_TIMESTAMP");
    assertThat(run("stats", "--json", DEMO.toString())).isEqualTo(ExitCode.OK);
    assertThat(new ObjectMapper().readTree(out()).get("problems").get("total").asLong()).isEqualTo(0);
  }
}

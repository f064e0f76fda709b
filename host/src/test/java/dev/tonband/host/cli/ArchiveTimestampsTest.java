// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.host.StreamBuilder;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Timestamps at their edges: what {@code tonband decode} shows of a device stream, and what a
 * generic dial9 reader (knowing nothing of Tonband) sees in the archive {@code convert --to dial9}
 * makes of it, are the same nanoseconds; where the device's time has no nanoseconds at all, the
 * archive also carries an explicit {@code tonband/timestamp_overflow} marker.
 */
class ArchiveTimestampsTest extends CliFixture {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int TS_RESOLUTION_NS = 0x02;
  private static final int TS_FREQUENCY_HZ = 0x27;
  private static final int ISR_ENTER = 0x04;

  /** What decode and the archive show of one device stream. */
  private record Seen(List<String> decoded, List<String> problems, List<String> archived, int markers) {}

  private Seen both(StreamBuilder device) throws Exception {
    Path stream = Files.write(dir.resolve("edge.bin"), device.bytes());
    Path archive = dir.resolve("edge.dial9");
    stdout.reset();
    assertThat(run("decode", "--json", stream.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    List<String> decoded = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (String line : out().lines().toList()) {
      JsonNode item = JSON.readTree(line);
      if (item.has("problem")) {
        problems.add(item.get("problem").asText());
      } else if (item.has("ns")) {
        decoded.add(item.get("group").asText() + "/" + item.get("event").asText() + " @" + item.get("ns").asText());
      }
    }
    assertThat(run("convert", "--to", "dial9", stream.toString(), "-o", archive.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);

    List<String> archived = new ArrayList<>();
    int[] markers = new int[1];
    try (InputStream in = Files.newInputStream(archive)) {
      new Dial9Reader(in).readAll((Dial9Event e) -> {
        if (e.schema().name().equals("tonband/timestamp_overflow")) {
          markers[0]++;
        } else if (e.schema().hasTimestamp()) {
          archived.add(e.schema().name() + " @" + Long.toUnsignedString(e.timestampNs()));
        }
      });
    }
    return new Seen(decoded, problems, archived, markers[0]);
  }

  @Test
  void aResolutionOfZeroOrBeyond2To63KeepsThePreviousOneInBoth() throws Exception {
    Seen seen = both(new StreamBuilder()
        .metadata(TS_RESOLUTION_NS, null, 10).event(ISR_ENTER, 5, 1)
        .metadata(TS_RESOLUTION_NS, null, 0).event(ISR_ENTER, 6, 1)
        .metadata(TS_RESOLUTION_NS, null, 1L << 63).event(ISR_ENTER, 7, 1));

    assertThat(seen.problems()).containsExactly("IMPLAUSIBLE_METADATA", "IMPLAUSIBLE_METADATA");
    assertThat(seen.decoded()).containsExactly("base/isr_enter @50", "base/isr_enter @60", "base/isr_enter @70").inOrder();
    assertThat(seen.archived()).isEqualTo(seen.decoded());
  }

  @Test
  void aClockThatDoesNotDivideOneGigahertzHasItsExactNanosecondsInBoth() throws Exception {
    Seen seen = both(new StreamBuilder()
        .metadata(TS_FREQUENCY_HZ, null, 120_000_000).metadata(TS_RESOLUTION_NS, null, 8) // as the runtime sends them
        .event(ISR_ENTER, 120_000, 1).event(ISR_ENTER, 120_001, 1)
        .metadata(TS_RESOLUTION_NS, null, 0).event(ISR_ENTER, 240_001, 1)); // refused; the clock stays

    assertThat(seen.problems()).containsExactly("IMPLAUSIBLE_METADATA");
    assertThat(seen.decoded())
        .containsExactly("base/isr_enter @1000000", "base/isr_enter @1000008", "base/isr_enter @2000008").inOrder();
    assertThat(seen.archived()).isEqualTo(seen.decoded());
  }

  @Test
  void ticksWithoutNanosecondsAreAtTheLatestTimeInBothAndMarkedInTheArchive() throws Exception {
    Seen seen = both(new StreamBuilder()
        .metadata(TS_RESOLUTION_NS, null, 1_000)
        .event(ISR_ENTER, 7, 1)
        .event(ISR_ENTER, 9_223_372_036_854_775L, 1) // × 1,000 is 2^63 - 808: the last time there is
        .event(ISR_ENTER, 9_223_372_036_854_776L, 1) // × 1,000 is 2^63 + 192: beyond 2^63, not 2^64
        .event(ISR_ENTER, 1L << 56, 1)               // × 1,000 is beyond 2^64
        .event(ISR_ENTER, -1L, 1));                  // 2^64-1 ticks

    assertThat(seen.problems()).containsExactly("TIMESTAMP_OVERFLOW", "TIMESTAMP_OVERFLOW", "TIMESTAMP_OVERFLOW");
    String latest = "base/isr_enter @9223372036854775000";
    assertThat(seen.decoded()).containsExactly("base/isr_enter @7000", latest, latest, latest, latest).inOrder();
    assertThat(seen.archived()).isEqualTo(seen.decoded());
    assertThat(seen.markers()).isEqualTo(3);
  }
}

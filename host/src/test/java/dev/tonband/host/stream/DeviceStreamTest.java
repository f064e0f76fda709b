// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.TsFrequencyHz;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the stream hands each decoded event on: to the core, the timebase, the opening and the repair. */
class DeviceStreamTest {
  /** Every item of {@code bytes} read on pinned core 2: an event as its name, frame, time and core. */
  private static List<String> items(byte[] bytes) throws Exception {
    List<String> lines = new ArrayList<>();
    try (DeviceStream stream = new DeviceStream("t.bin", new ByteArrayInputStream(bytes), 2, new Timebase())) {
      for (StreamItem item = stream.poll(); item != null; item = stream.poll()) {
        lines.add(item instanceof EventItem e
            ? e.event().getClass().getSimpleName() + " frame " + e.frame() + " at " + e.ns() + " core " + e.core()
            : PendingLines.line((Problem) item));
      }
    }
    return lines;
  }

  @Test
  void theOpeningIsPlacedAtTheResolutionOnTheCoresItsEventsWereOn() throws Exception {
    byte[] bytes = new StreamBuilder()
        .event(IsrEnter.ID, 10, 1)
        .event(CoreId.ID, 20, 3)
        .event(IsrEnter.ID, 30, 1)
        .metadata(TsResolutionNs.ID, null, 100)
        .event(IsrEnter.ID, 40, 1)
        .bytes();

    assertThat(items(bytes)).containsExactly(
        "IsrEnter frame 0 at 1000 core 2",
        "CoreId frame 1 at 2000 core 3",
        "IsrEnter frame 2 at 3000 core 3",
        "TsResolutionNs frame 3 at 3000 core 3",
        "IsrEnter frame 4 at 4000 core 3")
        .inOrder();
  }

  @Test
  void implausibleMetadataIsReportedWhereItCameAndIgnored() throws Exception {
    byte[] bytes = new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 10)
        .event(IsrEnter.ID, 5, 1)
        .event(CoreId.ID, 6, 300)
        .metadata(TsResolutionNs.ID, null, 0)
        .event(IsrEnter.ID, 7, 1)
        .bytes();

    assertThat(items(bytes)).containsExactly(
        "TsResolutionNs frame 0 at 0 core 2",
        "IsrEnter frame 1 at 50 core 2",
        "IMPLAUSIBLE_CORE_ID t.bin frame 2: core_id 300 is above 255; the stream is probably damaged here, so events"
            + " stay on core 2 at 50 core 2",
        "CoreId frame 2 at 60 core 2",
        "IMPLAUSIBLE_METADATA t.bin frame 3: ts_resolution_ns 0 cannot be right; keeping 10 ns per tick at 60 core 2",
        "TsResolutionNs frame 3 at 60 core 2",
        "IsrEnter frame 4 at 70 core 2")
        .inOrder();
  }

  @Test
  void theClockInHzIsPreferredToTheRoundedResolutionThatFollowsIt() throws Exception {
    // as the runtime sends them at 120 MHz: a 1 kHz interrupt is 120000 ticks, 1 ms exactly
    byte[] bytes = new StreamBuilder()
        .metadata(TsFrequencyHz.ID, null, 120_000_000L)
        .metadata(TsResolutionNs.ID, null, 8)
        .event(IsrEnter.ID, 120_000, 1)
        .event(IsrEnter.ID, 240_001, 1)
        .metadata(TsFrequencyHz.ID, null, 0)
        .event(IsrEnter.ID, 360_000, 1)
        .bytes();

    assertThat(items(bytes)).containsExactly(
        "TsFrequencyHz frame 0 at 0 core 2",
        "TsResolutionNs frame 1 at 0 core 2",
        "IsrEnter frame 2 at 1000000 core 2",
        "IsrEnter frame 3 at 2000008 core 2", // 240001 ticks: 2000008.33 ns, floored
        "IMPLAUSIBLE_METADATA t.bin frame 4: ts_frequency_hz 0 cannot be right (1 Hz to 1 GHz); keeping the clock"
            + " known so far at 2000008 core 2",
        "TsFrequencyHz frame 4 at 2000008 core 2",
        "IsrEnter frame 5 at 3000000 core 2")
        .inOrder();
  }
}

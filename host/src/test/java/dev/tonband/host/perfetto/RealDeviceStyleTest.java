// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import org.junit.jupiter.api.Test;

/**
 * Traces in the style real runtimes write them (Tonbandgerät's among them), which are normal and
 * must convert without problems: a timed core_id before the resolution, names sent after the
 * first event of their object, duplicate names, function markers with empty messages, a capture
 * that starts late and gets the names re-sent; and one damaged timestamp, which must cost only
 * its own event. Every trace also passes TraceCheck (through {@link Converted}), which checks
 * that the final names are the ones Perfetto's importer shows.
 */
class RealDeviceStyleTest {
  private static final int CORE_ID = 0x00, TS_RESOLUTION = 0x02, ISR_NAME = 0x03, ISR_ENTER = 0x04, ISR_EXIT = 0x05;
  private static final int EVTMARKER_NAME = 0x06, EVTMARKER = 0x07, EVTMARKER_BEGIN = 0x08, EVTMARKER_END = 0x09;
  private static final int TASK_SWITCHED_IN = 0x54, TASK_CREATED = 0x5E, TASK_NAME = 0x5F;
  private static final int QUEUE_CREATED = 0x63, QUEUE_NAME = 0x64, QUEUE_SEND = 0x66;

  @Test
  void aCoreIdBeforeTheResolutionAndNamesAfterCreationAreNoProblem() throws Exception {
    Converted c = Converted.of(new StreamBuilder()
        .event(CORE_ID, 5, 0)
        .metadata(TS_RESOLUTION, null, 100)
        .event(TASK_CREATED, 10, 1)
        .metadata(TASK_NAME, "ctrl", 1)
        .event(QUEUE_CREATED, 12, 7)
        .metadata(QUEUE_NAME, "rx", 7)
        .event(TASK_SWITCHED_IN, 20, 1)
        .event(QUEUE_SEND, 30, 7, 1)
        .bytes());

    assertThat(c.problems().counts()).isEmpty();
    assertThat(c.trace().lines()).containsExactly(
        "ctrl / State: B Ready @1000",
        "Queues / rx: C 0 @1200",
        "Core #0 / ctrl: B ctrl @2000",
        "ctrl / State: E @2000",
        "ctrl / State: B Running on core 0 @2000",
        "Queues / rx: C 1 @3000").inOrder();
    assertThat(c.trace().trackPaths()).containsNoneOf("Task 1 / State", "Queues / Queue 7");
  }

  @Test
  void aCaptureThatStartsLateShowsTheNamesSentLaterOnEveryTrack() throws Exception {
    Converted c = Converted.of(new StreamBuilder()
        .metadata(TS_RESOLUTION, null, 1)
        .event(TASK_SWITCHED_IN, 100, 2)
        .event(ISR_ENTER, 110, 4)
        .event(ISR_EXIT, 120, 4)
        .event(EVTMARKER, 130, 9, 0)
        // the runtime re-sends its metadata
        .metadata(TASK_NAME, "net", 2)
        .metadata(ISR_NAME, "ETH", 4)
        .metadata(EVTMARKER_NAME, "rx path", 9)
        .event(ISR_ENTER, 140, 4)
        .bytes());

    assertThat(c.problems().counts()).isEmpty();
    assertThat(c.trace().trackPaths()).containsExactly(
        "Core #0", "Core #0 / ETH", "Core #0 / net", "Markers", "Markers / rx path", "net", "net / State");
  }

  @Test
  void objectsWithTheSameNameStayApart() throws Exception {
    Converted c = Converted.of(new StreamBuilder()
        .metadata(TS_RESOLUTION, null, 1)
        .metadata(TASK_NAME, "worker", 1)
        .metadata(TASK_NAME, "worker", 2)
        .metadata(ISR_NAME, "IRQ", 1)
        .metadata(ISR_NAME, "IRQ", 2)
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(TASK_SWITCHED_IN, 20, 2)
        .event(ISR_ENTER, 30, 1)
        .event(ISR_ENTER, 31, 2)
        .bytes());

    assertThat(c.problems().counts()).isEmpty();
    assertThat(c.trace().trackPaths()).containsExactly("Core #0", "Core #0 / IRQ", "Core #0 / IRQ",
        "Core #0 / worker", "Core #0 / worker", "worker", "worker", "worker / State", "worker / State");
  }

  @Test
  void functionMarkersWithoutAMessageAreNamedAfterTheirMarker() throws Exception {
    Converted c = Converted.of(new StreamBuilder()
        .metadata(TS_RESOLUTION, null, 1)
        .metadata(EVTMARKER_NAME, "parse_frame", 3)
        .eventWithText(EVTMARKER_BEGIN, 10, "", 3)
        .eventWithText(EVTMARKER, 15, "", 3)
        .event(EVTMARKER_END, 20, 3)
        .bytes());

    assertThat(c.trace().lines()).containsExactly(
        "Markers / parse_frame: B parse_frame @10",
        "Markers / parse_frame: I parse_frame @15",
        "Markers / parse_frame: E @20").inOrder();
  }

  @Test
  void oneTimestampWithAFlippedHighBitCostsOnlyItsOwnEvent() throws Exception {
    long base = 1L << 32; // timestamps of five varint bytes, as after a few seconds of a fast timer
    StreamBuilder stream = new StreamBuilder().metadata(TS_RESOLUTION, null, 1);
    for (int i = 0; i < 10; i++) {
      long enter = base + 100L * i;
      // the 4th enter has bit 30 flipped, which is in its fifth byte
      stream.event(ISR_ENTER, i == 3 ? enter ^ (1L << 30) : enter, 1).event(ISR_EXIT, enter + 10, 1);
    }
    Converted c = Converted.of(stream.bytes());

    assertThat(c.problems().counts()).containsExactly("TIMESTAMP_OUTLIER", 1L);
    assertThat(c.trace().errorPlaces()).containsExactly("input0 frame 7");
    assertThat(c.trace().linesOf("Core #0 / ISR 1")).containsAtLeast(
        "Core #0 / ISR 1: E @" + (base + 210), // the exit before the damaged enter
        "Core #0 / ISR 1: B ISR 1 @" + (base + 210), // the damaged enter, at the time before it
        "Core #0 / ISR 1: E @" + (base + 310), // and the rest on time
        "Core #0 / ISR 1: B ISR 1 @" + (base + 400),
        "Core #0 / ISR 1: E @" + (base + 910)).inOrder();
  }

  @Test
  void aTimestampDamagedTowardsZeroIsOneStepBack() throws Exception {
    Converted c = Converted.of(new StreamBuilder()
        .metadata(TS_RESOLUTION, null, 1)
        .event(EVTMARKER, 5000, 0)
        .event(EVTMARKER, 5100 & ~(1 << 12), 0) // 1004
        .event(EVTMARKER, 5200, 0)
        .bytes());

    assertThat(c.problems().counts()).containsExactly("NON_MONOTONIC_TIMESTAMP", 1L);
    assertThat(c.trace().linesOf("Markers")).containsExactly("Markers / Marker 0: I Marker 0 @5000",
        "Markers / Marker 0: I Marker 0 @5000", "Markers / Marker 0: I Marker 0 @5200").inOrder();
  }
}

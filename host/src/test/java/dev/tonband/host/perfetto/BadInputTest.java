// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each kind of bad input becomes an instant on the errors track and a counted problem, and the
 * rest of the trace still converts.
 */
class BadInputTest {
  private static StreamBuilder stream() {
    return new StreamBuilder().metadata(0x02, null, 1);
  }

  @Test
  void corruptedFrameIsReportedWithItsOffsetAndTheNextFrameConverts() throws Exception {
    Converted c = Converted.of(stream()
        .raw(0x05, 0x04, 0x00) // at offset 4, after the 4-byte first frame: COBS code 5 in a 2-byte frame
        .event(0x07, 10, 0)
        .bytes());

    assertThat(c.trace().errorKinds()).containsExactly("COBS_OVERRUN");
    assertThat(c.trace().errorPlaces()).containsExactly("input0 offset 4 frame 1");
    assertThat(c.trace().linesOf("Markers")).containsExactly("Markers / Marker 0: I Marker 0 @10");
  }

  @Test
  void unknownIdIsReported() throws Exception {
    Converted c = Converted.of(stream().event(0xFF, 10).event(0x04, 20, 1).bytes());

    assertThat(c.trace().errorKinds()).containsExactly("UNKNOWN_EVENT_ID");
    assertThat(c.trace().linesOf("Core")).containsExactly("Core #0 / ISR 1: B ISR 1 @20");
  }

  @Test
  void timestampGoingBackIsReportedAndClampedSoTheTraceStaysOrdered() throws Exception {
    Converted c = Converted.of(stream().event(0x04, 100, 1).event(0x05, 50, 1).bytes());

    assertThat(c.trace().errorKinds()).containsExactly("NON_MONOTONIC_TIMESTAMP");
    assertThat(c.trace().linesOf("Core")).containsExactly(
        "Core #0 / ISR 1: B ISR 1 @100", "Core #0 / ISR 1: E @100").inOrder();
  }

  @Test
  void endWithoutBeginIsReportedNotWritten() throws Exception {
    Converted c = Converted.of(stream().event(0x05, 10, 1).event(0x09, 20, 0).bytes());

    assertThat(c.trace().errorKinds()).containsExactly("END_WITHOUT_BEGIN", "END_WITHOUT_BEGIN");
    assertThat(c.trace().linesOf("Core")).isEmpty();
    assertThat(c.trace().linesOf("Markers")).isEmpty();
  }

  @Test
  void aResolutionThatNeverComesIsReportedOnceAndTicksAreTakenAsNanoseconds() throws Exception {
    Converted c = Converted.of(new StreamBuilder().event(0x07, 10, 0).event(0x07, 20, 0).bytes());

    assertThat(c.trace().errorKinds()).containsExactly("MISSING_METADATA");
    assertThat(c.trace().linesOf("Markers")).containsExactly(
        "Markers / Marker 0: I Marker 0 @10", "Markers / Marker 0: I Marker 0 @20").inOrder();
  }

  @Test
  void aResolutionAfterTheOpeningIsLateAndTheEventsBeforeItKeepOneNanosecondPerTick() throws Exception {
    StreamBuilder stream = new StreamBuilder();
    for (int i = 1; i <= 4096; i++) {
      stream.event(0x07, i, 0);
    }
    Converted c = Converted.of(stream.metadata(0x02, null, 1000).event(0x07, 5000, 0).bytes());

    assertThat(c.trace().errorKinds()).containsExactly("MISSING_METADATA", "LATE_METADATA").inOrder();
    List<String> markers = c.trace().linesOf("Markers");
    assertThat(markers.get(4095)).isEqualTo("Markers / Marker 0: I Marker 0 @4096");
    assertThat(markers.get(4096)).isEqualTo("Markers / Marker 0: I Marker 0 @5000000");
  }

  @Test
  void aCleanTraceHasNoProblems() throws Exception {
    Converted c = Converted.of(stream().event(0x04, 10, 1).event(0x05, 20, 1).bytes());

    assertThat(c.problems().clean()).isTrue();
    assertThat(c.trace().errorKinds()).isEmpty();
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.ErrorKind;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.dial9.Dial9FormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every problem a stream reports, word for word, with its place, time and core. */
class StreamProblemsTest {
  private final PendingItems pending = new PendingItems("in");
  private long frame = 7;
  private long now = 5000;
  private int core = 2;
  private final StreamProblems problems = new StreamProblems("t.bin", pending, () -> frame, () -> now, () -> core);

  @Test
  void problemsOfTheFrameBeingDecodedAtTheCurrentTimeAndCore() throws Exception {
    problems.catalogueMismatch("another catalogue");
    problems.missingResolution(4096);
    problems.lateResolution(4096);
    frame = 8;
    now = 6000;
    core = 3;
    problems.implausibleResolution(-1, 16);
    problems.implausibleCore(256, 255, 3);
    problems.foreignOverflow(Long.MIN_VALUE);
    problems.foreignBeyondWindow(6, 500, 400, 4096);

    assertThat(PendingLines.take(pending)).containsExactly(
        "CATALOGUE_MISMATCH t.bin frame 7: another catalogue at 5000 core 2",
        "MISSING_METADATA t.bin frame 7: no ts_resolution_ns in the first 4096 event(s) of the stream: timestamps are"
            + " taken as nanoseconds (1 ns per tick) at 5000 core 2",
        "LATE_METADATA t.bin frame 7: ts_resolution_ns arrived after the stream's first 4096 events; the timed events"
            + " before it were placed at 1 ns per tick at 5000 core 2",
        "IMPLAUSIBLE_METADATA t.bin frame 8: ts_resolution_ns 18446744073709551615 cannot be right; keeping 16 ns per"
            + " tick at 6000 core 3",
        "IMPLAUSIBLE_CORE_ID t.bin frame 8: core_id 256 is above 255; the stream is probably damaged here, so events"
            + " stay on core 3 at 6000 core 3",
        "TIMESTAMP_OVERFLOW t.bin frame 8: 9223372036854775808 ns are beyond 2^63 ns (292 years); the event is placed"
            + " at the time of the event before it at 6000 core 3",
        "NON_MONOTONIC_TIMESTAMP t.bin frame 6: timestamp 400 ns comes after more than 4096 events later than it, up to"
            + " 500 ns, too late to sort; the event is placed at the time of the event before it at 6000 core 3")
        .inOrder();
  }

  @Test
  void timestampProblemsAreAtTheFrameOfTheirEvent() throws Exception {
    problems.ticksWentBack(3, 100, 90);
    problems.ticksOverflow(4, -1, "2");

    assertThat(PendingLines.take(pending)).containsExactly(
        "NON_MONOTONIC_TIMESTAMP t.bin frame 3: timestamp went back from 100 to 90 ticks; the event is placed at the"
            + " time of the event before it at 5000 core 2",
        "TIMESTAMP_OVERFLOW t.bin frame 4: 18446744073709551615 ticks of 2 ns are beyond 2^63 ns (292 years); the event"
            + " is placed at the time of the event before it at 5000 core 2")
        .inOrder();
  }

  @Test
  void theOutlierIsMadeForItsEventNotAdded() throws Exception {
    Problem outlier = problems.outlier(5, 1, 400, 900, 100, 110);

    assertThat(PendingLines.line(outlier)).isEqualTo("TIMESTAMP_OUTLIER t.bin frame 5: timestamp 900 ticks is far"
        + " ahead of the events before (100) and after it (110), which agree: it is damaged; the event is placed at the"
        + " time of the event before it at 400 core 1");
    assertThat(pending.ready()).isFalse();
  }

  @Test
  void decodeAndArchiveErrorsAreAtTheirOffsets() throws Exception {
    problems.decodeError(new DecodeError(ErrorKind.TRUNCATED_FIELD, 120, 9, IsrEnter.ID, "isr_enter",
        "the frame ends inside field 'isr_id'"));
    problems.decodeError(new DecodeError(ErrorKind.UNKNOWN_EVENT_ID, 130, 10, -1, null, "unknown event id 0xFF"));
    problems.decodeError(new DecodeError(ErrorKind.INVALID_UTF8, 140, 11, 0x20, "task_name", "bad UTF-8"));
    problems.archiveError(new Dial9FormatException(Dial9FormatException.Kind.TRUNCATED, 10, "the frame is cut off"),
        110, false);
    problems.archiveError(new Dial9FormatException(Dial9FormatException.Kind.BAD_VARINT, 20, "a varint runs on"),
        220, true);
    problems.report("GZIP", "t.bin offset 3", "damaged compression");

    assertThat(PendingLines.take(pending)).isEqualTo(List.of(
        "TRUNCATED_FIELD t.bin offset 120 frame 9: the frame ends inside field 'isr_id' (isr_enter); frame skipped"
            + " at 5000 core 2",
        "UNKNOWN_EVENT_ID t.bin offset 130 frame 10: unknown event id 0xFF; frame skipped at 5000 core 2",
        "INVALID_UTF8 t.bin offset 140 frame 11: bad UTF-8 (task_name); event kept at 5000 core 2",
        "DIAL9_TRUNCATED t.bin offset 110: the frame is cut off; the archive cannot be read past it, so the input ends"
            + " here at 5000 core 2",
        "DIAL9_BAD_VARINT t.bin offset 220: a varint runs on; its batch cannot be read past it, so the batch ends here"
            + " (the others go on) at 5000 core 2",
        "GZIP t.bin offset 3: damaged compression at 5000 core 2"));
  }
}

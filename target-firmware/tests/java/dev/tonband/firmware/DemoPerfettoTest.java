// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.Converted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 5's done-when: the host converter turns the QEMU demo's traces (on each board) into
 * Perfetto traces that satisfy every invariant (host's TraceCheck fails on any broken rule), with
 * the ISR, marker, value and application-event tracks present.
 */
class DemoPerfettoTest {
  /** What every demo trace shows besides the timer ISR: the loop and function markers, the tick value, both sensors. */
  private static final List<String> EVERY_DEMO = List.of(
      "Markers / main_loop",
      "Markers / process_sample",
      "Markers / ticks",
      "Application / Sensor 0",
      "Application / Sensor 1");

  /** Motor state and log lines: a few per run, so only the whole-run traces have them all. */
  private static final List<String> WHOLE_RUN = List.of("Application / Motor 0", "Application / Log");

  private static String timer(QemuDemoTraceTest.Board board) {
    return "Core #0 / " + board.timerName();
  }

  private static Converted convert(String name) throws Exception {
    // Converted parses the written trace with TraceCheck, which asserts every Perfetto rule.
    return Converted.of(Files.readAllBytes(Path.of(System.getProperty("tband.trace.dir"), name + ".bin")));
  }

  private static long count(Converted c, String track, String what) {
    return c.trace().linesOf(track + ": " + what).size();
  }

  @ParameterizedTest
  @MethodSource("dev.tonband.firmware.QemuDemoTraceTest#boards")
  void streamingDemoConvertsWithEveryTrackAndEveryPeriod(QemuDemoTraceTest.Board board) throws Exception {
    Converted c = convert(board.trace("streaming"));

    assertThat(c.problems().counts()).isEmpty();
    assertThat(c.trace().trackPaths()).contains(timer(board));
    assertThat(c.trace().trackPaths()).containsAtLeastElementsIn(EVERY_DEMO);
    assertThat(c.trace().trackPaths()).containsAtLeastElementsIn(WHOLE_RUN);
    int periods = QemuDemoTraceTest.PERIODS;
    assertThat(count(c, timer(board), "B " + board.timerName())).isAtLeast(periods);
    assertThat(count(c, timer(board), "E")).isEqualTo(count(c, timer(board), "B " + board.timerName()));
    assertThat(count(c, "Markers / main_loop", "B period")).isEqualTo(periods);
    assertThat(count(c, "Markers / ticks", "C ")).isEqualTo(periods);
    assertThat(count(c, "Application / Sensor 0", "C ")).isEqualTo(periods);
    assertThat(count(c, "Application / Sensor 1", "C ")).isEqualTo(periods);
    assertThat(count(c, "Application / Log", "I ten periods")).isEqualTo(4);
  }

  @ParameterizedTest
  @MethodSource("dev.tonband.firmware.QemuDemoTraceTest#boards")
  void snapshotDemoConvertsWithEveryTrack(QemuDemoTraceTest.Board board) throws Exception {
    Converted c = convert(board.trace("snapshot"));

    assertThat(c.problems().counts()).isEmpty();
    assertThat(c.trace().trackPaths()).contains(timer(board));
    assertThat(c.trace().trackPaths()).containsAtLeastElementsIn(EVERY_DEMO);
    assertThat(c.trace().trackPaths()).containsAtLeastElementsIn(WHOLE_RUN);
  }

  @ParameterizedTest
  @MethodSource("dev.tonband.firmware.QemuDemoTraceTest#boards")
  void postMortemDemoConvertsWithTheFaultAndTheGapsOfTheRing(QemuDemoTraceTest.Board board) throws Exception {
    Converted c = convert(board.trace("post_mortem"));

    assertThat(c.trace().trackPaths()).contains(timer(board));
    assertThat(c.trace().trackPaths()).containsAtLeastElementsIn(EVERY_DEMO);
    assertThat(c.trace().linesOf("Markers / fault")).hasSize(1);
    assertThat(c.trace().linesOf("Markers / fault").get(0)).startsWith("Markers / fault: I hardfault @");
    // The ring kept the newest events: it starts inside a period and says how many it overwrote.
    assertWithMessage("the only problems are those of a ring that overwrote its oldest events")
        .that(c.problems().counts().keySet()).containsExactly("DROPPED_EVENTS", "END_WITHOUT_BEGIN");
  }
}

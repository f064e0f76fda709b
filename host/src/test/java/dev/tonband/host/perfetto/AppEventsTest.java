// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.DemoLogLine;
import dev.tonband.codec.events.DemoMotorState;
import dev.tonband.codec.events.DemoMotorPhase;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Slice declarations, which the shipped demo events do not use: motor_state begins a slice on
 * "Motor N" named by the state, log_line ends the slice on "Motor {level}".
 */
class AppEventsTest {
  private static final Presentation BEGIN = new Presentation(Presentation.Kind.SLICE_BEGIN,
      e -> "Motor " + ((DemoMotorState) e).motor(), e -> String.valueOf(((DemoMotorState) e).state()), e -> 0);
  private static final Presentation END = new Presentation(Presentation.Kind.SLICE_END,
      e -> "Motor " + ((DemoLogLine) e).level(), e -> "", e -> 0);

  private static TraceCheck convert(TraceEvent... events) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProblemLog problems = new ProblemLog();
    try (PerfettoWriter writer = new PerfettoWriter(bytes)) {
      Trace trace = new Trace(problems, id -> id == DemoMotorState.ID ? BEGIN : id == DemoLogLine.ID ? END : null);
      trace.listen(new PerfettoOutput(trace, writer));
      long frame = 0;
      for (TraceEvent e : events) {
        long ts = e instanceof DemoMotorState m ? m.ts() : ((DemoLogLine) e).ts();
        trace.read(new EventItem(e, ts, 0, "test", frame++));
      }
    }
    return TraceCheck.of(bytes.toByteArray());
  }

  @Test
  void beginAndEndMeetOnTheTrackOfTheSameName() throws Exception {
    TraceCheck trace = convert(
        new DemoMotorState(10, 1, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        new DemoMotorState(20, 2, DemoMotorPhase.DEMO_MOTOR_RUNNING),
        new DemoLogLine(30, 1, ""));

    assertThat(trace.lines()).containsExactly(
        "Application / Motor 1: B DEMO_MOTOR_RAMPING @10",
        "Application / Motor 2: B DEMO_MOTOR_RUNNING @20",
        "Application / Motor 1: E @30").inOrder();
  }

  @Test
  void anEndWithNothingOpenIsAProblemNotAnEvent() throws Exception {
    TraceCheck trace = convert(new DemoLogLine(30, 4, ""));

    assertThat(trace.linesOf("Application")).isEmpty();
    assertThat(trace.errorKinds()).containsExactly("END_WITHOUT_BEGIN");
    assertThat(trace.errorPlaces()).containsExactly("test frame 0 (log_line, 30 ns, core 0)");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.DemoLogLine;
import dev.tonband.codec.events.DemoMotorPhase;
import dev.tonband.codec.events.DemoMotorState;
import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The application's slices and counters in the stats, with presentations as a team's catalogue
 * declares them: motor_state begins a slice on "Motor N" named by the state, log_line ends the
 * slice on "Motor {level}"; a sensor's samples are a counter on "Sensor N".
 */
class AppTimesTest {
  private static final Presentation BEGIN = new Presentation(Presentation.Kind.SLICE_BEGIN,
      e -> "Motor " + ((DemoMotorState) e).motor(), e -> String.valueOf(((DemoMotorState) e).state()), e -> 0);
  private static final Presentation END = new Presentation(Presentation.Kind.SLICE_END,
      e -> "Motor " + ((DemoLogLine) e).level(), e -> "", e -> 0);
  private static final Presentation SENSOR = new Presentation(Presentation.Kind.COUNTER,
      e -> "Sensor " + ((DemoSensorSample) e).sensor(), e -> "", e -> ((DemoSensorSample) e).value());

  private static Stats stats(List<TraceEvent> events, List<Long> times) throws Exception {
    Trace trace = new Trace(new ProblemLog(), id -> id == DemoMotorState.ID ? BEGIN : id == DemoLogLine.ID ? END
        : id == DemoSensorSample.ID ? SENSOR : null);
    TraceStats stats = new TraceStats(trace, false);
    trace.listen(stats);
    for (int i = 0; i < events.size(); i++) {
      trace.read(new EventItem(events.get(i), times.get(i), 0, "test", i));
    }
    return stats.finish();
  }

  @Test
  void slicesOfANameOnATrackAreTimedAndCountersKeepTheirRange() throws Exception {
    Stats stats = stats(List.of(
        new DemoMotorState(10, 1, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        new DemoSensorSample(15, 0, -7, OptionalLong.empty(), OptionalInt.empty()),
        new DemoLogLine(30, 1, ""),
        new DemoMotorState(40, 1, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        new DemoSensorSample(50, 0, 12, OptionalLong.empty(), OptionalInt.empty()),
        new DemoMotorState(60, 2, DemoMotorPhase.DEMO_MOTOR_RUNNING),
        new DemoLogLine(100, 1, ""),
        new DemoSensorSample(110, 0, 3, OptionalLong.empty(), OptionalInt.empty())),
        List.of(10L, 15L, 30L, 40L, 50L, 60L, 100L, 110L));

    // Motor 1's RAMPING slices: 10-30 and 40-100; Motor 2's RUNNING is still open at the end.
    assertThat(stats.appSlices()).containsExactly(
        new Stats.AppSlice("Motor 1", "DEMO_MOTOR_RAMPING", new Summary(2, 80, 20, 40.0, 20, 60, 60, 60, 40)));
    assertThat(stats.appSlices().get(0).object()).isEqualTo("Motor 1/DEMO_MOTOR_RAMPING");
    assertThat(stats.appCounters()).containsExactly(new Stats.AppCounter("Sensor 0", 3, -7, 15, 12, 50));
  }
}

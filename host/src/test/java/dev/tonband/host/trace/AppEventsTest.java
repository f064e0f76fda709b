// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.Presentation;
import dev.tonband.codec.events.DemoLogLine;
import dev.tonband.codec.events.DemoMotorPhase;
import dev.tonband.codec.events.DemoMotorState;
import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The application events' tracker on its own: what it tells a listener for each kind of
 * presentation a catalogue declares, restated from the declarations' meaning (docs/catalogue.md),
 * not from an output.
 */
class AppEventsTest {
  /** motor_state on "Motor N", named by its state; log_line ends the slice on "Motor {level}". */
  private static final Presentation MOTOR_BEGINS = new Presentation(Presentation.Kind.SLICE_BEGIN,
      e -> "Motor " + ((DemoMotorState) e).motor(), e -> ((DemoMotorState) e).state().name(), e -> 0);
  private static final Presentation MOTOR_STATE = new Presentation(Presentation.Kind.STATE,
      e -> "Motor " + ((DemoMotorState) e).motor(), e -> ((DemoMotorState) e).state().name(), e -> 0);
  private static final Presentation LOG_ENDS = new Presentation(Presentation.Kind.SLICE_END,
      e -> "Motor " + ((DemoLogLine) e).level(), e -> "", e -> 0);
  private static final Presentation SENSOR = new Presentation(Presentation.Kind.COUNTER,
      e -> "Sensor " + ((DemoSensorSample) e).sensor(), e -> "", e -> ((DemoSensorSample) e).value());
  private static final Presentation SENSOR_VOLTS = Presentation.floatCounter(
      e -> "Volts " + ((DemoSensorSample) e).sensor(), e -> ((DemoSensorSample) e).value() / 1000.0);

  private final List<String> told = new ArrayList<>();
  private final ProblemLog problems = new ProblemLog();

  /** Every application call as a line, naming its track; slices and counters each on a track of their kind. */
  private final class Recorder extends QuietListener {
    private final TrackTracker tracks;

    Recorder(TrackTracker tracks) {
      this.tracks = tracks;
    }

    private String slices(int track) {
      assertThat(tracks.kind(track)).isEqualTo(TrackTracker.Kind.APP_SLICES);
      return tracks.name(track);
    }

    private String counter(int track) {
      assertThat(tracks.kind(track)).isEqualTo(TrackTracker.Kind.APP_COUNTER);
      return tracks.name(track);
    }

    @Override
    public void appInstant(int track, long ns, String name, TraceEvent event) {
      told.add(slices(track) + ": instant " + name + " @" + ns);
    }

    @Override
    public void appSliceBegan(int track, long ns, String name) {
      told.add(slices(track) + ": began " + name + " @" + ns);
    }

    @Override
    public void appSliceEnded(int track, int depth, long beganNs, String name, long ns) {
      told.add(slices(track) + ": ended " + name + " (depth " + depth + ", from " + beganNs + ") @" + ns);
    }

    @Override
    public void appCounter(int track, long ns, long value) {
      told.add(counter(track) + ": " + value + " @" + ns);
    }

    @Override
    public void appCounter(int track, long ns, double value) {
      told.add(counter(track) + ": " + value + " (float) @" + ns);
    }
  }

  private Trace read(IntFunction<Presentation> presentations, TraceEvent... events) throws Exception {
    Trace trace = new Trace(problems, presentations);
    trace.listen(new Recorder(trace.tracks));
    long frame = 0;
    for (TraceEvent event : events) {
      long ts = ((TimedEvent) event).ts();
      trace.read(new EventItem(event, ts, 0, "test", frame++));
    }
    return trace;
  }

  private static DemoMotorState motor(long ts, int motor, DemoMotorPhase state) {
    return new DemoMotorState(ts, motor, state);
  }

  private static DemoSensorSample sensor(long ts, int sensor, long value) {
    return new DemoSensorSample(ts, sensor, value, OptionalLong.empty(), OptionalInt.empty());
  }

  @Test
  void slicesNestPerTrackAndAnEndWithNoneOpenIsOneProblem() throws Exception {
    read(id -> id == DemoMotorState.ID ? MOTOR_BEGINS : id == DemoLogLine.ID ? LOG_ENDS : null,
        motor(10, 1, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        motor(20, 1, DemoMotorPhase.DEMO_MOTOR_RUNNING),
        motor(25, 2, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        new DemoLogLine(30, 1, ""),
        new DemoLogLine(40, 1, ""),
        new DemoLogLine(50, 1, ""));

    assertThat(told).containsExactly(
        "Motor 1: began DEMO_MOTOR_RAMPING @10",
        "Motor 1: began DEMO_MOTOR_RUNNING @20",
        "Motor 2: began DEMO_MOTOR_RAMPING @25",
        "Motor 1: ended DEMO_MOTOR_RUNNING (depth 1, from 20) @30",
        "Motor 1: ended DEMO_MOTOR_RAMPING (depth 0, from 10) @40").inOrder();
    assertThat(problems.counts()).containsExactly("END_WITHOUT_BEGIN", 1L);
    assertThat(problems.firstOccurrences().get(0).message())
        .isEqualTo("log_line ends a slice on 'Motor 1' where none is open; ignored");
    assertThat(problems.firstOccurrences().get(0).ns()).isEqualTo(50);
  }

  @Test
  void aStateEndsItsTracksSliceAndBeginsTheNextAndTheLastStaysOpen() throws Exception {
    Trace trace = read(id -> id == DemoMotorState.ID ? MOTOR_STATE : null,
        motor(10, 1, DemoMotorPhase.DEMO_MOTOR_RAMPING),
        motor(20, 1, DemoMotorPhase.DEMO_MOTOR_RUNNING),
        motor(30, 2, DemoMotorPhase.DEMO_MOTOR_RAMPING));

    assertThat(told).containsExactly(
        "Motor 1: began DEMO_MOTOR_RAMPING @10",
        "Motor 1: ended DEMO_MOTOR_RAMPING (depth 0, from 10) @20",
        "Motor 1: began DEMO_MOTOR_RUNNING @20",
        "Motor 2: began DEMO_MOTOR_RAMPING @30").inOrder();
    Map<String, OpenSlices> open = trace.app.openSlices();
    assertThat(open.keySet()).containsExactly("Motor 1", "Motor 2");
    assertThat(open.get("Motor 1").size()).isEqualTo(1);
    assertThat(open.get("Motor 1").name(0)).isEqualTo("DEMO_MOTOR_RUNNING");
    assertThat(open.get("Motor 1").begin(0)).isEqualTo(20);
    assertThat(problems.clean()).isTrue();
  }

  @Test
  void countersOfIntegerAndFloatFieldsAndUndeclaredEventsAsInstantsOfTheirGroup() throws Exception {
    read(id -> id == DemoSensorSample.ID ? SENSOR : null, sensor(10, 3, 1500), new DemoLogLine(20, 1, "hello"));
    read(id -> id == DemoSensorSample.ID ? SENSOR_VOLTS : null, sensor(30, 3, 1500));

    assertThat(told).containsExactly(
        "Sensor 3: 1500 @10",
        "demo events: instant log_line @20",
        "Volts 3: 1.5 (float) @30").inOrder();
  }
}

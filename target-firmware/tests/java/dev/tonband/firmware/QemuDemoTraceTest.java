// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.common.collect.Ordering;
import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.DemoBoardName;
import dev.tonband.codec.events.DemoLogLine;
import dev.tonband.codec.events.DemoMotorPhase;
import dev.tonband.codec.events.DemoMotorState;
import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.EvtmarkerName;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.MetadataEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsFrequencyHz;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.codec.events.ValmarkerName;
import dev.tonband.firmware.TraceExpectations.Decoded;
import dev.tonband.firmware.TraceExpectations.Trace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decodes the traces of the QEMU demo firmware (examples/qemu-demo, run by CTest on an emulated
 * mps2-an385 Cortex-M3 and on QEMU virt with one RV32 hart) and checks names, counts and ordering.
 */
class QemuDemoTraceTest {
  static final int PERIODS = 40;

  /** A board the demo runs on: the prefix of its traces' names and what its metadata says. */
  record Board(String prefix, long hz, int timerIrq, String timerName, String name) {
    String trace(String backend) {
      return prefix + "demo_" + backend;
    }

    /** The boards' clocks divide 1 GHz: a tick is whole ns. */
    long nsPerTick() {
      return 1_000_000_000L / hz;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** SysTick at 25 MHz; TIMER0 ticks. */
  static final Board MPS2 = new Board("", 25_000_000L, 8, "timer0", "mps2-an385");
  /** mtime at 10 MHz; the machine timer (mcause 7) ticks. */
  static final Board RV32 = new Board("rv32_", 10_000_000L, 7, "mtimer", "qemu-virt-rv32");

  static Stream<Board> boards() {
    return Stream.of(MPS2, RV32);
  }

  static List<TraceEvent> decode(String name) throws IOException {
    Trace trace = TraceExpectations.decode(Path.of(System.getProperty("tband.trace.dir"), name + ".bin"));
    assertWithMessage(name + ": decode errors").that(trace.errors()).isEmpty();
    List<TraceEvent> events = trace.events().stream().map(Decoded::event).toList();
    assertWithMessage(name + ": timestamps never go back")
        .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(trace.events()))).isTrue();
    return events;
  }

  static <T> List<T> all(List<TraceEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }

  /** Events in the demo's metadata buffer at start-up. */
  static final int METADATA = 8;

  /**
   * The metadata buffer comes first: the timestamp clock (exact, then in whole ns), the fingerprint of the catalogue
   * the firmware was built with (Tonband's own), the names recorded at start-up.
   */
  static void checkMetadataFirst(List<TraceEvent> events, Board board) {
    assertThat(events.subList(0, METADATA))
        .containsExactly(
            new TsFrequencyHz(board.hz()),
            new TsResolutionNs(board.nsPerTick()),
            new CatalogueFingerprint(EventTypes.FINGERPRINT),
            new IsrName(board.timerIrq(), board.timerName()),
            new EvtmarkerName(1, "main_loop"),
            new EvtmarkerName(3, "fault"),
            new ValmarkerName(1, "ticks"),
            new DemoBoardName(board.name()))
        .inOrder();
  }

  /** Every ISR enter is followed by its exit before anything else of the ISR happens. */
  static void checkIsrPairs(List<TraceEvent> events, boolean mayStartInside, Board board) {
    boolean inside = false;
    boolean first = true;
    for (TraceEvent e : events) {
      if (e instanceof IsrEnter enter) {
        assertThat(enter.isrId()).isEqualTo(board.timerIrq());
        assertWithMessage("nested isr_enter").that(inside).isFalse();
        inside = true;
        first = false;
      } else if (e instanceof IsrExit exit) {
        assertThat(exit.isrId()).isEqualTo(board.timerIrq());
        assertWithMessage("isr_exit without enter").that(inside || (first && mayStartInside)).isTrue();
        inside = false;
        first = false;
      }
    }
  }

  @ParameterizedTest
  @MethodSource("boards")
  void streamingDemo(Board board) throws IOException {
    List<TraceEvent> events = decode(board.trace("streaming"));
    checkMetadataFirst(events, board);
    // The function marker is named on first use, before it begins.
    int named = events.indexOf(new EvtmarkerName(2, "process_sample"));
    assertThat(named).isAtLeast(METADATA);
    assertThat(named).isLessThan(events.indexOf(all(events, EvtmarkerBegin.class).stream()
        .filter(b -> b.evtmarkerId() == 2).findFirst().orElseThrow()));
    checkIsrPairs(events, false, board);
    assertThat(all(events, IsrEnter.class).size()).isAtLeast(PERIODS);
    assertThat(all(events, IsrExit.class)).hasSize(all(events, IsrEnter.class).size());

    List<EvtmarkerBegin> begins = all(events, EvtmarkerBegin.class);
    assertThat(begins.stream().filter(b -> b.evtmarkerId() == 1 && b.msg().equals("period")).count()).isEqualTo(PERIODS);
    assertThat(begins.stream().filter(b -> b.evtmarkerId() == 2).count()).isEqualTo(PERIODS);
    assertThat(all(events, EvtmarkerEnd.class)).hasSize(2 * PERIODS);

    List<DemoSensorSample> samples = all(events, DemoSensorSample.class);
    assertThat(samples).hasSize(2 * PERIODS);
    for (int n = 0; n < PERIODS; n++) {
      DemoSensorSample full = samples.get(2 * n);
      DemoSensorSample base = samples.get(2 * n + 1);
      assertThat(full.sensor()).isEqualTo(0);
      assertThat(full.value()).isEqualTo(n * 10L - 200);
      assertThat(full.raw().getAsLong()).isEqualTo(n * 3L);
      assertThat(full.quality().getAsInt()).isEqualTo(n % 100);
      assertThat(base.sensor()).isEqualTo(1);
      assertThat(base.value()).isEqualTo(-n);
      assertThat(base.raw().isPresent()).isFalse();
    }
    List<DemoMotorState> motor = all(events, DemoMotorState.class);
    assertThat(motor.stream().map(DemoMotorState::state).toList())
        .containsExactly(DemoMotorPhase.DEMO_MOTOR_RAMPING, DemoMotorPhase.DEMO_MOTOR_RUNNING,
            DemoMotorPhase.DEMO_MOTOR_RUNNING, DemoMotorPhase.DEMO_MOTOR_RUNNING).inOrder();
    assertThat(all(events, DemoLogLine.class).stream().map(DemoLogLine::text).distinct().toList())
        .containsExactly("ten periods");
    assertThat(all(events, DemoLogLine.class)).hasSize(4);

    // The tick counter, traced once per period, only grows.
    List<Long> ticks = all(events, Valmarker.class).stream().map(Valmarker::val).toList();
    assertThat(ticks).hasSize(PERIODS);
    assertThat(Ordering.natural().isStrictlyOrdered(ticks)).isTrue();

    // Within a period: loop begin, tick value, function begin, samples, function end, loop end.
    List<String> shape = events.stream()
        .filter(e -> !(e instanceof IsrEnter || e instanceof IsrExit || e instanceof DroppedEvtCnt || e instanceof MetadataEvent))
        .map(TraceEvent::eventName).toList();
    assertThat(shape.subList(0, 6))
        .containsExactly("evtmarker_begin", "valmarker", "evtmarker_begin", "sensor_sample", "sensor_sample", "motor_state")
        .inOrder();
    assertThat(shape.get(shape.size() - 1)).isEqualTo("evtmarker_end");
    assertThat(all(events, DroppedEvtCnt.class).stream().allMatch(d -> d.cnt() == 0)).isTrue();
  }

  /** The RV32 demo starts mtime 6.5 ms before its low word wraps: the timestamps, which never go
   * back (decode checks), cross the carry into the high word that the port reads around. */
  @Test
  void rv32TimestampsCrossTheCarryIntoMtimesHighWord() throws IOException {
    List<Long> ts = TraceExpectations.timestamps(
        TraceExpectations.decode(Path.of(System.getProperty("tband.trace.dir"), RV32.trace("streaming") + ".bin"))
            .events());
    assertThat(ts.get(0)).isLessThan(1L << 32);
    assertThat(ts.get(ts.size() - 1)).isAtLeast(1L << 32);
  }

  @ParameterizedTest
  @MethodSource("boards")
  void snapshotDemo(Board board) throws IOException {
    List<TraceEvent> events = decode(board.trace("snapshot"));
    checkMetadataFirst(events, board);
    // At readout the metadata buffer also holds the function marker's name.
    assertThat(events.get(METADATA)).isEqualTo(new EvtmarkerName(2, "process_sample"));
    checkIsrPairs(events, false, board);
    List<TraceEvent> recorded = events.subList(METADATA + 1, events.size()); // after metadata + function name
    assertThat(recorded.size()).isGreaterThan(50);
    assertThat(all(recorded, EvtmarkerBegin.class).size()).isAtLeast(3);
    assertThat(all(recorded, DemoSensorSample.class).size()).isAtLeast(6);
    assertThat(all(events, DroppedEvtCnt.class).stream().allMatch(d -> d.cnt() == 0)).isTrue();
  }

  /**
   * A post-mortem dump: the metadata buffer, then the ring, which starts at a whole frame and
   * keeps the newest events, ending with the count of lost events. Returns the ring.
   */
  static List<TraceEvent> postMortemRing(Board board, String backend) throws IOException {
    List<TraceEvent> events = decode(board.trace(backend));
    checkMetadataFirst(events, board);
    assertThat(events.get(METADATA)).isEqualTo(new EvtmarkerName(2, "process_sample"));
    List<TraceEvent> ring = events.subList(METADATA + 1, events.size());
    checkIsrPairs(ring, true, board);
    TraceEvent last = ring.get(ring.size() - 1);
    assertThat(last).isInstanceOf(DroppedEvtCnt.class);
    assertThat(((DroppedEvtCnt) last).cnt()).isGreaterThan(100L);
    return ring;
  }

  @ParameterizedTest
  @MethodSource("boards")
  void postMortemDemo(Board board) throws IOException {
    // The end of the last period, then the fault marker, then the count.
    List<TraceEvent> ring = postMortemRing(board, "post_mortem");
    TraceEvent fault = ring.get(ring.size() - 2);
    assertThat(fault).isInstanceOf(Evtmarker.class);
    assertThat(((Evtmarker) fault).evtmarkerId()).isEqualTo(3);
    assertThat(((Evtmarker) fault).msg()).isEqualTo("hardfault");
    List<Valmarker> ticks = all(ring, Valmarker.class);
    assertThat(ticks).isNotEmpty();
    assertThat(all(ring, EvtmarkerEnd.class).get(all(ring, EvtmarkerEnd.class).size() - 1).evtmarkerId()).isEqualTo(1);
    // Far less than the whole run survives in 512 bytes.
    assertThat(all(ring, EvtmarkerBegin.class).stream().filter(b -> b.evtmarkerId() == 1).count()).isLessThan(PERIODS);
  }

  /**
   * The same firmware, but the fault is taken in the middle of a ring update, inside the
   * runtime's critical section: the dump is still whole frames, ending where the ring was before
   * the interrupted update, and the handler's own marker, which found the runtime busy, is not in
   * the ring but counted.
   */
  @Test
  void postMortemDemoFaultInRingUpdate() throws IOException {
    List<TraceEvent> ring = postMortemRing(MPS2, "post_mortem_in_update");
    // The last whole event: the end of the last period; the interrupted value marker is not there.
    TraceEvent end = ring.get(ring.size() - 2);
    assertThat(end).isInstanceOf(EvtmarkerEnd.class);
    assertThat(((EvtmarkerEnd) end).evtmarkerId()).isEqualTo(1);
    assertThat(all(ring, Evtmarker.class)).isEmpty();
    assertThat(all(ring, Valmarker.class).size()).isLessThan(PERIODS);
  }
}

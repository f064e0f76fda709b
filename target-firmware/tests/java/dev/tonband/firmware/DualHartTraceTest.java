// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.common.collect.Ordering;
import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.firmware.TraceExpectations.Decoded;
import dev.tonband.firmware.TraceExpectations.Trace;
import dev.tonband.host.Converted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The dual-hart test (tests/rv32/dual_hart.c): two RV32 harts of QEMU virt, each on a host thread
 * of its own, trace into one stream at once, 20 runs in a row. In every run's trace: no torn frame
 * (it decodes without an error and converts with no problem), every event of both harts, or as
 * many missing as the harts' dropped_evt_cnt reports say, each hart's events in order, timestamps
 * that never go back (per hart, and across the harts, since they share the stream), and the two
 * harts' events interleaved.
 */
class DualHartTraceTest {
  static final int RUNS = 20;
  static final int HARTS = 2;
  static final int EVENTS = 2000;
  static final int MARKER_EVERY = 10;
  static final int VALUE_IRQS = 10;

  @TestFactory
  Stream<DynamicTest> everyRunHoldsEveryEventOfBothHartsInOrder() {
    return IntStream.rangeClosed(1, RUNS).mapToObj(run -> String.format("rv32_dual_hart_%02d", run))
        .map(name -> DynamicTest.dynamicTest(name, () -> check(name)));
  }

  private static void check(String name) throws Exception {
    Path bin = TraceExpectationsTest.traceDir().resolve(name + ".bin");
    Trace trace = TraceExpectations.decode(bin);
    assertWithMessage(name + ": decode errors (a torn frame)").that(trace.errors()).isEmpty();
    assertWithMessage(name + ": timestamps across the harts")
        .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(trace.events()))).isTrue();
    for (int hart = 0; hart < HARTS; hart++) {
      checkHart(name, trace, hart);
    }
    checkInterleaved(name, trace);

    Converted c = Converted.of(Files.readAllBytes(bin));
    assertWithMessage(name + ": conversion problems").that(c.problems().counts()).isEmpty();
    assertThat(c.trace().trackPaths()).containsAtLeast("Core #0 / mtimer0", "Core #1 / mtimer1");
  }

  /**
   * One hart's events: its numbered value markers in order with an event marker after every
   * tenth, ISR enter/exit pairs of its own timer, and last the count of those interrupts. What is
   * missing must be exactly what the hart's last dropped_evt_cnt report counts.
   */
  private static void checkHart(String name, Trace trace, int hart) {
    String who = name + ": hart " + hart;
    List<TraceEvent> events = trace.events().stream().filter(d -> d.core() == hart).map(Decoded::event).toList();
    assertWithMessage(who + ": timestamps")
        .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(
            trace.events().stream().filter(d -> d.core() == hart).toList()))).isTrue();

    long irqId = 7 + 100L * hart;
    String message = "ten more on hart " + hart;
    long next = 0; // the number of the next value marker
    long markers = 0;
    long isrEvents = 0;
    boolean inIsr = false;
    long irqs = -1;
    long dropped = 0;
    for (TraceEvent e : events) {
      if (e instanceof Valmarker v && v.valmarkerId() == 1 + hart) {
        assertWithMessage(who + ": value marker after " + (next - 1)).that(v.val()).isAtLeast(next);
        next = v.val() + 1;
      } else if (e instanceof Valmarker v && v.valmarkerId() == VALUE_IRQS + hart) {
        irqs = v.val();
      } else if (e instanceof Evtmarker m) {
        assertWithMessage(who + ": event marker").that(m.evtmarkerId()).isEqualTo(1 + hart);
        assertWithMessage(who + ": event marker's message").that(m.msg()).isEqualTo(message);
        markers++;
      } else if (e instanceof IsrEnter enter) {
        assertWithMessage(who + ": isr_enter").that(enter.isrId()).isEqualTo(irqId);
        assertWithMessage(who + ": nested isr_enter").that(inIsr).isFalse();
        inIsr = true;
        isrEvents++;
      } else if (e instanceof IsrExit exit) {
        assertWithMessage(who + ": isr_exit").that(exit.isrId()).isEqualTo(irqId);
        assertWithMessage(who + ": isr_exit without enter").that(inIsr).isTrue();
        inIsr = false;
        isrEvents++;
      } else if (e instanceof DroppedEvtCnt d) {
        dropped = d.cnt();
      }
    }
    assertWithMessage(who + ": the count of its interrupts, its last event").that(irqs).isAtLeast(0L);
    long values = events.stream().filter(e -> e instanceof Valmarker v && v.valmarkerId() == 1 + hart).count();
    long expected = EVENTS + EVENTS / MARKER_EVERY + 2 * irqs + 1;
    long present = values + markers + isrEvents + 1;
    assertWithMessage(who + ": events missing (%s of %s) against its drop count", expected - present, expected)
        .that(expected - present).isEqualTo(dropped);
    assertWithMessage(who + ": the last value marker").that(next).isEqualTo(EVENTS);
  }

  /** The harts ran at once: each one's value markers start before the other's end. */
  private static void checkInterleaved(String name, Trace trace) {
    List<Decoded> events = trace.events();
    for (int hart = 0; hart < HARTS; hart++) {
      int me = hart;
      int first = IntStream.range(0, events.size()).filter(i -> isSeq(events.get(i), me)).findFirst().orElseThrow();
      int otherLast = IntStream.range(0, events.size()).filter(i -> isSeq(events.get(i), 1 - me)).max().orElseThrow();
      assertWithMessage(name + ": hart " + hart + " begins before hart " + (1 - hart) + " ends")
          .that(first).isLessThan(otherLast);
    }
  }

  private static boolean isSeq(Decoded d, int hart) {
    return d.core() == hart && d.event() instanceof Valmarker v && v.valmarkerId() == 1 + hart;
  }
}

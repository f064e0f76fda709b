// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.IsrEnter;
import org.junit.jupiter.api.Test;

/** Sequences of ticks at 10 ns per tick, and the times and problems they are placed at. */
class TimestampRepairTest {
  private static final String BEFORE = "; the event is placed at the time of the event before it";

  private final PendingItems pending = new PendingItems("in");
  private final Timebase timebase = new Timebase();
  private TimestampRepair repair;
  private final StreamProblems problems = new StreamProblems("t.bin", pending, () -> 9, () -> repair.currentNs(),
      () -> 0);

  TimestampRepairTest() {
    timebase.set(10);
    repair = new TimestampRepair(pending, new TickClock(timebase), problems, 0);
  }

  /** Places a timed event of frame {@code frame} at {@code ticks}. */
  private void timed(long frame, long ticks) {
    repair.place(IsrEnter.ID, true, ticks, 1, 0, 0, null, 0, frame);
  }

  private void untimed(long frame) {
    repair.place(CatalogueFingerprint.ID, false, 0, 1, 0, 0, null, 0, frame);
  }

  @Test
  void eachTimedEventWaitsForTheNextAndTheLastForTheEnd() throws Exception {
    timed(0, 10);
    untimed(1);
    timed(2, 20);
    assertThat(PendingLines.take(pending))
        .containsExactly("frame 0 at 100 core 0", "frame 1 at 100 core 0").inOrder();

    repair.releaseHeld();
    assertThat(PendingLines.take(pending)).containsExactly("frame 2 at 200 core 0");
  }

  private static final String STUCK = ": the device's timestamp source does not run (a Cortex-M without a DWT cycle"
      + " counter, as under QEMU, takes SysTick: see docs/firmware/porting.md); their times and durations are 0";

  private long problems(String kind) throws Exception {
    return PendingLines.take(pending).stream().filter(line -> line.startsWith(kind)).count();
  }

  @Test
  void aStreamWhoseTimedEventsAreAllAtOneTickHasAStoppedClock() throws Exception {
    for (int frame = 0; frame < 16; frame++) {
      timed(frame, 0);
      untimed(100 + frame); // untimed events do not count
    }
    repair.releaseHeld();
    repair.end(15);

    assertThat(PendingLines.take(pending)).contains(
        "TIMESTAMP_STUCK t.bin frame 15: all 16 timed events of the stream are at tick 0" + STUCK + " at 0 core 0");
  }

  @Test
  void aShortStreamAtTickZeroOrOneThatMovesIsNoProblem() throws Exception {
    for (int frame = 0; frame < 15; frame++) {
      timed(frame, 0);
    }
    repair.releaseHeld();
    repair.end(14);
    assertThat(problems("TIMESTAMP_STUCK")).isEqualTo(0);

    for (int frame = 15; frame < 100; frame++) {
      timed(frame, frame / 50); // one step after 35 more at tick 0
    }
    repair.releaseHeld();
    repair.end(99);
    assertThat(problems("TIMESTAMP_STUCK")).isEqualTo(0);
  }

  @Test
  void aLongRunAtOneTickIsReportedOnceWhereItGrowsLong() throws Exception {
    timed(0, 5);
    for (int frame = 1; frame <= 2500; frame++) {
      timed(frame, 9);
    }
    repair.releaseHeld();
    repair.end(2500);

    assertThat(PendingLines.take(pending).stream().filter(line -> line.startsWith("TIMESTAMP_STUCK")).toList())
        .containsExactly("TIMESTAMP_STUCK t.bin frame 1000: 1,000 timed events in a row are at tick 9" + STUCK
            + " at 90 core 0");
  }

  @Test
  void anEventFarAheadOfNeighboursThatAgreeIsPlacedAtTheTimeBeforeIt() throws Exception {
    timed(0, 10);
    timed(1, 20);
    timed(2, 1000);
    untimed(3); // held with the outlier, so moved with it
    timed(4, 30);
    repair.releaseHeld();

    assertThat(PendingLines.take(pending)).containsExactly(
        "frame 0 at 100 core 0",
        "frame 1 at 200 core 0",
        "TIMESTAMP_OUTLIER t.bin frame 2: timestamp 1000 ticks is far ahead of the events before (20) and after it"
            + " (30), which agree: it is damaged" + BEFORE + " at 200 core 0",
        "frame 2 at 200 core 0",
        "frame 3 at 200 core 0",
        "frame 4 at 300 core 0")
        .inOrder();
  }

  @Test
  void anEventAheadIsNoOutlierWhenTheNextIsCloserToItOrFollowsIt() throws Exception {
    timed(0, 10);
    timed(1, 20);
    timed(2, 40);
    timed(3, 30); // 10 after the event before the held one, 10 before it: a tie is no evidence
    timed(4, 1000);
    timed(5, 1001);
    repair.releaseHeld();

    assertThat(PendingLines.take(pending)).containsExactly(
        "frame 0 at 100 core 0",
        "frame 1 at 200 core 0",
        "frame 2 at 400 core 0",
        "NON_MONOTONIC_TIMESTAMP t.bin frame 3: timestamp went back from 40 to 30 ticks" + BEFORE + " at 400 core 0",
        "frame 3 at 400 core 0",
        "frame 4 at 10000 core 0",
        "frame 5 at 10010 core 0")
        .inOrder();
  }

  @Test
  void theFirstTimedEventHasNoEventBeforeItToBeJudgedAgainst() throws Exception {
    timed(0, 1000);
    timed(1, 30);
    repair.releaseHeld();

    assertThat(PendingLines.take(pending)).containsExactly(
        "frame 0 at 10000 core 0",
        "NON_MONOTONIC_TIMESTAMP t.bin frame 1: timestamp went back from 1000 to 30 ticks" + BEFORE
            + " at 10000 core 0",
        "frame 1 at 10000 core 0")
        .inOrder();
  }

  @Test
  void anEventBeyond2To63NsIsPlacedAtTheTimeBeforeIt() throws Exception {
    timed(0, 10);
    timed(1, 1L << 62); // 2^62 ticks of 10 ns
    timed(2, 20);
    repair.releaseHeld();

    assertThat(PendingLines.take(pending)).containsExactly(
        "frame 0 at 100 core 0",
        "TIMESTAMP_OVERFLOW t.bin frame 1: 4611686018427387904 ticks of 10 ns are beyond 2^63 ns (292 years)" + BEFORE
            + " at 100 core 0",
        "frame 1 at 100 core 0",
        "frame 2 at 200 core 0")
        .inOrder();
  }

  @Test
  void aLaneStartsAtItsTime() throws Exception {
    repair = new TimestampRepair(pending, new TickClock(timebase), problems, 5000);
    untimed(0);
    timed(1, 100); // 1000 ns, before the start
    timed(2, 600);
    repair.releaseHeld();

    assertThat(PendingLines.take(pending))
        .containsExactly("frame 0 at 5000 core 0", "frame 1 at 5000 core 0", "frame 2 at 6000 core 0").inOrder();
  }

  @Test
  void ticksAreSeenOnceAnEventIsHeldOrPlacedBeyondTick0() {
    assertThat(repair.ticked()).isFalse();
    timed(0, 0);
    assertThat(repair.ticked()).isTrue(); // held
    repair.releaseHeld();
    assertThat(repair.ticked()).isFalse(); // at 0 ns whatever the resolution
    timed(1, 5);
    repair.releaseHeld();
    assertThat(repair.ticked()).isTrue();
  }
}

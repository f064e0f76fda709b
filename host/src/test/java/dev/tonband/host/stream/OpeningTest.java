// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.TsResolutionNs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The opening holds events until the resolution is known, or 4096 of them are held. */
class OpeningTest {
  private final Timebase timebase = new Timebase();
  private final PendingItems pending = new PendingItems("in");
  private long frame;
  private final StreamProblems problems = new StreamProblems("t.bin", pending, () -> frame, () -> 0, () -> 0);
  /** Placed events go to the pending items, after the problems, at their ticks as ns. */
  private final Opening opening = new Opening(timebase, problems,
      (id, timed, ticks, a, b, c, ref, core, f) -> pending.addEvent(id, timed, ticks, a, b, c, ref, ticks, core, f));

  /** A timed event of frame {@code f} on core {@code core}, at {@code f * 10} ticks. */
  private void timed(int f, int core) {
    frame = f;
    opening.add(IsrEnter.ID, true, f * 10L, 1, 0, 0, null, core, f);
  }

  private void resolution(int f, long nsPerTick) {
    frame = f;
    timebase.set(nsPerTick);
    opening.add(TsResolutionNs.ID, false, 0, nsPerTick, 0, 0, null, 0, f);
  }

  @Test
  void eventsBeforeTheResolutionWaitForItThenGoOnAtOnce() throws Exception {
    timed(0, 1);
    timed(1, 2);
    assertThat(pending.ready()).isFalse();
    assertThat(opening.isOver()).isFalse();

    resolution(2, 16);
    assertThat(opening.isOver()).isTrue();
    assertThat(PendingLines.take(pending))
        .containsExactly("frame 0 at 0 core 1", "frame 1 at 10 core 2", "frame 2 at 0 core 0").inOrder();

    timed(3, 0);
    assertThat(PendingLines.take(pending)).containsExactly("frame 3 at 30 core 0");
  }

  @Test
  void aResolutionFromAnotherInputEndsItWhenAsked() throws Exception {
    timed(0, 0);
    timebase.set(16);
    assertThat(pending.ready()).isFalse();
    opening.end();
    assertThat(PendingLines.take(pending)).containsExactly("frame 0 at 0 core 0");
  }

  @Test
  void after4096EventsWithoutAResolutionTheyGoOnAt1NsPerTick() throws Exception {
    for (int f = 0; f < 4095; f++) {
      timed(f, 0);
    }
    assertThat(pending.ready()).isFalse();
    timed(4095, 0);

    List<String> want = new ArrayList<>(List.of("MISSING_METADATA t.bin frame 4095: no ts_resolution_ns in the first"
        + " 4096 event(s) of the stream: timestamps are taken as nanoseconds (1 ns per tick) at 0 core 0"));
    for (int f = 0; f < 4096; f++) {
      want.add("frame " + f + " at " + f * 10 + " core 0");
    }
    assertThat(PendingLines.take(pending)).isEqualTo(want);
    assertThat(opening.isOver()).isTrue();
  }

  @Test
  void atTheEndOfTheInputTimedEventsWithoutAResolutionAreReported() throws Exception {
    timed(0, 0);
    timed(1, 0);
    frame = 5;
    opening.end();
    opening.end(); // over already: nothing more

    assertThat(PendingLines.take(pending)).containsExactly("MISSING_METADATA t.bin frame 5: no ts_resolution_ns in"
        + " the first 2 event(s) of the stream: timestamps are taken as nanoseconds (1 ns per tick) at 0 core 0",
        "frame 0 at 0 core 0", "frame 1 at 10 core 0").inOrder();
  }

  @Test
  void anOpeningOfUntimedEventsNeedsNoResolution() throws Exception {
    frame = 0;
    opening.add(CatalogueFingerprint.ID, false, 0, 1, 0, 0, null, 0, 0);
    opening.end();
    assertThat(PendingLines.take(pending)).containsExactly("frame 0 at 0 core 0");
  }
}

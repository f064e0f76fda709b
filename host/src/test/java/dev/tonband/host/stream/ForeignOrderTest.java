// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Schema;
import java.util.List;
import org.junit.jupiter.api.Test;

/** dial9 events at their own times, in time order, through a window of bounded size. */
class ForeignOrderTest {
  private static final Schema TIMED = new Schema(7, "PollStart", true, List.of());
  private static final Schema UNTIMED = new Schema(8, "Note", false, List.of());

  private final PendingItems pending = new PendingItems("in");
  private final StreamProblems problems = new StreamProblems("t.bin", pending, () -> 9, () -> 0, () -> 0);
  private final ForeignOrder order = new ForeignOrder(pending, problems);
  private long frame;

  private void timed(long ns) {
    order.add(new Dial9Event(TIMED, ns, List.of()), 0, "t.bin", frame++, 0);
  }

  private void untimed() {
    order.add(new Dial9Event(UNTIMED, 0, List.of()), 0, "t.bin", frame++, 0);
  }

  @Test
  void anEventEarlierThanTheOneBeforeItIsAtItsOwnTimeAndNoProblem() throws Exception {
    timed(100);
    timed(200);
    timed(150); // legal in dial9: a timestamp reset back
    untimed(); // with the event before it in the file
    timed(150); // same time: file order
    assertThat(pending.ready()).isFalse(); // all wait in the window
    order.flush();

    assertThat(PendingLines.take(pending)).containsExactly(
        "foreign frame 0 at 100 core 0",
        "foreign frame 2 at 150 core 0",
        "foreign frame 3 at 150 core 0",
        "foreign frame 4 at 150 core 0",
        "foreign frame 1 at 200 core 0").inOrder();
    assertThat(order.releasedNs()).isEqualTo(200);
  }

  @Test
  void theWindowIsBoundedAndAnEventLaterThanAWholeWindowIsPlacedAtTheTimeBeforeIt() throws Exception {
    timed(1_000_000);
    for (int i = 0; i < ForeignOrder.WINDOW; i++) {
      timed(1_000_001 + i);
    }
    assertThat(PendingLines.take(pending)).containsExactly("foreign frame 0 at 1000000 core 0");
    timed(5); // a whole window after later events: released at once, too late to sort
    order.flush();

    List<String> lines = PendingLines.take(pending);
    assertThat(lines).hasSize(ForeignOrder.WINDOW + 2);
    assertThat(lines.get(0)).isEqualTo("NON_MONOTONIC_TIMESTAMP t.bin frame " + (ForeignOrder.WINDOW + 1)
        + ": timestamp 5 ns comes after more than " + ForeignOrder.WINDOW + " events later than it, up to 1000000 ns, too late to sort; the event is placed at the time of the event"
        + " before it at 0 core 0");
    assertThat(lines.get(1)).isEqualTo("foreign frame " + (ForeignOrder.WINDOW + 1) + " at 1000000 core 0");
    assertThat(lines.get(2)).isEqualTo("foreign frame 1 at 1000001 core 0");
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo("foreign frame " + ForeignOrder.WINDOW + " at " + (1_000_000 + ForeignOrder.WINDOW) + " core 0");
  }

  @Test
  void beyond2To63NsIsAProblemAfterTheEventsBeforeItAndTheEventIsAtTheTimeBeforeIt() throws Exception {
    timed(300);
    timed(Long.MIN_VALUE);
    order.flush();

    assertThat(PendingLines.take(pending)).containsExactly(
        "foreign frame 0 at 300 core 0",
        "TIMESTAMP_OVERFLOW t.bin frame 9: 9223372036854775808 ns are beyond 2^63 ns (292 years); the event is placed"
            + " at the time of the event before it at 0 core 0",
        "foreign frame 1 at 300 core 0").inOrder();
  }
}

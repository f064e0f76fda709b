// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.IsrEnter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ring of pending items: order across wrap-around and growth, and the held part. */
class PendingItemsTest {
  /** Takes every ready item, an event as "isr ID at NS", anything else as its kind at its time. */
  private static List<String> takeAll(PendingItems items) throws Exception {
    List<String> taken = new ArrayList<>();
    ItemSink sink = new ItemSink() {
      @Override
      public void event(StreamEvent event) {
        taken.add("isr " + ((IsrEnter) event.record()).isrId() + " at " + event.ns() + " core " + event.core()
            + " frame " + event.frame());
      }

      @Override
      public void item(StreamItem item) {
        taken.add(((Problem) item).kind() + " at " + item.ns());
      }
    };
    while (items.ready()) {
      items.take(sink);
    }
    return taken;
  }

  private static void addEvents(PendingItems items, int from, int to) {
    for (int i = from; i < to; i++) {
      items.addEvent(IsrEnter.ID, true, i, i, 0, 0, null, 10L * i, i % 3, i);
    }
  }

  private static List<String> expected(int from, int to) {
    List<String> lines = new ArrayList<>();
    for (int i = from; i < to; i++) {
      lines.add("isr " + i + " at " + 10L * i + " core " + i % 3 + " frame " + i);
    }
    return lines;
  }

  @Test
  void keepsOrderWhenItGrowsWhileWrappedAround() throws Exception {
    PendingItems items = new PendingItems("in");
    addEvents(items, 0, 1000);
    assertThat(takeAll(items)).isEqualTo(expected(0, 1000));
    addEvents(items, 1000, 4000); // starts at slot 1000 of 1024, wraps, then grows twice
    items.addOther(new Problem("LAST", "in", "m", 5, 0));
    List<String> want = expected(1000, 4000);
    want.add("LAST at 5");
    assertThat(takeAll(items)).isEqualTo(want);
    assertThat(items.ready()).isFalse();
  }

  @Test
  void heldItemsWaitAndADamagedOneGetsItsProblemBeforeIt() throws Exception {
    PendingItems items = new PendingItems("in");
    addEvents(items, 0, 1020);
    takeAll(items);
    items.hold();
    items.addEvent(IsrEnter.ID, true, 7, 7, 0, 0, null, 9000, 1, 77);
    items.addOther(new Problem("AFTER", "in", "m", 9000, 1));
    addEvents(items, 1020, 1030); // across the end of the ring
    assertThat(items.ready()).isFalse();
    assertThat(items.heldFrame()).isEqualTo(77);
    assertThat(items.heldCore()).isEqualTo(1);

    items.retimeHeld(500);
    items.insertBeforeHeld(new Problem("OUTLIER", "in", "m", 500, 1));
    items.release();

    List<String> want = new ArrayList<>(List.of("OUTLIER at 500", "isr 7 at 500 core 1 frame 77", "AFTER at 500"));
    for (int i = 1020; i < 1030; i++) {
      want.add("isr " + i + " at 500 core " + i % 3 + " frame " + i);
    }
    assertThat(takeAll(items)).isEqualTo(want);
  }

  @Test
  void peekMakesAnEventItemAndSkipDropsIt() {
    PendingItems items = new PendingItems("in");
    addEvents(items, 0, 2);
    assertThat(items.peekNs()).isEqualTo(0);
    assertThat(items.peek()).isEqualTo(new EventItem(new IsrEnter(0, 0), 0, 0, "in", 0));
    items.skip();
    assertThat(items.peek()).isEqualTo(new EventItem(new IsrEnter(1, 1), 10, 1, "in", 1));
  }
}

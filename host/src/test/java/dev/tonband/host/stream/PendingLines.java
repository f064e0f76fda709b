// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The ready items of a {@link PendingItems} as lines, for tests that assert what a stream gives. */
final class PendingLines {
  private PendingLines() {}

  /**
   * Takes every ready item: an event as {@code frame F at NS core C} (tests tell their events
   * apart by frame), a foreign event as {@code foreign frame F at NS core C}, a problem as {@code KIND where: message at NS core C}.
   */
  static List<String> take(PendingItems items) throws IOException {
    List<String> lines = new ArrayList<>();
    ItemSink sink = new ItemSink() {
      @Override
      public void event(StreamEvent event) {
        lines.add("frame " + event.frame() + " at " + event.ns() + " core " + event.core());
      }

      @Override
      public void item(StreamItem item) {
        lines.add(item instanceof ForeignItem f ? "foreign frame " + f.frame() + " at " + f.ns() + " core " + f.core()
            : line((Problem) item));
      }
    };
    while (items.ready()) {
      items.take(sink);
    }
    return lines;
  }

  static String line(Problem p) {
    return p.kind() + " " + p + " at " + p.ns() + " core " + p.core();
  }
}

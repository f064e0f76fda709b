// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.StreamItem;
import java.util.BitSet;
import java.util.function.Consumer;

/** What a converted trace holds, in a line: its events, the cores they ran on, the time they span. */
public final class TraceSummary implements Consumer<StreamItem> {
  private final BitSet cores = new BitSet();
  private long events;
  private long firstNs = -1;
  private long lastNs = -1;

  @Override
  public void accept(StreamItem item) {
    if (item instanceof EventItem e) {
      count(e.core(), e.event() instanceof TimedEvent, e.ns());
    } else if (item instanceof ForeignItem f) {
      count(f.core(), f.event().schema().hasTimestamp(), f.ns());
    }
  }

  private void count(int core, boolean timed, long ns) {
    events++;
    cores.set(core);
    if (timed) {
      if (firstNs < 0) {
        firstNs = ns;
      }
      lastNs = ns;
    }
  }

  /** Events of the catalogue and of an archive's other schemas, metadata included. */
  public long events() {
    return events;
  }

  /** How many cores the events ran on. */
  public int cores() {
    return cores.cardinality();
  }

  /** From the first timed event to the last, in ns; 0 without timed events. */
  public long spanNs() {
    return firstNs < 0 ? 0 : lastNs - firstNs;
  }
}

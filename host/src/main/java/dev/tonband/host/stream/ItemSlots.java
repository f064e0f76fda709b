// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.Arrays;

/**
 * Items of a stream as their parts, one slot each, in parallel arrays: an event costs a slot, not
 * an {@link EventItem}. The one carrier of items between the decoder and the dispatch, for the
 * items a stream holds ({@link PendingItems}) and those the reading thread hands over ({@link
 * ReadAhead}); a slot without an event holds another item (a problem, a foreign event).
 */
final class ItemSlots {
  private TraceEvent[] events;
  /** Each event's id and whether it is timed, as the decoder told them (see {@link ItemSink#event}). */
  private int[] ids;
  private boolean[] timed;
  private long[] ns;
  private int[] cores;
  private String[] inputs;
  private long[] frames;
  private StreamItem[] others;

  ItemSlots(int length) {
    events = new TraceEvent[length];
    ids = new int[length];
    timed = new boolean[length];
    ns = new long[length];
    cores = new int[length];
    inputs = new String[length];
    frames = new long[length];
    others = new StreamItem[length];
  }

  int length() {
    return events.length;
  }

  void event(int slot, TraceEvent event, int id, boolean isTimed, long time, int core, String input, long frame) {
    events[slot] = event;
    ids[slot] = id;
    timed[slot] = isTimed;
    ns[slot] = time;
    cores[slot] = core;
    inputs[slot] = input;
    frames[slot] = frame;
  }

  void other(int slot, StreamItem item) {
    events[slot] = null;
    others[slot] = item;
  }

  boolean isEvent(int slot) {
    return events[slot] != null;
  }

  /** The slot's time: its event's, or its other item's. */
  long ns(int slot) {
    return events[slot] != null ? ns[slot] : others[slot].ns();
  }

  int core(int slot) {
    return cores[slot];
  }

  long frame(int slot) {
    return frames[slot];
  }

  /** Places the slot's item at {@code time}: an event, or a problem made anew there. */
  void retime(int slot, long time) {
    if (events[slot] != null) {
      ns[slot] = time;
    } else if (others[slot] instanceof Problem p) {
      others[slot] = new Problem(p.kind(), p.where(), p.message(), time, p.core());
    }
  }

  /** The slot's item, made an {@link EventItem} if it is an event. */
  StreamItem item(int slot) {
    return events[slot] != null ? new EventItem(events[slot], ns[slot], cores[slot], inputs[slot], frames[slot])
        : others[slot];
  }

  /** Hands the slot's item to {@code sink} and lets the garbage collector have it. */
  void handTo(int slot, ItemSink sink) throws IOException {
    TraceEvent event = events[slot];
    StreamItem other = others[slot];
    clear(slot);
    if (event != null) {
      sink.event(event, ids[slot], timed[slot], ns[slot], cores[slot], inputs[slot], frames[slot]);
    } else {
      sink.item(other);
    }
  }

  void clear(int slot) {
    events[slot] = null;
    others[slot] = null;
  }

  void copy(int from, int to) {
    events[to] = events[from];
    ids[to] = ids[from];
    timed[to] = timed[from];
    ns[to] = ns[from];
    cores[to] = cores[from];
    inputs[to] = inputs[from];
    frames[to] = frames[from];
    others[to] = others[from];
  }

  /** Makes room for {@code length} slots, the slots there keeping their items. */
  void grow(int length) {
    events = Arrays.copyOf(events, length);
    ids = Arrays.copyOf(ids, length);
    timed = Arrays.copyOf(timed, length);
    ns = Arrays.copyOf(ns, length);
    cores = Arrays.copyOf(cores, length);
    inputs = Arrays.copyOf(inputs, length);
    frames = Arrays.copyOf(frames, length);
    others = Arrays.copyOf(others, length);
  }
}

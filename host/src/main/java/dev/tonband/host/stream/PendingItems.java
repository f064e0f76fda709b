// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.util.Arrays;

/**
 * The items of a {@link DeviceStream} decoded but not yet taken, oldest first, in a ring of
 * parallel arrays: an event costs a slot, not an {@link EventItem}. The items from {@link
 * #hold} on wait for look-ahead and are not {@link #ready} until {@link #release}d.
 */
final class PendingItems {
  private TraceEvent[] events = new TraceEvent[1024];
  /** Each event's id and whether it is timed, as the decoder told them (see {@link ItemSink#event}). */
  private int[] ids = new int[1024];
  private boolean[] timed = new boolean[1024];
  /** The item of a slot that holds no event: a problem or a foreign event. */
  private StreamItem[] others = new StreamItem[1024];
  private long[] ns = new long[1024];
  private int[] cores = new int[1024];
  private long[] frames = new long[1024];
  /** Sequence numbers: of the oldest item, of the first one held back, and after the newest. */
  private long head;
  private long held = -1;
  private long tail;

  void addEvent(TraceEvent event, int id, boolean isTimed, long time, int core, long frame) {
    int i = slot(tail);
    tail++;
    events[i] = event;
    ids[i] = id;
    timed[i] = isTimed;
    ns[i] = time;
    cores[i] = core;
    frames[i] = frame;
  }

  void addOther(StreamItem item) {
    int i = slot(tail);
    tail++;
    others[i] = item;
  }

  /** Whether an item can be taken. */
  boolean ready() {
    return head < (held >= 0 ? held : tail);
  }

  /** Holds back the items from the next one added until {@link #release()}. */
  void hold() {
    held = tail;
  }

  boolean holding() {
    return held >= 0;
  }

  void release() {
    held = -1;
  }

  /** The time of the held event, the first item held back. */
  long heldNs() {
    return ns[(int) (held & (events.length - 1))];
  }

  long heldFrame() {
    return frames[(int) (held & (events.length - 1))];
  }

  int heldCore() {
    return cores[(int) (held & (events.length - 1))];
  }

  /** Puts {@code item} before the held event (and keeps it held). */
  void insertBeforeHeld(StreamItem item) {
    slot(tail); // room for one more
    tail++;
    for (long s = tail - 1; s > held; s--) {
      move(s - 1, s);
    }
    int i = (int) (held & (events.length - 1));
    events[i] = null;
    others[i] = item;
    held++;
  }

  /** Places everything held back at {@code time}. */
  void retimeHeld(long time) {
    for (long s = held; s < tail; s++) {
      int i = (int) (s & (events.length - 1));
      if (events[i] != null) {
        ns[i] = time;
      } else if (others[i] instanceof Problem p) {
        others[i] = new Problem(p.kind(), p.where(), p.message(), time, p.core());
      }
    }
  }

  /** The time of the next item; only when {@link #ready()}. */
  long peekNs() {
    int i = (int) (head & (events.length - 1));
    return events[i] != null ? ns[i] : others[i].ns();
  }

  /** The next item, made an {@link EventItem} if it is an event; only when {@link #ready()}. */
  StreamItem peek(String input) {
    int i = (int) (head & (events.length - 1));
    return events[i] != null ? new EventItem(events[i], ns[i], cores[i], input, frames[i]) : others[i];
  }

  /** Hands the next item to {@code sink} and removes it; only when {@link #ready()}. */
  void take(ItemSink sink, String input) throws IOException {
    int i = (int) (head++ & (events.length - 1));
    TraceEvent event = events[i];
    StreamItem other = others[i];
    events[i] = null; // let the garbage collector have them
    others[i] = null;
    if (event != null) {
      sink.event(event, ids[i], timed[i], ns[i], cores[i], input, frames[i]);
    } else {
      sink.item(other);
    }
  }

  /** Drops the next item; only when {@link #ready()}. */
  void skip() {
    int i = (int) (head++ & (events.length - 1));
    events[i] = null;
    others[i] = null;
  }

  private void move(long from, long to) {
    copySlot((int) (from & (events.length - 1)), (int) (to & (events.length - 1)));
  }

  private void copySlot(int f, int t) {
    events[t] = events[f];
    ids[t] = ids[f];
    timed[t] = timed[f];
    others[t] = others[f];
    ns[t] = ns[f];
    cores[t] = cores[f];
    frames[t] = frames[f];
  }

  /** The slot of sequence number {@code s}, growing the ring when it is full. */
  private int slot(long s) {
    if (s - head >= events.length) {
      grow();
    }
    return (int) (s & (events.length - 1));
  }

  /**
   * Doubles the ring; each item keeps its sequence number, in the slot that number has now: the
   * same slot, or (when the number has the old length's bit set) the one that many slots on.
   */
  private void grow() {
    int n = events.length;
    events = Arrays.copyOf(events, 2 * n);
    ids = Arrays.copyOf(ids, 2 * n);
    timed = Arrays.copyOf(timed, 2 * n);
    others = Arrays.copyOf(others, 2 * n);
    ns = Arrays.copyOf(ns, 2 * n);
    cores = Arrays.copyOf(cores, 2 * n);
    frames = Arrays.copyOf(frames, 2 * n);
    for (long s = head; s < tail; s++) {
      if ((s & n) != 0) {
        int from = (int) (s & (n - 1));
        copySlot(from, from + n);
        events[from] = null; // a free slot now: let the garbage collector have them
        others[from] = null;
      }
    }
  }
}

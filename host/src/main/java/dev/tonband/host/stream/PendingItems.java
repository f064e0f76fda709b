// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;

/**
 * The items of a {@link DeviceStream} decoded but not yet taken, oldest first, in a ring of
 * {@link ItemSlots}. The items from {@link #hold} on wait for look-ahead and are not {@link
 * #ready} until {@link #release}d.
 */
final class PendingItems {
  private final String input;
  private final ItemSlots slots = new ItemSlots(1024);
  /** Sequence numbers: of the oldest item, of the first one held back, and after the newest. */
  private long head;
  private long held = -1;
  private long tail;

  /** @param input how problems name the stream's input, e.g. its file name */
  PendingItems(String input) {
    this.input = input;
  }

  /** An event as its packed parts ({@link dev.tonband.codec.events.PackedSink}), placed at {@code time}. */
  void addEvent(int id, boolean isTimed, long ticks, long a, long b, long c, Object ref, long time, int core,
      long frame) {
    int i = slot(tail); // grows the ring first, while the new item is not yet one of its items
    tail++;
    slots.event(i, id, isTimed, ticks, a, b, c, ref, time, core, input, frame);
  }

  void addOther(StreamItem item) {
    int i = slot(tail);
    tail++;
    slots.other(i, item);
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
    return slots.ns(index(held));
  }

  long heldFrame() {
    return slots.frame(index(held));
  }

  int heldCore() {
    return slots.core(index(held));
  }

  /** Puts {@code item} before the held event (and keeps it held). */
  void insertBeforeHeld(StreamItem item) {
    slot(tail); // room for one more
    tail++;
    for (long s = tail - 1; s > held; s--) {
      slots.copy(index(s - 1), slots, index(s));
    }
    slots.other(index(held), item);
    held++;
  }

  /** Places everything held back at {@code time}. */
  void retimeHeld(long time) {
    for (long s = held; s < tail; s++) {
      slots.retime(index(s), time);
    }
  }

  /** The time of the next item; only when {@link #ready()}. */
  long peekNs() {
    return slots.ns(index(head));
  }

  /** The next item, made an {@link EventItem} if it is an event; only when {@link #ready()}. */
  StreamItem peek() {
    return slots.item(index(head));
  }

  /** Hands the next item to {@code sink} and removes it; only when {@link #ready()}. */
  void take(ItemSink sink) throws IOException {
    slots.handTo(index(head++), sink);
  }

  /** Drops the next item; only when {@link #ready()}. */
  void skip() {
    slots.clear(index(head++));
  }

  private int index(long s) {
    return (int) (s & (slots.length() - 1));
  }

  /** The slot of sequence number {@code s}, growing the ring when it is full. */
  private int slot(long s) {
    if (s - head >= slots.length()) {
      grow();
    }
    return index(s);
  }

  /**
   * Doubles the ring; each item keeps its sequence number, in the slot that number has now: the
   * same slot, or (when the number has the old length's bit set) the one that many slots on.
   */
  private void grow() {
    int n = slots.length();
    slots.grow(2 * n);
    for (long s = head; s < tail; s++) {
      if ((s & n) != 0) {
        int from = (int) (s & (n - 1));
        slots.copy(from, slots, from + n);
        slots.clear(from); // a free slot now: let the garbage collector have it
      }
    }
  }
}

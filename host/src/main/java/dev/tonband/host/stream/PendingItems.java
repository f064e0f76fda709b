// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CancellationException;
import java.util.function.IntConsumer;

/**
 * The items of a {@link DeviceStream} decoded but not yet taken, oldest first, in a ring of
 * {@link ItemSlots}. The items from {@link #hold} on wait for look-ahead and are not {@link
 * #ready} until {@link #release}d.
 *
 * <p>The ring can be {@link #share}d between the thread that decodes (it adds, then {@link
 * #publish}es how far items are ready) and one that takes them in place ({@link #takePublished}),
 * so that items cross between threads without a copy. Each thread reads how far the other got
 * only when it runs out of items or of room.
 */
final class PendingItems {
  /**
   * Slots of a shared ring: room for many chunks of the input, so that neither thread waits for
   * the other as long as both keep up on average.
   */
  private static final int SHARED_SLOTS = 1 << 15;

  /** How many items the taking thread takes between telling how far it got. */
  private static final int TELL_EVERY = 256;

  /**
   * A thread's own counters, written for every item, on cache lines of their own: a line both
   * threads wrote would travel between the cores at every item (the padding keeps other fields
   * off the line).
   */
  @SuppressWarnings("unused")
  private static final class Place {
    private long p1, p2, p3, p4, p5, p6, p7;
    /** The taker's: the oldest item. The maker's: after the newest item. */
    long next;
    /** How far the other thread got, as last read. */
    long seen;
    /** The maker's: the first item held back, or -1. */
    long held = -1;
    private long q1, q2, q3, q4, q5, q6, q7;
  }

  /**
   * What one thread tells the other, on a line of its own: read by the other while it waits.
   * Written seldom (once a chunk, once every {@value #TELL_EVERY} items), so volatile costs little.
   */
  @SuppressWarnings("unused")
  private static final class Signal {
    private long p1, p2, p3, p4, p5, p6, p7;
    volatile long value;
    volatile boolean finished;
    private long q1, q2, q3, q4, q5, q6, q7;
  }

  private final String input;
  private final ItemSlots slots = new ItemSlots(1024);
  /** The taking thread's place (the head) and the decoding thread's (the tail and what is held). */
  private final Place taker = new Place();
  private final Place maker = new Place();
  /** Of a shared ring: items before {@code published} are ready to take, and those before {@code taken} were taken. */
  private final Signal published = new Signal();
  private final Signal taken = new Signal();
  /**
   * How a thread of a shared ring waits for the other, given how often it waited already; null
   * while the ring is not shared. Set before the second thread starts.
   */
  private IntConsumer pause;

  /** @param input how problems name the stream's input, e.g. its file name */
  PendingItems(String input) {
    this.input = input;
  }

  /** An event as its packed parts ({@link dev.tonband.codec.events.PackedSink}), placed at {@code time}. */
  void addEvent(int id, boolean isTimed, long ticks, long a, long b, long c, Object ref, long time, int core,
      long frame) {
    int i = slot(maker.next); // grows the ring first, while the new item is not yet one of its items
    maker.next++;
    slots.event(i, id, isTimed, ticks, a, b, c, ref, time, core, input, frame);
  }

  void addOther(StreamItem item) {
    int i = slot(maker.next);
    maker.next++;
    slots.other(i, item);
  }

  /** Whether an item can be taken. */
  boolean ready() {
    return taker.next < readyEnd();
  }

  /** The sequence number after the last item that is ready. */
  private long readyEnd() {
    return maker.held >= 0 ? maker.held : maker.next;
  }

  /** Holds back the items from the next one added until {@link #release()}. */
  void hold() {
    maker.held = maker.next;
  }

  boolean holding() {
    return maker.held >= 0;
  }

  void release() {
    maker.held = -1;
  }

  /** The frame of the held event, the first item held back. */
  long heldFrame() {
    return slots.frame(index(maker.held));
  }

  int heldCore() {
    return slots.core(index(maker.held));
  }

  /** Puts {@code item} before the held event (and keeps it held). */
  void insertBeforeHeld(StreamItem item) {
    slot(maker.next); // room for one more
    maker.next++;
    for (long s = maker.next - 1; s > maker.held; s--) {
      slots.copy(index(s - 1), slots, index(s));
    }
    slots.other(index(maker.held), item);
    maker.held++;
  }

  /** Places everything held back at {@code time}. */
  void retimeHeld(long time) {
    for (long s = maker.held; s < maker.next; s++) {
      slots.retime(index(s), time);
    }
  }

  /** The time of the next item; only when {@link #ready()}. */
  long peekNs() {
    return slots.ns(index(taker.next));
  }

  /** The next item, made an {@link EventItem} if it is an event; only when {@link #ready()}. */
  StreamItem peek() {
    return slots.item(index(taker.next));
  }

  /** Hands the next item to {@code sink} and removes it; only when {@link #ready()}. */
  void take(ItemSink sink) throws IOException {
    slots.handTo(index(taker.next++), sink);
  }

  /** Drops the next item; only when {@link #ready()}. */
  void skip() {
    slots.clear(index(taker.next++));
  }

  /**
   * From now on, another thread takes the items ({@link #takePublished}) while this one adds them
   * and {@link #publish}es them, each waiting for the other with {@code pause}; call before that
   * thread starts.
   */
  void share(IntConsumer pause) {
    while (slots.length() < SHARED_SLOTS) {
      grow();
    }
    published.value = readyEnd();
    taken.value = taker.next;
    maker.seen = taker.next;
    taker.seen = taker.next;
    this.pause = pause; // shared from here on: the ring's oldest item is now the one last told
  }

  /** Lets the taking thread have every item ready so far. */
  void publish() {
    published.value = readyEnd();
  }

  /** Publishes the last items: no more will come. */
  void finish() {
    publish();
    published.finished = true;
  }

  /**
   * Hands the next published item to {@code sink}, in the taking thread, waiting for the decoding
   * one as long as it goes on; false when it finished and every item was taken.
   */
  boolean takePublished(ItemSink sink) throws IOException {
    long head = taker.next;
    if (head == taker.seen && !awaitPublished(head)) {
      return false;
    }
    slots.handTo(index(head), sink);
    taker.next = head + 1;
    if ((head & (TELL_EVERY - 1)) == 0) {
      taken.value = head + 1; // after the slot is done with: the decoding thread may use it again
    }
    return true;
  }

  private boolean awaitPublished(long head) throws IOException {
    taken.value = head; // all taken: the decoding thread may grow the ring
    for (int spins = 0; ; spins++) {
      boolean last = published.finished;
      taker.seen = published.value;
      if (head < taker.seen) {
        return true;
      }
      if (last) {
        return false;
      }
      pause.accept(spins);
      if (Thread.interrupted()) {
        throw new InterruptedIOException("interrupted while reading the trace");
      }
    }
  }

  private int index(long s) {
    return (int) (s & (slots.length() - 1));
  }

  /** The oldest item the ring holds, as far as the decoding thread knows. */
  private long oldest() {
    return pause != null ? maker.seen : taker.next;
  }

  /**
   * The slot of sequence number {@code s}, making room when the ring is full: by waiting for the
   * taking thread of a shared ring to free slots, or else by growing it.
   */
  private int slot(long s) {
    if (s - oldest() >= slots.length() && (pause == null || !awaitRoom(s))) {
      grow();
    }
    return index(s);
  }

  /**
   * Whether the taking thread freed the slot of {@code s}, and half the ring with it; false when it took every item
   * published and the rest are held back, so that the ring must grow (which it then can: the
   * taking thread touches no slot until more are published).
   */
  private boolean awaitRoom(long s) {
    publish();
    for (int spins = 0; ; spins++) {
      maker.seen = taken.value;
      if (s - maker.seen <= slots.length() / 2) { // not at the first free slot: the threads would go in step
        return true;
      }
      if (maker.seen == readyEnd()) {
        return false;
      }
      pause.accept(spins);
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("the items are no longer taken");
      }
    }
  }

  /**
   * Doubles the ring; each item keeps its sequence number, in the slot that number has now: the
   * same slot, or (when the number has the old length's bit set) the one that many slots on.
   */
  private void grow() {
    int n = slots.length();
    slots.grow(2 * n);
    for (long s = oldest(); s < maker.next; s++) {
      if ((s & n) != 0) {
        int from = (int) (s & (n - 1));
        slots.copy(from, slots, from + n);
        slots.clear(from); // a free slot now: let the garbage collector have it
      }
    }
  }
}

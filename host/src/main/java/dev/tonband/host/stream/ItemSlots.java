// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.PackedSink;
import java.io.IOException;
import java.util.Arrays;

/**
 * Items of a stream as their parts, one slot each, in parallel arrays of primitives: an event is
 * its packed fields ({@link PackedSink}) with its time, core and origin, so carrying it costs no
 * object and, for the events of the built-in groups, stores no reference. The one carrier of items
 * between the decoder and the dispatch, for the items a stream holds ({@link PendingItems}) and
 * those the reading thread hands over ({@link ReadAhead}); a slot without an event holds another
 * item (a problem, a foreign event).
 */
final class ItemSlots {
  /** The id of a slot that holds another item. */
  private static final int OTHER = -1;

  private int[] ids;
  private boolean[] timed;
  private long[] ticks;
  private long[] ns;
  private int[] cores;
  private String[] inputs;
  private long[] frames;
  private long[] a;
  private long[] b;
  private long[] c;
  /** An event's string or record ({@link PackedSink}), or the other item. */
  private Object[] refs;
  /** How a consumer sees a slot's event, valid during the call it is handed over in. */
  private final StreamEvent view = new StreamEvent(this);

  ItemSlots(int length) {
    ids = new int[length];
    timed = new boolean[length];
    ticks = new long[length];
    ns = new long[length];
    cores = new int[length];
    inputs = new String[length];
    frames = new long[length];
    a = new long[length];
    b = new long[length];
    c = new long[length];
    refs = new Object[length];
  }

  int length() {
    return ids.length;
  }

  /** An event: its packed parts (see {@link PackedSink#packed}), its time in ns, its core and origin. */
  void event(int slot, int id, boolean isTimed, long eventTicks, long wordA, long wordB, long wordC, Object ref,
      long time, int core, String input, long frame) {
    ids[slot] = id;
    timed[slot] = isTimed;
    ticks[slot] = eventTicks;
    a[slot] = wordA;
    b[slot] = wordB;
    c[slot] = wordC;
    refs[slot] = ref;
    ns[slot] = time;
    cores[slot] = core;
    inputs[slot] = input;
    frames[slot] = frame;
  }

  void other(int slot, StreamItem item) {
    ids[slot] = OTHER;
    refs[slot] = item;
  }

  boolean isEvent(int slot) {
    return ids[slot] != OTHER;
  }

  /** The slot's time: its event's, or its other item's. */
  long ns(int slot) {
    return isEvent(slot) ? ns[slot] : ((StreamItem) refs[slot]).ns();
  }

  int core(int slot) {
    return cores[slot];
  }

  long frame(int slot) {
    return frames[slot];
  }

  /** Places the slot's item at {@code time}: an event, or a problem made anew there. */
  void retime(int slot, long time) {
    if (isEvent(slot)) {
      ns[slot] = time;
    } else if (refs[slot] instanceof Problem p) {
      refs[slot] = new Problem(p.kind(), p.where(), p.message(), time, p.core());
    }
  }

  /** The slot's item, made an {@link EventItem} if it is an event. */
  StreamItem item(int slot) {
    return isEvent(slot) ? new EventItem(view.at(slot).record(), ns[slot], cores[slot], inputs[slot], frames[slot])
        : (StreamItem) refs[slot];
  }

  /** Hands the slot's item to {@code sink}, then lets the garbage collector have what it refers to. */
  void handTo(int slot, ItemSink sink) throws IOException {
    if (isEvent(slot)) {
      sink.event(view.at(slot));
    } else {
      sink.item((StreamItem) refs[slot]);
    }
    refs[slot] = null;
  }

  void clear(int slot) {
    refs[slot] = null;
  }

  /** Copies the item of {@code slot} into slot {@code to} of {@code into}. */
  void copy(int slot, ItemSlots into, int to) {
    into.ids[to] = ids[slot];
    into.timed[to] = timed[slot];
    into.ticks[to] = ticks[slot];
    into.a[to] = a[slot];
    into.b[to] = b[slot];
    into.c[to] = c[slot];
    into.refs[to] = refs[slot];
    into.ns[to] = ns[slot];
    into.cores[to] = cores[slot];
    into.inputs[to] = inputs[slot];
    into.frames[to] = frames[slot];
  }

  /** Makes room for {@code length} slots, the slots there keeping their items. */
  void grow(int length) {
    ids = Arrays.copyOf(ids, length);
    timed = Arrays.copyOf(timed, length);
    ticks = Arrays.copyOf(ticks, length);
    ns = Arrays.copyOf(ns, length);
    cores = Arrays.copyOf(cores, length);
    inputs = Arrays.copyOf(inputs, length);
    frames = Arrays.copyOf(frames, length);
    a = Arrays.copyOf(a, length);
    b = Arrays.copyOf(b, length);
    c = Arrays.copyOf(c, length);
    refs = Arrays.copyOf(refs, length);
  }

  // What a StreamEvent reads of its slot.

  int id(int slot) {
    return ids[slot];
  }

  boolean timed(int slot) {
    return timed[slot];
  }

  long ticks(int slot) {
    return ticks[slot];
  }

  long eventNs(int slot) {
    return ns[slot];
  }

  String input(int slot) {
    return inputs[slot];
  }

  long a(int slot) {
    return a[slot];
  }

  long b(int slot) {
    return b[slot];
  }

  long c(int slot) {
    return c[slot];
  }

  Object ref(int slot) {
    return refs[slot];
  }
}

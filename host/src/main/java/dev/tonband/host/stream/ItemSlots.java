// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.PackedSink;
import java.io.IOException;
import java.util.Arrays;

/**
 * Items of a stream as their parts, one slot each: an event is its packed fields ({@link
 * PackedSink}) with its time, core and origin, as primitives, so carrying it costs no object and,
 * for the events of the built-in groups without a string, stores no reference but its input's
 * name. The one carrier of items between the decoder and the dispatch, for the items a stream
 * holds ({@link PendingItems}) and those the reading thread hands over ({@link ReadAhead}); a slot
 * without an event holds another item (a problem, a foreign event).
 */
final class ItemSlots {
  // The primitive parts of a slot: in words, those read for every event (STRIDE longs); in cold,
  // the rest (COLD_STRIDE longs).
  /** The id (low 16 bits; OTHER), whether timed (bit 16), whether C is not 0 (bit 17), the core (high 32 bits). */
  private static final int HEADER = 0;
  private static final int NS = 1;
  private static final int A = 2;
  private static final int B = 3;
  private static final int STRIDE = 4;
  private static final int TICKS = 0;
  private static final int FRAME = 1;
  private static final int C = 2;
  private static final int COLD_STRIDE = 3;
  /** The id of a slot that holds another item. */
  private static final int OTHER = 0xFFFF;
  private static final long TIMED = 1L << 16;
  private static final long HAS_C = 1L << 17;

  /**
   * The parts the consumer reads for every event, side by side (four longs, half a cache line):
   * every line it reads was written by the decoding thread on the other core and travels between
   * them, so the fewer the better.
   */
  private long[] words;
  /** The parts read only for a problem, a record, or a third word that is not 0. */
  private long[] cold;
  private String[] inputs;
  /** An event's string or record ({@link PackedSink}), or the other item. */
  private Object[] refs;
  /** How a consumer sees a slot's event, valid during the call it is handed over in. */
  private final StreamEvent view = new StreamEvent(this);

  ItemSlots(int length) {
    words = new long[length * STRIDE];
    cold = new long[length * COLD_STRIDE];
    inputs = new String[length];
    refs = new Object[length];
  }

  int length() {
    return refs.length;
  }

  /** An event: its packed parts (see {@link PackedSink#packed}), its time in ns, its core and origin. */
  void event(int slot, int id, boolean isTimed, long eventTicks, long wordA, long wordB, long wordC, Object ref,
      long time, int core, String input, long frame) {
    int w = slot * STRIDE;
    words[w + HEADER] = (long) core << 32 | (isTimed ? TIMED : 0) | (wordC != 0 ? HAS_C : 0) | id;
    words[w + NS] = time;
    words[w + A] = wordA;
    words[w + B] = wordB;
    int k = slot * COLD_STRIDE;
    cold[k + TICKS] = eventTicks;
    cold[k + FRAME] = frame;
    cold[k + C] = wordC;
    // References are stored only when they change: most events have none, and every event of a
    // stream has the same input; each reference store costs the garbage collector's barrier.
    if (ref != null || refs[slot] != null) {
      refs[slot] = ref;
    }
    if (inputs[slot] != input) {
      inputs[slot] = input;
    }
  }

  void other(int slot, StreamItem item) {
    words[slot * STRIDE + HEADER] = OTHER;
    refs[slot] = item;
  }

  boolean isEvent(int slot) {
    return id(slot) != OTHER;
  }

  /** The slot's time: its event's, or its other item's. */
  long ns(int slot) {
    return isEvent(slot) ? eventNs(slot) : ((StreamItem) refs[slot]).ns();
  }

  int core(int slot) {
    return (int) (words[slot * STRIDE + HEADER] >>> 32);
  }

  long frame(int slot) {
    return cold[slot * COLD_STRIDE + FRAME];
  }

  /** Places the slot's item at {@code time}: an event, or a problem made anew there. */
  void retime(int slot, long time) {
    if (isEvent(slot)) {
      words[slot * STRIDE + NS] = time;
    } else if (refs[slot] instanceof Problem p) {
      refs[slot] = new Problem(p.kind(), p.where(), p.message(), time, p.core());
    }
  }

  /** The slot's item, made an {@link EventItem} if it is an event. */
  StreamItem item(int slot) {
    return isEvent(slot) ? new EventItem(view.at(slot).record(), eventNs(slot), core(slot), inputs[slot], frame(slot))
        : (StreamItem) refs[slot];
  }

  /** Hands the slot's item to {@code sink}, then lets the garbage collector have what it refers to. */
  void handTo(int slot, ItemSink sink) throws IOException {
    if (isEvent(slot)) {
      sink.event(view.at(slot));
    } else {
      sink.item((StreamItem) refs[slot]);
    }
    clear(slot);
  }

  /**
   * Lets the garbage collector have the slot's reference: written only when there is one, so that
   * the taking thread does not take lines the decoding thread writes next.
   */
  void clear(int slot) {
    if (refs[slot] != null) {
      refs[slot] = null;
    }
  }

  /** Copies the item of {@code slot} into slot {@code to} of {@code into}. */
  void copy(int slot, ItemSlots into, int to) {
    System.arraycopy(words, slot * STRIDE, into.words, to * STRIDE, STRIDE);
    System.arraycopy(cold, slot * COLD_STRIDE, into.cold, to * COLD_STRIDE, COLD_STRIDE);
    into.refs[to] = refs[slot];
    into.inputs[to] = inputs[slot];
  }

  /** Makes room for {@code length} slots, the slots there keeping their items. */
  void grow(int length) {
    words = Arrays.copyOf(words, length * STRIDE);
    cold = Arrays.copyOf(cold, length * COLD_STRIDE);
    inputs = Arrays.copyOf(inputs, length);
    refs = Arrays.copyOf(refs, length);
  }

  // What a StreamEvent reads of its slot.

  int id(int slot) {
    return (int) words[slot * STRIDE + HEADER] & OTHER;
  }

  boolean timed(int slot) {
    return (words[slot * STRIDE + HEADER] & TIMED) != 0;
  }

  long ticks(int slot) {
    return cold[slot * COLD_STRIDE + TICKS];
  }

  long eventNs(int slot) {
    return words[slot * STRIDE + NS];
  }

  String input(int slot) {
    return inputs[slot];
  }

  long a(int slot) {
    return words[slot * STRIDE + A];
  }

  long b(int slot) {
    return words[slot * STRIDE + B];
  }

  long c(int slot) {
    return (words[slot * STRIDE + HEADER] & HAS_C) != 0 ? cold[slot * COLD_STRIDE + C] : 0;
  }

  Object ref(int slot) {
    return refs[slot];
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.events.EventDecoder;
import dev.tonband.codec.events.EventHandler;
import dev.tonband.codec.events.PackedEvents;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;

/**
 * An event of a stream as it waits in its slot, handed to an {@link ItemSink}: valid only during
 * that call, as the slot is used again after it. {@link #replay} tells a handler the event's
 * fields as a typed call; {@link #record()} makes the record, for what takes one (printing,
 * archiving, the event table).
 */
@SuppressWarnings("unused")
public final class StreamEvent {
  private final ItemSlots slots;
  /**
   * Set for every item by the thread that takes them; padded onto a cache line of its own, as the
   * decoding thread reads the slots' fields beside it for every item.
   */
  private long p1, p2, p3, p4, p5, p6, p7;
  private int slot;
  private long q1, q2, q3, q4, q5, q6, q7;

  StreamEvent(ItemSlots slots) {
    this.slots = slots;
  }

  StreamEvent at(int index) {
    this.slot = index;
    return this;
  }

  /** The event's id byte. */
  public int id() {
    return slots.id(slot);
  }

  /** Whether it carries a timestamp. */
  public boolean timed() {
    return slots.timed(slot);
  }

  /** Its time in ns, as the stream placed it. */
  public long ns() {
    return slots.eventNs(slot);
  }

  /** The core it ran on. */
  public int core() {
    return slots.core(slot);
  }

  /** How problems name its input, e.g. the file name. */
  public String input() {
    return slots.input(slot);
  }

  /** The index of its frame in the input. */
  public long frame() {
    return slots.frame(slot);
  }

  /** The event's name: its catalogue's, or the run-time catalogue's for an event decoded by one. */
  public String name() {
    return slots.ref(slot) instanceof TraceEvent record ? record.eventName() : EventDecoder.nameOf(id());
  }

  /** Calls {@code handler}'s method of this event with its fields, at its time and core. */
  public void replay(EventHandler handler) throws IOException {
    PackedEvents.replay(slots.id(slot), slots.eventNs(slot), slots.core(slot), slots.a(slot), slots.b(slot),
        slots.c(slot), slots.ref(slot), handler);
  }

  /** The event's record, its timestamp in the device's ticks. */
  public TraceEvent record() {
    return PackedEvents.record(slots.id(slot), slots.ticks(slot), slots.a(slot), slots.b(slot), slots.c(slot),
        slots.ref(slot));
  }

  /** Copies the event into slot {@code to} of {@code into}. */
  void copyTo(ItemSlots into, int to) {
    slots.copy(slot, into, to);
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import java.util.Objects;

/**
 * A point in time on event marker {@code evtmarker_id}, with a message.
 *
 * <p>Event id 0x07 of group {@code base}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param evtmarkerId (u32, 0..2^32-1)
 * @param msg (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record Evtmarker(long ts, long evtmarkerId, String msg) implements TimedEvent {
  public static final int ID = 0x07;

  public static final String NAME = "evtmarker";

  public static final String GROUP = "base";

  public Evtmarker(long ts, long evtmarkerId, String msg) {
    if (evtmarkerId < 0 || evtmarkerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("evtmarkerId is out of u32 range: " + evtmarkerId);
    }
    Objects.requireNonNull(msg, "msg");
    this.ts = ts;
    this.evtmarkerId = evtmarkerId;
    this.msg = msg;
  }

  @Override
  public int eventId() {
    return ID;
  }

  @Override
  public String eventName() {
    return NAME;
  }

  @Override
  public String eventGroup() {
    return GROUP;
  }

  @Override
  public String toString() {
    return "Evtmarker[" + "ts=" + Long.toUnsignedString(ts) + ", evtmarkerId=" + evtmarkerId + ", msg=" + msg + "]";
  }
}

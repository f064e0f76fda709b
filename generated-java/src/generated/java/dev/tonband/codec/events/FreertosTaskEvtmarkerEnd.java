// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Ends the innermost open slice on task-local event marker {@code evtmarker_id}.
 *
 * <p>Event id 0x7D of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param evtmarkerId (u32, 0..2^32-1)
 */
public record FreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) implements TimedEvent {
  public static final int ID = 0x7D;

  public static final String NAME = "task_evtmarker_end";

  public static final String GROUP = "freertos";

  public FreertosTaskEvtmarkerEnd(long ts, long evtmarkerId) {
    if (evtmarkerId < 0 || evtmarkerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("evtmarkerId is out of u32 range: " + evtmarkerId);
    }
    this.ts = ts;
    this.evtmarkerId = evtmarkerId;
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
    return "FreertosTaskEvtmarkerEnd[" + "ts=" + Long.toUnsignedString(ts) + ", evtmarkerId=" + evtmarkerId + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * An interrupt sent an item to queue {@code queue_id}, which now holds {@code len_after} items.
 *
 * <p>Event id 0x67 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param queueId (u32, 0..2^32-1)
 * @param lenAfter (u32, 0..2^32-1)
 */
public record FreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) implements TimedEvent {
  public static final int ID = 0x67;

  public static final String NAME = "queue_send_from_isr";

  public static final String GROUP = "freertos";

  public FreertosQueueSendFromIsr(long ts, long queueId, long lenAfter) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    if (lenAfter < 0 || lenAfter > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("lenAfter is out of u32 range: " + lenAfter);
    }
    this.ts = ts;
    this.queueId = queueId;
    this.lenAfter = lenAfter;
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
    return "FreertosQueueSendFromIsr[" + "ts=" + Long.toUnsignedString(ts) + ", queueId=" + queueId + ", lenAfter=" + lenAfter + "]";
  }
}

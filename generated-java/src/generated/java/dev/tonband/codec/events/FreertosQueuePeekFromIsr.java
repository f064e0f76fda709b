// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * An interrupt read the front item of queue {@code queue_id} without taking it; the queue holds {@code length} items.
 *
 * <p>Event id 0x25 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param queueId (u32, 0..2^32-1)
 * @param length (u32, 0..2^32-1)
 */
public record FreertosQueuePeekFromIsr(long ts, long queueId, long length) implements TimedEvent {
  public static final int ID = 0x25;

  public static final String NAME = "queue_peek_from_isr";

  public static final String GROUP = "freertos";

  public FreertosQueuePeekFromIsr(long ts, long queueId, long length) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    if (length < 0 || length > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("length is out of u32 range: " + length);
    }
    this.ts = ts;
    this.queueId = queueId;
    this.length = length;
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
    return "FreertosQueuePeekFromIsr[" + "ts=" + Long.toUnsignedString(ts) + ", queueId=" + queueId + ", length=" + length + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Queue {@code queue_id} holds {@code length} items (reported when tracing starts).
 *
 * <p>Event id 0x70 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param queueId (u32, 0..2^32-1)
 * @param length (u32, 0..2^32-1)
 */
public record FreertosQueueCurLength(long ts, long queueId, long length) implements TimedEvent {
  public static final int ID = 0x70;

  public static final String NAME = "queue_cur_length";

  public static final String GROUP = "freertos";

  public FreertosQueueCurLength(long ts, long queueId, long length) {
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
    return "FreertosQueueCurLength[" + "ts=" + Long.toUnsignedString(ts) + ", queueId=" + queueId + ", length=" + length + "]";
  }
}

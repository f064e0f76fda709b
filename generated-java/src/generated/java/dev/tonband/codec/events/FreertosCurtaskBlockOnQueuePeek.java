// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task blocks peeking at queue {@code queue_id} for up to {@code ticks_to_wait} ticks.
 *
 * <p>Event id 0x6D of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param queueId (u32, 0..2^32-1)
 * @param ticksToWait (u32, 0..2^32-1)
 */
public record FreertosCurtaskBlockOnQueuePeek(long ts, long queueId,
    long ticksToWait) implements TimedEvent {
  public static final int ID = 0x6D;

  public static final String NAME = "curtask_block_on_queue_peek";

  public static final String GROUP = "freertos";

  public FreertosCurtaskBlockOnQueuePeek(long ts, long queueId, long ticksToWait) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    if (ticksToWait < 0 || ticksToWait > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("ticksToWait is out of u32 range: " + ticksToWait);
    }
    this.ts = ts;
    this.queueId = queueId;
    this.ticksToWait = ticksToWait;
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
    return "FreertosCurtaskBlockOnQueuePeek[" + "ts=" + Long.toUnsignedString(ts) + ", queueId=" + queueId + ", ticksToWait=" + ticksToWait + "]";
  }
}

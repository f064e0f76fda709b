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
 * A {@code call} on queue (semaphore, mutex) {@code queue_id} failed: a send to a full queue, a receive or peek from an empty one, with no wait or after its wait ran out (the call returned errQUEUE_FULL or errQUEUE_EMPTY); {@code FRFC_GIVE_NOT_HELD}: a task gave a recursive mutex it does not hold. The running task (or interrupt, for the {@code _FROM_ISR} calls) made it.
 *
 * <p>Event id 0x2B of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param queueId (u32, 0..2^32-1)
 * @param call (enum FrFailedCall)
 */
public record FreertosQueueCallFailed(long ts, long queueId,
    FrFailedCall call) implements TimedEvent {
  public static final int ID = 0x2B;

  public static final String NAME = "queue_call_failed";

  public static final String GROUP = "freertos";

  public FreertosQueueCallFailed(long ts, long queueId, FrFailedCall call) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    Objects.requireNonNull(call, "call");
    this.ts = ts;
    this.queueId = queueId;
    this.call = call;
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
    return "FreertosQueueCallFailed[" + "ts=" + Long.toUnsignedString(ts) + ", queueId=" + queueId + ", call=" + call + "]";
  }
}

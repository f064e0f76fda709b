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
 * The running task's {@code call} ({@code FRFC_SEND} or {@code FRFC_RECEIVE}) on stream or message buffer {@code sb_id} moved no bytes, with no wait or after its wait ran out.
 *
 * <p>Event id 0x2C of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param sbId (u32, 0..2^32-1)
 * @param call (enum FrFailedCall)
 */
public record FreertosStreamBufferCallFailed(long ts, long sbId,
    FrFailedCall call) implements TimedEvent {
  public static final int ID = 0x2C;

  public static final String NAME = "stream_buffer_call_failed";

  public static final String GROUP = "freertos";

  public FreertosStreamBufferCallFailed(long ts, long sbId, FrFailedCall call) {
    if (sbId < 0 || sbId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("sbId is out of u32 range: " + sbId);
    }
    Objects.requireNonNull(call, "call");
    this.ts = ts;
    this.sbId = sbId;
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
    return "FreertosStreamBufferCallFailed[" + "ts=" + Long.toUnsignedString(ts) + ", sbId=" + sbId + ", call=" + call + "]";
  }
}

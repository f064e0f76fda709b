// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Buffer {@code sb_id} was deleted.
 *
 * <p>Event id 0x17 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param sbId (u32, 0..2^32-1)
 */
public record FreertosStreamBufferDeleted(long ts, long sbId) implements TimedEvent {
  public static final int ID = 0x17;

  public static final String NAME = "stream_buffer_deleted";

  public static final String GROUP = "freertos";

  public FreertosStreamBufferDeleted(long ts, long sbId) {
    if (sbId < 0 || sbId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("sbId is out of u32 range: " + sbId);
    }
    this.ts = ts;
    this.sbId = sbId;
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
    return "FreertosStreamBufferDeleted[" + "ts=" + Long.toUnsignedString(ts) + ", sbId=" + sbId + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The events that follow in a shared stream come from core {@code core_id}.
 *
 * <p>Event id 0x00 of group {@code base}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param coreId (u32, 0..2^32-1)
 */
public record CoreId(long ts, long coreId) implements TimedEvent {
  public static final int ID = 0x00;

  public static final String NAME = "core_id";

  public static final String GROUP = "base";

  public CoreId(long ts, long coreId) {
    if (coreId < 0 || coreId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("coreId is out of u32 range: " + coreId);
    }
    this.ts = ts;
    this.coreId = coreId;
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
    return "CoreId[" + "ts=" + Long.toUnsignedString(ts) + ", coreId=" + coreId + "]";
  }
}

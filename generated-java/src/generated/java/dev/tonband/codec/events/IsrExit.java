// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Interrupt {@code isr_id} finished.
 *
 * <p>Event id 0x05 of group {@code base}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param isrId (u32, 0..2^32-1)
 */
public record IsrExit(long ts, long isrId) implements TimedEvent {
  public static final int ID = 0x05;

  public static final String NAME = "isr_exit";

  public static final String GROUP = "base";

  public IsrExit(long ts, long isrId) {
    if (isrId < 0 || isrId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("isrId is out of u32 range: " + isrId);
    }
    this.ts = ts;
    this.isrId = isrId;
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
    return "IsrExit[" + "ts=" + Long.toUnsignedString(ts) + ", isrId=" + isrId + "]";
  }
}

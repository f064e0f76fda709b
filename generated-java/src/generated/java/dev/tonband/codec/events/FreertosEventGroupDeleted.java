// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Event group {@code eg_id} was deleted.
 *
 * <p>Event id 0x1D of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param egId (u32, 0..2^32-1)
 */
public record FreertosEventGroupDeleted(long ts, long egId) implements TimedEvent {
  public static final int ID = 0x1D;

  public static final String NAME = "event_group_deleted";

  public static final String GROUP = "freertos";

  public FreertosEventGroupDeleted(long ts, long egId) {
    if (egId < 0 || egId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("egId is out of u32 range: " + egId);
    }
    this.ts = ts;
    this.egId = egId;
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
    return "FreertosEventGroupDeleted[" + "ts=" + Long.toUnsignedString(ts) + ", egId=" + egId + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Value marker {@code valmarker_id} now holds {@code val}.
 *
 * <p>Event id 0x0B of group {@code base}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param valmarkerId (u32, 0..2^32-1)
 * @param val (s64)
 */
public record Valmarker(long ts, long valmarkerId, long val) implements TimedEvent {
  public static final int ID = 0x0B;

  public static final String NAME = "valmarker";

  public static final String GROUP = "base";

  public Valmarker(long ts, long valmarkerId, long val) {
    if (valmarkerId < 0 || valmarkerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("valmarkerId is out of u32 range: " + valmarkerId);
    }
    this.ts = ts;
    this.valmarkerId = valmarkerId;
    this.val = val;
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
    return "Valmarker[" + "ts=" + Long.toUnsignedString(ts) + ", valmarkerId=" + valmarkerId + ", val=" + val + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Cumulative number of events the tracer had to drop on this core.
 *
 * <p>Event id 0x01 of group {@code base}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param cnt (u32, 0..2^32-1)
 */
public record DroppedEvtCnt(long ts, long cnt) implements TimedEvent {
  public static final int ID = 0x01;

  public static final String NAME = "dropped_evt_cnt";

  public static final String GROUP = "base";

  public DroppedEvtCnt(long ts, long cnt) {
    if (cnt < 0 || cnt > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("cnt is out of u32 range: " + cnt);
    }
    this.ts = ts;
    this.cnt = cnt;
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
    return "DroppedEvtCnt[" + "ts=" + Long.toUnsignedString(ts) + ", cnt=" + cnt + "]";
  }
}

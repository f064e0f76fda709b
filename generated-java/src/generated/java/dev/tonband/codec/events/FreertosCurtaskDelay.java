// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task blocks for {@code ticks} kernel ticks.
 *
 * <p>Event id 0x59 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param ticks (u32, 0..2^32-1)
 */
public record FreertosCurtaskDelay(long ts, long ticks) implements TimedEvent {
  public static final int ID = 0x59;

  public static final String NAME = "curtask_delay";

  public static final String GROUP = "freertos";

  public FreertosCurtaskDelay(long ts, long ticks) {
    if (ticks < 0 || ticks > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("ticks is out of u32 range: " + ticks);
    }
    this.ts = ts;
    this.ticks = ticks;
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
    return "FreertosCurtaskDelay[" + "ts=" + Long.toUnsignedString(ts) + ", ticks=" + ticks + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task blocks until kernel tick {@code time_to_wake}.
 *
 * <p>Event id 0x5A of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param timeToWake (u32, 0..2^32-1)
 */
public record FreertosCurtaskDelayUntil(long ts, long timeToWake) implements TimedEvent {
  public static final int ID = 0x5A;

  public static final String NAME = "curtask_delay_until";

  public static final String GROUP = "freertos";

  public FreertosCurtaskDelayUntil(long ts, long timeToWake) {
    if (timeToWake < 0 || timeToWake > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("timeToWake is out of u32 range: " + timeToWake);
    }
    this.ts = ts;
    this.timeToWake = timeToWake;
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
    return "FreertosCurtaskDelayUntil[" + "ts=" + Long.toUnsignedString(ts) + ", timeToWake=" + timeToWake + "]";
  }
}

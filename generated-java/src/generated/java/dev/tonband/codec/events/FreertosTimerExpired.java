// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Software timer {@code timer_id} expired; the timer service task runs its callback.
 *
 * <p>Event id 0x23 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param timerId (u32, 0..2^32-1)
 */
public record FreertosTimerExpired(long ts, long timerId) implements TimedEvent {
  public static final int ID = 0x23;

  public static final String NAME = "timer_expired";

  public static final String GROUP = "freertos";

  public FreertosTimerExpired(long ts, long timerId) {
    if (timerId < 0 || timerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("timerId is out of u32 range: " + timerId);
    }
    this.ts = ts;
    this.timerId = timerId;
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
    return "FreertosTimerExpired[" + "ts=" + Long.toUnsignedString(ts) + ", timerId=" + timerId + "]";
  }
}

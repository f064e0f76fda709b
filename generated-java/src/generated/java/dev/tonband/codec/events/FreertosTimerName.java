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
 * Names software timer {@code timer_id}.
 *
 * <p>Event id 0x22 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param timerId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record FreertosTimerName(long timerId, String name) implements MetadataEvent {
  public static final int ID = 0x22;

  public static final String NAME = "timer_name";

  public static final String GROUP = "freertos";

  public FreertosTimerName(long timerId, String name) {
    if (timerId < 0 || timerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("timerId is out of u32 range: " + timerId);
    }
    Objects.requireNonNull(name, "name");
    this.timerId = timerId;
    this.name = name;
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
    return "FreertosTimerName[" + "timerId=" + timerId + ", name=" + name + "]";
  }
}

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
 * A log message of severity {@code level}.
 *
 * <p>Event id 0x82 of group {@code demo}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param level (u8, 0..255)
 * @param text (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record DemoLogLine(long ts, int level, String text) implements TimedEvent {
  public static final int ID = 0x82;

  public static final String NAME = "log_line";

  public static final String GROUP = "demo";

  public DemoLogLine(long ts, int level, String text) {
    if (level < 0 || level > 0xFF) {
      throw new IllegalArgumentException("level is out of u8 range: " + level);
    }
    Objects.requireNonNull(text, "text");
    this.ts = ts;
    this.level = level;
    this.text = text;
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
    return "DemoLogLine[" + "ts=" + Long.toUnsignedString(ts) + ", level=" + level + ", text=" + text + "]";
  }
}

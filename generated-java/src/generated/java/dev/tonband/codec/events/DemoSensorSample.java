// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Sensor {@code sensor} measured {@code value}; {@code raw} and {@code quality} are sent when known.
 *
 * <p>Event id 0x80 of group {@code demo}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param sensor (u8, 0..255)
 * @param value (s64)
 * @param raw (u32, 0..2^32-1), empty when the frame omits it
 * @param quality (u8, 0..255), empty when the frame omits it
 */
public record DemoSensorSample(long ts, int sensor, long value, OptionalLong raw,
    OptionalInt quality) implements TimedEvent {
  public static final int ID = 0x80;

  public static final String NAME = "sensor_sample";

  public static final String GROUP = "demo";

  public DemoSensorSample(long ts, int sensor, long value, OptionalLong raw, OptionalInt quality) {
    if (sensor < 0 || sensor > 0xFF) {
      throw new IllegalArgumentException("sensor is out of u8 range: " + sensor);
    }
    Objects.requireNonNull(raw, "raw");
    Objects.requireNonNull(quality, "quality");
    this.ts = ts;
    this.sensor = sensor;
    this.value = value;
    this.raw = raw;
    this.quality = quality;
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
    return "DemoSensorSample[" + "ts=" + Long.toUnsignedString(ts) + ", sensor=" + sensor + ", value=" + value + ", raw=" + (raw.isPresent() ? String.valueOf(raw.getAsLong()) : "absent") + ", quality=" + (quality.isPresent() ? String.valueOf(quality.getAsInt()) : "absent") + "]";
  }
}

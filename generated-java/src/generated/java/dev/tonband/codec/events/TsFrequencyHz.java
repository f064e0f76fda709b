// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Timestamp ticks per second: the exact clock, for one whose tick is no whole number of nanoseconds (a tick at 120 MHz lasts 8.333 ns). Tools prefer it to {@code ts_resolution_ns}, which the runtime sends as well, rounded, for tools that know no other.
 *
 * <p>Event id 0x27 of group {@code base}; a metadata event (no timestamp).
 *
 * @param hz (u64: unsigned, read with Long.toUnsignedString / Long.compareUnsigned)
 */
public record TsFrequencyHz(long hz) implements MetadataEvent {
  public static final int ID = 0x27;

  public static final String NAME = "ts_frequency_hz";

  public static final String GROUP = "base";

  public TsFrequencyHz(long hz) {
    this.hz = hz;
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
    return "TsFrequencyHz[" + "hz=" + Long.toUnsignedString(hz) + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task blocks waiting for a notification at index {@code index}.
 *
 * <p>Event id 0x20 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param index (u32, 0..2^32-1)
 */
public record FreertosCurtaskBlockOnNotify(long ts, long index) implements TimedEvent {
  public static final int ID = 0x20;

  public static final String NAME = "curtask_block_on_notify";

  public static final String GROUP = "freertos";

  public FreertosCurtaskBlockOnNotify(long ts, long index) {
    if (index < 0 || index > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("index is out of u32 range: " + index);
    }
    this.ts = ts;
    this.index = index;
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
    return "FreertosCurtaskBlockOnNotify[" + "ts=" + Long.toUnsignedString(ts) + ", index=" + index + "]";
  }
}

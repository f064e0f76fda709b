// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task blocks waiting for bits {@code bits} of event group {@code eg_id} (wait or sync).
 *
 * <p>Event id 0x1C of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param egId (u32, 0..2^32-1)
 * @param bits (u32, 0..2^32-1)
 */
public record FreertosCurtaskBlockOnEventGroup(long ts, long egId,
    long bits) implements TimedEvent {
  public static final int ID = 0x1C;

  public static final String NAME = "curtask_block_on_event_group";

  public static final String GROUP = "freertos";

  public FreertosCurtaskBlockOnEventGroup(long ts, long egId, long bits) {
    if (egId < 0 || egId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("egId is out of u32 range: " + egId);
    }
    if (bits < 0 || bits > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("bits is out of u32 range: " + bits);
    }
    this.ts = ts;
    this.egId = egId;
    this.bits = bits;
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
    return "FreertosCurtaskBlockOnEventGroup[" + "ts=" + Long.toUnsignedString(ts) + ", egId=" + egId + ", bits=" + bits + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Bits {@code bits} of event group {@code eg_id} were cleared; its bits are now {@code value}.
 *
 * <p>Event id 0x1B of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param egId (u32, 0..2^32-1)
 * @param bits (u32, 0..2^32-1)
 * @param value (u32, 0..2^32-1)
 */
public record FreertosEventGroupClearBits(long ts, long egId, long bits,
    long value) implements TimedEvent {
  public static final int ID = 0x1B;

  public static final String NAME = "event_group_clear_bits";

  public static final String GROUP = "freertos";

  public FreertosEventGroupClearBits(long ts, long egId, long bits, long value) {
    if (egId < 0 || egId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("egId is out of u32 range: " + egId);
    }
    if (bits < 0 || bits > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("bits is out of u32 range: " + bits);
    }
    if (value < 0 || value > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("value is out of u32 range: " + value);
    }
    this.ts = ts;
    this.egId = egId;
    this.bits = bits;
    this.value = value;
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
    return "FreertosEventGroupClearBits[" + "ts=" + Long.toUnsignedString(ts) + ", egId=" + egId + ", bits=" + bits + ", value=" + value + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * {@code bytes} bytes were written to buffer {@code sb_id}, which now holds {@code len_after} bytes.
 *
 * <p>Event id 0x10 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param sbId (u32, 0..2^32-1)
 * @param bytes (u32, 0..2^32-1)
 * @param lenAfter (u32, 0..2^32-1)
 */
public record FreertosStreamBufferSend(long ts, long sbId, long bytes,
    long lenAfter) implements TimedEvent {
  public static final int ID = 0x10;

  public static final String NAME = "stream_buffer_send";

  public static final String GROUP = "freertos";

  public FreertosStreamBufferSend(long ts, long sbId, long bytes, long lenAfter) {
    if (sbId < 0 || sbId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("sbId is out of u32 range: " + sbId);
    }
    if (bytes < 0 || bytes > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("bytes is out of u32 range: " + bytes);
    }
    if (lenAfter < 0 || lenAfter > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("lenAfter is out of u32 range: " + lenAfter);
    }
    this.ts = ts;
    this.sbId = sbId;
    this.bytes = bytes;
    this.lenAfter = lenAfter;
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
    return "FreertosStreamBufferSend[" + "ts=" + Long.toUnsignedString(ts) + ", sbId=" + sbId + ", bytes=" + bytes + ", lenAfter=" + lenAfter + "]";
  }
}

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
 * Names stream or message buffer {@code sb_id}.
 *
 * <p>Event id 0x0F of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param sbId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record FreertosStreamBufferName(long sbId, String name) implements MetadataEvent {
  public static final int ID = 0x0F;

  public static final String NAME = "stream_buffer_name";

  public static final String GROUP = "freertos";

  public FreertosStreamBufferName(long sbId, String name) {
    if (sbId < 0 || sbId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("sbId is out of u32 range: " + sbId);
    }
    Objects.requireNonNull(name, "name");
    this.sbId = sbId;
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
    return "FreertosStreamBufferName[" + "sbId=" + sbId + ", name=" + name + "]";
  }
}

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
 * Names event group {@code eg_id}.
 *
 * <p>Event id 0x19 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param egId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record FreertosEventGroupName(long egId, String name) implements MetadataEvent {
  public static final int ID = 0x19;

  public static final String NAME = "event_group_name";

  public static final String GROUP = "freertos";

  public FreertosEventGroupName(long egId, String name) {
    if (egId < 0 || egId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("egId is out of u32 range: " + egId);
    }
    Objects.requireNonNull(name, "name");
    this.egId = egId;
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
    return "FreertosEventGroupName[" + "egId=" + egId + ", name=" + name + "]";
  }
}

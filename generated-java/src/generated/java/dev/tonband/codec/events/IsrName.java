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
 * Names interrupt {@code isr_id}.
 *
 * <p>Event id 0x03 of group {@code base}; a metadata event (no timestamp).
 *
 * @param isrId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record IsrName(long isrId, String name) implements MetadataEvent {
  public static final int ID = 0x03;

  public static final String NAME = "isr_name";

  public static final String GROUP = "base";

  public IsrName(long isrId, String name) {
    if (isrId < 0 || isrId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("isrId is out of u32 range: " + isrId);
    }
    Objects.requireNonNull(name, "name");
    this.isrId = isrId;
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
    return "IsrName[" + "isrId=" + isrId + ", name=" + name + "]";
  }
}

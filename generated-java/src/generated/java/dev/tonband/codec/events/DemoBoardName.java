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
 * Names the board the firmware runs on.
 *
 * <p>Event id 0x83 of group {@code demo}; a metadata event (no timestamp).
 *
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record DemoBoardName(String name) implements MetadataEvent {
  public static final int ID = 0x83;

  public static final String NAME = "board_name";

  public static final String GROUP = "demo";

  public DemoBoardName(String name) {
    Objects.requireNonNull(name, "name");
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
    return "DemoBoardName[" + "name=" + name + "]";
  }
}

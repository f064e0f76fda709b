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
 * Names value marker {@code valmarker_id}, local to task {@code task_id}.
 *
 * <p>Event id 0x7E of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param valmarkerId (u32, 0..2^32-1)
 * @param taskId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record FreertosTaskValmarkerName(long valmarkerId, long taskId,
    String name) implements MetadataEvent {
  public static final int ID = 0x7E;

  public static final String NAME = "task_valmarker_name";

  public static final String GROUP = "freertos";

  public FreertosTaskValmarkerName(long valmarkerId, long taskId, String name) {
    if (valmarkerId < 0 || valmarkerId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("valmarkerId is out of u32 range: " + valmarkerId);
    }
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    Objects.requireNonNull(name, "name");
    this.valmarkerId = valmarkerId;
    this.taskId = taskId;
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
    return "FreertosTaskValmarkerName[" + "valmarkerId=" + valmarkerId + ", taskId=" + taskId + ", name=" + name + "]";
  }
}

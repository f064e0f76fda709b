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
 * Names queue {@code queue_id}.
 *
 * <p>Event id 0x64 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param queueId (u32, 0..2^32-1)
 * @param name (str, decoded as UTF-8 (malformed bytes become U+FFFD))
 */
public record FreertosQueueName(long queueId, String name) implements MetadataEvent {
  public static final int ID = 0x64;

  public static final String NAME = "queue_name";

  public static final String GROUP = "freertos";

  public FreertosQueueName(long queueId, String name) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    Objects.requireNonNull(name, "name");
    this.queueId = queueId;
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
    return "FreertosQueueName[" + "queueId=" + queueId + ", name=" + name + "]";
  }
}

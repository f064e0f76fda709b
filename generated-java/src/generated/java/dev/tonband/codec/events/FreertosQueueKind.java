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
 * Queue {@code queue_id} is used as {@code kind} (queue, semaphore, mutex, ...).
 *
 * <p>Event id 0x65 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param queueId (u32, 0..2^32-1)
 * @param kind (enum FrQueueKind)
 */
public record FreertosQueueKind(long queueId, FrQueueKind kind) implements MetadataEvent {
  public static final int ID = 0x65;

  public static final String NAME = "queue_kind";

  public static final String GROUP = "freertos";

  public FreertosQueueKind(long queueId, FrQueueKind kind) {
    if (queueId < 0 || queueId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("queueId is out of u32 range: " + queueId);
    }
    Objects.requireNonNull(kind, "kind");
    this.queueId = queueId;
    this.kind = kind;
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
    return "FreertosQueueKind[" + "queueId=" + queueId + ", kind=" + kind + "]";
  }
}

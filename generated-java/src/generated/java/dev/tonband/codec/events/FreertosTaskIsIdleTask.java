// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} is the idle task of core {@code core_id}.
 *
 * <p>Event id 0x60 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param taskId (u32, 0..2^32-1)
 * @param coreId (u32, 0..2^32-1)
 */
public record FreertosTaskIsIdleTask(long taskId, long coreId) implements MetadataEvent {
  public static final int ID = 0x60;

  public static final String NAME = "task_is_idle_task";

  public static final String GROUP = "freertos";

  public FreertosTaskIsIdleTask(long taskId, long coreId) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    if (coreId < 0 || coreId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("coreId is out of u32 range: " + coreId);
    }
    this.taskId = taskId;
    this.coreId = coreId;
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
    return "FreertosTaskIsIdleTask[" + "taskId=" + taskId + ", coreId=" + coreId + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} is the timer service task.
 *
 * <p>Event id 0x61 of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param taskId (u32, 0..2^32-1)
 */
public record FreertosTaskIsTimerTask(long taskId) implements MetadataEvent {
  public static final int ID = 0x61;

  public static final String NAME = "task_is_timer_task";

  public static final String GROUP = "freertos";

  public FreertosTaskIsTimerTask(long taskId) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    this.taskId = taskId;
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
    return "FreertosTaskIsTimerTask[" + "taskId=" + taskId + "]";
  }
}

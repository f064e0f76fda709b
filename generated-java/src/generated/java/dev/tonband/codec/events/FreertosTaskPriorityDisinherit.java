// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} returned to {@code priority} after releasing a mutex.
 *
 * <p>Event id 0x5D of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param taskId (u32, 0..2^32-1)
 * @param priority (u32, 0..2^32-1)
 */
public record FreertosTaskPriorityDisinherit(long ts, long taskId,
    long priority) implements TimedEvent {
  public static final int ID = 0x5D;

  public static final String NAME = "task_priority_disinherit";

  public static final String GROUP = "freertos";

  public FreertosTaskPriorityDisinherit(long ts, long taskId, long priority) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    if (priority < 0 || priority > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("priority is out of u32 range: " + priority);
    }
    this.ts = ts;
    this.taskId = taskId;
    this.priority = priority;
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
    return "FreertosTaskPriorityDisinherit[" + "ts=" + Long.toUnsignedString(ts) + ", taskId=" + taskId + ", priority=" + priority + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} received a direct-to-task notification at index {@code index}.
 *
 * <p>Event id 0x1E of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param taskId (u32, 0..2^32-1)
 * @param index (u32, 0..2^32-1)
 */
public record FreertosTaskNotify(long ts, long taskId, long index) implements TimedEvent {
  public static final int ID = 0x1E;

  public static final String NAME = "task_notify";

  public static final String GROUP = "freertos";

  public FreertosTaskNotify(long ts, long taskId, long index) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    if (index < 0 || index > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("index is out of u32 range: " + index);
    }
    this.ts = ts;
    this.taskId = taskId;
    this.index = index;
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
    return "FreertosTaskNotify[" + "ts=" + Long.toUnsignedString(ts) + ", taskId=" + taskId + ", index=" + index + "]";
  }
}

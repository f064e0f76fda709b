// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} was suspended.
 *
 * <p>Event id 0x58 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param taskId (u32, 0..2^32-1)
 */
public record FreertosTaskSuspended(long ts, long taskId) implements TimedEvent {
  public static final int ID = 0x58;

  public static final String NAME = "task_suspended";

  public static final String GROUP = "freertos";

  public FreertosTaskSuspended(long ts, long taskId) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    this.ts = ts;
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
    return "FreertosTaskSuspended[" + "ts=" + Long.toUnsignedString(ts) + ", taskId=" + taskId + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The least stack task {@code task_id} has had free since it was created, in bytes, as the kernel measures it from the fill pattern of its stack ({@code uxTaskGetStackHighWaterMark}): when the task is deleted, and when the firmware asks ({@code tband_freertos_task_stack_high_water}).
 *
 * <p>Event id 0x35 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param taskId (u32, 0..2^32-1)
 * @param freeMin (u32, 0..2^32-1)
 */
public record FreertosTaskStackHighWater(long ts, long taskId, long freeMin) implements TimedEvent {
  public static final int ID = 0x35;

  public static final String NAME = "task_stack_high_water";

  public static final String GROUP = "freertos";

  public FreertosTaskStackHighWater(long ts, long taskId, long freeMin) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    if (freeMin < 0 || freeMin > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("freeMin is out of u32 range: " + freeMin);
    }
    this.ts = ts;
    this.taskId = taskId;
    this.freeMin = freeMin;
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
    return "FreertosTaskStackHighWater[" + "ts=" + Long.toUnsignedString(ts) + ", taskId=" + taskId + ", freeMin=" + freeMin + "]";
  }
}

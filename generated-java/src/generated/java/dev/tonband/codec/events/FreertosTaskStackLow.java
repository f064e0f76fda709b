// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Task {@code task_id} was switched out with {@code free} bytes of stack left beyond its saved stack pointer, fewer than the tracer last traced for it: a new low ({@code traceTASK_SWITCHED_OUT}). The stream carries only new lows; the task's deepest point between two switches may lie deeper still (see {@code task_stack_high_water}).
 *
 * <p>Event id 0x34 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param taskId (u32, 0..2^32-1)
 * @param free (u32, 0..2^32-1)
 */
public record FreertosTaskStackLow(long ts, long taskId, long free) implements TimedEvent {
  public static final int ID = 0x34;

  public static final String NAME = "task_stack_low";

  public static final String GROUP = "freertos";

  public FreertosTaskStackLow(long ts, long taskId, long free) {
    if (taskId < 0 || taskId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("taskId is out of u32 range: " + taskId);
    }
    if (free < 0 || free > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("free is out of u32 range: " + free);
    }
    this.ts = ts;
    this.taskId = taskId;
    this.free = free;
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
    return "FreertosTaskStackLow[" + "ts=" + Long.toUnsignedString(ts) + ", taskId=" + taskId + ", free=" + free + "]";
  }
}

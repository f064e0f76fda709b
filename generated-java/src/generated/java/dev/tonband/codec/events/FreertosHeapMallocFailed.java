// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * An allocation from the FreeRTOS heap failed ({@code traceMALLOC} with no block); {@code size} is what the heap reports: the size wanted, header included, on FreeRTOS V10; 0 on V11.
 *
 * <p>Event id 0x2A of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param size (u32, 0..2^32-1)
 */
public record FreertosHeapMallocFailed(long ts, long size) implements TimedEvent {
  public static final int ID = 0x2A;

  public static final String NAME = "heap_malloc_failed";

  public static final String GROUP = "freertos";

  public FreertosHeapMallocFailed(long ts, long size) {
    if (size < 0 || size > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("size is out of u32 range: " + size);
    }
    this.ts = ts;
    this.size = size;
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
    return "FreertosHeapMallocFailed[" + "ts=" + Long.toUnsignedString(ts) + ", size=" + size + "]";
  }
}

// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The running task (or the code before the scheduler starts) got block {@code address} (its low 32 bits) of {@code size} bytes from the FreeRTOS heap, as the heap reports it to {@code traceMALLOC}: the block with its header and alignment (heap_4 and heap_5).
 *
 * <p>Event id 0x28 of group {@code freertos}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param address (u32, 0..2^32-1)
 * @param size (u32, 0..2^32-1)
 */
public record FreertosHeapMalloc(long ts, long address, long size) implements TimedEvent {
  public static final int ID = 0x28;

  public static final String NAME = "heap_malloc";

  public static final String GROUP = "freertos";

  public FreertosHeapMalloc(long ts, long address, long size) {
    if (address < 0 || address > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("address is out of u32 range: " + address);
    }
    if (size < 0 || size > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("size is out of u32 range: " + size);
    }
    this.ts = ts;
    this.address = address;
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
    return "FreertosHeapMalloc[" + "ts=" + Long.toUnsignedString(ts) + ", address=" + address + ", size=" + size + "]";
  }
}

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
 * Buffer {@code sb_id} is a stream or message buffer of {@code size} bytes (kept from its creation, even before tracing starts).
 *
 * <p>Event id 0x0E of group {@code freertos}; a metadata event (no timestamp).
 *
 * @param sbId (u32, 0..2^32-1)
 * @param kind (enum FrStreamBufferKind)
 * @param size (u32, 0..2^32-1)
 */
public record FreertosStreamBufferKind(long sbId, FrStreamBufferKind kind,
    long size) implements MetadataEvent {
  public static final int ID = 0x0E;

  public static final String NAME = "stream_buffer_kind";

  public static final String GROUP = "freertos";

  public FreertosStreamBufferKind(long sbId, FrStreamBufferKind kind, long size) {
    if (sbId < 0 || sbId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("sbId is out of u32 range: " + sbId);
    }
    Objects.requireNonNull(kind, "kind");
    if (size < 0 || size > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("size is out of u32 range: " + size);
    }
    this.sbId = sbId;
    this.kind = kind;
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
    return "FreertosStreamBufferKind[" + "sbId=" + sbId + ", kind=" + kind + ", size=" + size + "]";
  }
}

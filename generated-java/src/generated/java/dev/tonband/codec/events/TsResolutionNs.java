// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Nanoseconds per timestamp tick, to turn timestamps into time.
 *
 * <p>Event id 0x02 of group {@code base}; a metadata event (no timestamp).
 *
 * @param nsPerTs (u64: unsigned, read with Long.toUnsignedString / Long.compareUnsigned)
 */
public record TsResolutionNs(long nsPerTs) implements MetadataEvent {
  public static final int ID = 0x02;

  public static final String NAME = "ts_resolution_ns";

  public static final String GROUP = "base";

  public TsResolutionNs(long nsPerTs) {
    this.nsPerTs = nsPerTs;
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
    return "TsResolutionNs[" + "nsPerTs=" + Long.toUnsignedString(nsPerTs) + "]";
  }
}

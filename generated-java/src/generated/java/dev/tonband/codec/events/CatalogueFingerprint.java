// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The fingerprint of the catalogue the firmware was built from (a hash of every event's id, name and field layout), so that tools can tell whether they decode with the same catalogue.
 *
 * <p>Event id 0x26 of group {@code base}; a metadata event (no timestamp).
 *
 * @param fingerprint (u64: unsigned, read with Long.toUnsignedString / Long.compareUnsigned)
 */
public record CatalogueFingerprint(long fingerprint) implements MetadataEvent {
  public static final int ID = 0x26;

  public static final String NAME = "catalogue_fingerprint";

  public static final String GROUP = "base";

  public CatalogueFingerprint(long fingerprint) {
    this.fingerprint = fingerprint;
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
    return "CatalogueFingerprint[" + "fingerprint=" + Long.toUnsignedString(fingerprint) + "]";
  }
}

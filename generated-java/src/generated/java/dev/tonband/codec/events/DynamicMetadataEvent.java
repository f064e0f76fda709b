// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicEventType;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An event of a catalogue the tools were given at run time, decoded without a generated
 * record: {@code type} describes it, and {@code values} holds its fields in wire order (see
 * {@link DynamicEvent#values}).
 */
public record DynamicMetadataEvent(DynamicEventType type,
    List<Object> values) implements MetadataEvent, DynamicEvent {
  public DynamicMetadataEvent(DynamicEventType type, List<Object> values) {
    this.type = Objects.requireNonNull(type, "type");
    this.values = Objects.requireNonNull(values, "values");
  }

  @Override
  public int eventId() {
    return type.id();
  }

  @Override
  public String eventName() {
    return type.name();
  }

  @Override
  public String eventGroup() {
    return type.group();
  }

  /**
   * Like the record default, but values that are arrays compare by their elements.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof DynamicMetadataEvent that && type.equals(that.type)
            && Arrays.deepEquals(values.toArray(), that.values.toArray());
  }

  @Override
  public int hashCode() {
    return 31 * type.hashCode() + Arrays.deepHashCode(values.toArray());
  }
}

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
public record DynamicTimedEvent(DynamicEventType type, long ts,
    List<Object> values) implements TimedEvent, DynamicEvent {
  public DynamicTimedEvent(DynamicEventType type, long ts, List<Object> values) {
    this.type = Objects.requireNonNull(type, "type");
    this.ts = ts;
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
    return other instanceof DynamicTimedEvent that && type.equals(that.type) && ts == that.ts
            && Arrays.deepEquals(values.toArray(), that.values.toArray());
  }

  @Override
  public int hashCode() {
    return 31 * (31 * type.hashCode() + Long.hashCode(ts)) + Arrays.deepHashCode(values.toArray());
  }
}

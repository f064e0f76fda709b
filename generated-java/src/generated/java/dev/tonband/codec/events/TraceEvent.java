// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaInterfacesEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * A decoded trace event: one record per event of the catalogue.
 *
 * <p>The interface is sealed: on Java 21, a {@code switch} over the records with
 * patterns is checked to handle every event.
 */
public sealed interface TraceEvent permits TimedEvent, MetadataEvent {
  /**
   * The event's id byte.
   */
  int eventId();

  /**
   * The event's name in its catalogue group.
   */
  String eventName();

  /**
   * The event's catalogue group.
   */
  String eventGroup();
}

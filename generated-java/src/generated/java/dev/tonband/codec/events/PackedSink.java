// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaHandlerEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Takes each decoded event as primitives, to be stored in arrays and handed on without a
 * record per event ({@link PackedEvents} reads them back).
 */
@FunctionalInterface
public interface PackedSink {
  /**
   * One decoded event.
   *
   * @param id the event's id byte
   * @param timed whether the event is a {@link TimedEvent}
   * @param ticks its timestamp in ticks if it is timed, else 0
   * @param a its numeric fields and presence flags in catalogue order, unused words 0
   * @param b the second word
   * @param c the third word
   * @param ref its string field, or null; the event's record if it is not packed into words
   */
  void packed(int id, boolean timed, long ticks, long a, long b, long c, Object ref);
}

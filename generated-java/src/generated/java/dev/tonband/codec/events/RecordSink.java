// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaVisitorEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Takes each decoded event as its record, told what a consumer of millions of events would
 * otherwise ask each record for through an interface call that cannot be inlined: its id and,
 * for a timed event, its timestamp.
 */
@FunctionalInterface
public interface RecordSink {
  /**
   * @param id the event's id byte, as {@code event.eventId()}
   * @param timed whether the event is a {@link TimedEvent}
   * @param ts its timestamp in ticks if it is timed, else 0
   */
  void accept(TraceEvent event, int id, boolean timed, long ts);
}

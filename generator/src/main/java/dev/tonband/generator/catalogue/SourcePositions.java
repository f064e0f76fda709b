// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where parts of the model that carry no position of their own were written: an event's id, a
 * field's type and a misplaced max_length. Only the validator needs them, to point its messages at the exact place.
 */
final class SourcePositions {
  private final Map<Event, Position> ids = new IdentityHashMap<>();
  private final Map<Field, Position> types = new IdentityHashMap<>();
  private final Map<Field, Position> maxLengths = new IdentityHashMap<>();

  void id(Event event, Position position) {
    ids.put(event, position);
  }

  void type(Field field, Position position) {
    types.put(field, position);
  }

  /** A {@code max_length} given to a field whose type has none (the validator reports it). */
  void maxLength(Field field, Position position) {
    maxLengths.put(field, position);
  }

  /** The misplaced {@code max_length} key of a field, if it has one. */
  Optional<Position> maxLengthOf(Field field) {
    return Optional.ofNullable(maxLengths.get(field));
  }

  /** The {@code id} key of an event, or the event's name when it has none. */
  Position idOf(Event event) {
    return ids.getOrDefault(event, event.position());
  }

  /** The type of a field, or the field's name when it is not known. */
  Position typeOf(Field field) {
    return types.getOrDefault(field, field.position());
  }
}

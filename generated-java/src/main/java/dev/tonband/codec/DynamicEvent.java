// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.util.List;

/**
 * An event decoded at run time by a {@link DynamicDecoder}, from a catalogue the tools were given
 * rather than the one this codec was generated from: the generated {@code DynamicTimedEvent} and
 * {@code DynamicMetadataEvent}.
 */
public interface DynamicEvent {
  DynamicEventType type();

  /**
   * The field values in wire order, one per {@link DynamicEventType#fields()}: an Integer for a
   * u8, a Long for a u32, u64 (unsigned, held in a long) or s64, a {@link DynamicEnumValue} for an
   * enum, a String for a str; null for an optional field the frame left out. These are the
   * values a generated record holds, so both print alike.
   */
  List<Object> values();
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/**
 * One field of a catalogue event, as the catalogue declares it.
 *
 * @param name the field's catalogue name ({@code isr_id}), not its Java name
 * @param optional whether frames may omit it (an optional field, see docs/wire-format.md)
 * @param arrayLength N for a fixed array {@code T[N]} of {@code type}, 0 for a single value
 */
public record CatalogueField(String name, WireType type, boolean optional, int arrayLength) {
  /** A field holding a single value. */
  public CatalogueField(String name, WireType type, boolean optional) {
    this(name, type, optional, 0);
  }
}

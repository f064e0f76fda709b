// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.util.List;
import java.util.Objects;

/**
 * An event of a catalogue given at run time, described well enough to decode and show it without
 * a generated record.
 *
 * @param fields in wire order: required, optional, then the varlen string
 * @param presentation how Perfetto shows it (its {@code perfetto:} key), or null for the default
 */
public record DynamicEventType(
    int id, String group, String name, boolean metadata, List<DynamicField> fields, Presentation presentation) {

  public DynamicEventType {
    if (id < 0 || id > 0xFF) {
      throw new IllegalArgumentException("event ids are one byte: " + id);
    }
    Objects.requireNonNull(group, "group");
    Objects.requireNonNull(name, "name");
    fields = List.copyOf(fields);
  }
}

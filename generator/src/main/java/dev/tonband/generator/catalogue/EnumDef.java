// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.List;

/** A catalogue enum: named u8 values a field may take. */
public record EnumDef(String name, String description, List<EnumValue> values, Position position) {
  public EnumDef {
    values = List.copyOf(values);
  }

  /** One named value. */
  public record EnumValue(String name, int value, String description, Position position) {}
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.Objects;

/**
 * One field of a schema.
 *
 * @param optional whether each value is preceded by a presence byte (the {@code 0x80} modifier)
 */
public record FieldDef(String name, FieldType type, boolean optional) {
  public FieldDef {
    Dial9.checkName(Objects.requireNonNull(name, "name"));
    Objects.requireNonNull(type, "type");
  }

  public static FieldDef required(String name, FieldType type) {
    return new FieldDef(name, type, false);
  }

  public static FieldDef optional(String name, FieldType type) {
    return new FieldDef(name, type, true);
  }

  /** The {@code field_type} byte of the schema frame: the type's tag, plus 0x80 if optional. */
  public int typeByte() {
    return type.tag() | (optional ? Dial9.OPTIONAL_BIT : 0);
  }
}

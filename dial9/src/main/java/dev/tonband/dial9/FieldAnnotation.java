// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.Objects;

/**
 * One entry of a Schema Annotations frame: metadata attached to a schema's field, such as its unit
 * ({@code metrique.unit} = {@code microseconds}).
 *
 * @param fieldIndex index into the schema's fields, 0-based, as the frame states it (0..65535; the
 *     spec does not require it to name an existing field, so it is passed on as read)
 */
public record FieldAnnotation(int fieldIndex, String key, String value) {
  public FieldAnnotation {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(value, "value");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

/** One field of an event. {@code description} is empty when the catalogue gives none. */
public record Field(String name, FieldType type, String description, Position position) {}

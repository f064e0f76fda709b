// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

/** One problem in a catalogue, printed as {@code file:line:column: message}. */
public record CatalogueError(Position position, String message) {
  @Override
  public String toString() {
    return position + ": " + message;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

/** A dial9 value that cannot become the catalogue value its field calls for. */
final class MappingException extends Exception {
  private static final long serialVersionUID = 1L;

  MappingException(String message) {
    super(message);
  }
}

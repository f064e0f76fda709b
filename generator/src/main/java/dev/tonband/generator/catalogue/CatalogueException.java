// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.List;
import java.util.stream.Collectors;

/** Thrown when a catalogue has errors; carries all of them, in file order. */
public final class CatalogueException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient List<CatalogueError> errors;

  public CatalogueException(List<CatalogueError> errors) {
    super(errors.stream().map(CatalogueError::toString).collect(Collectors.joining("\n")));
    this.errors = List.copyOf(errors);
  }

  public List<CatalogueError> errors() {
    return errors;
  }

  /** {@code "3 errors in app-events.yaml"}, for the line after the errors. */
  public String count(String file) {
    return errors.size() + (errors.size() == 1 ? " error" : " errors") + " in " + file;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects every problem found in a catalogue, so that one run reports all of them. */
final class Diagnostics {
  private final List<CatalogueError> errors = new ArrayList<>();

  void error(Position position, String message) {
    errors.add(new CatalogueError(position, message));
  }

  boolean hasErrors() {
    return !errors.isEmpty();
  }

  /** The errors in file order, as a reader would fix them. */
  List<CatalogueError> sorted() {
    return errors.stream()
        .sorted(
            Comparator.comparing((CatalogueError e) -> e.position().file())
                .thenComparingInt(e -> e.position().line())
                .thenComparingInt(e -> e.position().column()))
        .toList();
  }
}

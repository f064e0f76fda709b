// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.List;
import java.util.NoSuchElementException;

/** The validated event catalogue: what every emitter turns into its output. */
public record Catalogue(String sourceName, List<EnumDef> enums, List<Group> groups) {
  public Catalogue {
    enums = List.copyOf(enums);
    groups = List.copyOf(groups);
  }

  /** Every event of every group, in catalogue order. */
  public List<Event> events() {
    return groups.stream().flatMap(g -> g.events().stream()).toList();
  }

  /** The catalogue's {@link Fingerprint}. */
  public long fingerprint() {
    return Fingerprint.of(this);
  }

  public EnumDef enumNamed(String name) {
    return enums.stream()
        .filter(e -> e.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new NoSuchElementException("no enum " + name));
  }
}

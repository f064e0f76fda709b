// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The catalogue this Tonband release was built from (its events.yaml, bundled in the generator),
 * and its built-in groups, which every team catalogue gets: the runtime and its ports trace
 * them, and the host tools model them.
 */
public final class ReleaseCatalogue {
  /** How messages name the bundled events.yaml. */
  public static final String NAME = "tonband:events.yaml";

  public static final String RESOURCE = "/dev/tonband/generator/events.yaml";

  private static final class Holder {
    static final Catalogue CATALOGUE = load();
  }

  private ReleaseCatalogue() {}

  /** The whole catalogue of the release, its example application group included. */
  public static Catalogue get() {
    return Holder.CATALOGUE;
  }

  /** The release's built-in groups and the enums they use: what a team catalogue is merged with. */
  public static Catalogue builtins() {
    Catalogue all = get();
    List<Group> groups = all.groups().stream().filter(Group::builtin).toList();
    Set<String> used = groups.stream()
        .flatMap(g -> g.events().stream())
        .flatMap(e -> e.fields().stream())
        .filter(f -> f.type().isEnum())
        .map(f -> f.type().enumName())
        .collect(Collectors.toSet());
    return new Catalogue(all.sourceName(), all.enums().stream().filter(e -> used.contains(e.name())).toList(), groups);
  }

  private static Catalogue load() {
    try (InputStream in = ReleaseCatalogue.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the generator");
      }
      return CatalogueLoader.load(NAME, in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (CatalogueException e) {
      throw new IllegalStateException("the catalogue bundled with Tonband is invalid:\n" + e.getMessage(), e);
    }
  }
}

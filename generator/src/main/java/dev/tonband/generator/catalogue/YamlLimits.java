// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.io.StringReader;
import java.util.HashSet;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;

/**
 * The limits SnakeYAML enforces while it builds the node tree, and where in the text one was
 * exceeded: SnakeYAML says only that it was.
 */
final class YamlLimits {
  /** Lists and mappings inside each other; a catalogue needs about 7. */
  static final int NESTING = 50;
  /** Aliases ({@code *name}) of lists and mappings: the bound against "billion laughs" inputs. */
  static final int COLLECTION_ALIASES = 50;

  private YamlLimits() {}

  /** What went over a limit, and where ({@code mark} is null when no place is known). */
  record Exceeded(Mark mark, String message) {}

  static LoaderOptions options() {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(true); // reported by Nodes with both positions
    options.setNestingDepthLimit(NESTING);
    options.setMaxAliasesForCollections(COLLECTION_ALIASES);
    // SourceText bounds the text in bytes already, which is never fewer than code points.
    options.setCodePointLimit(SourceText.MAX_BYTES + 1);
    return options;
  }

  /**
   * Finds the place where {@code text} exceeds the limit that {@code error} (thrown while
   * composing it) reports, by reading the text again as a stream of parser events.
   */
  static Exceeded locate(String text, YAMLException error) {
    String message = error.getMessage() == null ? "" : error.getMessage();
    if (message.startsWith("Nesting Depth exceeded")) {
      return new Exceeded(
          find(text, false),
          "lists and mappings nest more than " + NESTING + " deep here; a catalogue needs far fewer levels");
    }
    if (message.startsWith("Number of aliases")) {
      return new Exceeded(
          find(text, true),
          "more than " + COLLECTION_ALIASES + " aliases (*name) of lists or mappings; write the repeated parts out");
    }
    return new Exceeded(null, "YAML error: " + message);
  }

  /** The start of the first collection nested too deep, or of the alias past the limit. */
  private static Mark find(String text, boolean aliases) {
    Set<String> collectionAnchors = new HashSet<>();
    int depth = 0;
    int aliasCount = 0;
    try {
      for (Event event : new Yaml(options()).parse(new StringReader(text))) {
        if (event instanceof CollectionStartEvent start) {
          if (start.getAnchor() != null) {
            collectionAnchors.add(start.getAnchor());
          }
          if (++depth > NESTING && !aliases) {
            return event.getStartMark();
          }
        } else if (event instanceof CollectionEndEvent) {
          depth--;
        } else if (event instanceof AliasEvent alias && collectionAnchors.contains(alias.getAnchor())
            && ++aliasCount > COLLECTION_ALIASES && aliases) {
          return event.getStartMark();
        }
      }
    } catch (YAMLException e) {
      // A syntax error after the limit was exceeded: the place was not found before it.
    }
    return null;
  }
}

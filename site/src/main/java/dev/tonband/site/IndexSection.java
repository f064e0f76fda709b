// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.util.Map;
import org.commonmark.node.CustomBlock;

/**
 * A group or an event of the event index: the Markdown between its anchor and the next one,
 * rendered as a {@code <section>} that carries the anchor as its id and the catalogue's facts as
 * data attributes, for the page's filter.
 */
final class IndexSection extends CustomBlock {
  private final Map<String, String> attributes;

  IndexSection(Map<String, String> attributes) {
    this.attributes = Map.copyOf(attributes);
  }

  Map<String, String> attributes() {
    return attributes;
  }
}

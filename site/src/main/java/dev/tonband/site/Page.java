// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.util.List;
import org.commonmark.node.Document;

/**
 * A Markdown file of the repository that becomes one page of the site.
 *
 * @param source the file, relative to the repository root ({@code docs/firmware/backends.md})
 * @param document its parsed Markdown, with links already pointing at site files
 * @param title the text of its first level-1 heading
 * @param linkedPages the pages it links to, as sources, in the order the links appear
 */
record Page(String source, Document document, String title, List<String> linkedPages) {
  Page {
    linkedPages = List.copyOf(linkedPages);
  }

  /** The page's path in the site. */
  String target() {
    return SitePaths.target(source);
  }
}

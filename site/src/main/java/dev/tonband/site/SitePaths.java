// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.util.Locale;

/**
 * Where a repository file lands in the site, and links between site files. The site mirrors the
 * repository's layout, so a relative link between two Markdown files stays a relative link
 * between their pages: {@code docs/firmware/backends.md} is {@code docs/firmware/backends.html},
 * and a folder's {@code README.md} is that folder's {@code index.html}. Paths use '/' and are
 * relative to the repository root (sources) or the site root (targets).
 */
final class SitePaths {
  private SitePaths() {}

  static boolean isMarkdown(String path) {
    return path.toLowerCase(Locale.ROOT).endsWith(".md");
  }

  /** The site file a repository file becomes: a page for Markdown, the file itself otherwise. */
  static String target(String source) {
    if (!isMarkdown(source)) {
      return source;
    }
    String folder = folder(source);
    String name = source.substring(folder.length());
    if (name.equalsIgnoreCase("README.md")) {
      return folder + "index.html";
    }
    return folder + name.substring(0, name.length() - ".md".length()) + ".html";
  }

  /** The folder part of a path, with its trailing '/', or "" at the root. */
  static String folder(String path) {
    return path.substring(0, path.lastIndexOf('/') + 1);
  }

  /** The relative link from the page {@code from} to the file {@code to}, both site paths. */
  static String relative(String from, String to) {
    String[] fromParts = folder(from).split("/", -1);
    String[] toParts = to.split("/", -1);
    int common = 0;
    // Both arrays end with the name (or "" for a folder): compare folders only.
    while (common < fromParts.length - 1 && common < toParts.length - 1 && fromParts[common].equals(toParts[common])) {
      common++;
    }
    StringBuilder link = new StringBuilder();
    for (int i = common; i < fromParts.length - 1; i++) {
      link.append("../");
    }
    for (int i = common; i < toParts.length; i++) {
      link.append(toParts[i]);
      if (i < toParts.length - 1) {
        link.append('/');
      }
    }
    return link.toString();
  }

  /** The relative path from the page {@code page} up to the site root: "", "../", "../../". */
  static String toRoot(String page) {
    return "../".repeat((int) folder(page).chars().filter(c -> c == '/').count());
  }
}

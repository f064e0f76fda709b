// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The site's navigation, mirroring the repository's folders: the home page, then a section per
 * folder ({@code docs/} as "Guides", {@code docs/firmware/} as "Firmware", then folders outside
 * {@code docs/}). Nothing is listed by hand: every page is in its folder's section, in the order
 * the home page's links name them, and pages the home page does not link follow by file name.
 * Public, as are the records the page template reads, only because FreeMarker reads public types.
 */
public final class Navigation {
  /** A section: its title ("" for the home page's) and its pages in order. */
  record Section(String title, List<Page> pages) {}

  /** A link of the navigation as one page shows it. */
  public record Link(String title, String href, boolean current) {}

  /** A section as one page shows it. */
  public record Group(String title, List<Link> links) {}

  private final List<Section> sections;

  private Navigation(List<Section> sections) {
    this.sections = List.copyOf(sections);
  }

  static Navigation of(List<Page> pages) {
    Page home = pages.stream().filter(p -> p.source().equals(Sources.HOME)).findFirst().orElseThrow();
    List<String> order = home.linkedPages();
    Comparator<Page> byHomeLinks =
        Comparator.comparingInt((Page p) -> p == home ? -1 : rank(order, p.source())).thenComparing(Page::source);
    Map<String, List<Page>> byFolder = new TreeMap<>(Comparator.comparing(Navigation::folderRank).thenComparing(f -> f));
    for (Page page : pages) {
      byFolder.computeIfAbsent(SitePaths.folder(page.source()), f -> new ArrayList<>()).add(page);
    }
    List<Section> sections = new ArrayList<>();
    byFolder.forEach((folder, folderPages) -> {
      folderPages.sort(byHomeLinks);
      sections.add(new Section(title(folder), folderPages));
    });
    return new Navigation(sections);
  }

  /** The navigation as the page {@code current} shows it, with links relative to it. */
  List<Group> from(Page current) {
    List<Group> groups = new ArrayList<>();
    for (Section section : sections) {
      List<Link> links = new ArrayList<>();
      for (Page page : section.pages()) {
        String title = page.source().equals(Sources.HOME) ? "Home" : page.title();
        links.add(new Link(title, SitePaths.relative(current.target(), page.target()), page == current));
      }
      groups.add(new Group(section.title(), links));
    }
    return groups;
  }

  private static int rank(List<String> order, String source) {
    int index = order.indexOf(source);
    return index < 0 ? Integer.MAX_VALUE : index;
  }

  /** The root first, then docs/ and its folders, then the rest. */
  private static int folderRank(String folder) {
    return folder.isEmpty() ? 0 : folder.startsWith(Sources.DOCS) ? 1 : 2;
  }

  private static String title(String folder) {
    if (folder.isEmpty()) {
      return "";
    }
    if (folder.equals(Sources.DOCS)) {
      return "Guides";
    }
    String name = folder.substring(folder.lastIndexOf('/', folder.length() - 2) + 1, folder.length() - 1);
    return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
  }
}

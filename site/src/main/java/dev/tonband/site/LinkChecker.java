// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Checks a built site as a browser would follow it: every link within the site leads to a file
 * that exists and, when it names an anchor, to an element with that id; no id is used twice on a
 * page; and nothing a page loads (scripts, styles, images, fonts) comes from the network.
 */
final class LinkChecker {
  /** A link of {@code page} (a path in the site) that does not resolve, and why. */
  record Problem(String page, String link, String reason) {
    @Override
    public String toString() {
      return page + ": '" + link + "': " + reason;
    }
  }

  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
  private static final Pattern CSS_URL = Pattern.compile("(?:url\\(\\s*['\"]?|@import\\s+['\"])([^'\")\\s]+)");
  private static final String LOADED = "link[href], script[src], img[src], iframe[src], source[src], video[src], audio[src], embed[src]";

  private final Path site;
  /** The ids of every page, by file. */
  private final Map<Path, Set<String>> ids = new HashMap<>();
  private final List<Problem> problems = new ArrayList<>();

  private LinkChecker(Path site) {
    this.site = site.toAbsolutePath().normalize();
  }

  static List<Problem> check(Path site) throws IOException {
    LinkChecker checker = new LinkChecker(site);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(checker.site)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    Map<Path, Document> pages = new HashMap<>();
    for (Path file : files) {
      if (file.getFileName().toString().endsWith(".html")) {
        Document page = Jsoup.parse(file.toFile(), "UTF-8");
        pages.put(file, page);
        checker.ids.put(file, ids(page));
      }
    }
    for (Path file : files) {
      if (pages.containsKey(file)) {
        checker.checkPage(file, pages.get(file));
      } else if (file.getFileName().toString().endsWith(".css")) {
        checker.checkStyle(file);
      }
    }
    return List.copyOf(checker.problems);
  }

  private void checkPage(Path file, Document page) throws IOException {
    Map<String, Integer> counts = new HashMap<>();
    page.select("[id]").forEach(e -> counts.merge(e.id(), 1, Integer::sum));
    counts.forEach((id, n) -> {
      if (n > 1) {
        problems.add(new Problem(name(file), "#" + id, "the id is used " + n + " times on the page"));
      }
    });
    for (Element link : page.select("a[href], area[href]")) {
      String href = link.attr("href");
      if (!isExternal(href)) {
        checkLink(file, href);
      }
    }
    for (Element loaded : page.select(LOADED)) {
      String url = loaded.hasAttr("src") ? loaded.attr("src") : loaded.attr("href");
      if (isExternal(url)) {
        problems.add(new Problem(name(file), url, "loads from the network; bundle it into the site"));
      } else if (!url.startsWith("data:")) {
        checkLink(file, url);
      }
    }
  }

  private void checkStyle(Path file) throws IOException {
    Matcher m = CSS_URL.matcher(Files.readString(file, StandardCharsets.UTF_8));
    while (m.find()) {
      String url = m.group(1);
      if (isExternal(url)) {
        problems.add(new Problem(name(file), url, "loads from the network; bundle it into the site"));
      } else if (!url.startsWith("data:")) {
        checkLink(file, url);
      }
    }
  }

  private void checkLink(Path from, String href) throws IOException {
    int hash = href.indexOf('#');
    String path = hash < 0 ? href : href.substring(0, hash);
    String fragment = hash < 0 ? "" : URLDecoder.decode(href.substring(hash + 1).replace("+", "%2B"), StandardCharsets.UTF_8);
    int query = path.indexOf('?');
    path = URLDecoder.decode((query < 0 ? path : path.substring(0, query)).replace("+", "%2B"), StandardCharsets.UTF_8);
    Path target = path.isEmpty() ? from : from.getParent().resolve(path).normalize();
    if (path.startsWith("/") || !target.startsWith(site)) {
      problems.add(new Problem(name(from), href, "leads out of the site; link relative to the page"));
      return;
    }
    if (Files.isDirectory(target)) {
      target = target.resolve("index.html");
    }
    if (!Files.isRegularFile(target)) {
      problems.add(new Problem(name(from), href, "no such file " + name(target)));
      return;
    }
    if (!fragment.isEmpty() && !ids.getOrDefault(target, Set.of()).contains(fragment)) {
      problems.add(new Problem(name(from), href, "no element with id '" + fragment + "' in " + name(target)));
    }
  }

  /** What a link's fragment can name: an element's id, or an old-style {@code <a name>}. */
  private static Set<String> ids(Document page) {
    Set<String> found = new HashSet<>(page.select("[id]").eachAttr("id"));
    found.addAll(page.select("a[name]").eachAttr("name"));
    return found;
  }

  private static boolean isExternal(String url) {
    return url.startsWith("//") || (SCHEME.matcher(url).find() && !url.startsWith("data:"));
  }

  private String name(Path file) {
    return site.relativize(file).toString().replace('\\', '/');
  }
}

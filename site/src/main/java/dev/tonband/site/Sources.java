// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * Reads the site's sources: {@code README.md} (the home page), every Markdown file under {@code
 * docs/}, and every other Markdown file of the repository those pages link to. Relative links are
 * rewritten to the site files they become; repository files that are not Markdown and are linked
 * from a page (such as {@code events.yaml}) are published as they are.
 */
final class Sources {
  static final String HOME = "README.md";
  static final String DOCS = "docs/";

  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
  private static final Parser PARSER =
      Parser.builder()
          .extensions(List.of(TablesExtension.create()))
          .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
          .build();

  /**
   * What the site is made of.
   *
   * @param pages every page, the home page first, then in the order they were found
   * @param files repository files other than Markdown that pages link to
   * @param problems links that lead nowhere, as {@code file:line: message}
   */
  record Result(List<Page> pages, SortedSet<String> files, List<String> problems) {}

  private final Path root;
  private final Map<String, Page> pages = new LinkedHashMap<>();
  private final Deque<String> queue = new ArrayDeque<>();
  private final SortedSet<String> files = new TreeSet<>();
  private final List<String> problems = new ArrayList<>();

  private Sources(Path root) {
    this.root = root;
  }

  static Result read(Path root) throws IOException {
    Sources sources = new Sources(root);
    sources.queue.add(HOME);
    try (Stream<Path> walk = Files.walk(root.resolve(DOCS))) {
      walk.filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/'))
          .filter(SitePaths::isMarkdown)
          .sorted()
          .forEach(sources.queue::add);
    }
    while (!sources.queue.isEmpty()) {
      String source = sources.queue.remove();
      if (!sources.pages.containsKey(source)) {
        sources.pages.put(source, sources.page(source));
      }
    }
    return new Result(List.copyOf(sources.pages.values()), sources.files, sources.problems);
  }

  private Page page(String source) throws IOException {
    Document document = (Document) PARSER.parse(Files.readString(root.resolve(source), StandardCharsets.UTF_8));
    List<String> linked = new ArrayList<>();
    document.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Link link) {
            link.setDestination(rewrite(source, link, link.getDestination(), linked));
            visitChildren(link);
          }

          @Override
          public void visit(Image image) {
            image.setDestination(rewrite(source, image, image.getDestination(), linked));
          }
        });
    String title = title(document);
    if (title == null) {
      problems.add(source + ":1: no level-1 heading ('# Title') to name the page by");
      title = source;
    }
    return new Page(source, document, title, linked);
  }

  /** The link's destination in the site; records the page or file it needs. */
  private String rewrite(String source, Node node, String destination, List<String> linked) {
    if (destination.isEmpty() || destination.startsWith("#") || destination.startsWith("//")
        || SCHEME.matcher(destination).find()) {
      return destination;
    }
    int hash = destination.indexOf('#');
    String fragment = hash < 0 ? "" : destination.substring(hash);
    String path = URLDecoder.decode(
        (hash < 0 ? destination : destination.substring(0, hash)).replace("+", "%2B"), StandardCharsets.UTF_8);
    String where = source + ":" + line(node) + ": link to '" + destination + "': ";
    if (path.startsWith("/")) {
      problems.add(where + "an absolute path; write it relative to " + source);
      return destination;
    }
    Path file = root.resolve(SitePaths.folder(source)).resolve(path).normalize();
    if (!file.startsWith(root)) {
      problems.add(where + "leads out of the repository");
      return destination;
    }
    if (Files.isDirectory(file) && Files.isRegularFile(file.resolve(HOME))) {
      file = file.resolve(HOME);
    }
    if (!Files.isRegularFile(file)) {
      problems.add(where + (Files.isDirectory(file) ? "a folder without a README.md" : "no such file"));
      return destination;
    }
    String linkedSource = root.relativize(file).toString().replace('\\', '/');
    if (SitePaths.isMarkdown(linkedSource)) {
      linked.add(linkedSource);
      queue.add(linkedSource);
    } else {
      files.add(linkedSource);
    }
    return SitePaths.relative(SitePaths.target(source), SitePaths.target(linkedSource)) + fragment;
  }

  private static int line(Node node) {
    return node.getSourceSpans().isEmpty() ? 1 : node.getSourceSpans().get(0).getLineIndex() + 1;
  }

  private static String title(Document document) {
    for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
      if (node instanceof Heading heading && heading.getLevel() == 1) {
        return plainText(heading);
      }
    }
    return null;
  }

  /** The text of a node as a reader sees it: code spans without their backticks, no markup. */
  static String plainText(Node node) {
    StringBuilder text = new StringBuilder();
    node.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Text t) {
            text.append(t.getLiteral());
          }

          @Override
          public void visit(Code code) {
            text.append(code.getLiteral());
          }
        });
    return text.toString();
  }
}

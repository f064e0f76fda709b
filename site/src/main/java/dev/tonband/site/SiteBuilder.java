// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;

/**
 * Builds the docs site: every page of {@link Sources}, the event index restructured by {@link
 * EventIndexSections}, the linked repository files and the {@link Assets}. The site is built
 * beside {@code out} and checked by {@link LinkChecker}; only a site without problems replaces
 * {@code out}, so a failed build leaves the previous site as it was.
 */
final class SiteBuilder {
  static final String CATALOGUE = "events.yaml";

  /** What a build did: the pages and other files it wrote, or the problems that stopped it. */
  record Result(int pages, int files, List<String> problems) {}

  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder()
          .extensions(List.of(TablesExtension.create(), HeadingAnchorExtension.create()))
          .nodeRendererFactory(IndexSectionRenderer::new)
          .build();

  private SiteBuilder() {}

  static Result build(Path root, Path out) throws IOException {
    root = root.toAbsolutePath().normalize();
    out = out.toAbsolutePath().normalize();
    Sources.Result sources = Sources.read(root);
    List<String> problems = new ArrayList<>(sources.problems());
    Page index = sources.pages().stream().filter(p -> p.source().equals(EventIndexSections.PAGE)).findFirst().orElse(null);
    Catalogue catalogue = null;
    if (index == null) {
      problems.add(EventIndexSections.PAGE + ": missing; run `mvn generate-sources` to generate the event index");
    } else {
      try {
        // Named as the generator names it, relative to the root: the index says which file it came from.
        catalogue = CatalogueLoader.load(CATALOGUE, Files.readString(root.resolve(CATALOGUE), StandardCharsets.UTF_8));
        problems.addAll(EventIndexSections.apply(index.document(), catalogue));
      } catch (CatalogueException e) {
        e.errors().stream().map(CatalogueError::toString).forEach(problems::add);
      }
    }
    if (!problems.isEmpty()) {
      return new Result(0, 0, problems);
    }

    Files.createDirectories(out.getParent());
    Path staging = Files.createTempDirectory(out.getParent(), "." + out.getFileName() + "-");
    try {
      Navigation navigation = Navigation.of(sources.pages());
      Layout layout = new Layout();
      Map<String, String> sourceOf = new HashMap<>();
      for (Page page : sources.pages()) {
        sourceOf.put(page.target(), page.source());
        write(staging.resolve(page.target()), render(layout, navigation, page, page == index ? catalogue : null));
      }
      for (String file : sources.files()) {
        Path target = staging.resolve(SitePaths.target(file));
        Files.createDirectories(target.getParent());
        Files.copy(root.resolve(file), target);
      }
      Assets.copy(staging);
      for (LinkChecker.Problem problem : LinkChecker.check(staging)) {
        String source = sourceOf.get(problem.page());
        problems.add((source == null ? "" : source + " -> ") + problem);
      }
      if (!problems.isEmpty()) {
        return new Result(0, 0, problems);
      }
      replace(out, staging);
      return new Result(sources.pages().size(), sources.files().size(), List.of());
    } finally {
      deleteTree(staging);
    }
  }

  private static String render(Layout layout, Navigation navigation, Page page, Catalogue catalogue) throws IOException {
    String content = RENDERER.render(page.document());
    List<Layout.Heading> toc =
        Jsoup.parseBodyFragment(content).select("h2[id]").stream()
            .map(h -> new Layout.Heading(h.id(), h.text()))
            .toList();
    Map<String, Object> model = new HashMap<>();
    model.put("title", page.title());
    model.put("root", SitePaths.toRoot(page.target()));
    model.put("nav", navigation.from(page));
    model.put("toc", toc);
    model.put("content", content);
    model.put("languages", Assets.EXTRA_LANGUAGES);
    if (catalogue != null) {
      model.put("eventCount", catalogue.events().size());
    }
    return layout.render(model);
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  /** Puts the staged site in place of {@code out}; the old site goes only once the new one is there. */
  private static void replace(Path out, Path staging) throws IOException {
    Path old = null;
    if (Files.exists(out)) {
      old = Files.createTempDirectory(out.getParent(), "." + out.getFileName() + "-old-");
      Files.move(out, old.resolve("site"));
    }
    Files.move(staging, out, StandardCopyOption.ATOMIC_MOVE);
    if (old != null) {
      deleteTree(old);
    }
  }

  private static void deleteTree(Path tree) throws IOException {
    if (!Files.exists(tree)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(tree)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}

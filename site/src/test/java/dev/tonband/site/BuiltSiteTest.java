// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The site this checkout publishes, as the build wrote it to {@code target/site}. */
class BuiltSiteTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", "..")).toAbsolutePath().normalize();
  private static final Path SITE = Path.of(System.getProperty("tonband.site", "target/site"));

  @Test
  void everyMarkdownFileUnderDocsIsAPageInTheNavigation() throws IOException {
    List<String> guides;
    try (Stream<Path> walk = Files.walk(ROOT.resolve("docs"))) {
      guides = walk.filter(p -> p.toString().endsWith(".md")).map(p -> ROOT.relativize(p).toString()).sorted().toList();
    }
    assertThat(guides).contains("docs/firmware/freertos.md");
    Document home = page("index.html");
    List<String> navigation = home.select("nav.site-nav a").eachAttr("href");
    for (String guide : guides) {
      String html = guide.replaceAll("\\.md$", ".html");
      assertThat(Files.isRegularFile(SITE.resolve(html))).isTrue();
      assertThat(navigation).contains(html);
    }
    assertThat(home.select("nav.site-nav h2").eachText()).containsAtLeast("Guides", "Firmware").inOrder();
  }

  @Test
  void navigationFollowsTheReadmesOrderAndMirrorsTheFolders() throws IOException {
    Document backends = page("docs/firmware/backends.html");
    List<String> links = backends.select("nav.site-nav > ul > li > a").eachText();
    // The README's Docs list: catalogue, event index, host tool...; firmware: getting started, configuration, backends...
    assertThat(links).containsAtLeast("Home", "The event catalogue: events.yaml", "Event index", "The host tool: tonband",
        "Getting started with the firmware runtime", "Configuration reference", "Backends").inOrder();
    Element current = backends.selectFirst("nav.site-nav li.current > a");
    assertThat(current.text()).isEqualTo("Backends");
    assertThat(backends.select("nav.site-nav li.current .page-toc a").eachAttr("href")).contains("#fault-handlers");
    assertThat(backends.select("nav.site-nav a").eachAttr("href")).contains("../../index.html");
  }

  @Test
  void linksWrittenAsMarkdownPointAtThePagesAndLinkedFilesArePublished() throws IOException {
    assertThat(page("docs/firmware/freertos.html").select("article a").eachAttr("href")).contains("../events.html#group-freertos");
    assertThat(page("index.html").select("article a").eachAttr("href")).containsAtLeast("events.yaml", "docs/events.html", "corpus/index.html");
    assertThat(Files.readString(SITE.resolve("events.yaml"))).isEqualTo(Files.readString(ROOT.resolve("events.yaml")));
    try (Stream<Path> walk = Files.walk(SITE)) {
      for (Path html : walk.filter(p -> p.toString().endsWith(".html")).toList()) {
        for (String href : Jsoup.parse(html.toFile(), "UTF-8").select("a[href]").eachAttr("href")) {
          if (!href.contains(":")) {
            assertThat(href).doesNotContainMatch("\\.md(#|$)");
          }
        }
      }
    }
  }

  @Test
  void theEventIndexHasASectionPerEventWithTheCataloguesFacts() throws IOException {
    Document index = page("docs/events.html");
    Element isrEnter = index.getElementById("evt-isr-enter");
    assertThat(isrEnter.tagName()).isEqualTo("section");
    assertThat(isrEnter.attr("data-id")).isEqualTo("0x04");
    assertThat(isrEnter.attr("data-group")).isEqualTo("base");
    assertThat(isrEnter.attr("data-metadata")).isEqualTo("false");
    assertThat(isrEnter.parent().id()).isEqualTo("group-base");
    assertThat(isrEnter.selectFirst("h3").text()).isEqualTo("isr_enter");
    assertThat(isrEnter.select("pre code.language-c").text()).contains("encode_isr_enter(");
    Element taskName = index.getElementById("evt-freertos-task-name");
    assertThat(taskName.attr("data-metadata")).isEqualTo("true");
    assertThat(taskName.attr("data-symbol")).isEqualTo("freertos_task_name");
    // The sections end where the index's reference parts begin.
    assertThat(index.getElementById("enums").closest("section")).isNull();
    assertThat(index.getElementById("field-types").closest("section")).isNull();
    assertThat(index.select("section.event")).hasSize(index.select("section.event-group section.event").size());
    assertThat(index.getElementById("event-filter")).isNotNull();
    assertThat(page("index.html").getElementById("event-filter")).isNull();
  }

  private static Document page(String name) throws IOException {
    return Jsoup.parse(SITE.resolve(name).toFile(), "UTF-8");
  }
}

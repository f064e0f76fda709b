// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Builds the site from a copy of this checkout, changed as a docs author would change it. */
class SiteBuilderTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", "..")).toAbsolutePath().normalize();
  private static final Set<String> NOT_SOURCES = Set.of("target", "build", "node_modules");

  @TempDir Path work;
  private Path root;
  private Path site;

  @BeforeEach
  void copyCheckout() throws IOException {
    root = work.resolve("checkout");
    site = work.resolve("site");
    try (Stream<Path> walk = Files.walk(ROOT)) {
      for (Path from : walk.filter(SiteBuilderTest::isSource).toList()) {
        Path to = root.resolve(ROOT.relativize(from).toString());
        if (Files.isDirectory(from)) {
          Files.createDirectories(to);
        } else {
          Files.copy(from, to);
        }
      }
    }
  }

  @Test
  void aNewGuideJoinsTheNavigationWithoutBeingListedAnywhere() throws IOException {
    write("docs/troubleshooting.md", "# Troubleshooting\n\nSee [the backends](firmware/backends.md#fault-handlers).\n");
    write("docs/boards/nucleo.md", "# Nucleo boards\n\nText.\n");

    assertBuilds();

    Document home = page("index.html");
    assertThat(home.select("nav.site-nav a").eachText()).containsAtLeast("Troubleshooting", "Nucleo boards");
    assertThat(home.select("nav.site-nav h2").eachText()).contains("Boards");
    assertThat(page("docs/troubleshooting.html").select("article a").eachAttr("href"))
        .containsExactly("firmware/backends.html#fault-handlers");
  }

  @Test
  void aBrokenAnchorStopsTheBuildAndKeepsThePreviousSite() throws IOException {
    assertBuilds();
    String before = Files.readString(site.resolve("docs/firmware/backends.html"));
    append("docs/firmware/backends.md", "\nSee [the event](../events.md#evt-no-such-event).\n");

    List<String> problems = SiteBuilder.build(root, site).problems();

    assertThat(problems).containsExactly(
        "docs/firmware/backends.md -> docs/firmware/backends.html: '../events.html#evt-no-such-event': "
            + "no element with id 'evt-no-such-event' in docs/events.html");
    assertThat(Files.readString(site.resolve("docs/firmware/backends.html"))).isEqualTo(before);
    try (Stream<Path> left = Files.list(work)) {
      assertThat(left.map(p -> p.getFileName().toString()).toList()).containsExactly("checkout", "site");
    }
  }

  @Test
  void aLinkToAMissingFileIsReportedWithItsLine() throws IOException {
    write("docs/extra.md", "# Extra\n\nOne line.\n\nSee [gone](gone.md) and [up](../../elsewhere.md) and [abs](/docs/x.md).\n");

    assertThat(SiteBuilder.build(root, site).problems())
        .containsExactly(
            "docs/extra.md:5: link to 'gone.md': no such file",
            "docs/extra.md:5: link to '../../elsewhere.md': leads out of the repository",
            "docs/extra.md:5: link to '/docs/x.md': an absolute path; write it relative to docs/extra.md");
    assertThat(Files.exists(site)).isFalse();
  }

  @Test
  void aPageWithoutATitleIsReported() throws IOException {
    write("docs/untitled.md", "Just text.\n");

    assertThat(SiteBuilder.build(root, site).problems())
        .containsExactly("docs/untitled.md:1: no level-1 heading ('# Title') to name the page by");
  }

  @Test
  void anIndexOlderThanTheCatalogueIsReported() throws IOException {
    Path index = root.resolve("docs/events.md");
    Files.writeString(index, Files.readString(index).replace("<a id=\"evt-isr-exit\"></a>", "<a id=\"evt-isr-leave\"></a>"));

    assertThat(SiteBuilder.build(root, site).problems())
        .containsExactly(
            "docs/events.md: anchor 'evt-isr-leave' names nothing in events.yaml; the index is older than the catalogue: run `mvn generate-sources`",
            "docs/events.md: no anchor 'evt-isr-exit' for event 'isr_exit'; the index is older than the catalogue: run `mvn generate-sources`");
  }

  @Test
  void commandLineExitCodes() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);

    assertThat(Main.run(new String[] {"--root", root.toString()}, o, e)).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("Missing required option: '--out=DIR'");
    assertThat(Main.run(new String[] {"--root", work.toString(), "--out", site.toString()}, o, e)).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("is not a Tonband checkout");

    assertThat(Main.run(new String[] {"--root", root.toString(), "--out", site.toString()}, o, e)).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("tonband-site: wrote ");

    append("docs/dial9.md", "\n[x](#no-such-heading)\n");
    err.reset();
    assertThat(Main.run(new String[] {"--root", root.toString(), "--out", site.toString()}, o, e)).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("docs/dial9.md -> docs/dial9.html: '#no-such-heading': no element with id 'no-such-heading' in docs/dial9.html");
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("1 problem; the site was not written (" + site + " is the previous build).");
  }

  private void assertBuilds() throws IOException {
    assertThat(SiteBuilder.build(root, site).problems()).isEmpty();
  }

  private Document page(String name) throws IOException {
    return Jsoup.parse(site.resolve(name).toFile(), "UTF-8");
  }

  private void write(String name, String text) throws IOException {
    Path file = root.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private void append(String name, String text) throws IOException {
    write(name, Files.readString(root.resolve(name)) + text);
  }

  private static boolean isSource(Path path) {
    for (Path part : ROOT.relativize(path)) {
      String name = part.toString();
      if (NOT_SOURCES.contains(name) || (name.startsWith(".") && !name.isEmpty())) {
        return false;
      }
    }
    return true;
  }
}

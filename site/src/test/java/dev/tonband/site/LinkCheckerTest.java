// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinkCheckerTest {
  @TempDir Path site;

  @Test
  void linksToExistingPagesAnchorsAndFilesPass() throws IOException {
    page("index.html", "<a href='docs/a.html#part'>a</a> <a href='#top'>top</a> <h1 id='top'>T</h1>"
        + "<a href='docs/'>docs</a> <a href='https://example.org/x'>out</a> <a href='mailto:a@b.c'>mail</a>"
        + "<link rel='stylesheet' href='assets/s.css'><img src='data:image/png;base64,AAAA'>");
    page("docs/a.html", "<section id='part'></section><a href='../index.html#top'>back</a> <a name='old'></a>"
        + "<a href='a.html#old'>named</a> <a href='../events.yaml'>yaml</a>");
    page("docs/index.html", "docs");
    file("events.yaml", "events: {}");
    file("assets/s.css", "body { background: url('img.png') } @import 'more.css';");
    file("assets/img.png", "png");
    file("assets/more.css", "");

    assertThat(LinkChecker.check(site)).isEmpty();
  }

  @Test
  void reportsMissingFilesMissingAnchorsAndLinksOutOfTheSite() throws IOException {
    page("index.html", "<a href='docs/gone.html'>1</a> <a href='docs/a.html#nope'>2</a> <a href='#nope'>3</a>"
        + " <a href='../outside.html'>4</a> <a href='/abs.html'>5</a> <a href='docs/a.md'>6</a>");
    page("docs/a.html", "<p id='here'>");

    assertThat(strings(LinkChecker.check(site)))
        .containsExactly(
            "index.html: 'docs/gone.html': no such file docs/gone.html",
            "index.html: 'docs/a.html#nope': no element with id 'nope' in docs/a.html",
            "index.html: '#nope': no element with id 'nope' in index.html",
            "index.html: '../outside.html': leads out of the site; link relative to the page",
            "index.html: '/abs.html': leads out of the site; link relative to the page",
            "index.html: 'docs/a.md': no such file docs/a.md");
  }

  @Test
  void reportsAnIdUsedTwice() throws IOException {
    page("index.html", "<h2 id='x'>a</h2><section id='x'></section>");

    assertThat(strings(LinkChecker.check(site))).containsExactly("index.html: '#x': the id is used 2 times on the page");
  }

  @Test
  void reportsEverythingAPageWouldFetchFromTheNetwork() throws IOException {
    page("index.html", "<script src='https://cdn.example.org/hl.js'></script>"
        + "<link rel='stylesheet' href='//fonts.example.org/css'><img src='http://example.org/i.png'>"
        + "<link rel='stylesheet' href='s.css'>");
    file("s.css", "@font-face { src: url(https://fonts.example.org/f.woff2) }");

    assertThat(strings(LinkChecker.check(site)))
        .containsExactly(
            "index.html: 'https://cdn.example.org/hl.js': loads from the network; bundle it into the site",
            "index.html: '//fonts.example.org/css': loads from the network; bundle it into the site",
            "index.html: 'http://example.org/i.png': loads from the network; bundle it into the site",
            "s.css: 'https://fonts.example.org/f.woff2': loads from the network; bundle it into the site");
  }

  private void page(String name, String body) throws IOException {
    file(name, "<!DOCTYPE html><html><head><title>t</title></head><body>" + body + "</body></html>");
  }

  private void file(String name, String text) throws IOException {
    Path file = site.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static List<String> strings(List<LinkChecker.Problem> problems) {
    return problems.stream().map(LinkChecker.Problem::toString).toList();
  }
}

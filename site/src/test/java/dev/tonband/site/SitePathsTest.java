// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class SitePathsTest {
  @Test
  void markdownBecomesHtmlAndAReadmeItsFoldersIndex() {
    assertThat(SitePaths.target("docs/firmware/backends.md")).isEqualTo("docs/firmware/backends.html");
    assertThat(SitePaths.target("README.md")).isEqualTo("index.html");
    assertThat(SitePaths.target("corpus/README.md")).isEqualTo("corpus/index.html");
    assertThat(SitePaths.target("events.yaml")).isEqualTo("events.yaml");
  }

  @Test
  void relativeLinksBetweenSiteFiles() {
    assertThat(SitePaths.relative("index.html", "docs/events.html")).isEqualTo("docs/events.html");
    assertThat(SitePaths.relative("docs/firmware/freertos.html", "docs/events.html")).isEqualTo("../events.html");
    assertThat(SitePaths.relative("docs/firmware/freertos.html", "index.html")).isEqualTo("../../index.html");
    assertThat(SitePaths.relative("docs/events.html", "docs/events.html")).isEqualTo("events.html");
    assertThat(SitePaths.relative("docs/dial9.html", "corpus/index.html")).isEqualTo("../corpus/index.html");
    assertThat(SitePaths.relative("docs/a/b.html", "docs/c/d.html")).isEqualTo("../c/d.html");
  }

  @Test
  void pathToTheRoot() {
    assertThat(SitePaths.toRoot("index.html")).isEmpty();
    assertThat(SitePaths.toRoot("docs/firmware/demo.html")).isEqualTo("../../");
  }
}

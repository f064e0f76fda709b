// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.ThirdPartyNotices;
import dev.tonband.host.ThirdPartyNotices.Library;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's folder (what a team publishes) carries Tonband's LICENSE and THIRD-PARTY-NOTICES, and
 * the notices list exactly the third-party code in it: every file that is not the page's own is
 * held by a listed library, and every library listed in the page is there.
 */
class PageNoticesTest {
  private static final Path PAGE = Path.of("target", "tonband-web");
  /** The page's own files (src/main/web, the report's charts scripts) and its terms. */
  private static final List<String> OWN = List.of("index.html", "page.js", "converter.js", "converter-worker.js",
      "style.css", "report-charts.js", "report-changes.js", "LICENSE", "THIRD-PARTY-NOTICES");

  @Test
  void thePageCarriesTheLicenseAndTheNotices() throws IOException {
    Path root = Path.of(System.getProperty("tonband.root", ".."));
    assertThat(Files.readString(PAGE.resolve("LICENSE"))).isEqualTo(Files.readString(root.resolve("LICENSE")));
    assertThat(Files.readString(PAGE.resolve("THIRD-PARTY-NOTICES"))).isEqualTo(ThirdPartyNotices.read().text());
  }

  @Test
  void everyFileOfAnotherProjectIsListedAndEveryListedOneIsThere() throws IOException {
    ThirdPartyNotices notices = ThirdPartyNotices.read();
    List<String> files;
    try (Stream<Path> walk = Files.walk(PAGE)) {
      files = walk.filter(Files::isRegularFile).map(p -> PAGE.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
    TreeSet<String> unlisted = new TreeSet<>();
    for (String file : files) {
      if (!OWN.contains(file) && notices.owner(ThirdPartyNotices.PAGE, file).isEmpty()) {
        unlisted.add(file);
      }
    }
    assertWithMessage("files of the page no library of THIRD-PARTY-NOTICES holds").that(unlisted).isEmpty();
    for (Library library : notices.libraries()) {
      for (String path : library.in(ThirdPartyNotices.PAGE)) {
        assertWithMessage("%s in the page: %s", library.name(), path)
            .that(files.stream().anyMatch(f -> path.endsWith("/") ? f.startsWith(path) : f.equals(path))).isTrue();
      }
    }
  }
}

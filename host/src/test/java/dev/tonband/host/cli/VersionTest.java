// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * One version everywhere: what {@code --version} prints is the project's version, which names the
 * release zip ({@code tonband-VERSION.zip}, its folder {@code tonband-VERSION/}) and which the
 * docs give the Maven plugin.
 */
class VersionTest {
  private static final String PROJECT = System.getProperty("tonband.version");
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));

  @Test
  void versionPrintedIsTheProjectsWhichNamesTheRelease() {
    assertThat(PROJECT).isNotNull(); // set by host/pom.xml
    assertThat(TonbandCommand.VERSION).isEqualTo("tonband " + PROJECT);
  }

  @Test
  void theDocsGiveThePluginThatVersion() throws Exception {
    String appEvents = Files.readString(ROOT.resolve("docs/firmware/app-events.md"));
    assertThat(appEvents).contains("<artifactId>tonband-maven-plugin</artifactId>\n  <version>" + PROJECT + "</version>");
    assertThat(appEvents).contains("tonband-" + PROJECT + "/");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One version everywhere: what {@code --version} prints is the project's version, which names the
 * release zip ({@code tonband-VERSION.zip}, its folder {@code tonband-VERSION/}) and which the
 * docs give the Maven plugin.
 */
class VersionTest extends CliFixture {
  private static final String PROJECT = System.getProperty("tonband.version");
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));

  @Test
  void versionPrintedIsTheProjectsWhichNamesTheRelease() {
    assertThat(PROJECT).isNotNull(); // set by host/pom.xml
    assertThat(TonbandCommand.VERSION).isEqualTo("tonband " + PROJECT);
  }

  /** The fingerprint that firmware built from the same events.yaml sends, as the generated C says it. */
  @Test
  void versionSaysTheBuiltInCataloguesFingerprintAndTheJava() throws Exception {
    Matcher generated = Pattern.compile("#define TBAND_CATALOGUE_FINGERPRINT UINT64_C\\((0x[0-9a-f]{16})\\)")
        .matcher(Files.readString(ROOT.resolve("generated-c/tband_encode.h")));
    assertThat(generated.find()).isTrue();

    assertThat(run("--version")).isEqualTo(ExitCode.OK);
    assertThat(out().lines().toList()).containsExactly(
        "tonband " + PROJECT,
        "built-in catalogue fingerprint " + generated.group(1),
        "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ") on " + System.getProperty("os.name")
            + " " + System.getProperty("os.arch")).inOrder();
  }

  @Test
  void theDocsGiveThePluginThatVersion() throws Exception {
    String appEvents = Files.readString(ROOT.resolve("docs/firmware/app-events.md"));
    assertThat(appEvents).contains("<artifactId>tonband-maven-plugin</artifactId>\n  <version>" + PROJECT + "</version>");
    assertThat(appEvents).contains("tonband-" + PROJECT + "/");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The firmware guides send their readers to what exists and show the build the examples use. */
class FirmwareDocsTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));

  private static String section(String doc, String heading) throws Exception {
    String text = Files.readString(ROOT.resolve(doc));
    int start = text.indexOf("\n" + heading + "\n");
    assertWithMessage(doc + " has " + heading).that(start).isAtLeast(0);
    int end = text.indexOf("\n## ", start + heading.length() + 1);
    return text.substring(start, end < 0 ? text.length() : end);
  }

  @Test
  void gettingStartedDecodesWithTheHostToolsCommands() throws Exception {
    String decode = section("docs/firmware/getting-started.md", "## 4. Decode");
    for (String command : new String[] {"decode", "convert", "serve"}) {
      assertThat(TonbandCommand.commandLine().getSubcommands()).containsKey(command);
      assertThat(decode).contains("java -jar tonband.jar " + command + " ");
    }
    assertThat(decode).doesNotContain("see the README"); // the README names no Java class to decode with
  }

  /** {@code target_link_libraries(A PUBLIC B)} and {@code (B PUBLIC A)}: the two names, or null. */
  private static String[] linkedBothWays(String cmake, String kernelPattern) {
    Matcher link = Pattern.compile("target_link_libraries\\((" + kernelPattern + ") PUBLIC (\\w+)\\)").matcher(cmake);
    while (link.find()) {
      if (cmake.contains("target_link_libraries(" + link.group(2) + " PUBLIC " + link.group(1) + ")")) {
        return new String[] {link.group(1), link.group(2)};
      }
    }
    return null;
  }

  @Test
  void theFreertosGuideWiresKernelAndRuntimeAsTheExampleDoes() throws Exception {
    String example = Files.readString(ROOT.resolve("target-firmware/examples/freertos/CMakeLists.txt"));
    assertWithMessage("the example links both ways").that(linkedBothWays(example, "freertos_\\w*kernel")).isNotNull();

    String guide = section("docs/firmware/freertos.md", "## Setup");
    String[] names = linkedBothWays(guide, "freertos_\\w*kernel");
    assertWithMessage("the guide links both ways").that(names).isNotNull();
    assertThat(guide).containsMatch(
        "target_include_directories\\(" + names[0] + " PUBLIC[^)]*/include[^)]*\\) *# FreeRTOSConfig.h");
    assertThat(guide).contains("tband_add_runtime(" + names[1]);
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/firmware/getting-started.md as a firmware engineer pastes it, from the release they
 * unpacked: its tband_config.h (step 1) and its main.c (step 3) in a project of their own, built
 * with the files and flags of its Make snippet (step 2b) by arm-none-eabi-gcc for a Cortex-M3,
 * under the strictest warnings the guide promises, as errors. Nothing of the guide is copied here:
 * the snippets are read from the Markdown ({@link GuideSnippets}).
 */
class GettingStartedTest {
  @TempDir Path temp;

  @Test
  void theGuidesSnippetsBuildAsPastedWithEveryWarningAnError() throws Exception {
    Path tonband = Release.unzip(temp.resolve("release"));
    Path project = Files.createDirectories(temp.resolve("firmware"));
    GuideSnippets guide = GuideSnippets.read(tonband, project);
    GuideSnippets.paste(project, guide.config(), guide.main());

    List<String> sources = guide.sources();
    assertThat(sources.size()).isGreaterThan(6); // main.c, the runtime's six, the port's timestamp, the events
    for (String source : sources) {
      List<String> command = new ArrayList<>(List.of("arm-none-eabi-gcc", "-mcpu=cortex-m3", "-mthumb", "-c", source,
          "-o", project.resolve(Path.of(source).getFileName() + ".o").toString()));
      command.addAll(GuideSnippets.STRICT);
      command.addAll(guide.cflags());
      Process gcc = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true).start();
      String said = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertWithMessage(String.join(" ", command) + "\n" + said).that(gcc.waitFor()).isEqualTo(0);
      assertWithMessage(source).that(said).isEmpty();
    }
  }
}

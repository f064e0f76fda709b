// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release's tband.cmake as a firmware project uses it, from a folder of its own: what it
 * says when a call is in the wrong order, and that a port folder of one's own is found however
 * cmake is run.
 */
class TbandCmakeTest {
  @TempDir Path temp;
  private Path tbandCmake;
  private Path project;

  @BeforeEach
  void unpackTheRelease() throws Exception {
    tbandCmake = Release.unzip(temp.resolve("release")).resolve("target-firmware/tband.cmake");
    project = Files.createDirectories(temp.resolve("firmware"));
    Files.writeString(Files.createDirectories(project.resolve("trace")).resolve("tband_config.h"),
        "#define tband_configENABLE 1\n#define tband_configUSE_BACKEND_SNAPSHOT 1\n");
    // A port of one's own: the POSIX port's header, in the project's folder.
    Files.copy(tbandCmake.resolveSibling("ports/posix/tband_port.h"),
        Files.createDirectories(project.resolve("ports/board")).resolve("tband_port.h"));
  }

  private record Configured(int exit, String output) {}

  /** Configures the project with {@code calls} after the include, cmake run from {@code from}. */
  private Configured configure(Path from, String calls) throws Exception {
    Files.writeString(project.resolve("CMakeLists.txt"), "cmake_minimum_required(VERSION 3.20)\nproject(fw C)\n"
        + "include(" + tbandCmake + ")\n" + calls);
    Process cmake = new ProcessBuilder("cmake", "-S", project.toString(), "-B", project.resolve("build").toString())
        .directory(from.toFile()).redirectErrorStream(true).start();
    String said = new String(cmake.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Configured(cmake.waitFor(), said);
  }

  @Test
  void eventsNamedBeforeTheirTargetIsMadeSayWhatToCallFirst() throws Exception {
    Configured run = configure(project,
        "tband_add_runtime(tband CONFIG_DIR ${CMAKE_CURRENT_SOURCE_DIR}/trace PORT posix EVENTS app_events)\n");

    assertThat(run.exit()).isNotEqualTo(0);
    assertThat(run.output().replaceAll("\\s+", " ")).contains("tband_add_runtime: EVENTS app_events names no target;"
        + " make it first with tband_generate(app_events CATALOGUE app-events.yaml), before tband_add_runtime");
  }

  @Test
  void aPortFolderOfOnesOwnIsFoundWhereverCmakeRuns() throws Exception {
    Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));

    Configured run = configure(elsewhere,
        "tband_add_runtime(tband CONFIG_DIR ${CMAKE_CURRENT_SOURCE_DIR}/trace PORT ports/board)\n");

    assertWithMessage(run.output()).that(run.exit()).isEqualTo(0);
  }
}

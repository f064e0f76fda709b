// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/firmware/getting-started.md as a firmware engineer pastes it, from the release they
 * unpacked: its tband_config.h (step 1) and its main.c (step 3) in a project of their own, built
 * with the files and flags of its Make snippet (step 2b) by arm-none-eabi-gcc for a Cortex-M3,
 * under the strictest warnings the guide promises, as errors. Nothing of the guide is copied here:
 * the snippets are read from the Markdown.
 */
class GettingStartedTest {
  private static final Pattern BLOCK = Pattern.compile("```(\\w*)\n(.*?)```", Pattern.DOTALL);
  private static final Pattern MAKE_VARIABLE = Pattern.compile("\\$\\((\\w+)\\)");
  private static final Pattern MAKE_WILDCARD = Pattern.compile("\\$\\(wildcard ([^)]*)\\)");
  private static final List<String> STRICT = List.of("-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Wconversion",
      "-Werror");

  @TempDir Path temp;

  @Test
  void theGuidesSnippetsBuildAsPastedWithEveryWarningAnError() throws Exception {
    Path tonband = Release.unzip(temp.resolve("release"));
    List<String[]> blocks = BLOCK.matcher(Files.readString(tonband.resolve("docs/firmware/getting-started.md")))
        .results().map(m -> new String[] {m.group(1), m.group(2)}).toList();
    List<String> c = blocks.stream().filter(b -> b[0].equals("c")).map(b -> b[1]).toList();
    String make = blocks.stream().filter(b -> b[0].equals("make")).map(b -> b[1]).findFirst().orElseThrow();

    Path project = Files.createDirectories(temp.resolve("firmware"));
    Files.writeString(Files.createDirectories(project.resolve("trace")).resolve("tband_config.h"), c.get(0));
    Files.writeString(project.resolve("main.c"), c.get(1));
    Map<String, List<String>> variables = evaluate(make, tonband, project);

    List<String> sources = new ArrayList<>(List.of("main.c"));
    sources.addAll(variables.get("TBAND_SRC"));
    assertThat(sources.size()).isGreaterThan(6); // main.c, the runtime's six, the port's timestamp, the events
    for (String source : sources) {
      List<String> command = new ArrayList<>(List.of("arm-none-eabi-gcc", "-mcpu=cortex-m3", "-mthumb", "-c", source,
          "-o", project.resolve(Path.of(source).getFileName() + ".o").toString()));
      command.addAll(STRICT);
      command.addAll(variables.get("CFLAGS"));
      Process gcc = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true).start();
      String said = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertWithMessage(String.join(" ", command) + "\n" + said).that(gcc.waitFor()).isEqualTo(0);
      assertWithMessage(source).that(said).isEmpty();
    }
  }

  /**
   * The snippet's variables, as make sets them: {@code :=} and {@code +=} lines (continued with
   * a backslash), {@code $(VAR)} and {@code $(wildcard PATTERN)}; TBAND is where the release is.
   */
  private static Map<String, List<String>> evaluate(String make, Path tonband, Path project) throws IOException {
    Map<String, List<String>> variables = new LinkedHashMap<>();
    for (String line : make.replace("\\\n", " ").split("\n")) {
      String[] assignment = line.split("\\s*(:=|\\+=)\\s*", 2);
      if (assignment.length < 2) {
        continue;
      }
      String name = assignment[0].trim();
      List<String> values = name.equals("TBAND") ? List.of(tonband.toString())
          : expand(assignment[1].trim(), variables, project);
      variables.computeIfAbsent(name, n -> new ArrayList<>()).addAll(values);
    }
    return variables;
  }

  private static List<String> expand(String value, Map<String, List<String>> variables, Path project)
      throws IOException {
    String text = MAKE_VARIABLE.matcher(value)
        .replaceAll(variable -> Matcher.quoteReplacement(String.join(" ", variables.get(variable.group(1)))));
    Matcher wildcard = MAKE_WILDCARD.matcher(text);
    StringBuilder expanded = new StringBuilder();
    while (wildcard.find()) {
      List<String> patterns = Arrays.asList(wildcard.group(1).trim().split("\\s+"));
      wildcard.appendReplacement(expanded, Matcher.quoteReplacement(String.join(" ", wildcard(patterns, project))));
    }
    wildcard.appendTail(expanded);
    return Arrays.stream(expanded.toString().trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
  }

  private static List<String> wildcard(List<String> patterns, Path project) throws IOException {
    List<String> files = new ArrayList<>();
    for (String pattern : patterns) {
      Path folder = project.resolve(pattern).getParent();
      PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + project.resolve(pattern));
      try (Stream<Path> listed = Files.list(folder)) {
        listed.filter(matcher::matches).sorted().forEach(file -> files.add(file.toString()));
      }
    }
    return files;
  }
}

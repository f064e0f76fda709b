// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import java.io.IOException;
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

/**
 * The snippets of docs/firmware/getting-started.md in an unpacked release, as a firmware engineer
 * pastes them into a project of their own: its tband_config.h (step 1), its main.c (step 3), and
 * the variables of its Make snippet (step 2b) as make sets them for that project.
 */
record GuideSnippets(String config, String main, Map<String, List<String>> make) {
  private static final Pattern BLOCK = Pattern.compile("```(\\w*)\n(.*?)```", Pattern.DOTALL);
  private static final Pattern MAKE_VARIABLE = Pattern.compile("\\$\\((\\w+)\\)");
  private static final Pattern MAKE_WILDCARD = Pattern.compile("\\$\\(wildcard ([^)]*)\\)");
  /** The warnings the guide promises the runtime compiles without, as errors. */
  static final List<String> STRICT = List.of("-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Wconversion", "-Werror");

  /** Reads the guide of the release in {@code tonband}, for a project in {@code project}. */
  static GuideSnippets read(Path tonband, Path project) throws IOException {
    List<String[]> blocks = BLOCK.matcher(Files.readString(tonband.resolve("docs/firmware/getting-started.md")))
        .results().map(m -> new String[] {m.group(1), m.group(2)}).toList();
    List<String> c = blocks.stream().filter(b -> b[0].equals("c")).map(b -> b[1]).toList();
    String make = blocks.stream().filter(b -> b[0].equals("make")).map(b -> b[1]).findFirst().orElseThrow();
    return new GuideSnippets(c.get(0), c.get(1), evaluate(make, tonband, project));
  }

  /** Writes trace/tband_config.h and main.c into {@code project}. */
  static void paste(Path project, String config, String main) throws IOException {
    Files.writeString(Files.createDirectories(project.resolve("trace")).resolve("tband_config.h"), config);
    Files.writeString(project.resolve("main.c"), main);
  }

  /** main.c and the runtime's sources the Make snippet names. */
  List<String> sources() {
    List<String> sources = new ArrayList<>(List.of("main.c"));
    sources.addAll(make.get("TBAND_SRC"));
    return sources;
  }

  List<String> cflags() {
    return make.get("CFLAGS");
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

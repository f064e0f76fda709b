// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.generator.emit.CAppEventsEmitter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's names the validator keeps generated code away from ({@link RuntimeNames}), read
 * afresh from the real C files: the runtime's headers, sources and ports, and the support code
 * the generator writes around the catalogue's own names.
 */
class RuntimeNamesTest {
  private static final Path ROOT = Path.of("..");
  /** Comments, then string and character literals and {@code <file>} includes (an include's file name is not a name). */
  private static final Pattern NOT_CODE =
      Pattern.compile("/\\*.*?\\*/|//[^\\n]*|\"(\\\\.|[^\"\\\\\\n])*\"|'(\\\\.|[^'\\\\\\n])*'|#\\s*include\\s*<[^>\\n]*>",
          Pattern.DOTALL);
  private static final Pattern NAME = Pattern.compile("\\btband_\\w+");

  @Test
  void theListIsExactlyTheNamesTheRuntimeAndTheGeneratedSupportCodeUse() throws Exception {
    Map<String, String> derived = derive();

    assertWithMessage(
            "RuntimeNames is out of date; replace generator/src/main/resources%s with:\n%s",
            RuntimeNames.RESOURCE, resourceText(derived))
        .that(RuntimeNames.all())
        .containsExactlyEntriesIn(derived);
  }

  /** Every tband_ name in the C files, with the first file using it, runtime before generated code. */
  private static Map<String, String> derive() throws IOException, CatalogueException {
    Set<String> catalogueNames = shippedApplicationNames();
    Map<String, String> names = new TreeMap<>();
    for (Path file : cFiles()) {
      String code = NOT_CODE.matcher(Files.readString(file, StandardCharsets.UTF_8)).replaceAll(" ");
      Matcher name = NAME.matcher(code);
      while (name.find()) {
        // A trace function's own helpers (tband_demo_log_line__encode) are named after it.
        String stem = name.group().contains("__") ? name.group().substring(0, name.group().indexOf("__")) : name.group();
        if (!catalogueNames.contains(stem)) {
          names.putIfAbsent(name.group(), ROOT.relativize(file).toString().replace('\\', '/'));
        }
      }
    }
    return names;
  }

  private static List<Path> cFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("target-firmware/include", "target-firmware/src", "target-firmware/ports")) {
      try (Stream<Path> walk = Files.walk(ROOT.resolve(dir))) {
        walk.filter(p -> p.toString().endsWith(".h") || p.toString().endsWith(".c")).sorted().forEach(files::add);
      }
    }
    for (String generated : List.of("tband_encode.h", "tband_app_events.h", "tband_app_events.c")) {
      files.add(ROOT.resolve("generated-c").resolve(generated));
    }
    return files;
  }

  /** The names the shipped catalogue's application groups give the generated files. */
  private static Set<String> shippedApplicationNames() throws IOException, CatalogueException {
    Catalogue catalogue = CatalogueLoader.load(ROOT.resolve("events.yaml"));
    Set<String> names = new HashSet<>();
    for (CAppEventsEmitter.AppGroup group : CAppEventsEmitter.groups(catalogue)) {
      names.add(group.option());
      group.events().forEach(e -> e.functions().forEach(f -> names.add(f.name())));
    }
    return names;
  }

  private static String resourceText(Map<String, String> names) {
    return names.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining("\n"));
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus of broken catalogues under {@code src/test/resources/broken/}: every {@code X.yaml}
 * must fail to load with exactly the lines of {@code X.expected}, in that order. To add a case,
 * add both files; the message is part of the interface, so write the expected text by hand. The
 * YAML files are read as bytes, so cases can hold a NUL byte or bytes that are not UTF-8.
 */
class BrokenCataloguesTest {
  private static Path corpus() throws URISyntaxException {
    return Path.of(BrokenCataloguesTest.class.getResource("/broken").toURI());
  }

  static Stream<String> catalogues() throws IOException, URISyntaxException {
    try (Stream<Path> files = Files.list(corpus())) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".yaml"))
          .map(n -> n.substring(0, n.length() - ".yaml".length()))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogues")
  void reportsExactlyTheExpectedErrorsInFileOrder(String name) throws Exception {
    byte[] content = Files.readAllBytes(corpus().resolve(name + ".yaml"));
    List<String> expected = Files.readAllLines(corpus().resolve(name + ".expected"), StandardCharsets.UTF_8);

    CatalogueException e = assertThrows(CatalogueException.class, () -> CatalogueLoader.load(name + ".yaml", content));

    assertThat(e.errors().stream().map(CatalogueError::toString).toList()).containsExactlyElementsIn(expected).inOrder();
  }

  @Test
  void everyCatalogueHasItsExpectedErrorsAndNoExpectationIsOrphaned() throws Exception {
    List<String> yaml;
    List<String> expected;
    try (Stream<Path> files = Files.list(corpus())) {
      List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
      yaml = names.stream().filter(n -> n.endsWith(".yaml")).map(n -> n.replace(".yaml", "")).toList();
      expected = names.stream().filter(n -> n.endsWith(".expected")).map(n -> n.replace(".expected", "")).toList();
    }
    assertThat(expected).containsExactlyElementsIn(yaml);
    assertThat(yaml.size()).isAtLeast(30);
  }

  @Test
  void theExceptionMessageHasOneErrorPerLine() {
    CatalogueException e =
        assertThrows(
            CatalogueException.class,
            () -> CatalogueLoader.load("events.yaml", "groups:\n  base: {description: x, events: {}}\nwhat: 1\n"));

    assertThat(e.getMessage())
        .isEqualTo(
            "events.yaml:2:26: group 'base' has no events; add one or remove the group\n"
                + "events.yaml:3:1: the catalogue: unknown key 'what'; the keys are groups, enums");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.generator.catalogue.CatalogueLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Adding an event to the catalogue adds to the generated files and rewrites nothing: every line
 * of every generated text file before the change is still there, in order, after it. Only the
 * lines that count events (the corpus README, the event index's contents) and the Java lists that
 * name every event on one line (a sealed interface's permits clause) may change.
 */
class AddingAnEventTest {
  private static final String EVENT =
      """
            pump_flow:
              id: 0x90
              fields: {pump: u8, litres_per_hour: u32}
              optional: {pressure: u32}
              description: Pump `pump` moves `litres_per_hour` litres an hour.
      """;

  /** Lines that count events, cases or frames, or list every event. */
  private static final List<String> COUNTING_LINES = List.of(
      "The catalogue declares ", "- [`", "| `encode-cases.json` | ", "| `long-string-cases.json` | ", "| `streams/mixed.bin`",
      "public sealed interface TimedEvent extends TraceEvent permits ",
      "public sealed interface MetadataEvent extends TraceEvent permits ",
      // the catalogue fingerprint changes with every event, by design
      "Its fingerprint is ", "#define TBAND_CATALOGUE_FINGERPRINT ", "  public static final long FINGERPRINT = ",
      "FINGERPRINT = ", "description = \"Decodes Tonband device traces of the catalogue ");

  @ParameterizedTest(name = "after {0}")
  @ValueSource(strings = {"      board_name:", "      isr_name:"})
  void addsLinesAndChangesNone(String before) throws Exception {
    String shipped = Files.readString(Path.of("../events.yaml"), StandardCharsets.UTF_8);
    int at = nextEventAfter(shipped, before);
    String extended = shipped.substring(0, at) + EVENT + shipped.substring(at);

    Map<String, byte[]> old = Generator.generate(CatalogueLoader.load("events.yaml", shipped)).files();
    Map<String, byte[]> added = Generator.generate(CatalogueLoader.load("events.yaml", extended)).files();

    List<String> rewritten = new ArrayList<>();
    for (Map.Entry<String, byte[]> file : old.entrySet()) {
      if (file.getKey().endsWith(".bin")) {
        continue; // binary; the JSON beside each stream lists its frames
      }
      for (String lost : notKept(lines(file.getValue()), lines(added.get(file.getKey())))) {
        if (COUNTING_LINES.stream().noneMatch(lost::startsWith)) {
          rewritten.add(file.getKey() + ": " + lost);
        }
      }
    }
    assertWithMessage("lines the added event changed or removed").that(rewritten).isEmpty();
    assertWithMessage("files").that(added.keySet()).containsAtLeastElementsIn(old.keySet());
  }

  /** Where the event after the one named {@code before} starts (or the end of the file). */
  private static int nextEventAfter(String catalogue, String before) {
    int start = catalogue.indexOf(before);
    int next = catalogue.indexOf("\n      ", start + before.length());
    while (next >= 0 && catalogue.charAt(next + 7) == ' ') {
      next = catalogue.indexOf("\n      ", next + 1);
    }
    return next < 0 ? catalogue.length() : next + 1;
  }

  private static List<String> lines(byte[] content) {
    return new String(content, StandardCharsets.UTF_8).lines().toList();
  }

  /** The lines of {@code before} that do not appear, in order, in {@code after} (the first 20). */
  private static List<String> notKept(List<String> before, List<String> after) {
    List<String> lost = new ArrayList<>();
    int at = 0;
    for (String line : before) {
      if (lost.size() == 20) {
        break;
      }
      int found = after.subList(at, after.size()).indexOf(line);
      if (found < 0) {
        lost.add(line);
      } else {
        at += found + 1;
      }
    }
    return lost;
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yaml.snakeyaml.Yaml;

/**
 * The generated C encoders against the corpus and against the Java decoder. Compiles the
 * corpus's C programs with the machine's C compiler under AddressSanitizer and
 * UndefinedBehaviorSanitizer. Expected values come from what the C side says it encoded, with
 * enum names looked up in events.yaml itself, never through the decoder under test.
 */
class CrossLanguageTest {
  private static final int RANDOM_EVENTS = 200_000;
  /** The header's default tband_configMAX_STR_LEN: every frame fits one COBS block. */
  private static final int DEFAULT_MAX_STR_LEN = 20;
  /** Strings long enough for frames of two and three COBS blocks (0xFF codes). */
  private static final int LONG_MAX_STR_LEN = 600;

  private static Path work;
  private static Map<String, Map<Integer, String>> enumNames;

  @BeforeAll
  static void createWorkDirectory() throws IOException {
    work = Files.createDirectories(Path.of("target", "cross-language"));
  }

  @BeforeAll
  static void readEnumsOfTheCatalogue() throws IOException {
    Map<String, Object> catalogue = new Yaml().load(Files.readString(Corpus.root().resolve("events.yaml")));
    enumNames = new HashMap<>();
    ((Map<?, ?>) catalogue.get("enums")).forEach((name, def) -> {
      Map<Integer, String> byValue = new HashMap<>();
      ((Map<?, ?>) ((Map<?, ?>) def).get("values")).forEach((value, number) -> byValue.put((Integer) number, (String) value));
      enumNames.put((String) name, byValue);
    });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"encode_cases, encode-cases.json", "long_string_cases, long-string-cases.json"})
  void cEncodersProduceTheCorpusBytesForEveryCase(String name, String json) throws Exception {
    Path program = compile(name);

    Result result = run(program.toString());

    assertWithMessage(result.output()).that(result.exitCode()).isEqualTo(0);
    int cases = Corpus.json(json).get("cases").size();
    assertThat(result.output()).contains(cases + " passed, 0 failed");
  }

  @Test
  void randomEventsEncodedInCDecodeToTheSameValuesInJava() throws Exception {
    assertRandomEventsRoundTrip(DEFAULT_MAX_STR_LEN, RANDOM_EVENTS);
  }

  @Test
  void randomEventsWithStringsOfHundredsOfBytesDecodeToTheSameValuesInJava() throws Exception {
    List<byte[]> frames = assertRandomEventsRoundTrip(LONG_MAX_STR_LEN, 20_000);

    // the point of this run: frames of 254+ payload bytes, whose COBS blocks end in 0xFF codes
    assertThat(frames.stream().filter(f -> f.length > 254 + 2).count()).isAtLeast(1000L);
    assertThat(frames.stream().filter(f -> f.length > 2 * 254 + 3).count()).isAtLeast(100L);
  }

  /**
   * Runs random_events.c built with tband_configMAX_STR_LEN {@code maxStrLen}, decodes its
   * stream in Java and compares every event with the values the C side says it passed; returns
   * the frames.
   */
  private static List<byte[]> assertRandomEventsRoundTrip(int maxStrLen, int count) throws Exception {
    Path program = compile("random_events", "-Dtband_configMAX_STR_LEN=" + maxStrLen);
    Path stream = work.resolve("random-" + maxStrLen + ".bin");
    Path values = work.resolve("random-" + maxStrLen + ".txt");

    Result result = run(program.toString(), Integer.toString(count), "20261121", stream.toString(), values.toString());
    assertWithMessage(result.output()).that(result.exitCode()).isEqualTo(0);

    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, errors::add);
    byte[] bytes = Files.readAllBytes(stream);
    reader.feed(bytes);
    reader.finish();
    List<String> lines = Files.readAllLines(values, StandardCharsets.UTF_8);

    assertThat(errors).isEmpty();
    assertThat(events).hasSize(count);
    assertThat(lines).hasSize(count);
    for (int i = 0; i < count; i++) {
      assertWithMessage("event %s: %s", i, lines.get(i)).that(describe(events.get(i))).isEqualTo(expected(lines.get(i), maxStrLen));
    }
    return frames(bytes);
  }

  /** The stream cut at its 0x00 delimiters, each frame with its delimiter. */
  private static List<byte[]> frames(byte[] stream) {
    List<byte[]> frames = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < stream.length; i++) {
      if (stream[i] == 0) {
        frames.add(Arrays.copyOfRange(stream, start, i + 1));
        start = i + 1;
      }
    }
    return frames;
  }

  /** Components of a decoded record; absent optionals are left out, as the C side does not print them. */
  private static List<String> describe(TraceEvent event) {
    List<String> out = new ArrayList<>();
    for (RecordComponent component : event.getClass().getRecordComponents()) {
      Object value;
      try {
        value = component.getAccessor().invoke(event);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
      String text = Corpus.canonical(value, value instanceof Long ? "s64" : "");
      if (!text.equals("absent")) {
        out.add(text);
      }
    }
    return out;
  }

  /** The values a line of random_events.c says it encoded, as the decoder must report them. */
  private static List<String> expected(String line, int maxStrLen) {
    List<String> out = new ArrayList<>();
    String[] parts = line.split("\t");
    for (String part : Arrays.copyOfRange(parts, 1, parts.length)) {
      String type = part.substring(0, part.indexOf(':'));
      String value = part.substring(part.indexOf(':') + 1);
      out.add(switch (type) {
        // Records hold u64 in a long; "s64" formatting prints its bit pattern signed.
        case "u64" -> Long.toString(Long.parseUnsignedLong(value));
        case "u8", "u32", "s64" -> value;
        case "str" -> new String(truncate(HexFormat.of().parseHex(value), maxStrLen), StandardCharsets.UTF_8);
        default -> enumNames.get(type).get(Integer.parseInt(value));
      });
    }
    return out;
  }

  /** The wire rule for strings, restated: at most maxStrLen bytes, never a partial UTF-8 character. */
  private static byte[] truncate(byte[] bytes, int maxStrLen) {
    if (bytes.length <= maxStrLen) {
      return bytes;
    }
    int keep = maxStrLen;
    while ((bytes[keep] & 0xC0) == 0x80) {
      keep--;
    }
    return Arrays.copyOf(bytes, keep);
  }

  private record Result(int exitCode, String output) {}

  private static Path compile(String name, String... defines) throws Exception {
    Path source = Corpus.file("c/" + name + ".c");
    Path binary = work.resolve(name + String.join("", defines).replaceAll("[^A-Za-z0-9_]+", "_"));
    String cc = System.getenv().getOrDefault("CC", "cc");
    List<String> command = new ArrayList<>(List.of(cc, "-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Wpedantic",
        "-Wconversion", "-Werror", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"));
    command.addAll(Arrays.asList(defines));
    command.addAll(List.of("-I", Corpus.root().resolve("generated-c").toString(), source.toString(), "-o", binary.toString()));
    Result result = run(command.toArray(String[]::new));
    assertWithMessage("compiling %s:\n%s", source, result.output()).that(result.exitCode()).isEqualTo(0);
    return binary;
  }

  private static Result run(String... command) throws Exception {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    byte[] output = process.getInputStream().readAllBytes();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError(String.join(" ", command) + " did not finish");
    }
    return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
  }
}

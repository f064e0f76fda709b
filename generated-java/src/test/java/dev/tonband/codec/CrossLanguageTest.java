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
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generated C encoders against the corpus and against the Java decoder. Compiles the
 * corpus's C programs with the machine's C compiler under AddressSanitizer and
 * UndefinedBehaviorSanitizer.
 */
class CrossLanguageTest {
  private static final int RANDOM_EVENTS = 200_000;
  private static final int MAX_STR_LEN = 20;

  private static Path work;

  @BeforeAll
  static void createWorkDirectory() throws IOException {
    work = Files.createDirectories(Path.of("target", "cross-language"));
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
    Path program = compile("random_events");
    Path stream = work.resolve("random.bin");
    Path values = work.resolve("random.txt");

    Result result = run(program.toString(), Integer.toString(RANDOM_EVENTS), "20261121", stream.toString(), values.toString());
    assertWithMessage(result.output()).that(result.exitCode()).isEqualTo(0);

    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, errors::add);
    reader.readAll(Files.newInputStream(stream));
    List<String> lines = Files.readAllLines(values, StandardCharsets.UTF_8);

    assertThat(errors).isEmpty();
    assertThat(events).hasSize(RANDOM_EVENTS);
    assertThat(lines).hasSize(RANDOM_EVENTS);
    for (int i = 0; i < RANDOM_EVENTS; i++) {
      assertWithMessage("event %s: %s", i, lines.get(i)).that(describe(events.get(i))).isEqualTo(expected(lines.get(i)));
    }
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
  private static List<String> expected(String line) {
    List<String> out = new ArrayList<>();
    String[] parts = line.split("\t");
    for (String part : Arrays.copyOfRange(parts, 1, parts.length)) {
      String type = part.substring(0, part.indexOf(':'));
      String value = part.substring(part.indexOf(':') + 1);
      out.add(switch (type) {
        // Records hold u64 in a long; "s64" formatting prints its bit pattern signed.
        case "u64" -> Long.toString(Long.parseUnsignedLong(value));
        case "u8", "u32", "s64" -> value;
        case "str" -> new String(truncate(HexFormat.of().parseHex(value)), StandardCharsets.UTF_8);
        default -> enumName(type, Integer.parseInt(value));
      });
    }
    return out;
  }

  /** The wire rule for strings, restated: at most MAX_STR_LEN bytes, never a partial UTF-8 character. */
  private static byte[] truncate(byte[] bytes) {
    if (bytes.length <= MAX_STR_LEN) {
      return bytes;
    }
    int keep = MAX_STR_LEN;
    while ((bytes[keep] & 0xC0) == 0x80) {
      keep--;
    }
    return Arrays.copyOf(bytes, keep);
  }

  private static String enumName(String enumType, int value) {
    try {
      Class<?> type = Class.forName("dev.tonband.codec.events." + enumType);
      return ((Enum<?>) type.getMethod("fromWire", int.class).invoke(null, value)).name();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private record Result(int exitCode, String output) {}

  private static Path compile(String name) throws Exception {
    Path source = Corpus.file("c/" + name + ".c");
    Path binary = work.resolve(name);
    String cc = System.getenv().getOrDefault("CC", "cc");
    Result result = run(cc, "-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Wpedantic", "-Wconversion", "-Werror",
        "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
        "-I", Corpus.root().resolve("generated-c").toString(), source.toString(), "-o", binary.toString());
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

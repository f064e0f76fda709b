// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every valid catalogue generates, and what it generates builds and passes its own corpus:
 * small and odd catalogues as teams write them (the base group alone, the base group and one
 * application group, no enums, no strings, a single event, a built-in group of every shape, all
 * 256 ids, text in descriptions that tries to leave its comment). Its Java packer packs every
 * corpus event into the record the decoder makes.
 */
class GeneratesEveryValidCatalogueTest {
  private static final String SHIPPED = read("../events.yaml");
  /** The shipped base group, as a bare-metal team's catalogue starts. */
  private static final String BASE = SHIPPED.substring(SHIPPED.indexOf("groups:\n"), SHIPPED.indexOf("\n  freertos:\n") + 1);

  private static String read(String path) {
    try {
      return Files.readString(Path.of(path), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static Stream<Arguments> catalogues() {
    return Stream.of(
        Arguments.of("only the base group", "events.yaml", BASE),
        Arguments.of("the base group and one application group, no enums", "events.yaml", BASE + """
              motor:
                description: The application's motor controller.
                events:
                  speed_set: {id: 0x90, fields: {motor: u8, rpm: u32}, description: Speed set.}
                  fault: {id: 0x91, fields: {code: u32}, description: A fault.}
            """),
        Arguments.of("no enums and no strings", "events.yaml", """
            groups:
              app:
                description: Counters.
                events:
                  ticks: {id: 0x80, fields: {n: u64}, description: Ticks.}
                  level: {id: 0x81, fields: {v: s64}, description: A level.}
            """),
        Arguments.of("one metadata event without fields", "events.yaml", """
            groups:
              app:
                description: Hello.
                events:
                  hello: {id: 1, metadata: true, description: Hello.}
            """),
        Arguments.of("one timed event without fields", "events.yaml", """
            groups:
              app:
                description: Ping.
                events:
                  ping: {id: 0, description: Ping.}
            """),
        Arguments.of("only optional and varlen fields", "events.yaml", """
            groups:
              app:
                description: Open-ended events.
                prefixed: false
                events:
                  sample: {id: 0x80, optional: {a: u32, b: u8}, description: A sample.}
                  note: {id: 0x81, metadata: true, varlen: {text: str}, description: A note.}
            """),
        Arguments.of("a built-in group of every shape the Java packer packs, and of shapes it does not", "events.yaml", """
            enums:
              Mode:
                description: A mode.
                values: {MODE_A: 0, MODE_B: 7}
            groups:
              kernel:
                description: Built-in events, which the packer packs into words when they fit.
                builtin: true
                events:
                  narrow: {id: 0x20, fields: {a: s8, b: s16, c: bool}, description: Three narrow words.}
                  floats: {id: 0x21, fields: {f: f32, d: f64}, varlen: {s: str}, description: Floats and a str.}
                  some: {id: 0x22, fields: {x: u8}, optional: {n: s32}, description: An optional integer.}
                  mode: {id: 0x23, metadata: true, optional: {m: Mode}, description: An optional enum.}
                  named: {id: 0x24, fields: {s: string, k: Mode}, description: A string and an enum.}
                  wide: {id: 0x25, fields: {a: u8, b: u16, c: u32, d: u64}, description: Four words.}
                  texts: {id: 0x26, fields: {s: string, t: string}, description: Two strings.}
                  pair: {id: 0x27, fields: {v: "u16[2]"}, description: An array.}
                  blob: {id: 0x28, fields: {b: {type: bytes, max_length: 4}}, description: Bytes.}
            """),
        Arguments.of("all 256 ids in 16 groups, an enum of 256 values", "events.yaml", everyId()),
        Arguments.of("text that tries to leave its comment", "weird*/\\u002A/name--.yaml", """
            enums:
              Mode:
                description: "Ends a Javadoc early: \\\\u002A/ class Evil {} and /* opens one"
                values:
                  MODE_A: {value: 0, description: "@deprecated {@link Nope} <b> & \\\\u000a"}
            groups:
              app:
                description: "Trigraph ??/ and a backslash \\\\"
                events:
                  spliced:
                    id: 0x80
                    fields:
                      mode: Mode
                      n: {type: u32, description: "`C:\\\\temp` and `a*` / `{`"}
                    description: |
                      A line ending in a star and a backslash *\\
                      / and a trigraph *??/
                      / then \\u002A/ again.
            """));
  }

  /**
   * 16 groups of 16 events: every id. The first events have every kind of field, the last uses
   * the enum; the others are bare metadata events, which keeps the corpus small.
   */
  private static String everyId() {
    StringBuilder yaml = new StringBuilder("enums:\n  Byte:\n    description: Every byte.\n    values:\n");
    for (int v = 0; v < 256; v++) {
      yaml.append("      V").append(v).append(": ").append(v).append('\n');
    }
    yaml.append("groups:\n");
    List<String> shapes = new ArrayList<>(List.of(
        "fields: {a: u8}", "fields: {a: u32, b: u64}", "fields: {a: s64}", "fields: {a: u32}", "varlen: {s: str}",
        "metadata: true, fields: {a: u32}, varlen: {s: str}", "optional: {a: u32, b: s64}", "metadata: true"));
    for (int g = 0; g < 16; g++) {
      yaml.append("  g").append(g).append(":\n    description: Group ").append(g).append(".\n    events:\n");
      for (int e = 0; e < 16; e++) {
        int id = g * 16 + e;
        String shape = id < shapes.size() ? shapes.get(id) : id == 0xFF ? "fields: {a: Byte}" : "metadata: true";
        yaml.append("      e").append(id).append(": {id: ").append(id).append(", ").append(shape)
            .append(", description: Event ").append(id).append(".}\n");
      }
    }
    return yaml.toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogues")
  void generatesAndTheOutputBuildsAndPassesItsCorpus(String what, String file, String yaml, @TempDir Path root) throws Exception {
    Catalogue catalogue = CatalogueLoader.load(file, yaml);

    GeneratedFiles generated = Generator.generate(catalogue);

    assertThat(generated.files()).containsKey("corpus/error-cases.json");
    GeneratedBuild build = GeneratedBuild.write(generated, root);
    build.buildAndRunC();
    build.compileJava();
    build.runPythonCorpusTest();
    assertThat(JavaCorpusCheck.run(root).unequalPacked()).isEmpty();
  }
}

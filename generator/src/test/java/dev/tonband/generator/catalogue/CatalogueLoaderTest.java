// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a valid catalogue turns into; the broken ones are in {@link BrokenCataloguesTest}. */
class CatalogueLoaderTest {
  private static Catalogue load(String text) throws CatalogueException {
    return CatalogueLoader.load("events.yaml", text);
  }

  /** A catalogue with one group "app" holding the given events (indented as events). */
  private static Catalogue app(String events) throws CatalogueException {
    return load("groups:\n  app:\n    description: Application events.\n    events:\n" + events);
  }

  private static List<String> errors(String text) {
    CatalogueException e = assertThrows(CatalogueException.class, () -> load(text));
    return e.errors().stream().map(CatalogueError::toString).toList();
  }

  @Test
  void shortAndLongFieldFormsGiveTheSameFields() throws Exception {
    Catalogue c =
        load(
            """
            enums:
              Mode:
                description: Operating mode.
                values: {MODE_IDLE: 0, MODE_RUN: 1}
            groups:
              app:
                description: Application events.
                events:
                  short_form:
                    id: 0x80
                    fields: {count: u32, mode: Mode}
                    description: Written short.
                  long_form:
                    id: 0x81
                    fields:
                      count: {type: u32, description: How many.}
                      mode:
                        type: Mode
                    description: Written long.
            """);
    Event shortForm = c.events().get(0);
    Event longForm = c.events().get(1);

    assertThat(shortForm.required().stream().map(f -> f.name() + ":" + f.type().spelling()).toList())
        .containsExactly("count:u32", "mode:Mode")
        .inOrder();
    assertThat(longForm.required().stream().map(Field::type).toList())
        .isEqualTo(shortForm.required().stream().map(Field::type).toList());
    assertThat(longForm.required().get(0).description()).isEqualTo("How many.");
    assertThat(longForm.required().get(1).description()).isEmpty();
    assertThat(shortForm.required().get(1).type()).isEqualTo(FieldType.ofEnum("Mode"));
  }

  @Test
  void arraysAndMaximumLengthsAreReadFromTheirSpelling() throws Exception {
    Catalogue c =
        app(
            """
                  sample:
                    id: 0x80
                    fields:
                      axes: s16[3]
                      flags: {type: "bool[2]"}
                      name: string
                      tag: {type: string, max_length: 8}
                      blob: {type: bytes, max_length: 180}
                      ratio: f64
                    description: A sample.
            """);
    List<Field> fields = c.events().get(0).required();

    assertThat(fields.stream().map(Field::type).toList()).containsExactly(
        FieldType.arrayOf(FieldKind.S16, 3),
        FieldType.arrayOf(FieldKind.BOOL, 2),
        FieldType.sized(FieldKind.STRING, FieldType.DEFAULT_MAX_LENGTH),
        FieldType.sized(FieldKind.STRING, 8),
        FieldType.sized(FieldKind.BYTES, 180),
        FieldType.of(FieldKind.F64)).inOrder();
    assertThat(fields.get(0).type().spelling()).isEqualTo("s16[3]");
    // id, timestamp, 3 s16 of up to 3 bytes, 2 bools, 1+32, 1+8, 2+180 (180 needs a 2-byte varint), 8
    assertThat(c.events().get(0).maxFixedPayload()).isEqualTo(1 + 10 + 9 + 2 + 33 + 9 + 182 + 8);
  }

  @Test
  void theEveryTypeTestCatalogueLoads() throws Exception {
    Catalogue c = CatalogueLoader.load(Path.of("src/test/resources/every-type/app-events.yaml"));

    assertThat(c.events().stream().map(Event::name).toList())
        .containsExactly("reading", "accel", "labelled", "extremes", "info").inOrder();
  }

  @Test
  void shortAndLongEnumValueForms() throws Exception {
    Catalogue c =
        load(
            """
            enums:
              Mode:
                description: Operating mode.
                values:
                  MODE_IDLE: 0
                  MODE_RUN: {value: 0x10, description: Running.}
            groups:
              app:
                description: Application events.
                events:
                  mode_changed: {id: 0x80, fields: {mode: Mode}, description: The mode changed.}
            """);
    EnumDef mode = c.enumNamed("Mode");

    assertThat(mode.values().stream().map(v -> v.name() + "=" + v.value() + ":" + v.description()).toList())
        .containsExactly("MODE_IDLE=0:", "MODE_RUN=16:Running.")
        .inOrder();
  }

  @Test
  void optionalAndVarlenFieldsKeepTheirOwnLists() throws Exception {
    Catalogue c =
        app(
            """
                  sample:
                    id: 0x80
                    fields: {channel: u8}
                    optional: {low: u32, high: u64}
                    description: A sample.
                  label:
                    id: 0x81
                    fields: {channel: u8}
                    varlen: {text: str}
                    description: A label.
            """);
    Event sample = c.events().get(0);
    Event label = c.events().get(1);

    assertThat(sample.optional().stream().map(Field::name).toList()).containsExactly("low", "high").inOrder();
    assertThat(sample.varlen()).isEmpty();
    assertThat(label.varlen().map(Field::name)).hasValue("text");
    assertThat(label.fields().stream().map(Field::name).toList()).containsExactly("channel", "text").inOrder();
  }

  @Test
  void groupsArePrefixedAndNotBuiltinUnlessTheySayOtherwise() throws Exception {
    Catalogue c = app("      ping: {id: 0x80, description: Ping.}\n");

    Group app = c.groups().get(0);
    assertThat(app.prefixed()).isTrue();
    assertThat(app.builtin()).isFalse();
    assertThat(c.events().get(0).symbol()).isEqualTo("app_ping");
    assertThat(c.events().get(0).metadata()).isFalse();
  }

  @Test
  void idsMayBeDecimalOrHexUpToTheLastByte() throws Exception {
    Catalogue c =
        app(
            """
                  first: {id: 0, description: Zero.}
                  decimal: {id: 200, description: Decimal.}
                  last: {id: 0xFF, description: The last id.}
            """);

    assertThat(c.events().stream().map(Event::id).toList()).containsExactly(0, 200, 255).inOrder();
  }

  @Test
  void eventsWithoutOptionalFieldsHaveOneEncoderNamedAfterTheEvent() throws Exception {
    Catalogue c = app("      ping: {id: 0x80, fields: {seq: u32}, description: Ping.}\n");

    assertThat(c.events().get(0).variants()).containsExactly(new Event.Variant("app_ping", 0));
  }

  @Test
  void optionalFieldsGiveOneDistinctlyNamedEncoderPerValidLayout() throws Exception {
    Catalogue c =
        app(
            """
                  sample:
                    id: 0x80
                    fields: {channel: u8}
                    optional: {a: u32, b: u32, c: u32}
                    description: A sample.
            """);

    assertThat(c.events().get(0).variants())
        .containsExactly(
            new Event.Variant("app_sample", 3),
            new Event.Variant("app_sample_upto_b", 2),
            new Event.Variant("app_sample_upto_a", 1),
            new Event.Variant("app_sample_base", 0))
        .inOrder();
  }

  @Test
  void positionsPointAtTheNamesInTheFile() throws Exception {
    Catalogue c =
        load(
            """
            enums:
              Mode:
                description: Operating mode.
                values: {MODE_IDLE: 0}
            groups:
              app:
                description: Application events.
                events:
                  mode_changed:
                    id: 0x80
                    fields:
                      mode: Mode
                    description: The mode changed.
            """);

    assertThat(c.enumNamed("Mode").position()).isEqualTo(new Position("events.yaml", 2, 3));
    assertThat(c.enumNamed("Mode").values().get(0).position()).isEqualTo(new Position("events.yaml", 4, 14));
    assertThat(c.groups().get(0).position()).isEqualTo(new Position("events.yaml", 6, 3));
    assertThat(c.events().get(0).position()).isEqualTo(new Position("events.yaml", 9, 7));
    assertThat(c.events().get(0).required().get(0).position()).isEqualTo(new Position("events.yaml", 12, 11));
  }

  @Test
  void loadingAPathNamesTheFileInErrorsAsGiven(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("catalogue.yaml");
    Files.writeString(file, "groups: {}\n", StandardCharsets.UTF_8);

    CatalogueException e = assertThrows(CatalogueException.class, () -> CatalogueLoader.load(file));

    assertThat(e.errors().get(0).position()).isEqualTo(new Position(file.toString(), 1, 1));
  }

  @Test
  void contextualJavaKeywordsAreFineAsFieldNames() throws Exception {
    Catalogue c = app("      moved: {id: 0x80, fields: {to: u32, sealed: u32, record: u32, var: u32}, description: Moved.}\n");

    assertThat(c.events().get(0).required()).hasSize(4);
  }

  @Test
  void aFixedPartOfExactly254BytesFitsAndOneMoreDoesNot() throws Exception {
    // id (1) + timestamp (10) + 24 s64 (240) + 3 u8 = 254 bytes.
    String s64s = IntStream.rangeClosed(1, 24).mapToObj(i -> "v" + i + ": s64").collect(Collectors.joining(", "));
    String fits = "      big: {id: 0x80, fields: {" + s64s + ", a: u8, b: u8, c: u8}, description: Big.}\n";
    String tooBig = "      big: {id: 0x80, fields: {" + s64s + ", a: u8, b: u8, c: u8, d: u8}, description: Big.}\n";

    assertThat(app(fits).events().get(0).maxFixedPayload()).isEqualTo(254);
    assertThat(errors("groups:\n  app:\n    description: Application events.\n    events:\n" + tooBig))
        .containsExactly(
            "events.yaml:5:7: event 'big': its id, timestamp and fields can take 255 bytes, more than the 254"
                + " that fit one frame block; split it into smaller events");
  }

  @Test
  void aMisspeltKeyIsReportedOnceWithItsCorrectionNotAlsoAsMissing() {
    assertThat(errors("groups:\n  app:\n    descripion: Application events.\n    events: {ping: {id: 1, description: Ping.}}\n"))
        .containsExactly(
            "events.yaml:3:5: group 'app': unknown key 'descripion' (did you mean 'description'?); the keys are"
                + " description, events, prefixed, builtin");
  }

  @Test
  void aKeyFarFromEveryKnownKeyGetsNoSuggestion() {
    assertThat(errors("groups:\n  app:\n    description: App.\n    colour: red\n    events: {ping: {id: 1, description: Ping.}}\n"))
        .containsExactly(
            "events.yaml:4:5: group 'app': unknown key 'colour'; the keys are description, events, prefixed, builtin");
  }

  @Test
  void aBrokenEventDoesNotHideTheErrorsOfItsFields() {
    assertThat(errors("groups:\n  app:\n    description: App.\n    events:\n      ping: {fields: {class: u32}, description: Ping.}\n"))
        .containsExactly(
            "events.yaml:5:7: event 'ping' is missing the key 'id'",
            "events.yaml:5:23: field name 'class' is a keyword of Java and Python; choose another")
        .inOrder();
  }

  @Test
  void anEnumWithABrokenBodyIsStillKnownToTheFieldsUsingIt() {
    assertThat(
            errors(
                "enums:\n  Mode: [MODE_IDLE]\ngroups:\n  app:\n    description: App.\n    events:\n"
                    + "      mode: {id: 1, fields: {mode: Mode}, description: Mode.}\n"))
        .containsExactly(
            "events.yaml:2:9: enum 'Mode' must be a mapping with the keys description, values, not a list");
  }

  @Test
  void aFourMegabyteOneLineDescriptionFailsAtTheSizeLimitBeforeYamlReadsIt() {
    assertThat(errors(withDescription("x".repeat(4 << 20))))
        .containsExactly(
            "events.yaml:7:1048502: the catalogue goes on past 1048576 bytes (1 MiB), the most a catalogue may hold;"
                + " is this the right file?");
  }

  @Test
  void aHalfMegabyteOneLineDescriptionFailsAtTheLineLimitBeforeYamlReadsIt() {
    assertThat(errors(withDescription("x".repeat(1 << 19))))
        .containsExactly(
            "events.yaml:7:10001: this line is longer than 10000 characters, the most a catalogue line may have;"
                + " break long text over several lines (YAML joins them with spaces)");
  }

  /** A catalogue whose one event's description, on line 7, is {@code description}. */
  private static String withDescription(String description) {
    return "groups:\n  app:\n    description: App.\n    events:\n      ping:\n        id: 1\n"
        + "        description: " + description + "\n";
  }

  @Test
  void aLineOfExactlyTheLimitIsFine() throws Exception {
    String description = "x".repeat(10_000 - "        description: ".length());

    Catalogue c = app("      ping:\n        id: 1\n        description: " + description + "\n");

    assertThat(c.events().get(0).description()).isEqualTo(description);
  }

  @Test
  void aCatalogueOverOneMebibyteFailsWhereTheLimitIsPassed() {
    String line = "# " + "y".repeat(98) + "\n"; // 101 bytes
    String catalogue = line.repeat((1 << 20) / 101 + 1);

    assertThat(errors(catalogue))
        .containsExactly(
            "events.yaml:" + ((1 << 20) / 101 + 1) + ":" + ((1 << 20) % 101 + 1) + ": the catalogue goes on past"
                + " 1048576 bytes (1 MiB), the most a catalogue may hold; is this the right file?");
  }

  @Test
  void anEndlessFileIsReadOnlyUpToTheLimit() {
    Path endless = Path.of("/dev/zero");
    assumeTrue(Files.isReadable(endless));

    CatalogueException e = assertThrows(CatalogueException.class, () -> CatalogueLoader.load(endless, "zero"));

    assertThat(e.errors().stream().map(CatalogueError::toString).toList())
        .containsExactly(
            "zero:1:1048577: the catalogue goes on past 1048576 bytes (1 MiB), the most a catalogue may hold;"
                + " is this the right file?");
  }

  @Test
  void aByteOrderMarkIsAllowedAndPositionsStillCountFromTheFirstCharacter() {
    byte[] content = ("\uFEFFgroups:\n  app:\n    description: App.\n    events:\n      ping: {id: '1', description: P.}\n")
        .getBytes(StandardCharsets.UTF_8);

    CatalogueException e = assertThrows(CatalogueException.class, () -> CatalogueLoader.load("events.yaml", content));

    assertThat(e.errors().stream().map(CatalogueError::toString).toList())
        .containsExactly("events.yaml:5:18: event 'ping': id '1' is quoted, which makes it text; write the number without quotes");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.FieldKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class EventIndexEmitterTest {
  /** A metadata event of 25 u64 fields and a string: 1 + 250 + 20 = 271 payload bytes, two COBS blocks. */
  private static final String WIDE_FIELDS = wideFields();

  private static final String CATALOGUE =
      """
      enums:
        MotorDir:
          description: Which way a motor turns.
          values:
            MOTOR_DIR_CW: 0
            MOTOR_DIR_CCW: {value: 1, description: Counter-clockwise | seen from the shaft.}
      groups:
        base:
          description: Core events.
          prefixed: false
          builtin: true
          events:
            core_id:
              id: 0x00
              fields: {core_id: u32}
              description: The events that follow come from core `core_id`.
            isr_name:
              id: 0x03
              metadata: true
              fields: {isr_id: u32}
              varlen: {name: str}
              description: Names interrupt `isr_id`.
            evtmarker:
              id: 0x07
              fields: {evtmarker_id: u32}
              varlen: {msg: str}
              description: A point in time on event marker `evtmarker_id`.
        motor:
          description: |
            Motor control
            events.
          events:
            speed:
              id: 0x90
              fields:
                motor: u8
                rpm: {type: u32, description: Revolutions per minute.}
              optional: {target: u32, dir: MotorDir}
              description: Motor `motor` turns at `rpm`.
            heartbeat:
              id: 0x91
              description: The motor controller is alive.
            calibration:
              id: 0x92
              metadata: true
              fields: {%s}
              varlen: {label: str}
              description: A calibration table.
      """
          .formatted(WIDE_FIELDS);

  private static Catalogue catalogue;
  private static String index;

  @BeforeAll
  static void render() throws Exception {
    catalogue = CatalogueLoader.load("test.yaml", CATALOGUE);
    index = EventIndexEmitter.render(catalogue);
  }

  @Test
  void startsWithTheGeneratedBanner() {
    assertThat(index)
        .startsWith(
            "<!--\n  GENERATED from test.yaml by the Tonband generator. Do not edit: change the catalogue or\n");
    assertThat(index).contains("run `mvn generate-sources`");
    assertThat(index).contains("> **Generated file.** This index is generated from `test.yaml`");
  }

  @Test
  void namesTheCatalogueItWasGeneratedFrom() {
    assertThat(index).contains("## Catalogue version\n");
    assertThat(index).contains("\n- **Catalogue:** `test.yaml`\n");
  }

  @Test
  void tableOfContentsListsEventsByGroupWithIdsAndAnchors() {
    assertThat(index).contains("- [`base` group](#group-base) (3 events): Core events.\n");
    assertThat(index).contains("  - `0x00` [`core_id`](#evt-core-id)\n");
    assertThat(index).contains("  - `0x03` [`isr_name`](#evt-isr-name) (metadata)\n");
    // The multi-line YAML description becomes one line, so the list item stays intact.
    assertThat(index).contains("- [`motor` group](#group-motor) (3 events): Motor control events.\n");
    assertThat(index).contains("  - `0x90` [`speed`](#evt-motor-speed)\n");
    assertThat(index).contains("- [Enum reference](#enums)\n  - [`MotorDir`](#enum-motordir)\n");
    // Groups and events appear in catalogue order.
    assertThat(index.indexOf("(#evt-core-id)")).isLessThan(index.indexOf("(#evt-evtmarker)"));
    assertThat(index.indexOf("(#evt-evtmarker)")).isLessThan(index.indexOf("(#evt-motor-speed)"));
  }

  @Test
  void eventHeadingsCarryAnAnchorDerivedFromTheSymbol() {
    assertThat(index).contains("<a id=\"evt-core-id\"></a>\n### `core_id`\n");
    // Prefixed group: the anchor has the group prefix, the heading the catalogue name.
    assertThat(index).contains("<a id=\"evt-motor-speed\"></a>\n### `speed`\n");
    assertThat(index).contains("<a id=\"group-motor\"></a>\n## `motor` group\n");
    assertThat(index).contains("C names carry the group prefix: `EVT_MOTOR_*`, `encode_motor_*`.");
    assertThat(index).contains("C names carry no group prefix.");
  }

  @Test
  void showsIdAndMetadataFlag() {
    String speed = section("evt-motor-speed");
    assertThat(speed).contains("- **Id:** `0x90`\n");
    assertThat(speed).contains("- **Metadata:** no (carries the timestamp `ts`)\n");
    String isrName = section("evt-isr-name");
    assertThat(isrName).contains("- **Id:** `0x03`\n");
    assertThat(isrName).contains("- **Metadata:** yes (no timestamp)\n");
  }

  @Test
  void maximumFramedSizes() {
    // id 1 + ts 10 + u32 5 = 16; COBS adds a code byte and the delimiter.
    assertThat(section("evt-core-id"))
        .contains("- **Max framed size:** `EVT_CORE_ID_MAXLEN` = `COBS_MAXLEN(16)` = 18 bytes\n");
    assertThat(section("evt-evtmarker"))
        .contains(
            "- **Max framed size:** `EVT_EVTMARKER_MAXLEN` = `COBS_MAXLEN(16 + tband_configMAX_STR_LEN)`"
                + " = 38 bytes with the default MAX_STR_LEN of 20\n");
    // Metadata: no timestamp, so id 1 + u32 5.
    assertThat(section("evt-isr-name"))
        .contains("`COBS_MAXLEN(6 + tband_configMAX_STR_LEN)` = 28 bytes with the default MAX_STR_LEN of 20\n");
    // Optional fields count: 1 + 10 + u8 1 + u32 5 + u32 5 + enum 1 = 23.
    assertThat(section("evt-motor-speed")).contains("`COBS_MAXLEN(23)` = 25 bytes\n");
    // No fields: id and timestamp only.
    assertThat(section("evt-motor-heartbeat")).contains("`COBS_MAXLEN(11)` = 13 bytes\n");
    assertThat(section("evt-motor-heartbeat")).contains("No fields.");
    // 271 payload bytes need two COBS code bytes.
    assertThat(section("evt-motor-calibration"))
        .contains("`COBS_MAXLEN(251 + tband_configMAX_STR_LEN)` = 274 bytes with the default MAX_STR_LEN of 20\n");
  }

  @Test
  void cobsMaxlenFollowsTheSpec() {
    assertThat(CEncoderEmitter.cobsMaxlen(0)).isEqualTo(2);
    assertThat(CEncoderEmitter.cobsMaxlen(6)).isEqualTo(8);
    assertThat(CEncoderEmitter.cobsMaxlen(254)).isEqualTo(256);
    assertThat(CEncoderEmitter.cobsMaxlen(255)).isEqualTo(258);
  }

  @Test
  void fieldTablesLinkTypesAndShowPresence() {
    String speed = section("evt-motor-speed");
    assertThat(speed).contains("| Field | Type | Presence | Description |\n|---|---|---|---|\n");
    assertThat(speed).contains("| `motor` | [`u8`](#type-u8) | required |  |\n");
    assertThat(speed).contains("| `rpm` | [`u32`](#type-u32) | required | Revolutions per minute. |\n");
    assertThat(speed).contains("| `target` | [`u32`](#type-u32) | optional |  |\n");
    assertThat(speed).contains("| `dir` | [`MotorDir`](#enum-motordir) ([enum](#type-enum)) | optional |  |\n");
    // Without field descriptions there is no description column.
    assertThat(section("evt-isr-name"))
        .contains(
            "| Field | Type | Presence |\n|---|---|---|\n"
                + "| `isr_id` | [`u32`](#type-u32) | required |\n"
                + "| `name` | [`str`](#type-str) | varlen |\n");
  }

  @Test
  void listsTheSignatureOfEveryEncoderVariant() {
    assertThat(section("evt-motor-speed"))
        .contains(
            "```c\n"
                + "/* With every optional field. */\n"
                + "static inline size_t encode_motor_speed(uint8_t buf[EVT_MOTOR_SPEED_MAXLEN], uint64_t ts,"
                + " uint8_t motor, uint32_t rpm, uint32_t target, enum MotorDir dir);\n"
                + "/* With the optional fields up to 'target'. */\n"
                + "static inline size_t encode_motor_speed_upto_target(uint8_t buf[EVT_MOTOR_SPEED_MAXLEN], uint64_t ts,"
                + " uint8_t motor, uint32_t rpm, uint32_t target);\n"
                + "/* Without optional fields. */\n"
                + "static inline size_t encode_motor_speed_base(uint8_t buf[EVT_MOTOR_SPEED_MAXLEN], uint64_t ts,"
                + " uint8_t motor, uint32_t rpm);\n"
                + "```\n");
    assertThat(section("evt-isr-name"))
        .contains(
            "Encoder:\n\n```c\n"
                + "static inline size_t encode_isr_name(uint8_t buf[EVT_ISR_NAME_MAXLEN], uint32_t isr_id, const char *name);\n"
                + "```\n");
    assertThat(section("evt-motor-heartbeat"))
        .contains("static inline size_t encode_motor_heartbeat(uint8_t buf[EVT_MOTOR_HEARTBEAT_MAXLEN], uint64_t ts);\n");
  }

  @Test
  void signaturesAreExactlyThoseOfTheGeneratedHeader() {
    GeneratedFiles files = new GeneratedFiles();
    CEncoderEmitter.emit(catalogue, files);
    String header = new String(files.files().get(CEncoderEmitter.HEADER), StandardCharsets.UTF_8);
    List<String> signatures = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^(static inline size_t encode_\\w+\\(.*\\));$").matcher(index);
    while (m.find()) {
      signatures.add(m.group(1));
    }
    List<String> headerSignatures = new ArrayList<>();
    Matcher h = Pattern.compile("(?m)^(static inline size_t encode_\\w+\\(.*\\)) \\{$").matcher(header);
    while (h.find()) {
      headerSignatures.add(h.group(1));
    }
    assertThat(signatures).hasSize(8); // 3 + 3 variants + heartbeat + calibration
    assertThat(signatures).containsExactlyElementsIn(headerSignatures).inOrder();
    // The sizes quoted "with the default MAX_STR_LEN" are the header's default.
    assertThat(header)
        .contains("#define tband_configMAX_STR_LEN " + CEncoderEmitter.DEFAULT_MAX_STR_LEN + "\n");
  }

  @Test
  void enumsListTheirValuesAndUsers() {
    String motorDir = section("enum-motordir");
    assertThat(motorDir).contains("<a id=\"enum-motordir\"></a>\n### `MotorDir`\n\nWhich way a motor turns.\n");
    assertThat(motorDir)
        .contains(
            "| Value | Name | Description |\n|---|---|---|\n"
                + "| 0 | `MOTOR_DIR_CW` |  |\n"
                // A '|' in a description would end the table cell.
                + "| 1 | `MOTOR_DIR_CCW` | Counter-clockwise \\| seen from the shaft. |\n");
    assertThat(motorDir).contains("Used by: [`motor_speed`](#evt-motor-speed).");
  }

  @Test
  void fieldTypeReferenceCoversEveryKind() {
    String types = section("field-types");
    for (FieldKind kind : FieldKind.values()) {
      assertThat(types).contains("| <a id=\"type-" + kind.keyword() + "\"></a>`" + kind.keyword() + "` |");
    }
    assertThat(types).contains("| <a id=\"type-u32\"></a>`u32` | `uint32_t` | unsigned LEB128 varint:");
    assertThat(types).contains("`(abs(v) << 1) \\| sign`");
    assertThat(types).containsMatch("\\| <a id=\"type-u64\"></a>`u64` \\| `uint64_t` \\| [^\\n]* \\| 10 \\|\n");
    assertThat(types).containsMatch("\\| <a id=\"type-s64\"></a>`s64` \\| `int64_t` \\| [^\\n]* \\| 10 \\|\n");
    assertThat(types).containsMatch("\\| <a id=\"type-enum\"></a>`enum` \\| `enum <Name>` \\| [^\\n]* \\| 1 \\|\n");
    assertThat(types).contains("| `tband_configMAX_STR_LEN` (default 20) |\n");
  }

  @Test
  void everyLinkInTheIndexHasItsAnchorExactlyOnce() {
    Set<String> anchors = new HashSet<>();
    Matcher a = Pattern.compile("<a id=\"([^\"]+)\"></a>").matcher(index);
    while (a.find()) {
      assertWithMessage("anchor %s is defined twice", a.group(1)).that(anchors.add(a.group(1))).isTrue();
    }
    Matcher link = Pattern.compile("\\]\\(#([^)]+)\\)").matcher(index);
    int links = 0;
    while (link.find()) {
      assertWithMessage("link target #%s", link.group(1)).that(anchors).contains(link.group(1));
      links++;
    }
    assertThat(links).isGreaterThan(20);
  }

  @Test
  void writesTheIndexToDocsDeterministically() throws Exception {
    GeneratedFiles first = new GeneratedFiles();
    EventIndexEmitter.emit(catalogue, first);
    GeneratedFiles second = new GeneratedFiles();
    EventIndexEmitter.emit(CatalogueLoader.load("test.yaml", CATALOGUE), second);
    assertThat(first.files().keySet()).containsExactly("docs/events.md");
    assertThat(new String(first.files().get(EventIndexEmitter.INDEX), StandardCharsets.UTF_8)).isEqualTo(index);
    assertThat(second.files().get(EventIndexEmitter.INDEX)).isEqualTo(first.files().get(EventIndexEmitter.INDEX));
    assertThat(index).doesNotContain("\r");
  }

  /** The text from {@code <a id="anchor">} to the next heading anchor of the same or a higher level. */
  private static String section(String anchor) {
    int start = index.indexOf("<a id=\"" + anchor + "\"></a>\n");
    assertWithMessage("anchor %s", anchor).that(start).isAtLeast(0);
    int next = index.indexOf("\n<a id=\"", start + 1);
    while (next >= 0 && !index.startsWith("#", index.indexOf('\n', next + 1) + 1)) {
      next = index.indexOf("\n<a id=\"", next + 1);
    }
    return next < 0 ? index.substring(start) : index.substring(start, next + 1);
  }

  private static String wideFields() {
    List<String> fields = new ArrayList<>();
    for (int i = 0; i < 25; i++) {
      fields.add("v" + i + ": u64");
    }
    return String.join(", ", fields);
  }
}

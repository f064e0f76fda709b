// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference encoder, whose bytes the whole corpus expects, against the format itself:
 * vectors worked out by hand from docs/wire-format.md (each field type, each COBS edge), and
 * every table row of that page, so the page and the encoder cannot disagree.
 */
class ReferenceEncoderTest {
  private static final Catalogue CATALOGUE = load("""
      enums:
        Mode:
          description: A mode.
          values: {MODE_OFF: 0, MODE_ON: 1, MODE_ODD: 0x9F}
      groups:
        base:
          description: Base.
          prefixed: false
          builtin: true
          events:
            core_id: {id: 0x00, fields: {core_id: u32}, description: Core.}
            isr_enter: {id: 0x04, fields: {isr_id: u32}, description: Enter.}
            isr_name: {id: 0x03, metadata: true, fields: {isr_id: u32}, varlen: {name: str}, description: Name.}
        app:
          description: App.
          events:
            sample:
              id: 0x80
              fields: {mode: Mode, delta: s64}
              optional: {raw: u32, quality: u8}
              description: A sample.
      """);

  private static final ReferenceEncoder ENCODER = new ReferenceEncoder(CATALOGUE, 4);

  private static Catalogue load(String yaml) {
    try {
      return CatalogueLoader.load("test.yaml", yaml);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static String hex(byte[] bytes) {
    return HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes);
  }

  private static String field(FieldKind kind, long value) {
    return hex(ENCODER.value(FieldType.of(kind), value));
  }

  // ---- hand-written vectors ------------------------------------------------------------------

  @Test
  void cobsEdges() {
    assertThat(hex(ReferenceEncoder.cobs(new byte[0]))).isEqualTo("01 00");
    assertThat(hex(ReferenceEncoder.cobs(bytes("00")))).isEqualTo("01 01 00");
    assertThat(hex(ReferenceEncoder.cobs(bytes("11 00")))).isEqualTo("02 11 01 00");
    assertThat(hex(ReferenceEncoder.cobs(bytes("00 11")))).isEqualTo("01 02 11 00");
    assertThat(hex(ReferenceEncoder.cobs(bytes("11 22 33")))).isEqualTo("04 11 22 33 00");
    // One full block: code FF, and no code 01 after it when the payload ends there.
    assertThat(ReferenceEncoder.cobs(run(254))).isEqualTo(concat(bytes("FF"), run(254), bytes("00")));
    assertThat(ReferenceEncoder.cobs(run(253))).isEqualTo(concat(bytes("FE"), run(253), bytes("00")));
    assertThat(ReferenceEncoder.cobs(run(255))).isEqualTo(concat(bytes("FF"), run(254), bytes("02"), run(1), bytes("00")));
    // A zero right after a full block is a group of its own: it is not implied by the FF.
    assertThat(ReferenceEncoder.cobs(concat(run(254), bytes("00"))))
        .isEqualTo(concat(bytes("FF"), run(254), bytes("01 01 00")));
    // Two full blocks, then the same plus one byte.
    assertThat(ReferenceEncoder.cobs(run(508))).isEqualTo(concat(bytes("FF"), run(254), bytes("FF"), run(254), bytes("00")));
    assertThat(ReferenceEncoder.cobs(run(509)))
        .isEqualTo(concat(bytes("FF"), run(254), bytes("FF"), run(254), bytes("02"), run(1), bytes("00")));
    // A zero in the middle of a long run starts the count again.
    assertThat(ReferenceEncoder.cobs(concat(run(100), bytes("00"), run(200))))
        .isEqualTo(concat(bytes("65"), run(100), bytes("C9"), run(200), bytes("00")));
  }

  @Test
  void varintsAreSevenBitGroupsLowestFirstInTheShortestForm() {
    assertThat(field(FieldKind.U32, 0)).isEqualTo("00");
    assertThat(field(FieldKind.U32, 1)).isEqualTo("01");
    assertThat(field(FieldKind.U32, 0x7F)).isEqualTo("7F");
    assertThat(field(FieldKind.U32, 0x80)).isEqualTo("80 01");
    assertThat(field(FieldKind.U32, 0x3FFF)).isEqualTo("FF 7F");
    assertThat(field(FieldKind.U32, 0x4000)).isEqualTo("80 80 01");
    assertThat(field(FieldKind.U32, 0xFFFF_FFFFL)).isEqualTo("FF FF FF FF 0F");
    assertThat(field(FieldKind.U64, 1L << 35)).isEqualTo("80 80 80 80 80 01");
    assertThat(field(FieldKind.U64, Long.MAX_VALUE)).isEqualTo("FF FF FF FF FF FF FF FF 7F");
    assertThat(field(FieldKind.U64, -1L)).isEqualTo("FF FF FF FF FF FF FF FF FF 01"); // 2^64 - 1
  }

  @Test
  void s64IsMagnitudeShiftedLeftWithTheSignBelow() {
    assertThat(field(FieldKind.S64, 0)).isEqualTo("00");
    assertThat(field(FieldKind.S64, 1)).isEqualTo("02");
    assertThat(field(FieldKind.S64, -1)).isEqualTo("03");
    assertThat(field(FieldKind.S64, 63)).isEqualTo("7E");
    assertThat(field(FieldKind.S64, -64)).isEqualTo("81 01");
    assertThat(field(FieldKind.S64, 64)).isEqualTo("80 01");
    assertThat(field(FieldKind.S64, Long.MAX_VALUE)).isEqualTo("FE FF FF FF FF FF FF FF FF 01");
    assertThat(field(FieldKind.S64, Long.MIN_VALUE + 1)).isEqualTo("FF FF FF FF FF FF FF FF FF 01");
    assertThat(field(FieldKind.S64, Long.MIN_VALUE)).isEqualTo("01"); // "negative zero"
  }

  @Test
  void u8AndEnumsAreOneRawByte() {
    assertThat(field(FieldKind.U8, 0)).isEqualTo("00");
    assertThat(field(FieldKind.U8, 0xFF)).isEqualTo("FF");
    assertThat(hex(ENCODER.value(FieldType.ofEnum("Mode"), "MODE_ON"))).isEqualTo("01");
    assertThat(hex(ENCODER.value(FieldType.ofEnum("Mode"), "MODE_ODD"))).isEqualTo("9F");
  }

  @Test
  void stringsAreCutAtTheLimitButNeverInsideACharacter() {
    FieldType str = FieldType.of(FieldKind.STR);
    assertThat(hex(ENCODER.value(str, ""))).isEmpty();
    assertThat(hex(ENCODER.value(str, "abcd"))).isEqualTo("61 62 63 64");
    assertThat(hex(ENCODER.value(str, "abcde"))).isEqualTo("61 62 63 64");
    assertThat(hex(ENCODER.value(str, "ab\u00e9"))).isEqualTo("61 62 C3 A9"); // 4 bytes: fits
    assertThat(hex(ENCODER.value(str, "abc\u00e9"))).isEqualTo("61 62 63"); // C3 A9 would be split
    assertThat(hex(ENCODER.value(str, "a\u20ac"))).isEqualTo("61 E2 82 AC");
    assertThat(hex(ENCODER.value(str, "ab\u20ac"))).isEqualTo("61 62");
    assertThat(hex(ENCODER.value(str, "\ud83d\ude00x"))).isEqualTo("F0 9F 98 80");
    assertThat(hex(ENCODER.value(str, "a\ud83d\ude00"))).isEqualTo("61");
  }

  @Test
  void framesPutIdTimestampAndFieldsInOrderThenFrameThem() {
    assertThat(hex(frame("isr_enter", 0, 1_000_000L, 5L))).isEqualTo("06 04 C0 84 3D 05 00");
    // Id 0x00 is itself a zero for COBS.
    assertThat(hex(frame("core_id", 0, 1_000_000L, 5L))).isEqualTo("01 05 C0 84 3D 05 00");
    // A metadata event has no timestamp; its string runs to the end and is cut at 4 bytes.
    assertThat(hex(frame("isr_name", 0, 7L, "uart0"))).isEqualTo("07 03 07 75 61 72 74 00");
    assertThat(hex(frame("isr_name", 0, 0L, ""))).isEqualTo("02 03 01 00");
  }

  @Test
  void optionalFieldsAreATailOfTheFrame() {
    // sample: id 0x80, ts, mode (enum), delta (s64), then optional raw (u32), quality (u8).
    assertThat(hex(frame("sample", 0, 1L, "MODE_ON", -1L, 300L, 9L))).isEqualTo("08 80 01 01 03 AC 02 09 00");
    assertThat(hex(frame("sample", 1, 1L, "MODE_ON", -1L, 300L))).isEqualTo("07 80 01 01 03 AC 02 00");
    assertThat(hex(frame("sample", 2, 1L, "MODE_OFF", 0L))).isEqualTo("03 80 01 01 01 00");
  }

  private static byte[] frame(String name, int variant, Object... values) {
    Event event = CATALOGUE.events().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    return ENCODER.encode(event, event.variants().get(variant), List.of(values));
  }

  // ---- the tables of docs/wire-format.md -----------------------------------------------------

  @Test
  void everyTableRowOfTheWireFormatPageHolds() throws Exception {
    List<String> lines = Files.readAllLines(Path.of("../docs/wire-format.md"), StandardCharsets.UTF_8);
    ReferenceEncoder full = new ReferenceEncoder(CATALOGUE, 20);
    int checked = 0;
    String header = "";
    for (String line : lines) {
      if (!line.startsWith("| ") || line.startsWith("|---")) {
        header = line.startsWith("|") ? header : "";
        continue;
      }
      List<String> cells = cells(line);
      if (header.isEmpty()) {
        header = String.join("|", cells);
        continue;
      }
      switch (header) {
        case "payload (hex)|frame (hex)" -> assertWithMessage(line)
            .that(hex(ReferenceEncoder.cobs(docBytes(cells.get(0))))).isEqualTo(hex(docBytes(cells.get(1))));
        case "type|value|bytes (hex)" -> assertWithMessage(line)
            .that(hex(full.value(FieldType.of(kind(cells.get(0))), new BigInteger(cells.get(1)).longValue())))
            .isEqualTo(hex(docBytes(cells.get(2))));
        case "string|bytes (hex)" -> assertWithMessage(line)
            .that(hex(ENCODER.value(FieldType.of(FieldKind.STR), cells.get(0).replace("`", ""))))
            .isEqualTo(hex(docBytes(cells.get(1))));
        case "float|raw bits|bytes (hex)" -> assertWithMessage(line)
            .that(hex(full.value(FieldType.of(kind(cells.get(0))), Long.parseUnsignedLong(cells.get(1).substring(2), 16))))
            .isEqualTo(hex(docBytes(cells.get(2))));
        case "string field (max 4)|bytes (hex)" -> assertWithMessage(line)
            .that(hex(full.value(FieldType.sized(FieldKind.STRING, 4), cells.get(0).replace("`", ""))))
            .isEqualTo(hex(docBytes(cells.get(1))));
        default -> {
          continue;
        }
      }
      checked++;
    }
    assertThat(checked).isAtLeast(45);
  }

  private static List<String> cells(String row) {
    List<String> cells = new ArrayList<>();
    for (String cell : row.substring(1, row.lastIndexOf('|')).split("\\|")) {
      cells.add(cell.strip());
    }
    return cells;
  }

  private static FieldKind kind(String keyword) {
    for (FieldKind kind : FieldKind.values()) {
      if (kind.keyword().equals(keyword)) {
        return kind;
      }
    }
    throw new AssertionError("no field type " + keyword);
  }

  /** Hex as the page writes it: {@code `FF 88×254 00`}, or (empty). */
  private static byte[] docBytes(String cell) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String text = cell.replace("`", "").strip();
    if (text.equals("(empty)")) {
      return new byte[0];
    }
    for (String token : text.split(" +")) {
      String[] repeat = token.split("×");
      byte[] one = HexFormat.of().parseHex(repeat[0]);
      for (int i = 0; i < (repeat.length == 2 ? Integer.parseInt(repeat[1]) : 1); i++) {
        out.writeBytes(one);
      }
    }
    return out.toByteArray();
  }

  private static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  /** {@code n} bytes of 0x88, as in the golden vectors. */
  private static byte[] run(int n) {
    byte[] run = new byte[n];
    java.util.Arrays.fill(run, (byte) 0x88);
    return run;
  }

  private static byte[] concat(byte[]... parts) {
    return CorpusBuilder.concat(parts);
  }
}

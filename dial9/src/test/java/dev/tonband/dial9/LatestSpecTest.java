// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What dial9's latest spec ({@code ../shared/reference/dial9-SPEC-latest.md}, still version 1)
 * adds to seed 003: Stack Pool and Schema Annotations frames, and the field types
 * PooledStackFrames, DynamicList and DynamicMap, read from the hand-computed latest-spec.hex.
 */
class LatestSpecTest {
  private static final Schema SAMPLE = new Schema(9, "sample", true, List.of(
      FieldDef.required("stack", FieldType.POOLED_STACK_FRAMES),
      FieldDef.required("list", FieldType.DYNAMIC_LIST),
      FieldDef.required("map", FieldType.DYNAMIC_MAP),
      FieldDef.optional("maybe", FieldType.DYNAMIC_LIST)));
  private static final String HEADER = "54 52 43 00 01";
  /** type_id 1 "e", no timestamp, one DynamicList "l". */
  private static final String LIST_SCHEMA = "01 01 00 01 00 65 00 01 00 01 00 6C 0E";

  private static DynamicValue v(FieldType type, Object value) {
    return new DynamicValue(type, value);
  }

  private static DynamicList list(DynamicValue... elements) {
    return new DynamicList(List.of(elements));
  }

  @Test
  void everyFrameReadsAsComputed() throws IOException {
    assertThat(Golden.read(Golden.bytes("latest-spec.hex"))).containsExactly(
        "stack pool 1=0x1000 0x2000",
        "stack pool 2=",
        "pool 0=ok",
        "schema " + SAMPLE,
        "annotations sample [FieldAnnotation[fieldIndex=0, key=kind, value=cpu], "
            + "FieldAnnotation[fieldIndex=3, key=metrique.unit, value=microseconds]]",
        // the annotations of type_id 300 have no schema to go to: read, and skipped
        "event sample @42 [0x1000 0x2000, [5, \"hi\", 18446744073709551615, [true]], {\"k\": -2, 4660: {}}, null]",
        "event sample @43 [<stack pool entry 3 not defined>, [], {}, [-1, -1.0, false, \"\", ab, , \"ok\", 0xdeadbeef,"
            + " 128, {\"a\": \"b\"}, 255, 65535, 4294967295, [], {true: false}]]").inOrder();
  }

  @Test
  void everyValueHasItsTypesJavaValue() throws IOException {
    List<Dial9Event> events = Golden.events(Golden.bytes("latest-spec.hex"));

    assertThat(events.get(0).values()).containsExactly(
        new PooledStackFrames(1, new long[] {0x1000, 0x2000}),
        list(v(FieldType.U8, 5), v(FieldType.STRING, "hi"), v(FieldType.VARINT, -1L),
            v(FieldType.DYNAMIC_LIST, list(v(FieldType.BOOL, true)))),
        new DynamicMap(List.of(
            new DynamicMap.Entry(v(FieldType.STRING, "k"), v(FieldType.I64, -2L)),
            new DynamicMap.Entry(v(FieldType.U16, 0x1234), v(FieldType.DYNAMIC_MAP, new DynamicMap(List.of()))))),
        null).inOrder();
    assertThat(events.get(1).values()).containsExactly(
        new PooledStackFrames(3, null),
        list(),
        new DynamicMap(List.of()),
        list(
            v(FieldType.I64, -1L),
            v(FieldType.F64, -1.0),
            v(FieldType.BOOL, false),
            v(FieldType.STRING, ""),
            v(FieldType.BYTES, new byte[] {(byte) 0xAB}),
            v(FieldType.POOLED_STACK_FRAMES, new PooledStackFrames(2, new long[0])),
            v(FieldType.POOLED_STRING, new PooledString(0, "ok")),
            v(FieldType.STACK_FRAMES, new long[] {0xDEADBEEFL}),
            v(FieldType.VARINT, 128L),
            v(FieldType.STRING_MAP, StringMap.of(new StringMap.Entry("a", "b"))),
            v(FieldType.U8, 255),
            v(FieldType.U16, 65_535),
            v(FieldType.U32, 0xFFFF_FFFFL),
            v(FieldType.DYNAMIC_LIST, list()),
            v(FieldType.DYNAMIC_MAP, new DynamicMap(List.of(
                new DynamicMap.Entry(v(FieldType.BOOL, true), v(FieldType.BOOL, false))))))).inOrder();
  }

  @Test
  void anElementTagThatIsNoFieldTypeStopsTheStream() {
    // 0x00 and 0x10 are no type; an element has no presence byte, so no optional bit either
    for (String tag : new String[] {"00", "10", "87"}) {
      Dial9FormatException e = assertThrows(Dial9FormatException.class,
          () -> Golden.read(Golden.hex(HEADER + LIST_SCHEMA + " 02 01 00 01 00 00 00 " + tag + " 00 00 00 00")));
      assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_FIELD_TYPE);
      assertThat(e.offset()).isEqualTo(25);
      assertThat(e).hasMessageThat().isEqualTo(
          "offset 25: field 'l' of e: element type tag 0x" + tag + " is not a field type; its size cannot be known");
    }
  }

  /** A DynamicList field holding lists {@code depth} deep, the innermost empty. */
  private static byte[] nested(int depth) {
    StringBuilder hex = new StringBuilder(HEADER + LIST_SCHEMA + " 02 01 00");
    for (int i = 1; i < depth; i++) {
      hex.append(" 01 00 00 00 0E"); // one element, itself a list
    }
    hex.append(" 00 00 00 00");
    return Golden.hex(hex.toString());
  }

  @Test
  void containersNestAsDeepAsDial9sOwnDecoderAllows() throws IOException {
    Object value = Golden.events(nested(Dial9Reader.MAX_NESTING)).get(0).values().get(0);
    for (int i = 1; i < Dial9Reader.MAX_NESTING; i++) {
      value = ((DynamicList) value).elements().get(0).value();
    }
    assertThat(value).isEqualTo(list());

    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> Golden.read(nested(Dial9Reader.MAX_NESTING + 1)));
    assertThat(e.kind()).isEqualTo(Kind.TOO_LARGE);
    assertThat(e.offset()).isEqualTo(21 + 5L * Dial9Reader.MAX_NESTING); // the count of the list too many
    assertThat(e).hasMessageThat().contains("dynamic lists and maps nested more than 32 deep");
  }

  @Test
  void mapsNestNoDeeperThanLists() throws IOException {
    // type_id 1 "e", no timestamp, one DynamicMap "m"; each level one entry U8 7 -> the next map
    String mapSchema = "01 01 00 01 00 65 00 01 00 01 00 6D 0F";
    StringBuilder hex = new StringBuilder(HEADER + mapSchema + " 02 01 00");
    for (int i = 0; i < Dial9Reader.MAX_NESTING; i++) {
      hex.append(" 01 00 00 00 0B 07 0F");
    }
    hex.append(" 00 00 00 00");

    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> Golden.read(Golden.hex(hex.toString())));
    assertThat(e.kind()).isEqualTo(Kind.TOO_LARGE);
    assertThat(e.offset()).isEqualTo(21 + 7L * Dial9Reader.MAX_NESTING); // the count of the map too many
    assertThat(e).hasMessageThat().contains("dynamic lists and maps nested more than 32 deep");
  }

  @Test
  void theWriterKeepsToWhatTonbandWrites() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Dial9Writer(new ByteArrayOutputStream()).writeSchema(SAMPLE));
    assertThat(e).hasMessageThat().isEqualTo("sample.stack is POOLED_STACK_FRAMES, which this writer does not write (it reads it)");
    assertThat(Arrays.stream(FieldType.values()).filter(t -> !t.isWritten()).toList())
        .containsExactly(FieldType.POOLED_STACK_FRAMES, FieldType.DYNAMIC_LIST, FieldType.DYNAMIC_MAP);
  }
}

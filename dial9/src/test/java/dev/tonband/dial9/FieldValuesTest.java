// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each field type's extreme values, required and optional (absent and present), through writer and reader. */
class FieldValuesTest {
  /** Values at each type's edges; the wire forms are checked byte by byte in GoldenBytesTest. */
  private static final Map<FieldType, List<Object>> EDGES = Map.ofEntries(
      Map.entry(FieldType.I64, List.of(0L, Long.MIN_VALUE, Long.MAX_VALUE, -1L)),
      Map.entry(FieldType.F64, List.of(0.0, -0.0, Double.NaN, Double.NEGATIVE_INFINITY, Double.MIN_VALUE)),
      Map.entry(FieldType.BOOL, List.of(true, false)),
      Map.entry(FieldType.STRING, List.of("", "x", "日本語 ✓")),
      Map.entry(FieldType.BYTES, List.of(new byte[0], new byte[] {0, -1, 127})),
      Map.entry(FieldType.POOLED_STRING, List.of(new PooledString(0, "pooled"))),
      Map.entry(FieldType.STACK_FRAMES, List.of(new long[0], new long[] {0, -1, 0x8000_0000_0000_0000L})),
      Map.entry(FieldType.VARINT, List.of(0L, 127L, 128L, 0xFFFF_FFFFL, -1L)),
      Map.entry(FieldType.STRING_MAP, List.of(
          StringMap.of(), StringMap.of(new StringMap.Entry("a", ""), new StringMap.Entry("a", "again")))),
      Map.entry(FieldType.U8, List.of(0, 255)),
      Map.entry(FieldType.U16, List.of(0, 65_535)),
      Map.entry(FieldType.U32, List.of(0L, 0xFFFF_FFFFL)));

  /** The types the writer writes; the others are read from hand-made bytes in LatestSpecTest. */
  static Stream<FieldType> writtenTypes() {
    return Stream.of(FieldType.values()).filter(FieldType::isWritten);
  }

  @ParameterizedTest
  @MethodSource("writtenTypes")
  void requiredValuesReadBackAsWritten(FieldType type) throws IOException {
    Schema schema = new Schema(3, "r", false, List.of(FieldDef.required("f", type)));
    List<Object> values = EDGES.get(type);

    List<Dial9Event> events = Golden.events(Golden.write(w -> {
      w.writeSchema(schema);
      w.writeStringPool(List.of(new PooledString(0, "pooled")));
      for (Object value : values) {
        w.writeEvent(schema, value);
      }
    }));

    assertThat(events).hasSize(values.size());
    for (int i = 0; i < values.size(); i++) {
      assertThat(events.get(i).values().get(0)).isEqualTo(values.get(i));
    }
  }

  @ParameterizedTest
  @MethodSource("writtenTypes")
  void optionalFieldsReadBackAbsentAndPresent(FieldType type) throws IOException {
    Schema schema = new Schema(3, "o", true, List.of(FieldDef.optional("f", type), FieldDef.required("after", FieldType.U8)));
    Object present = EDGES.get(type).get(EDGES.get(type).size() - 1);

    long[] eventBytes = new long[2];
    byte[] stream = Golden.write(w -> {
      w.writeSchema(schema);
      w.writeStringPool(List.of(new PooledString(0, "pooled")));
      long start = w.position();
      w.writeTimedEvent(schema, 1, null, 1);
      eventBytes[0] = w.position() - start;
      start = w.position();
      w.writeTimedEvent(schema, 2, present, 2);
      eventBytes[1] = w.position() - start;
    });
    List<Dial9Event> events = Golden.events(stream);

    assertThat(events.get(0).values()).isEqualTo(Arrays.asList(null, 1));
    assertThat(events.get(1).values().get(0)).isEqualTo(present);
    assertThat(events.get(1).values().get(1)).isEqualTo(2);
    // an absent field costs its presence byte alone: tag, type_id, delta, presence 00, the U8
    assertThat(eventBytes[0]).isEqualTo(1 + 2 + 3 + 1 + 1);
    assertThat(eventBytes[1]).isGreaterThan(eventBytes[0]);
  }

  @Test
  void writerRefusesValuesThatDoNotFitTheirField() {
    Schema schema = new Schema(3, "w", false, List.of(FieldDef.required("f", FieldType.U8)));
    assertThat(refused(schema, 256)).contains("w.f is U8, out of range: 256");
    assertThat(refused(schema, 1L)).contains("w.f is U8 and takes a Integer, got Long");
    assertThat(refused(schema, (Object) null)).contains("w.f is required");
    assertThat(refused(schema, 1, 2)).contains("w has 1 fields, got 2 values");
    Schema pooled = new Schema(4, "p", false, List.of(FieldDef.required("s", FieldType.POOLED_STRING)));
    assertThat(refused(pooled, new PooledString(9, "x"))).contains("refers to pool_id 9, which this stream has not defined");
  }

  @Test
  void internGivesEachTextOnePoolEntryAndSkipsIdsDefinedByHand() throws IOException {
    List<String> frames = Golden.read(Golden.write(w -> {
      w.writeStringPool(List.of(new PooledString(0, "by hand")));
      assertThat(w.intern("a")).isEqualTo(new PooledString(1, "a"));
      assertThat(w.intern("b")).isEqualTo(new PooledString(2, "b"));
      assertThat(w.intern("a")).isEqualTo(new PooledString(1, "a"));
    }));
    assertThat(frames).containsExactly("pool 0=by hand", "pool 1=a", "pool 2=b").inOrder();
  }

  private static String refused(Schema schema, Object... values) {
    List<Object> copy = new ArrayList<>(Arrays.asList(values));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Golden.write(w -> {
      w.writeSchema(schema);
      w.writeStringPool(List.of());
      w.writeEvent(schema, copy.toArray());
    }));
    return e.getMessage();
  }

  @Test
  void aPoolEntryMayFollowItsFirstReferenceAndIsResolvedLater() throws IOException {
    byte[] stream = Golden.hex("54 52 43 00 01"
        + " 01 06 00 01 00 70 00 01 00 01 00 73 07"           // schema 6 "p", one PooledString "s"
        + " 02 06 00 04 00 00 00"                             // event: pool_id 4, not defined yet
        + " 03 01 00 00 00 04 00 00 00 01 00 00 00 7A");      // pool: 4 = "z"
    Dial9Reader reader = new Dial9Reader(new java.io.ByteArrayInputStream(stream));
    List<Dial9Event> events = new ArrayList<>();
    reader.readAll(events::add);

    assertThat(events.get(0).value("s")).isEqualTo(new PooledString(4, null));
    assertThat(reader.poolEntry(4)).isEqualTo("z");
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The second, independent check of the bytes: small streams computed by hand from the spec (the
 * .hex files next to this class explain every byte), written by the writer and read by the reader.
 */
class GoldenBytesTest {
  private static final Schema TICK = new Schema(1, "tick", true, List.of());

  private static final Schema ALL = new Schema(0x0102, "all", false, List.of(
      FieldDef.required("i64", FieldType.I64),
      FieldDef.required("f64", FieldType.F64),
      FieldDef.required("bool", FieldType.BOOL),
      FieldDef.required("str", FieldType.STRING),
      FieldDef.required("bytes", FieldType.BYTES),
      FieldDef.required("pooled", FieldType.POOLED_STRING),
      FieldDef.required("stack", FieldType.STACK_FRAMES),
      FieldDef.required("varint", FieldType.VARINT),
      FieldDef.required("map", FieldType.STRING_MAP),
      FieldDef.required("u8", FieldType.U8),
      FieldDef.required("u16", FieldType.U16),
      FieldDef.required("u32", FieldType.U32)));

  private static final Schema OPT = new Schema(5, "opt", false, List.of(
      FieldDef.optional("n", FieldType.U8), FieldDef.optional("s", FieldType.POOLED_STRING)));

  @Test
  void timestampsAtTheU24EdgeAndBackwards_writtenAsComputed() throws IOException {
    byte[] written = Golden.write(w -> {
      w.writeSchema(TICK);
      for (long ts : new long[] {100, 16_777_315, 33_554_531, 1_000, 1_000}) {
        w.writeTimedEvent(TICK, ts);
      }
    });

    assertThat(written).isEqualTo(Golden.bytes("timestamps.hex"));
  }

  @Test
  void timestampsAtTheU24EdgeAndBackwards_readAsComputed() throws IOException {
    assertThat(Golden.read(Golden.bytes("timestamps.hex"))).containsExactly(
        "schema " + TICK,
        "event tick @100 []",
        "event tick @16777315 []",
        "reset 33554531",
        "event tick @33554531 []",
        "reset 1000",
        "event tick @1000 []",
        "event tick @1000 []").inOrder();
  }

  @Test
  void everyFieldType_writtenAsComputed() throws IOException {
    byte[] written = Golden.write(w -> {
      w.writeSchema(ALL);
      w.writeStringPool(List.of(new PooledString(7, "abc")));
      w.writeEvent(ALL, allValues());
    });

    assertThat(written).isEqualTo(Golden.bytes("all-field-types.hex"));
  }

  @Test
  void everyFieldType_readAsComputed() throws IOException {
    List<Dial9Event> events = Golden.events(Golden.bytes("all-field-types.hex"));

    assertThat(events).hasSize(1);
    Dial9Event event = events.get(0);
    assertThat(event.schema()).isEqualTo(ALL);
    Object[] expected = allValues();
    for (int i = 0; i < expected.length; i++) {
      assertThat(event.values().get(i)).isEqualTo(expected[i]);
    }
  }

  @Test
  void optionalFieldsEmptyPoolAndReRegisteredSchema_writtenAsComputed() throws IOException {
    byte[] written = Golden.write(w -> {
      w.writeSchema(OPT);
      w.writeSchema(OPT);
      w.writeStringPool(List.of());
      PooledString hi = w.intern("hi");
      w.writeEvent(OPT, null, null);
      w.writeEvent(OPT, 42, null);
      w.writeEvent(OPT, 42, hi);
    });

    assertThat(written).isEqualTo(Golden.bytes("optional-pool-schema.hex"));
  }

  @Test
  void optionalFieldsEmptyPoolAndReRegisteredSchema_readAsComputed() throws IOException {
    assertThat(Golden.read(Golden.bytes("optional-pool-schema.hex"))).containsExactly(
        "schema " + OPT,
        "schema " + OPT,
        "pool 0=hi",
        "event opt @0 [null, null]",
        "event opt @0 [42, null]",
        "event opt @0 [42, PooledString[poolId=0, value=hi]]").inOrder();
  }

  private static Object[] allValues() {
    return new Object[] {
      -2L, 1.5, true, "hé", new byte[] {0x00, (byte) 0xFF}, new PooledString(7, "abc"),
      new long[] {0x1000, -1L}, 300L, StringMap.of(new StringMap.Entry("k", "v")), 200, 0x1234, 0xDEADBEEFL
    };
  }
}

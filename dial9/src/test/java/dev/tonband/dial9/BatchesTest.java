// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Files made of batches back to back, each from its own {@code TRC\0} header, as dial9's
 * per-thread writers flush them into one file. The seed spec says a stream has exactly one
 * header; dial9's decoders read a later header as a reset of schemas, pools and the timestamp
 * base, and so does this reader. Each batch here is written by its own writer, as each of dial9's
 * per-thread encoders writes its own, and the file is their concatenation.
 */
class BatchesTest {
  private static final Schema A = new Schema(1, "a", true, List.of(FieldDef.required("s", FieldType.POOLED_STRING)));
  private static final Schema B = new Schema(1, "b", true, List.of(
      FieldDef.required("n", FieldType.U8), FieldDef.required("s", FieldType.POOLED_STRING)));

  private static byte[] concat(byte[]... batches) {
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    for (byte[] batch : batches) {
      file.writeBytes(batch);
    }
    return file.toByteArray();
  }

  private static byte[] batchA() throws IOException {
    return Golden.write(w -> {
      w.writeSchema(A);
      w.writeTimedEvent(A, 100, w.intern("x"));
    });
  }

  @Test
  void batchesOfTheirOwnWritersMakeTheHandComputedFile() throws IOException {
    byte[] second = Golden.write(w -> {
      w.writeSchema(B);
      w.writeTimedEvent(B, 50, 7, w.intern("y"));
    });

    assertThat(concat(batchA(), second)).isEqualTo(Golden.bytes("two-batches.hex"));
  }

  @Test
  void eachHeaderStartsAfreshWithoutSchemasPoolsOrTimeBase() throws IOException {
    assertThat(Golden.read(Golden.bytes("two-batches.hex"))).containsExactly(
        "schema " + A,
        "pool 0=x",
        "event a @100 [PooledString[poolId=0, value=x]]",
        "batch 1",
        "schema " + B,
        "pool 0=y",
        "event b @50 [7, PooledString[poolId=0, value=y]]").inOrder();
  }

  @Test
  void aSchemaOfAnEarlierBatchIsUnknownInTheNext() throws IOException {
    byte[] first = batchA();
    // batch 1: an event of type_id 1 at delta 0, pool_id 0, without a schema of its own
    byte[] file = concat(first, Golden.hex("54 52 43 00 01  02 01 00 00 00 00 00 00 00 00"));

    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> Golden.read(file));

    assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_SCHEMA);
    assertThat(e.offset()).isEqualTo(first.length + 5);
  }

  @Test
  void aPoolEntryOfAnEarlierBatchIsUndefinedInTheNext() throws IOException {
    byte[] second = Golden.write(w -> w.writeSchema(A));
    // the event of batch 1 refers to pool_id 0, which only batch 0 defined
    byte[] file = concat(batchA(), second, Golden.hex("02 01 00 05 00 00 00 00 00 00"));

    List<String> frames = Golden.read(file);

    assertThat(frames.get(frames.size() - 1)).isEqualTo("event a @5 [PooledString[poolId=0, value=null]]");
  }

  @Test
  void aLaterHeaderIsCheckedLikeTheFirst() throws IOException {
    byte[] first = batchA();
    Dial9FormatException notAHeader = assertThrows(Dial9FormatException.class,
        () -> Golden.read(concat(first, Golden.hex("54 52 43 01 01"))));
    assertThat(notAHeader.kind()).isEqualTo(Kind.UNKNOWN_FRAME_TAG);
    assertThat(notAHeader.offset()).isEqualTo(first.length);
    assertThat(notAHeader).hasMessageThat().contains("unknown frame tag 0x54");

    Dial9FormatException version = assertThrows(Dial9FormatException.class,
        () -> Golden.read(concat(first, Golden.hex("54 52 43 00 02"))));
    assertThat(version.kind()).isEqualTo(Kind.UNSUPPORTED_VERSION);
    assertThat(version.offset()).isEqualTo(first.length + 4);

    Dial9FormatException cut = assertThrows(Dial9FormatException.class,
        () -> Golden.read(concat(first, Golden.hex("54 52 43"))));
    assertThat(cut.kind()).isEqualTo(Kind.TRUNCATED);
    assertThat(cut).hasMessageThat().isEqualTo("offset " + (first.length + 1) + ": the stream ends inside a batch header");
  }

  private static List<Object> readBack(byte[] file) throws IOException {
    List<Object> events = new ArrayList<>();
    Dial9ToEvents.read(new ByteArrayInputStream(file), events::add, events::add);
    return events;
  }

  @Test
  void deviceEventsArchivedInBatchesReadBackIntoEveryEvent() throws IOException {
    // two "threads" archiving their own events, each batch with its own schemas, pool and scale
    TraceEvent[] first = {new TsResolutionNs(10), new IsrName(1, "UART"), new IsrEnter(5, 1), new IsrExit(9, 1)};
    TraceEvent[] second = {new TsResolutionNs(10), new Evtmarker(3, 0, "go"), new IsrEnter(4, 2), new Evtmarker(8, 0, "go")};

    assertThat(readBack(concat(Golden.archive(List.of(first)), Golden.archive(List.of(second)))))
        .containsExactlyElementsIn(List.of(first[0], first[1], first[2], first[3], second[0], second[1], second[2], second[3]))
        .inOrder();
  }

  @Test
  void typeIdsAndTheTickScaleOfAnEarlierBatchDoNotCarryOver() throws IOException {
    // batch 0: type_id 4 is base/isr_enter and 10 ns make a tick
    byte[] first = Golden.archive(List.of(new TsResolutionNs(10), new IsrEnter(5, 1)));
    // batch 1, another producer: type_id 4 is its own, and it states no scale (so 1 ns per tick)
    Schema other = new Schema(4, "acme/other", true, List.of(FieldDef.required("isr_id", FieldType.VARINT)));
    Schema isrExit = Dial9Catalogue.BUILT_IN.named("base/isr_exit").schema();
    byte[] second = Golden.write(w -> {
      w.writeSchema(other);
      w.writeTimedEvent(other, 60, 1L);
      w.writeSchema(isrExit);
      w.writeTimedEvent(isrExit, 70, 1L);
    });

    List<Object> events = readBack(concat(first, second));

    assertThat(events).containsExactly(
        new TsResolutionNs(10), new IsrEnter(5, 1), new Dial9Event(other, 60, List.of(1L)), new IsrExit(70, 1)).inOrder();
  }
}

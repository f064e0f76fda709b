// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every MUST of the dial9 spec (version 1, seed 003), one test each, named after the rule (the
 * latest spec's additions are in LatestSpecTest, concatenated batches in BatchesTest):
 *
 * <ol>
 *   <li>a schema frame for a type_id must appear before any event frame that references it;
 *   <li>a decoder must reject streams whose magic bytes do not match;
 *   <li>... or whose version is unsupported;
 *   <li>unknown tags must cause the decoder to stop;
 *   <li>a type_id must not be registered more than once with a different schema;
 *   <li>re-registering the same type_id with an identical schema: decoders must accept it;
 *   <li>the encoder must emit a Timestamp Reset frame before any event whose delta would exceed
 *       16,777,215 ns ...
 *   <li>... or whose timestamp is earlier than the current base;
 *   <li>after a timestamped event the decoder must set the base to base + delta;
 *   <li>the decoder must know the schema for type_id; if it is unknown, decoding must fail;
 *   <li>a decoder that does not recognise a (modified) field type tag must reject the schema.
 * </ol>
 *
 * Expected bytes are written out by hand in each test. The spec's one SHOULD (a pool_id is
 * defined before it is referenced) is enforced by the writer and read leniently by the reader, as
 * the spec allows; see FieldValuesTest.
 */
class SpecRulesTest {
  private static final String HEADER = "54 52 43 00 01";
  /** type_id 1, "e", timestamped, one U8 field "v". */
  private static final String SCHEMA_E = "01 01 00 01 00 65 01 01 00 01 00 76 0B";
  private static final Schema E = new Schema(1, "e", true, List.of(FieldDef.required("v", FieldType.U8)));

  private static Dial9FormatException readFails(String hex) {
    return assertThrows(Dial9FormatException.class, () -> Golden.read(Golden.hex(hex)));
  }

  @Test
  void schemaFrameMustAppearBeforeAnyEventFrameThatReferencesItsTypeId() throws IOException {
    Dial9FormatException e = readFails(HEADER + " 02 01 00 00 00 00 07 " + SCHEMA_E);
    assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_SCHEMA);
    assertThat(e.offset()).isEqualTo(5);

    // and the writer never produces such a stream
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Golden.write(w -> w.writeTimedEvent(E, 0, 7)));
    assertThat(refused).hasMessageThat().contains("was not written");
  }

  @Test
  void decoderMustRejectStreamsWhoseMagicBytesDoNotMatch() {
    Dial9FormatException e = readFails("54 52 44 00 01");
    assertThat(e.kind()).isEqualTo(Kind.BAD_MAGIC);
    assertThat(e.offset()).isEqualTo(0);
    assertThat(e).hasMessageThat().isEqualTo(
        "offset 0: not a dial9 stream: magic is 54 52 44 00, expected 54 52 43 00 (TRC\\0)");
  }

  @Test
  void decoderMustRejectStreamsWhoseVersionIsUnsupported() {
    for (String version : new String[] {"00", "02", "FF"}) {
      Dial9FormatException e = readFails("54 52 43 00 " + version);
      assertThat(e.kind()).isEqualTo(Kind.UNSUPPORTED_VERSION);
      assertThat(e.offset()).isEqualTo(4);
    }
  }

  @Test
  void unknownTagsMustCauseTheDecoderToStop() throws IOException {
    // 0x00, 0x07 and up are not defined; 0x54 is one only when "RC\0" does not follow (a new
    // batch's header, see BatchesTest). The bytes after the tag are never read as a frame.
    for (String tag : new String[] {"00", "07", "54", "FF"}) {
      Dial9FormatException e = readFails(HEADER + " " + SCHEMA_E + " " + tag + " 02 01 00 00 00 00 07");
      assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_FRAME_TAG);
      assertThat(e.offset()).isEqualTo(18);
      assertThat(e).hasMessageThat().contains("unknown frame tag 0x" + tag);
    }
  }

  @Test
  void typeIdMustNotBeRegisteredMoreThanOnceWithADifferentSchema() {
    // the same type_id 1 again, now without timestamp
    Dial9FormatException e = readFails(HEADER + " " + SCHEMA_E + " 01 01 00 01 00 65 00 01 00 01 00 76 0B");
    assertThat(e.kind()).isEqualTo(Kind.CONFLICTING_SCHEMA);
    assertThat(e.offset()).isEqualTo(18);

    Schema other = new Schema(1, "e", true, List.of(FieldDef.required("v", FieldType.U16)));
    assertThrows(IllegalArgumentException.class, () -> Golden.write(w -> {
      w.writeSchema(E);
      w.writeSchema(other);
    }));
  }

  @Test
  void decodersMustAcceptReRegisteringATypeIdWithAnIdenticalSchema() throws IOException {
    List<String> frames = Golden.read(Golden.hex(HEADER + " " + SCHEMA_E + " " + SCHEMA_E + " 02 01 00 05 00 00 07"));
    assertThat(frames).containsExactly("schema " + E, "schema " + E, "event e @5 [7]").inOrder();
  }

  @Test
  void encoderMustEmitTimestampResetBeforeAnEventWhoseDeltaWouldExceed16777215() throws IOException {
    byte[] atLimit = Golden.write(w -> {
      w.writeSchema(E);
      w.writeTimedEvent(E, 16_777_215, 1);
    });
    assertThat(atLimit).isEqualTo(Golden.hex(HEADER + SCHEMA_E + "02 01 00 FF FF FF 01"));

    byte[] overLimit = Golden.write(w -> {
      w.writeSchema(E);
      w.writeTimedEvent(E, 16_777_216, 1);
    });
    assertThat(overLimit).isEqualTo(Golden.hex(HEADER + SCHEMA_E + "05 00 00 00 01 00 00 00 00  02 01 00 00 00 00 01"));

    byte[] farAway = Golden.write(w -> {
      w.writeSchema(E);
      w.writeTimedEvent(E, -1L, 1); // 2^64-1 ns
    });
    assertThat(farAway).isEqualTo(Golden.hex(HEADER + SCHEMA_E + "05 FF FF FF FF FF FF FF FF  02 01 00 00 00 00 01"));
  }

  @Test
  void encoderMustEmitTimestampResetBeforeAnEventEarlierThanTheCurrentBase() throws IOException {
    byte[] backwards = Golden.write(w -> {
      w.writeSchema(E);
      w.writeTimedEvent(E, 10, 1);
      w.writeTimedEvent(E, 9, 2);
    });
    assertThat(backwards).isEqualTo(Golden.hex(
        HEADER + SCHEMA_E + "02 01 00 0A 00 00 01  05 09 00 00 00 00 00 00 00  02 01 00 00 00 00 02"));
  }

  @Test
  void decoderMustAdvanceTheTimestampBaseToEachTimestampedEvent() throws IOException {
    // deltas 100, 100, 0 after a reset to 1,000: absolute 1,100, 1,200, 1,200
    List<Dial9Event> events = Golden.events(Golden.hex(HEADER + SCHEMA_E
        + "05 E8 03 00 00 00 00 00 00  02 01 00 64 00 00 01  02 01 00 64 00 00 02  02 01 00 00 00 00 03"));
    assertThat(events.stream().map(Dial9Event::timestampNs).toList()).containsExactly(1_100L, 1_200L, 1_200L).inOrder();

    // an untimestamped event in between does not move the base
    Schema meta = new Schema(2, "m", false, List.of());
    byte[] mixed = Golden.write(w -> {
      w.writeSchema(E);
      w.writeSchema(meta);
      w.writeTimedEvent(E, 500, 1);
      w.writeEvent(meta);
      w.writeTimedEvent(E, 600, 2);
    });
    assertThat(Golden.events(mixed).stream().map(Dial9Event::timestampNs).toList())
        .containsExactly(500L, 0L, 600L).inOrder();
  }

  @Test
  void decodingMustFailWhenTheSchemaForAnEventsTypeIdIsUnknown() {
    // schema 1 is known, the event refers to type_id 2
    Dial9FormatException e = readFails(HEADER + " " + SCHEMA_E + " 02 02 00 00 00 00 07");
    assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_SCHEMA);
    assertThat(e.offset()).isEqualTo(18);
    assertThat(e).hasMessageThat().isEqualTo("offset 18: event of type_id 2 before any schema for it");
  }

  @Test
  void decoderMustRejectASchemaWithAFieldTypeTagItDoesNotRecognise() {
    // 0x00 and 0x10 are unassigned, 0x90 is the optional form of 0x10, 0x80 is optional nothing
    for (String tag : new String[] {"00", "10", "90", "80"}) {
      Dial9FormatException e = readFails(HEADER + " 01 01 00 01 00 65 00 01 00 01 00 76 " + tag);
      assertThat(e.kind()).isEqualTo(Kind.UNKNOWN_FIELD_TYPE);
      assertThat(e.offset()).isEqualTo(17);
      assertThat(e).hasMessageThat().contains("unknown type tag 0x" + tag);
    }
  }
}

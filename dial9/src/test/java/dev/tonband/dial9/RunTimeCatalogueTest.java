// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.codec.DynamicEnumValue;
import dev.tonband.codec.DynamicEventType;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.DynamicMetadataEvent;
import dev.tonband.codec.events.DynamicTimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Events of a catalogue given at run time ({@code DynamicEvent}s, as {@code tonband --catalogue}
 * decodes them): archived with schemas of their own, read back into the same events with the
 * catalogue, and as generic events with their names, fields and values without it.
 */
class RunTimeCatalogueTest {
  private static final DynamicEnumValue FILL = new DynamicEnumValue("PUMP_FILL", 1);
  private static final DynamicEnumValue DRAIN = new DynamicEnumValue("PUMP_DRAIN", 2);
  private static final DynamicEventType PRESSURE = new DynamicEventType(0x80, "pump", "pressure", false, List.of(
      DynamicField.of("pump", WireType.U8, false),
      DynamicField.of("millibar", WireType.U32, false),
      DynamicField.of("temperature", WireType.S64, true)), null);
  private static final DynamicEventType STATE = new DynamicEventType(0x81, "pump", "state", false, List.of(
      DynamicField.of("pump", WireType.U8, false),
      DynamicField.ofEnum("state", false, "PumpMode",
          Map.of(0, new DynamicEnumValue("PUMP_OFF", 0), 1, FILL, 2, DRAIN))), null);
  private static final DynamicEventType FAULT = new DynamicEventType(0x82, "pump", "fault", false, List.of(
      DynamicField.of("pump", WireType.U8, false), DynamicField.of("text", WireType.STR, false)), null);
  private static final DynamicEventType SITE = new DynamicEventType(0x83, "pump", "site", true, List.of(
      DynamicField.of("name", WireType.STR, false)), null);
  private static final Dial9Catalogue PUMPS =
      Dial9Catalogue.of(List.of(PRESSURE, STATE, FAULT, SITE), List.of(0x02));

  private static List<Object> values(Object... values) {
    return Arrays.asList(values);
  }

  /** A pump trace: resolution 40 ns, the site, then timed events of every field type. */
  private static final List<TraceEvent> TRACE = List.of(
      new TsResolutionNs(40),
      new DynamicMetadataEvent(SITE, values("basement, rack 3")),
      new DynamicTimedEvent(STATE, 100, values(1, FILL)),
      new DynamicTimedEvent(PRESSURE, 200, values(1, 1000L, -40L)),
      new DynamicTimedEvent(PRESSURE, 300, values(2, 4_294_967_295L, null)),
      new DynamicTimedEvent(FAULT, 400, values(2, "dry run")),
      new DynamicTimedEvent(FAULT, 500, values(2, "dry run")),
      new DynamicTimedEvent(STATE, 600, values(1, DRAIN)));

  private static List<TraceEvent> read(byte[] archive, Dial9Catalogue catalogue, List<Dial9Event> foreign)
      throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    Dial9ToEvents reader = Dial9ToEvents.open(new ByteArrayInputStream(archive), catalogue, events::add, foreign::add);
    while (reader.readFrame()) {
      // frame by frame, as the host reads
    }
    return events;
  }

  @Test
  void withTheCatalogueTheArchiveReadsBackIntoTheSameEvents() throws IOException {
    List<Dial9Event> foreign = new ArrayList<>();

    assertThat(read(Golden.archive(TRACE), PUMPS, foreign)).containsExactlyElementsIn(TRACE).inOrder();
    assertThat(foreign).isEmpty();
  }

  @Test
  void theSchemasDescribeTheEventsSoAGenericReaderReadsThemWithoutTheCatalogue() throws IOException {
    List<Dial9Event> foreign = new ArrayList<>();

    List<TraceEvent> known = read(Golden.archive(TRACE), Dial9Catalogue.BUILT_IN, foreign);

    assertThat(known).containsExactly(new TsResolutionNs(40));
    List<String> shown = new ArrayList<>();
    for (Dial9Event event : foreign) {
      List<Object> values = new ArrayList<>();
      for (Object value : event.values()) {
        values.add(value instanceof PooledString pooled ? pooled.value() : value);
      }
      shown.add((event.schema().hasTimestamp() ? event.timestampNs() + " " : "") + event.schema().name() + " "
          + event.schema().fields() + " " + values);
    }
    FieldDef pump = FieldDef.required("pump", FieldType.U8);
    assertThat(shown).containsExactly(
        "pump/site " + List.of(FieldDef.required("name", FieldType.STRING)) + " [basement, rack 3]",
        "4000 pump/state " + List.of(pump, FieldDef.required("state", FieldType.U8)) + " [1, 1]",
        "8000 pump/pressure " + List.of(pump, FieldDef.required("millibar", FieldType.VARINT),
            FieldDef.optional("temperature", FieldType.I64)) + " [1, 1000, -40]",
        "12000 pump/pressure " + List.of(pump, FieldDef.required("millibar", FieldType.VARINT),
            FieldDef.optional("temperature", FieldType.I64)) + " [2, 4294967295, null]",
        "16000 pump/fault " + List.of(pump, FieldDef.required("text", FieldType.POOLED_STRING)) + " [2, dry run]",
        "20000 pump/fault " + List.of(pump, FieldDef.required("text", FieldType.POOLED_STRING)) + " [2, dry run]",
        "24000 pump/state " + List.of(pump, FieldDef.required("state", FieldType.U8)) + " [1, 2]").inOrder();
    assertThat(foreign.get(1).schema().typeId()).isEqualTo(0x81); // the device event id, as for built-in events
  }

  @Test
  void aValueBeyondItsFieldIsACatalogueMismatch() throws IOException {
    Schema pressure = PUMPS.named("pump/pressure").schema();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Dial9Writer writer = new Dial9Writer(out)) {
      writer.writeSchema(pressure);
      writer.writeTimedEvent(pressure, 0, 1, 1L << 32, null);
    }

    Dial9FormatException e = assertThrows(
        Dial9FormatException.class, () -> read(out.toByteArray(), PUMPS, new ArrayList<>()));

    assertThat(e.kind()).isEqualTo(Dial9FormatException.Kind.CATALOGUE_MISMATCH);
    assertThat(e).hasMessageThat().contains("pump/pressure: millibar is out of u32 range: 4294967296");
  }

  @Test
  void aSchemaOtherThanTheCataloguesIsACatalogueMismatch() throws IOException {
    Schema older = new Schema(0x81, "pump/state", true,
        List.of(FieldDef.required("pump", FieldType.U8), FieldDef.required("state", FieldType.VARINT)));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Dial9Writer writer = new Dial9Writer(out)) {
      writer.writeSchema(older);
    }

    Dial9FormatException e = assertThrows(
        Dial9FormatException.class, () -> read(out.toByteArray(), PUMPS, new ArrayList<>()));

    assertThat(e.kind()).isEqualTo(Dial9FormatException.Kind.CATALOGUE_MISMATCH);
    assertThat(e).hasMessageThat().contains("schema pump/state differs from the catalogue's");
  }
}

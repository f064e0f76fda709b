// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.Evtmarker;
import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsFrequencyHz;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.codec.events.Valmarker;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Device events to dial9 and back: the bytes against a hand-computed archive, timestamps, schemas. */
class DeviceConversionTest {
  private static List<TraceEvent> goldenEvents() {
    return List.of(
        new TsResolutionNs(10),
        new IsrName(1, "UART"),
        new IsrEnter(5, 1),
        new Evtmarker(7, 0, "go"),
        new Valmarker(2_000_000, 3, -1),
        new Evtmarker(2_000_001, 0, "go"),
        new FreertosQueueKind(5, FrQueueKind.FRQK_MUTEX),
        new DemoSensorSample(2_000_002, 1, 5, OptionalLong.of(300), OptionalInt.empty()));
  }

  private static List<TraceEvent> readBack(byte[] dial9, List<Dial9Event> foreign) throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    Dial9ToEvents.read(new ByteArrayInputStream(dial9), events::add, foreign::add);
    return events;
  }

  @Test
  void convertedBytesAreTheHandComputedArchive() throws IOException {
    assertThat(Golden.archive(goldenEvents())).isEqualTo(Golden.bytes("device-events.hex"));
  }

  @Test
  void theHandComputedArchiveReadsBackIntoTheEvents() throws IOException {
    List<Dial9Event> foreign = new ArrayList<>();
    assertThat(readBack(Golden.bytes("device-events.hex"), foreign)).containsExactlyElementsIn(goldenEvents()).inOrder();
    assertThat(foreign).isEmpty();
  }

  @Test
  void aGenericReaderSeesNanosecondsAndCatalogueNames() throws IOException {
    List<String> seen = new ArrayList<>();
    for (Dial9Event e : Golden.events(Golden.bytes("device-events.hex"))) {
      seen.add(e.schema().name() + (e.schema().hasTimestamp() ? " @" + e.timestampNs() : "") + " " + e.values());
    }
    assertThat(seen).containsExactly(
        "base/ts_resolution_ns [10]",
        "base/isr_name [1, UART]",
        "tonband/ns_per_tick [10]",
        "base/isr_enter @50 [1]",
        "base/evtmarker @70 [0, PooledString[poolId=0, value=go]]",
        "base/valmarker @20000000 [3, -1]",
        "base/evtmarker @20000010 [0, PooledString[poolId=0, value=go]]",
        "freertos/queue_kind [5, 3]",
        "demo/sensor_sample @20000020 [1, 5, 300, null]").inOrder();
  }

  @Test
  void withoutAResolutionTicksAreNanoseconds() throws IOException {
    List<Dial9Event> events = Golden.events(Golden.archive(List.of(new IsrEnter(1234, 0))));
    assertThat(events.get(0).values()).containsExactly(1L);
    assertThat(events.get(1).timestampNs()).isEqualTo(1234);
  }

  /** Each dial9 timestamp, tonband/ns_per_tick's scale, or tonband/timestamp_overflow's ticks, in stream order. */
  private static List<String> times(byte[] dial9) throws IOException {
    List<String> times = new ArrayList<>();
    for (Dial9Event e : Golden.events(dial9)) {
      String name = e.schema().name();
      times.add(name.equals("tonband/ns_per_tick") ? "scale " + e.values().get(0)
          : name.equals("tonband/tick_hz") ? "hz " + e.values().get(0)
          : name.equals("tonband/timestamp_overflow") ? "overflow " + Long.toUnsignedString((Long) e.values().get(0))
          : e.schema().hasTimestamp() ? Long.toUnsignedString(e.timestampNs()) : name);
    }
    return times;
  }

  @Test
  void aResolutionOfZeroOrOf2To63AndMoreIsIgnoredAsDecodeIgnoresIt() throws IOException {
    List<TraceEvent> device = List.of(
        new TsResolutionNs(10), new IsrEnter(5, 0),
        new TsResolutionNs(0), new IsrEnter(6, 0),                  // still 10 ns per tick
        new TsResolutionNs(Long.MIN_VALUE), new IsrEnter(7, 0),     // 2^63: still 10
        new TsResolutionNs(3), new IsrEnter(8, 0));                 // a plausible one is taken
    byte[] dial9 = Golden.archive(device);

    assertThat(times(dial9)).containsExactly(
        "base/ts_resolution_ns", "scale 10", "50", "base/ts_resolution_ns", "60", "base/ts_resolution_ns", "70",
        "base/ts_resolution_ns", "scale 3", "24").inOrder();
    assertThat(readBack(dial9, new ArrayList<>())).containsExactlyElementsIn(device).inOrder();
  }

  @Test
  void aClockInHzGivesDecodesExactNanosecondsAndTheTicksComeBack() throws IOException {
    List<TraceEvent> device = List.of(
        new TsFrequencyHz(120_000_000), new TsResolutionNs(8), // as the runtime sends them: the rounded resolution after
        new IsrEnter(120_000, 0),                  // 1 ms, where 8 ns per tick would say 960 us
        new IsrEnter(120_001, 0),                  // 1,000,008.33 ns: floor
        new IsrEnter(-1L, 0));                     // 2^64-1 ticks: beyond 2^63 ns, marked
    byte[] dial9 = Golden.archive(device);

    assertThat(times(dial9)).containsExactly("base/ts_frequency_hz", "base/ts_resolution_ns", "hz 120000000", "1000000",
        "1000008", "overflow 18446744073709551615", "1000008").inOrder();
    assertThat(readBack(dial9, new ArrayList<>())).containsExactlyElementsIn(device).inOrder();
  }

  @Test
  void ticksWithoutANanosecondTimeBelow2To63AreMarkedAndPlacedAtTheLatestTime() throws IOException {
    List<TraceEvent> device = List.of(
        new TsResolutionNs(1_000),
        new IsrEnter(7, 0),                       // 7,000 ns
        new IsrEnter(0x0100_0000_0000_0000L, 0),   // 2^56 × 1,000 overflows: at 7,000 ns, marked
        new IsrEnter(0x0100_0000_0000_0001L, 0),   // again
        new IsrEnter(9_223_372_036_854_775L, 0),   // × 1,000 = 2^63 - 808 ns: the largest time there is
        new IsrEnter(9_223_372_036_854_776L, 0),   // × 1,000 = 2^63 + 192: beyond 2^63, marked
        new IsrEnter(-1L, 0));                    // 2^64-1 ticks
    byte[] dial9 = Golden.archive(device);

    assertThat(times(dial9)).containsExactly(
        "base/ts_resolution_ns", "scale 1000", "7000",
        "overflow 72057594037927936", "7000",
        "overflow 72057594037927937", "7000",
        "9223372036854775000",
        "overflow 9223372036854776", "9223372036854775000",
        "overflow 18446744073709551615", "9223372036854775000").inOrder();
    assertThat(readBack(dial9, new ArrayList<>())).containsExactlyElementsIn(device).inOrder();
  }

  @Test
  void anOverflowMarkerBelongsToTheTimestampedCatalogueEventRightAfterIt() throws IOException {
    Schema isrName = Dial9Catalogue.BUILT_IN.named("base/isr_name").schema();
    for (Golden.WriterBody after : List.<Golden.WriterBody>of(
        w -> w.writeEvent(TickScale.OVERFLOW, 6L),
        w -> {
          w.writeSchema(isrName);
          w.writeEvent(isrName, 1L, "UART");
        })) {
      byte[] dial9 = Golden.write(w -> {
        w.writeSchema(TickScale.OVERFLOW);
        w.writeEvent(TickScale.OVERFLOW, 5L);
        after.write(w);
      });

      Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> readBack(dial9, new ArrayList<>()));
      assertThat(e.kind()).isEqualTo(Dial9FormatException.Kind.CATALOGUE_MISMATCH);
      assertThat(e).hasMessageThat().contains(
          "tonband/timestamp_overflow is not followed by the timestamped catalogue event it belongs to");
    }
  }

  @Test
  void eventsOfOtherSchemasArePassedOnGenerically() throws IOException {
    Schema custom = new Schema(0x200, "app/frame_time", true, List.of(FieldDef.required("ms", FieldType.F64)));
    byte[] mixed = Golden.write(w -> {
      w.writeSchema(custom);
      w.writeTimedEvent(custom, 99, 16.6);
    });
    List<Dial9Event> foreign = new ArrayList<>();

    assertThat(readBack(mixed, foreign)).isEmpty();
    assertThat(foreign).containsExactly(new Dial9Event(custom, 99, List.of(16.6)));
  }

  @Test
  void aCatalogueNamedSchemaWithOtherFieldsIsRefused() {
    Schema wrong = new Schema(4, "base/isr_enter", true, List.of(FieldDef.required("isr_id", FieldType.U32)));
    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> readBack(Golden.write(w -> w.writeSchema(wrong)), new ArrayList<>()));
    assertThat(e.kind()).isEqualTo(Dial9FormatException.Kind.CATALOGUE_MISMATCH);
    assertThat(e).hasMessageThat().contains("schema base/isr_enter differs from the catalogue's");
  }

  @Test
  void anUndeclaredEnumValueIsRefused() {
    Schema queueKind = new Schema(0x65, "freertos/queue_kind", false,
        List.of(FieldDef.required("queue_id", FieldType.VARINT), FieldDef.required("kind", FieldType.U8)));
    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> readBack(Golden.write(w -> {
      w.writeSchema(queueKind);
      w.writeEvent(queueKind, 1L, 9);
    }), new ArrayList<>()));
    assertThat(e.kind()).isEqualTo(Dial9FormatException.Kind.CATALOGUE_MISMATCH);
    assertThat(e).hasMessageThat().contains("field 'kind': 9 is not a value of enum FrQueueKind");
  }

  @Test
  void aVarintBeyondAU32FieldIsRefused() {
    Schema isrEnter = new Schema(4, "base/isr_enter", true, List.of(FieldDef.required("isr_id", FieldType.VARINT)));
    Dial9FormatException e = assertThrows(Dial9FormatException.class, () -> readBack(Golden.write(w -> {
      w.writeSchema(isrEnter);
      w.writeTimedEvent(isrEnter, 1, 1L << 32);
    }), new ArrayList<>()));
    assertThat(e).hasMessageThat().contains("base/isr_enter: isrId is out of u32 range: 4294967296");
  }
}

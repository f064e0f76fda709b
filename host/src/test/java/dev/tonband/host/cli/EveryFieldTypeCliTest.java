// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.codec.DecodeError;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.generator.Generator;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.corpus.CorpusValue;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The application events of the generator's every-type test catalogue (every field type in several
 * positions) through --catalogue: frames its reference encoder wrote (the corpus's encode cases of
 * those events, at the typical timestamp) decode to the values written, floats bit for bit; decode
 * prints them as JSON that reads back exactly; a dial9 archive of them decodes to the same; and a
 * float field feeds a Perfetto counter as doubles, an enum field a state track.
 */
class EveryFieldTypeCliTest extends CliFixture {
  private static final Path CATALOGUE = Path.of("../generator/src/test/resources/every-type/app-events.yaml");

  private Path trace;
  private final List<JsonNode> cases = new ArrayList<>();

  @BeforeEach
  void writeTheTrace() throws Exception {
    Map<String, byte[]> generated = Generator.generate(CatalogueLoader.loadWithBuiltins(CATALOGUE, "app-events.yaml")).files();
    ByteArrayOutputStream frames = new ByteArrayOutputStream();
    frames.writeBytes(new byte[] {3, 0x02, 1, 0}); // ts_resolution_ns: 1 ns per tick
    for (JsonNode c : new ObjectMapper().readTree(generated.get("corpus/encode-cases.json")).get("cases")) {
      JsonNode first = c.get("fields").get(0);
      boolean typicalTime = !first.get("name").asText().equals("ts") || first.get("value").asText().equals("1000000");
      if (c.get("group").asText().equals("sensors") && typicalTime) {
        cases.add(c);
        frames.writeBytes(HexFormat.of().parseHex(c.get("frame").asText()));
      }
    }
    trace = dir.resolve("sensors.bin");
    Files.write(trace, frames.toByteArray());
  }

  @Test
  void theRunTimeDecoderGivesTheValuesWrittenBitForBit() throws Exception {
    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceCatalogue catalogue = TraceCatalogue.load(CATALOGUE);
    TraceReader reader = TraceReader.forEvents(events::add, errors::add, catalogue.decoder());
    reader.feed(Files.readAllBytes(trace));
    reader.finish();
    events.remove(0); // ts_resolution_ns

    assertThat(errors).isEmpty();
    List<String> expected = new ArrayList<>();
    List<String> decoded = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      JsonNode fields = cases.get(i).get("fields");
      StringBuilder want = new StringBuilder();
      StringBuilder got = new StringBuilder();
      DynamicEvent event = (DynamicEvent) events.get(i);
      int values = 0;
      for (JsonNode field : fields) {
        want.append(' ').append(field.get("value").isNull() ? "absent" : field.get("value").asText());
        if (field.get("name").asText().equals("ts")) {
          got.append(' ').append(Long.toUnsignedString(((dev.tonband.codec.events.TimedEvent) event).ts()));
        } else {
          got.append(' ').append(CorpusValue.ofDecoded(event.values().get(values++), field.get("type").asText()));
        }
      }
      expected.add(cases.get(i).get("name").asText() + ":" + want);
      decoded.add(cases.get(i).get("name").asText() + ":" + got);
    }
    assertThat(decoded).containsExactlyElementsIn(expected).inOrder();

    // Decoded again, each event equals its twin and hashes alike, arrays and bytes included.
    List<TraceEvent> twins = new ArrayList<>();
    TraceReader again = TraceReader.forEvents(twins::add, errors::add, catalogue.decoder());
    again.feed(Files.readAllBytes(trace));
    again.finish();
    twins.remove(0);
    assertThat(twins).containsExactlyElementsIn(events).inOrder();
    assertThat(twins.stream().map(Object::hashCode).toList())
        .containsExactlyElementsIn(events.stream().map(Object::hashCode).toList()).inOrder();
  }

  @Test
  void decodePrintsJsonThatReadsBackExactlyAndADial9ArchiveDecodesAlike() throws Exception {
    Path archive = dir.resolve("sensors.dial9");
    String catalogue = CATALOGUE.toString();

    int code = run("decode", "--json", "--catalogue", catalogue, trace.toString());
    assertWithMessage(err()).that(code).isEqualTo(0);
    String fromDevice = out();
    assertThat(run("convert", "--to", "dial9", "--catalogue", catalogue, trace.toString(), "-o", archive.toString()))
        .isEqualTo(0);
    int before = out().length();
    assertThat(run("decode", "--json", "--catalogue", catalogue, archive.toString())).isEqualTo(0);
    String fromArchive = out().substring(before);

    assertThat(fields(fromArchive)).containsExactlyElementsIn(fields(fromDevice)).inOrder();
    List<JsonNode> lines = fields(fromDevice);
    JsonNode subnormal = lines.get(names().indexOf("sensors_reading/celsius=0x00000001")).get("celsius");
    assertThat(Float.floatToRawIntBits(Float.parseFloat(subnormal.asText()))).isEqualTo(1);
    assertThat(lines.get(names().indexOf("sensors_reading/celsius=0x7FC00000")).get("celsius").asText()).isEqualTo("NaN");
    assertThat(lines.get(names().indexOf("sensors_accel/typical")).toString())
        .isEqualTo("{\"axes\":[-5,-5,-5],\"gains\":[1.5,1.5],\"flags\":[true,true],\"state\":\"SENSOR_IDLE\"}");
    assertThat(lines.get(names().indexOf("sensors_labelled/typical")).get("blob").asText()).isEqualTo("726177");
  }

  @Test
  void aFloatFieldFeedsADoubleCounter() throws Exception {
    Path pftrace = dir.resolve("sensors.pftrace");

    assertThat(run("convert", "--catalogue", CATALOGUE.toString(), trace.toString(), "-o", pftrace.toString())).isEqualTo(0);

    List<String> counters = TraceCheck.of(Files.readAllBytes(pftrace)).linesOf("Application / Sensor 5 temperature: C ");
    assertThat(counters).contains("Application / Sensor 5 temperature: C 1.5 @1000000");
    assertThat(counters).contains("Application / Sensor 5 temperature: C 1.401298464324817E-45 @1000000"); // 0x00000001
  }

  @Test
  void aFloatFieldsCounterValuesAreRowsOfTheCounterTable() throws Exception {
    assertThat(run("sql", "--csv", "--no-progress", "--catalogue", CATALOGUE.toString(),
        "SELECT value FROM counter WHERE track = 'Sensor 5 temperature' ORDER BY ts_ns, value", trace.toString()))
        .isEqualTo(0);

    List<Double> values = out().lines().skip(1).map(Double::parseDouble).toList(); // after the header
    assertThat(values).contains(1.5);
    assertThat(values).contains((double) Float.MIN_VALUE); // 0x00000001, as Perfetto's counter above
    assertThat(values).contains(Double.NaN);
  }

  @Test
  void anEnumFieldFeedsAStateTrack() throws Exception {
    Path pftrace = dir.resolve("sensors.pftrace");

    assertThat(run("convert", "--catalogue", CATALOGUE.toString(), trace.toString(), "-o", pftrace.toString())).isEqualTo(0);

    List<String> states = TraceCheck.of(Files.readAllBytes(pftrace)).linesOf("Application / Accelerometer: ");
    // accel's cases: typical, each axes, gains, flags edge value, then state SENSOR_IDLE, SENSOR_SAMPLING.
    assertThat(states.subList(0, 3)).containsExactly("Application / Accelerometer: B SENSOR_IDLE @1000000",
        "Application / Accelerometer: E @1000000", "Application / Accelerometer: B SENSOR_IDLE @1000000").inOrder();
    assertThat(states.get(states.size() - 1)).isEqualTo("Application / Accelerometer: B SENSOR_SAMPLING @1000000");
  }

  private List<String> names() {
    return cases.stream().map(c -> c.get("name").asText()).toList();
  }

  /** The "fields" object of each sensors event line of decode --json. */
  private static List<JsonNode> fields(String jsonLines) throws Exception {
    List<JsonNode> fields = new ArrayList<>();
    for (String line : jsonLines.lines().toList()) {
      JsonNode node = new ObjectMapper().readTree(line);
      if (node.has("group") && node.get("group").asText().equals("sensors")) {
        fields.add(node.get("fields"));
      }
    }
    return fields;
  }
}

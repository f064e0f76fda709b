// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.dial9.Dial9Writer;
import dev.tonband.dial9.FieldDef;
import dev.tonband.dial9.FieldType;
import dev.tonband.dial9.Schema;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** dial9 archives in the CLI: {@code convert --to dial9}, and archives as input of decode and convert. */
class Dial9CliTest extends CliFixture {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus");
  private static final Path ENCODE_CASES = CORPUS.resolve("streams").resolve("encode-cases.bin");

  /** SysTick entered at tick 5 and left at tick 7, 10 ns per tick. */
  private Path isrStream() throws Exception {
    return Files.write(dir.resolve("isr.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).event(0x04, 5, 1).event(0x05, 7, 1).bytes());
  }

  /** Archives a clean device stream. */
  private Path archive(Path device) {
    return archive(device, ExitCode.OK);
  }

  private Path archive(Path device, int exit) {
    Path archive = dir.resolve(device.getFileName() + ".dial9");
    assertThat(run("convert", "--to", "dial9", device.toString(), "-o", archive.toString())).isEqualTo(exit);
    return archive;
  }

  private record Decoded(int exit, String out) {
    /**
     * Without the places of problems: they name the input file and its frame (an archive's
     * frames are not the device's); what the problem is stays.
     */
    Decoded withoutPlaces() {
      return new Decoded(exit, out.replaceAll("(?m)^(! \\S+) \\S+ frame \\d+:", "$1")
          .replaceAll("\"where\":\"[^\"]*\",", ""));
    }
  }

  private Decoded decode(String... args) {
    stdout.reset();
    int exit = run(args);
    return new Decoded(exit, out()).withoutPlaces();
  }

  @Test
  void decodeOfADial9ArchiveEqualsDecodeOfTheDeviceStream() throws Exception {
    // every catalogue event at its boundary values; its oddities (time going back) are problems
    Decoded direct = decode("decode", ENCODE_CASES.toString());
    Path archive = archive(ENCODE_CASES, ExitCode.TRACE_PROBLEMS);

    assertThat(direct.exit()).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(direct.out()).contains("! NON_MONOTONIC_TIMESTAMP timestamp went back");
    assertThat(decode("decode", archive.toString())).isEqualTo(direct);
    assertThat(decode("decode", "--json", archive.toString())).isEqualTo(decode("decode", "--json", ENCODE_CASES.toString()));
    assertThat(decode("decode", "--format", "dial9", archive.toString())).isEqualTo(direct);
  }

  @Test
  void decodeOfADial9ArchiveReportsEveryCorpusEventWithTheValuesTheCorpusExpects() throws Exception {
    Path archive = archive(ENCODE_CASES, ExitCode.TRACE_PROBLEMS);
    List<String> expected = new ArrayList<>();
    for (JsonNode c : new ObjectMapper().readTree(CORPUS.resolve("encode-cases.json").toFile()).get("cases")) {
      StringBuilder line = new StringBuilder(c.get("group").asText() + "/" + c.get("event").asText());
      for (JsonNode field : c.get("fields")) {
        // the timestamp is printed apart, in ns; absent optional fields are left out
        if (!field.get("name").asText().equals("ts") && !field.get("value").isNull()) {
          line.append(' ').append(field.get("name").asText()).append('=').append(field.get("value").asText());
        }
      }
      expected.add(line.toString());
    }

    List<String> decoded = new ArrayList<>();
    for (String json : decode("decode", "--json", archive.toString()).out().lines().toList()) {
      JsonNode event = new ObjectMapper().readTree(json);
      if (event.has("event")) {
        StringBuilder line = new StringBuilder(event.get("group").asText() + "/" + event.get("event").asText());
        event.get("fields").fields().forEachRemaining(f -> line.append(' ').append(f.getKey()).append('=').append(f.getValue().asText()));
        decoded.add(line.toString());
      }
    }

    assertThat(expected).isNotEmpty();
    assertThat(decoded).containsExactlyElementsIn(expected).inOrder();
  }

  @Test
  void convertReadsADial9ArchiveAsItReadsTheDeviceStream() throws Exception {
    Path archive = archive(isrStream());
    Path trace = dir.resolve("t.pftrace");

    assertThat(run("convert", archive.toString(), "-o", trace.toString())).isEqualTo(0);

    assertThat(TraceCheck.of(Files.readAllBytes(trace)).lines())
        .containsExactly("Core #0 / SysTick: B SysTick @50", "Core #0 / SysTick: E @70").inOrder();
  }

  /**
   * A trace has the same problems whatever it is written as: what the events say (an exit
   * without an enter, drops) is found while archiving too, not only damaged frames.
   */
  @Test
  void archivingFindsTheProblemsConvertingFinds() throws Exception {
    Path device = Files.write(dir.resolve("drops.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).event(0x05, 7, 1) // isr_exit with no isr_enter
        .event(0x01, 9, 3).bytes()); // dropped_evt_cnt: 3 lost
    Path trace = dir.resolve("t.pftrace");
    assertThat(run("convert", "--no-progress", device.toString(), "-o", trace.toString())).isEqualTo(1);
    String converted = err().replaceAll("(?m)^wrote .*$", "");
    stderr.reset();

    archive(device, 1);

    assertThat(err().replaceAll("(?m)^wrote .*$", "")).isEqualTo(converted);
    assertThat(converted).contains("END_WITHOUT_BEGIN");
    assertThat(converted).contains("DROPPED_EVENTS");
  }

  /** Another producer's schema: acme/alarm at 1000 and 2500 ns, the second with its optional field. */
  private Path foreignArchive() throws Exception {
    Path path = dir.resolve("acme.dial9");
    try (OutputStream out = Files.newOutputStream(path); Dial9Writer writer = new Dial9Writer(out)) {
      Schema alarm = new Schema(0x200, "acme/alarm", true, List.of(
          FieldDef.required("level", FieldType.U8),
          FieldDef.required("text", FieldType.STRING),
          FieldDef.optional("acknowledged", FieldType.BOOL)));
      writer.writeSchema(alarm);
      writer.writeTimedEvent(alarm, 1000, 3, "hot", null);
      writer.writeTimedEvent(alarm, 2500, 4, "hotter", true);
    }
    return path;
  }

  @Test
  void decodePrintsForeignSchemasGenerically() throws Exception {
    Path archive = foreignArchive();

    assertThat(decode("decode", archive.toString()).out().lines().map(String::strip).toList()).containsExactly(
        "1000 ns  core 0  acme/alarm  level=3  text=\"hot\"",
        "2500 ns  core 0  acme/alarm  level=4  text=\"hotter\"  acknowledged=true").inOrder();
    assertThat(decode("decode", "--json", archive.toString()).out().lines().toList()).containsExactly(
        "{\"ns\":1000,\"core\":0,\"schema\":\"acme/alarm\",\"fields\":{\"level\":3,\"text\":\"hot\"}}",
        "{\"ns\":2500,\"core\":0,\"schema\":\"acme/alarm\",\"fields\":{\"level\":4,\"text\":\"hotter\",\"acknowledged\":true}}")
        .inOrder();
  }

  @Test
  void decodeJsonQuotesForeignValuesJsonHasNoLiteralFor() throws Exception {
    Path path = dir.resolve("gauge.dial9");
    try (OutputStream out = Files.newOutputStream(path); Dial9Writer writer = new Dial9Writer(out)) {
      Schema gauge = new Schema(0x201, "acme/gauge", false, List.of(
          FieldDef.required("reading", FieldType.F64), FieldDef.required("limit", FieldType.F64)));
      writer.writeSchema(gauge);
      writer.writeEvent(gauge, Double.NaN, 2.5);
    }

    assertThat(decode("decode", "--json", path.toString()).out().strip())
        .isEqualTo("{\"core\":0,\"schema\":\"acme/gauge\",\"fields\":{\"reading\":\"NaN\",\"limit\":2.5}}");
  }

  @Test
  void convertShowsForeignSchemasAsInstantsWithTheirFieldsAsAnnotations() throws Exception {
    Path trace = dir.resolve("acme.pftrace");

    assertThat(run("convert", foreignArchive().toString(), "-o", trace.toString())).isEqualTo(0);

    TraceCheck check = TraceCheck.of(Files.readAllBytes(trace));
    assertThat(check.lines()).containsExactly(
        "Foreign events / acme/alarm: I acme/alarm @1000", "Foreign events / acme/alarm: I acme/alarm @2500").inOrder();
    assertThat(check.annotationsOf(1)).containsExactly("level", 4L, "text", "hotter", "acknowledged", true).inOrder();
  }

  @Test
  void aCorruptArchiveIsAProblemOfTheTraceAndWhatCameBeforeIsConverted() throws Exception {
    byte[] archive = Files.readAllBytes(archive(isrStream()));
    Path cut = Files.write(dir.resolve("cut.dial9"), Arrays.copyOf(archive, archive.length - 1));
    Path trace = dir.resolve("cut.pftrace");

    assertThat(run("convert", cut.toString(), "-o", trace.toString())).isEqualTo(1);

    assertThat(err()).contains("DIAL9_TRUNCATED cut.dial9 offset ");
    assertThat(err()).contains("the archive cannot be read past it, so the input ends here");
    TraceCheck check = TraceCheck.of(Files.readAllBytes(trace));
    assertThat(check.linesOf("Core")).containsExactly("Core #0 / SysTick: B SysTick @50");
    assertThat(check.errorKinds()).containsExactly("DIAL9_TRUNCATED");
  }

  @Test
  void aDeviceStreamReadAsDial9IsRefusedAtItsFirstByte() throws Exception {
    assertThat(run("decode", "--format", "dial9", isrStream().toString())).isEqualTo(1);

    assertThat(err()).contains("DIAL9_BAD_MAGIC isr.bin offset 0: not a dial9 stream");
  }

  @Test
  void dial9ArchivesOneDeviceStreamAndSaysWhyNotMore() throws Exception {
    Path out = dir.resolve("x.dial9");
    Path device = isrStream();

    assertThat(run("convert", "--to", "dial9", device.toString(), device.toString(), "-o", out.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("--to dial9 archives one device stream, got 2 inputs");
    assertThat(run("convert", "--to", "dial9", device + "@1", "-o", out.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("cannot keep a core pinned with @N");
    assertThat(run("convert", "--to", "dial9", archive(device).toString(), "-o", out.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("isr.bin.dial9 is a dial9 archive already");
  }
}

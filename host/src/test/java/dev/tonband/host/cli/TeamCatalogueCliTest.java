// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.host.StreamBuilder;
import dev.tonband.codec.events.EventTypes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A firmware team's own catalogue through the CLI: generating its C code, decoding its events at
 * run time with --catalogue, the fingerprint check, and comparing two versions of it.
 */
class TeamCatalogueCliTest extends CliFixture {
  static final String PUMP = """
      enums:
        PumpState:
          description: What a pump does.
          values: {PUMP_OFF: 0, PUMP_FILL: 1, PUMP_DRAIN: 2}
      groups:
        pump:
          description: The pump controller.
          events:
            pressure:
              id: 0x90
              fields: {pump: u8, millibar: u32}
              optional: {temperature: s64}
              description: Pump `pump` measured `millibar`.
              perfetto: {show: counter, track: "Pump {pump} pressure", value: millibar}
            mode:
              id: 0x91
              fields: {pump: u8, mode: PumpState}
              description: Pump `pump` switched to `mode`.
            site:
              id: 0x92
              metadata: true
              varlen: {name: str}
              description: Where the pumps are.
      """;

  static final String VALVE =
      "      valve:\n        id: 0x93\n        fields: {open: u8}\n        description: The valve opened or closed.\n";

  private Path write(String name, String text) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static long fingerprint(Path catalogue) throws Exception {
    return CatalogueLoader.loadWithBuiltins(catalogue, catalogue.toString()).fingerprint();
  }

  /** What the pump firmware sends: its metadata buffer, then three events. */
  private static byte[] pumpTrace(long fingerprint) {
    return new StreamBuilder()
        .metadata(0x02, null, 10)
        .metadata(0x26, null, fingerprint)
        .metadata(0x92, "basement")
        .event(0x90, 100, 1, 1013, 11) // temperature -5: sign-magnitude 5 << 1 | 1
        .event(0x90, 200, 2, 990)
        .event(0x91, 300, 1, 2)
        .bytes();
  }

  @Test
  void generateWritesTheCFilesOfTheMergedCatalogueAndLeavesThemAloneWhenUnchanged() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path out = dir.resolve("gen");

    assertThat(run("generate", "--catalogue", catalogue.toString(), "--c-out", out.toString(),
        "--docs-out", dir.resolve("docs").toString())).isEqualTo(0);
    String fingerprint = Fingerprint.hex(fingerprint(catalogue));
    assertThat(out()).startsWith("tonband generate: wrote 4 files (catalogue fingerprint " + fingerprint + "):\n");
    String header = Files.readString(out.resolve("tband_encode.h"));
    assertThat(header).contains("#define TBAND_CATALOGUE_FINGERPRINT UINT64_C(" + fingerprint + ")");
    assertThat(header).contains("static inline size_t encode_isr_enter("); // the built-in groups, merged in
    assertThat(header).contains("static inline size_t encode_pump_pressure(");
    assertThat(header).doesNotContain("demo"); // the release's example group is not a built-in one
    assertThat(Files.readString(out.resolve("tband_app_events.h")))
        .contains("void tband_pump_pressure(uint8_t pump, uint32_t millibar, int64_t temperature);");
    assertThat(Files.readString(out.resolve("tband_app_events.c")))
        .contains("GENERATED from " + catalogue + " by the Tonband generator. Do not edit: change the catalogue;"
            + " `tonband generate` (which the build runs when the catalogue changes) rewrites this file.");
    assertThat(Files.readString(dir.resolve("docs/events.md"))).contains("Its fingerprint is `" + fingerprint + "`");

    stdout.reset();
    assertThat(run("generate", "--catalogue", catalogue.toString(), "--c-out", out.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo("tonband generate: up to date (catalogue fingerprint " + fingerprint + ")\n");
  }

  @Test
  void generateWritesThePythonPackageOfTheMergedCatalogueWithOrWithoutTheCFiles() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path python = dir.resolve("py");

    assertThat(run("generate", "--catalogue", catalogue.toString(), "--python-out", python.toString())).isEqualTo(0);
    assertThat(out()).startsWith("tonband generate: wrote 12 files (catalogue fingerprint "
        + Fingerprint.hex(fingerprint(catalogue)) + "):\n");
    // Named after the application group, so it installs beside Tonband's own tonband-codec.
    String project = Files.readString(python.resolve("pyproject.toml"));
    assertThat(project).contains("name = \"tonband-codec-pump\"");
    assertThat(project).contains("the catalogue app-events.yaml (fingerprint " + Fingerprint.hex(fingerprint(catalogue)) + ")");
    String events = Files.readString(python.resolve("src/tonband_codec_pump/events.py"));
    assertThat(events).contains("class IsrEnter(TimedEvent):"); // the built-in groups, merged in
    assertThat(events).contains("class PumpPressure(TimedEvent):");
    assertThat(events).contains("    temperature: typing.Optional[int] = None");
    assertThat(events).contains("GENERATED from " + catalogue + " by the Tonband generator. Do not edit: change the catalogue;");
    assertThat(Files.exists(python.resolve("src/tonband_codec_pump/py.typed"))).isTrue();
    assertThat(Files.exists(dir.resolve("gen"))).isFalse();

    stdout.reset();
    assertThat(run("generate", "--catalogue", catalogue.toString(), "--c-out", dir.resolve("gen").toString(),
        "--python-out", python.toString())).isEqualTo(0);
    assertThat(out()).startsWith("tonband generate: wrote 3 files");
  }

  @Test
  void generateNeedsSomewhereToWrite() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);

    assertThat(run("generate", "--catalogue", catalogue.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("Missing required option: '--c-out=DIR' or '--python-out=DIR'");
  }

  @Test
  void generateListsEveryClashWithTheBuiltInGroupsAtItsPlaceAndWritesNothing() throws Exception {
    Path catalogue = write("app-events.yaml", """
        groups:
          isr:
            description: Clashes with the base group.
            events:
              enter:
                id: 0x04
                fields: {line: u32}
                description: Takes isr_enter's id and C names.
          base:
            description: Not Tonband's base group.
            builtin: true
            events:
              mine:
                id: 0x93
                description: Mine.
        """);
    Path out = dir.resolve("gen");

    assertThat(run("generate", "--catalogue", catalogue.toString(), "--c-out", out.toString())).isEqualTo(1);
    assertThat(err()).isEqualTo(String.join("\n",
        catalogue + ":2:3: group 'isr': its enable option tband_configISR_TRACE_ENABLE is already a name of the Tonband"
            + " runtime (target-firmware/include/tband.h); rename the group",
        catalogue + ":5:7: event 'enter': its C encoder 'encode_isr_enter' has the same name as the encoder of event"
            + " 'isr_enter' of group 'base' (tonband:events.yaml:72:7); rename one of the events",
        catalogue + ":6:9: event 'enter': id 0x04 already used by 'isr_enter' (tonband:events.yaml:72:7)",
        catalogue + ":9:3: group 'base' is built into Tonband, and this Tonband declares it differently"
            + " (tonband:events.yaml:48:3); remove the group from " + catalogue
            + ": the built-in groups of the Tonband you use are added to every catalogue",
        "4 errors in " + catalogue + "; nothing was written.", ""));
    assertThat(Files.exists(out)).isFalse();
  }

  @Test
  void decodeWithTheCatalogueDecodesItsEventsAtRunTime() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path trace = dir.resolve("pump.bin");
    Files.write(trace, pumpTrace(fingerprint(catalogue)));

    assertThat(run("decode", "--catalogue", catalogue.toString(), trace.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo(String.join("\n",
        "                 -  core 0  ts_resolution_ns  ns_per_ts=10",
        "                 -  core 0  catalogue_fingerprint  fingerprint=" + Fingerprint.hex(fingerprint(catalogue)),
        "                 -  core 0  site  name=\"basement\"",
        "           1000 ns  core 0  pressure  pump=1  millibar=1013  temperature=-5",
        "           2000 ns  core 0  pressure  pump=2  millibar=990",
        "           3000 ns  core 0  mode  pump=1  mode=PUMP_DRAIN", ""));
    assertThat(err()).isEqualTo("");
  }

  @Test
  void exportWithTheCatalogueHasItsEventsAndFingerprint() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path trace = dir.resolve("pump.bin");
    Files.write(trace, pumpTrace(fingerprint(catalogue)));
    Path tables = dir.resolve("tables");

    assertThat(run("export", "--no-progress", "--catalogue", catalogue.toString(), "--out", tables.toString(),
        trace.toString())).isEqualTo(0);

    assertThat(ExportedTables.query(tables, "SELECT ts_ns, grp, name, fields FROM event_t WHERE ts_ns IS NOT NULL"))
        .containsExactly(
            List.of(1000L, "pump", "pressure", "{\"pump\":1,\"millibar\":1013,\"temperature\":-5}"),
            List.of(2000L, "pump", "pressure", "{\"pump\":2,\"millibar\":990}"),
            List.of(3000L, "pump", "mode", "{\"pump\":1,\"mode\":\"PUMP_DRAIN\"}")).inOrder();
    assertThat(ExportedTables.query(tables, "SELECT fingerprint, ns_per_tick FROM trace_t"))
        .containsExactly(List.of(Fingerprint.hex(fingerprint(catalogue)), 10.0));
  }

  @Test
  void aTraceOfAnotherCatalogueIsReportedOnceWithWhatToPass() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path trace = dir.resolve("pump.bin");
    long pumps = fingerprint(catalogue);
    Files.write(trace, pumpTrace(pumps));
    Path copy = Files.write(dir.resolve("core1.bin"), pumpTrace(pumps));

    assertThat(run("decode", trace.toString(), copy + "@1")).isEqualTo(1);
    assertThat(out()).contains("! CATALOGUE_MISMATCH pump.bin frame 1: the trace was recorded by firmware built from"
        + " another catalogue (fingerprint " + Fingerprint.hex(pumps) + ") than the catalogue built into this tonband ("
        + Fingerprint.hex(EventTypes.FINGERPRINT) + "); its application events decode wrongly or not at all: pass"
        + " the firmware's catalogue with --catalogue FILE (such as its app-events.yaml)\n");
    assertThat(out().split("CATALOGUE_MISMATCH", -1)).hasLength(2); // once, though both inputs carry it
    assertThat(out()).contains("! UNKNOWN_EVENT_ID pump.bin offset ");

    Path older = write("old-app-events.yaml", PUMP.replace("mode: PumpState", "mode: u8"));
    stdout.reset();
    assertThat(run("decode", "--catalogue", older.toString(), trace.toString())).isEqualTo(1);
    assertThat(out()).contains("! CATALOGUE_MISMATCH pump.bin frame 1: the trace was recorded by firmware built from"
        + " another catalogue (fingerprint " + Fingerprint.hex(pumps) + ") than " + older + " ("
        + Fingerprint.hex(fingerprint(older)) + "); events whose layout changed decode wrongly: pass the"
        + " old-app-events.yaml the firmware was built from (tonband catalogue diff OLD NEW shows what changed)\n");
  }

  @Test
  void convertShowsTheEventsAsTheCatalogueSays() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP);
    Path trace = dir.resolve("pump.bin");
    Files.write(trace, pumpTrace(fingerprint(catalogue)));
    Path pftrace = dir.resolve("pump.pftrace");

    assertThat(run("convert", "--catalogue", catalogue.toString(), trace.toString(), "-o", pftrace.toString()))
        .isEqualTo(0);
    assertThat(dev.tonband.host.perfetto.TraceCheck.of(Files.readAllBytes(pftrace)).linesOf("Application"))
        .containsExactly(
            "Application / pump events: I site @0", // metadata without a presentation: an instant, as built-in ones
            "Application / Pump 1 pressure: C 1013 @1000",
            "Application / Pump 2 pressure: C 990 @2000",
            "Application / pump events: I mode @3000")
        .inOrder();
  }

  /** The example team project's catalogue, as a team keeps it in its own repository. */
  private static final Path TEAM_PROJECT_CATALOGUE = Path.of(System.getProperty("tonband.root", ".."),
      "target-firmware", "examples", "team-project", "app-events.yaml");

  /** What the example team project's firmware sends, with the values of its main.c. */
  private static byte[] teamProjectTrace(long fingerprint) {
    return new StreamBuilder()
        .metadata(0x02, null, 40)
        .metadata(0x26, null, fingerprint)
        .metadata(0x83, "basement, rack 3")
        .event(0x81, 823, 1, 1) // PUMP_FILL
        .event(0x80, 1014, 1, 1000, 81) // temperature -40: sign-magnitude 40 << 1 | 1
        .event(0x80, 1242, 2, 990)
        .event(0x81, 2500, 1, 2) // PUMP_DRAIN
        .eventWithText(0x82, 2947, "dry run", 2)
        .bytes();
  }

  @Test
  void anArchiveWithTheCatalogueKeepsItsEventsAndReadsBackWithAndWithoutIt() throws Exception {
    Path catalogue = Files.copy(TEAM_PROJECT_CATALOGUE, dir.resolve("app-events.yaml"));
    long fingerprint = fingerprint(catalogue);
    Path trace = Files.write(dir.resolve("trace.bin"), teamProjectTrace(fingerprint));
    Path archive = dir.resolve("trace.dial9");

    assertThat(run("convert", "--to", "dial9", "--catalogue", catalogue.toString(), trace.toString(), "-o",
        archive.toString())).isEqualTo(0);
    assertThat(err()).isEqualTo("wrote " + archive + "\n");

    String withCatalogue = String.join("\n",
        "                 -  core 0  ts_resolution_ns  ns_per_ts=40",
        "                 -  core 0  catalogue_fingerprint  fingerprint=" + Fingerprint.hex(fingerprint),
        "                 -  core 0  site  name=\"basement, rack 3\"",
        "          32920 ns  core 0  state  pump=1  state=PUMP_FILL",
        "          40560 ns  core 0  pressure  pump=1  millibar=1000  temperature=-40",
        "          49680 ns  core 0  pressure  pump=2  millibar=990",
        "         100000 ns  core 0  state  pump=1  state=PUMP_DRAIN",
        "         117880 ns  core 0  fault  pump=2  text=\"dry run\"", "");
    stdout.reset();
    assertThat(run("decode", "--catalogue", catalogue.toString(), archive.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo(withCatalogue);
    stdout.reset();
    assertThat(run("decode", "--catalogue", catalogue.toString(), trace.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo(withCatalogue); // the device trace itself, for comparison

    // Without the catalogue the archive's schemas still say what each event is: its group/event
    // name, its fields by name, and their values (an enum as its byte, the catalogue's names
    // being in the catalogue); the fingerprint says which catalogue to pass.
    stdout.reset();
    assertThat(run("decode", archive.toString())).isEqualTo(1);
    assertThat(out()).isEqualTo(String.join("\n",
        "                 -  core 0  ts_resolution_ns  ns_per_ts=40",
        "! CATALOGUE_MISMATCH trace.dial9 frame 3: the trace was recorded by firmware built from another catalogue"
            + " (fingerprint " + Fingerprint.hex(fingerprint) + ") than the catalogue built into this tonband ("
            + Fingerprint.hex(EventTypes.FINGERPRINT) + "); its application events decode wrongly or not at all:"
            + " pass the firmware's catalogue with --catalogue FILE (such as its app-events.yaml)",
        "                 -  core 0  catalogue_fingerprint  fingerprint=" + Fingerprint.hex(fingerprint),
        "                 -  core 0  pump/site  name=\"basement, rack 3\"",
        "          32920 ns  core 0  pump/state  pump=1  state=1",
        "          40560 ns  core 0  pump/pressure  pump=1  millibar=1000  temperature=-40",
        "          49680 ns  core 0  pump/pressure  pump=2  millibar=990",
        "         100000 ns  core 0  pump/state  pump=1  state=2",
        "         117880 ns  core 0  pump/fault  pump=2  text=\"dry run\"", ""));

    // Converted to Perfetto with the catalogue, the archive gives the device trace's trace.
    Path fromArchive = dir.resolve("archive.pftrace");
    Path fromTrace = dir.resolve("trace.pftrace");
    assertThat(run("convert", "--catalogue", catalogue.toString(), archive.toString(), "-o", fromArchive.toString()))
        .isEqualTo(0);
    assertThat(run("convert", "--catalogue", catalogue.toString(), trace.toString(), "-o", fromTrace.toString()))
        .isEqualTo(0);
    assertThat(Files.readAllBytes(fromArchive)).isEqualTo(Files.readAllBytes(fromTrace));
  }

  @Test
  void aBrokenCatalogueStopsDecodingWithItsErrors() throws Exception {
    Path catalogue = write("app-events.yaml", PUMP.replace("id: 0x91", "id: 0x90"));

    assertThat(run("decode", "--catalogue", catalogue.toString(), "unused.bin")).isEqualTo(2);
    assertThat(picocliErr.toString()).isEqualTo("tonband: " + catalogue + ":16:9: event 'mode': id 0x90 already used by 'pressure' ("
        + catalogue + ":10:9)\n1 error in " + catalogue + "; fix the catalogue, or give the one the firmware was"
        + " built from\n");
  }

  @Test
  void catalogueDiffClassifiesEveryChangeAndFailsOnBreakingOnes() throws Exception {
    Path older = write("old.yaml", PUMP);
    Path newer = write("new.yaml", PUMP
        .replace("values: {PUMP_OFF: 0, PUMP_FILL: 1, PUMP_DRAIN: 2}", "values: {PUMP_OFF: 0, PUMP_FILL: 1, PUMP_DRAIN: 3}")
        .replace("optional: {temperature: s64}", "optional: {temperature: s64, flow: u32}")
        .replace("Pump `pump` measured `millibar`.", "Pump `pump` measured `millibar` mbar.")
        .replace("      site:\n        id: 0x92\n        metadata: true\n        varlen: {name: str}\n"
            + "        description: Where the pumps are.\n", VALVE));

    assertThat(run("catalogue", "diff", older.toString(), newer.toString())).isEqualTo(1);
    assertThat(out()).isEqualTo(String.join("\n",
        newer + ":4:41: breaking: event 'pump/mode' (0x91): field 'mode': enum PumpState value PUMP_DRAIN is 3 now,"
            + " was 2: old traces decode wrongly",
        older + ":19:7: breaking: event 'pump/site' (0x92): removed: old traces that carry it no longer decode",
        newer + ":12:38: compatible: event 'pump/pressure' (0x90): optional field 'flow' added at the end: old traces"
            + " decode without it",
        newer + ":9:7: compatible: event 'pump/pressure' (0x90): description changed",
        newer + ":19:7: compatible: event 'pump/valve' (0x93): added",
        "2 breaking, 3 compatible: traces of firmware built from " + older + " do not all decode with " + newer, ""));

    stdout.reset();
    Path added = write("added.yaml", PUMP + VALVE);
    assertThat(run("catalogue", "diff", older.toString(), added.toString())).isEqualTo(0);
    assertThat(out()).isEqualTo(added + ":24:7: compatible: event 'pump/valve' (0x93): added\n"
        + "0 breaking, 1 compatible: traces of firmware built from " + older + " decode with " + added + "\n");
  }
}

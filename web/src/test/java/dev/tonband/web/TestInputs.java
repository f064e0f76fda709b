// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.Archiving;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * The files the browser builds convert in the tests, gathered in one folder: the corpus streams
 * (every error kind among them), every trace the firmware's build wrote (the QEMU demo's and the
 * real FreeRTOS kernels' among them), and made from those the other forms a user drops on the
 * page: gzip, a hex dump, a dial9 archive plain and gzipped, a cut-off gzip, and a Perfetto trace;
 * beside them the catalogue files of {@link #WITH_CATALOGUE}, the {@link #BUDGETS} files, and
 * {@link #EMPTY} and {@link #CUT_SHORT}, which only the page's person test picks.
 */
final class TestInputs {
  /** Traces target-firmware's build must have written: the QEMU demo's and the FreeRTOS kernels'. */
  static final List<String> FIRMWARE_TRACES = List.of(
      "demo_streaming.bin", "demo_snapshot.bin", "demo_post_mortem.bin", "freertos_v10.bin", "freertos_v11.bin",
      "team_project.bin");

  /** The example team project's catalogue (examples/team-project), whose events team_project.bin holds. */
  static final String TEAM_CATALOGUE = "app-events.yaml";

  /** The team's catalogue with two errors: an id taken twice and an enum misspelt. */
  static final String BROKEN_CATALOGUE = "broken-app-events.yaml";

  /**
   * Inputs converted with a catalogue file, named {@code TRACE+CATALOGUE} ({@code tonband convert
   * --catalogue CATALOGUE TRACE}): the team project's QEMU trace, raw and archived with its
   * catalogue; the QEMU demo's trace with Tonband's own events.yaml given at run time (its demo
   * group then decoded from the file); and a broken catalogue, which converts nothing.
   */
  static final List<String> WITH_CATALOGUE = List.of("team_project.bin+" + TEAM_CATALOGUE,
      "team_project.dial9+" + TEAM_CATALOGUE, "demo_streaming.bin+events.yaml", "team_project.bin+" + BROKEN_CATALOGUE);

  /**
   * Budgets files beside the inputs ({@code tonband check --budgets}): the QEMU demo's, which its
   * trace keeps; the same with the interrupt's longest run at most 10 us, which it breaks; and one
   * with four errors, which checks nothing.
   */
  static final List<String> BUDGETS = List.of("budgets.yaml", "tight-budgets.yaml", "broken-budgets.yaml");

  /** An empty file, as a capture that never ran leaves. */
  static final String EMPTY = "empty.bin";

  /** The QEMU demo's trace cut off after 80 bytes: its first 8 events, all at one instant. */
  static final String CUT_SHORT = "demo_cut_short.bin";

  /**
   * A gzip file cut off in its compressed data. TeaVM's inflater stops a byte or so before the
   * JVM's at the damage, so the browser may keep up to one frame less of it than the CLI.
   */
  static final String CUT_OFF_GZIP = "cut-off.bin.gz";

  private TestInputs() {}

  static Path root() {
    return Path.of(System.getProperty("tonband.root", "..")).toAbsolutePath().normalize();
  }

  private static final Map<Path, List<String>> WRITTEN = new HashMap<>();

  /** The inputs, written into {@code dir} once for all the tests that read them there (see {@link #writeTo}). */
  static synchronized List<String> writtenTo(Path dir) throws IOException {
    List<String> names = WRITTEN.get(dir);
    if (names == null) {
      names = writeTo(dir);
      WRITTEN.put(dir, names);
    }
    return names;
  }

  /** Writes the inputs into {@code dir}; returns their names, which are also what they are converted as. */
  static List<String> writeTo(Path dir) throws IOException {
    Files.createDirectories(dir);
    List<Path> sources = new ArrayList<>();
    sources.addAll(binFiles(root().resolve("corpus/streams")));
    sources.addAll(binFiles(root().resolve("corpus/streams/errors")));
    Path traces = Path.of(System.getProperty("tband.trace.dir"));
    List<Path> firmware = binFiles(traces);
    for (String expected : FIRMWARE_TRACES) {
      assertWithMessage(traces + " lacks " + expected + ": target-firmware's build writes it (mvn verify at the root)")
          .that(firmware.stream().map(p -> p.getFileName().toString()).toList())
          .contains(expected);
    }
    sources.addAll(firmware);
    List<String> names = new ArrayList<>();
    for (Path source : sources) {
      String name = source.getFileName().toString();
      assertWithMessage("two inputs named " + name).that(names).doesNotContain(name);
      Files.copy(source, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      names.add(name);
    }

    byte[] mixed = Files.readAllBytes(root().resolve("corpus/streams/mixed.bin"));
    byte[] freertos = Files.readAllBytes(traces.resolve("freertos_v11.bin"));
    byte[] archive = archive(freertos);
    names.add(write(dir, "mixed.bin.gz", gzip(mixed)));
    names.add(write(dir, "mixed.txt", hexDump(mixed)));
    names.add(write(dir, "freertos_v11.dial9", archive));
    names.add(write(dir, "freertos_v11.dial9.gz", gzip(archive)));
    byte[] gzipped = gzip(freertos);
    names.add(write(dir, CUT_OFF_GZIP, Arrays.copyOf(gzipped, gzipped.length * 2 / 3)));
    names.add(write(dir, "already.pftrace", WebConversion.convert(mixed, "mixed.bin", f -> {}).trace()));

    String budgets = Files.readString(root().resolve("target-firmware/examples/qemu-demo/budgets.yaml"));
    write(dir, BUDGETS.get(0), budgets.getBytes(StandardCharsets.UTF_8));
    assertThat(budgets).contains("max: 20us");
    write(dir, BUDGETS.get(1), budgets.replace("max: 20us", "max: 10us").getBytes(StandardCharsets.UTF_8));
    write(dir, BUDGETS.get(2), String.join("\n", "trace:", "  drops: none", "isr:", "  timer0: {max: 50us}", "tasks:",
        "  ctrl: {cpu: 30, ready_max: 50}", "").getBytes(StandardCharsets.UTF_8));

    write(dir, EMPTY, new byte[0]);
    write(dir, CUT_SHORT, Arrays.copyOf(Files.readAllBytes(traces.resolve("demo_streaming.bin")), 80));

    Path team = root().resolve("target-firmware/examples/team-project").resolve(TEAM_CATALOGUE);
    Files.copy(team, dir.resolve(TEAM_CATALOGUE), StandardCopyOption.REPLACE_EXISTING);
    Files.copy(root().resolve("events.yaml"), dir.resolve("events.yaml"), StandardCopyOption.REPLACE_EXISTING);
    write(dir, BROKEN_CATALOGUE, Files.readString(team)
        .replace("id: 0x81", "id: 0x80")
        .replace("state: PumpMode", "state: PumpMood")
        .getBytes(StandardCharsets.UTF_8));
    write(dir, "team_project.dial9",
        archive(Files.readAllBytes(traces.resolve("team_project.bin")), TraceCatalogue.load(team)));
    return names;
  }

  /**
   * Converts the input {@code name} of {@code dir} on the JVM as the page does: {@code
   * TRACE+CATALOGUE} with that catalogue file, named by its file name as the page names it.
   */
  static WebConversion.Result convert(Path dir, String name) throws IOException {
    int plus = name.indexOf('+');
    if (plus < 0) {
      return WebConversion.convert(Files.readAllBytes(dir.resolve(name)), name, f -> {});
    }
    String trace = name.substring(0, plus);
    String catalogue = name.substring(plus + 1);
    return WebConversion.convert(Files.readAllBytes(dir.resolve(trace)), trace,
        Files.readAllBytes(dir.resolve(catalogue)), catalogue, f -> {});
  }

  private static List<Path> binFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".bin")).sorted().toList();
    }
  }

  private static String write(Path dir, String name, byte[] bytes) throws IOException {
    Files.write(dir.resolve(name), bytes);
    return name;
  }

  /** The dial9 archive {@code tonband convert --to dial9} writes. */
  static byte[] archive(byte[] device) throws IOException {
    return archive(device, TraceCatalogue.builtIn());
  }

  /** The dial9 archive {@code tonband convert --to dial9 --catalogue FILE} writes. */
  static byte[] archive(byte[] device, TraceCatalogue catalogue) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Archiving.run(new DeviceStream("device", new ByteArrayInputStream(device), 0, new Timebase(), catalogue), out,
        false, n -> {}, new ProblemLog());
    return out.toByteArray();
  }

  static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream gz = new GZIPOutputStream(out)) {
      gz.write(bytes);
    }
    return out.toByteArray();
  }

  /** Sixteen bytes a line, as a terminal shows a capture, with a comment line on top. */
  static byte[] hexDump(byte[] bytes) {
    StringBuilder text = new StringBuilder("# captured from the device\n");
    for (int i = 0; i < bytes.length; i++) {
      text.append(String.format("%02x", bytes[i])).append(i % 16 == 15 || i == bytes.length - 1 ? "\n" : " ");
    }
    return text.toString().getBytes(StandardCharsets.US_ASCII);
  }
}

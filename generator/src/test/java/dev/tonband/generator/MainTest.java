// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: all errors or all outputs, never a half-written tree. */
class MainTest {
  /** Two problems: a duplicated id and an unknown type. */
  private static final String BROKEN =
      """
      groups:
        base:
          description: Events every target records.
          prefixed: false
          builtin: true
          events:
            isr_exit:
              id: 0x04
              fields: {isr_id: u32}
              description: Interrupt `isr_id` finished.
            isr_enter:
              id: 0x04
              fields: {isr_id: u24}
              description: Interrupt `isr_id` started running.
      """;

  /** What one run printed and returned. */
  private record Run(int code, String out, List<String> err) {}

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8).lines().toList());
  }

  private static void writeShippedCatalogue(Path root) throws IOException {
    Files.copy(Path.of("../events.yaml"), root.resolve("events.yaml"));
  }

  /** Every file below {@code root}, as path -> content and modification time. */
  private static Map<String, String> snapshot(Path root) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.toList()) {
        String key = root.relativize(p).toString();
        if (Files.isDirectory(p)) {
          files.put(key + "/", "dir");
        } else {
          files.put(key, Files.getLastModifiedTime(p) + " " + HexFormat.of().formatHex(Files.readAllBytes(p)));
        }
      }
    }
    return files;
  }

  @Test
  void aBrokenCatalogueExitsWith1PrintsEveryErrorAndWritesNothing(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("events.yaml"), BROKEN, StandardCharsets.UTF_8);
    Map<String, String> before = snapshot(root);

    Run run = run("--root", root.toString(), "--changes-report", root.resolve("target/changes.txt").toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err())
        .containsExactly(
            "events.yaml:12:9: event 'isr_enter': id 0x04 already used by 'isr_exit' (events.yaml:8:9)",
            "events.yaml:13:26: field 'isr_id' of event 'isr_enter': unknown type 'u24' (did you mean 'u64'?); the types are u8, u16, u32,"
                + " u64, s8, s16, s32, s64, bool, f32, f64, str, bytes, string, a fixed array T[N] of an integer, bool or"
                + " float type (u16[3])",
            "2 errors in events.yaml; nothing was written.")
        .inOrder();
    assertThat(run.out()).isEmpty();
    assertThat(snapshot(root)).isEqualTo(before);
  }

  @Test
  void aBrokenCatalogueLeavesExistingOutputsByteForByteAsTheyWere(@TempDir Path root) throws Exception {
    writeShippedCatalogue(root);
    assertThat(run("--root", root.toString()).code()).isEqualTo(0);
    Path header = root.resolve("generated-c/tband_encode.h");
    assertThat(Files.exists(header)).isTrue();
    // Old times, so that a rewrite with the same bytes would still show.
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000_000_000L));
      }
    }
    Files.writeString(root.resolve("events.yaml"), BROKEN, StandardCharsets.UTF_8);
    Map<String, String> before = snapshot(root);

    Run run = run("--root", root.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(snapshot(root)).isEqualTo(before);
  }

  @Test
  void aValidCatalogueWritesItsOutputsAndASecondRunChangesNothing(@TempDir Path root) throws Exception {
    writeShippedCatalogue(root);
    Path report = root.resolve("target/changes.txt");

    Run first = run("--root", root.toString(), "--changes-report", report.toString());

    assertThat(first.code()).isEqualTo(0);
    assertThat(first.err()).isEmpty();
    assertThat(Files.readAllLines(report)).contains("written generated-c/tband_encode.h");
    assertThat(Files.readString(root.resolve("generated-c/tband_encode.h"))).contains("encode_isr_enter(");
    Map<String, String> afterFirst = snapshot(root);
    afterFirst.remove("target/changes.txt");

    Run second = run("--root", root.toString(), "--changes-report", report.toString());

    assertThat(second.code()).isEqualTo(0);
    assertThat(second.out()).contains("all generated files are up to date");
    assertThat(Files.readAllLines(report)).isEmpty();
    Map<String, String> afterSecond = snapshot(root);
    afterSecond.remove("target/changes.txt");
    assertThat(afterSecond).isEqualTo(afterFirst);
  }

  @Test
  void theSameCatalogueGivesTheSameBytesInAnyDirectory(@TempDir Path one, @TempDir Path two) throws Exception {
    writeShippedCatalogue(one);
    writeShippedCatalogue(two);

    assertThat(run("--root", one.toString()).code()).isEqualTo(0);
    assertThat(run("--root", two.toString()).code()).isEqualTo(0);

    assertThat(contents(two)).isEqualTo(contents(one));
  }

  @Test
  void aMissingCatalogueIsAUsageErrorNotACatalogueError(@TempDir Path root) throws Exception {
    Run run = run("--root", root.toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).containsExactly("tonband-generator: no catalogue at " + root.resolve("events.yaml"));
    assertThat(snapshot(root)).containsExactly("/", "dir");
  }

  @Test
  void withoutRootItPrintsUsageAndExitsWith2() {
    Run run = run();

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err().get(0)).isEqualTo("tonband-generator: --root is required");
  }

  /** File contents by relative path, without modification times. */
  private static Map<String, String> contents(Path root) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        files.put(root.relativize(p).toString(), HexFormat.of().formatHex(Files.readAllBytes(p)));
      }
    }
    return files;
  }
}

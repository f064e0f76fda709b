// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.cli.TonbandCommand;
import dev.tonband.host.sql.FleetExample;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/fleet.md shows real output: its worked example exports this build's firmware traces as
 * the boards it names, and each example query prints there what the docs show; the list of the
 * tables is what {@code tonband sql --tables} prints. Its FreeRTOS boards run on the real kernel,
 * so the test runs when the build used the kernel the docs show (as CI's does), else says why not.
 *
 * <p>The traces come from QEMU runs timed by instruction counts: the same image writes the same
 * trace, but the images follow the compiler's version, and a single-hart RV32 run once traced an
 * interrupt 2 µs later under CI's load. So a number may differ from the docs' by at most 5% (or
 * 1); rows, names and everything else must be as shown.
 */
class FleetDocsTest {
  @TempDir static Path dir;
  private static Path fleet;

  /** The kernel of the worked example's FreeRTOS boards: another one schedules their tasks otherwise. */
  private static final String KERNEL = "11.3.0";

  @BeforeAll
  static void export() throws Exception {
    String kernel = FreertosKernelTest.kernelOfTheBuild().map(used -> used.getProperty("version")).orElse("none");
    Assumptions.assumeTrue(kernel.equals(KERNEL), "docs/fleet.md's worked example shows traces of FreeRTOS "
        + KERNEL + "; this build's real kernel: " + kernel + " (set FREERTOS_KERNEL_PATH)");
    fleet = dir.resolve("fleet");
    FleetExample.exportTo(fleet);
  }

  /** Runs tonband in-process; its stdout, or the failure with its stderr. */
  private static String tonband(String... args) {
    return tonbandExiting(0, args);
  }

  /** Runs tonband in-process, which must exit with {@code exit}; its stdout, or the failure with its stderr. */
  static String tonbandExiting(int exit, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringWriter err = new StringWriter();
    PrintStream saved = System.out;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      var cli = TonbandCommand.commandLine();
      cli.setErr(new PrintWriter(err, true));
      assertWithMessage(err.toString()).that(cli.execute(args)).isEqualTo(exit);
    } finally {
      System.setOut(saved);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void everyExampleQueryPrintsWhatTheDocsShow() throws Exception {
    List<FleetExample.Query> queries = FleetExample.queries();
    assertThat(queries.size()).isAtLeast(4);
    for (FleetExample.Query query : queries) {
      String printed = tonband("sql", query.sql(), fleet.toString());
      assertWithMessage("%s%nprints%n%s%nwhere the docs show%n%s", query.sql(), printed, query.output())
          .that(closeTo(printed, query.output())).isTrue();
    }
  }

  /** The same lines of the same words, numbers within 5% (or 1) of each other. */
  static boolean closeTo(String printed, String shown) {
    List<String> printedLines = printed.lines().toList();
    List<String> shownLines = shown.lines().toList();
    if (printedLines.size() != shownLines.size()) {
      return false;
    }
    for (int line = 0; line < shownLines.size(); line++) {
      String[] a = printedLines.get(line).trim().split("\\s+");
      String[] b = shownLines.get(line).trim().split("\\s+");
      if (a.length != b.length) {
        return false;
      }
      for (int i = 0; i < a.length; i++) {
        if (!a[i].equals(b[i]) && !(isNumber(a[i]) && isNumber(b[i]) && near(Double.parseDouble(a[i]), Double.parseDouble(b[i])))) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean isNumber(String word) {
    return word.matches("[-+]?\\d+(\\.\\d+)?(e[-+]?\\d+)?");
  }

  private static boolean near(double a, double b) {
    return Math.abs(a - b) <= Math.max(1, 0.05 * Math.max(Math.abs(a), Math.abs(b)));
  }

  @Test
  void numbersMayDriftALittleButNothingElse() {
    String shown = "  device  events  p50_ns\n  m3-rtos  6267  10250.0\n(1 row)\n";
    assertThat(closeTo("  device  events  p50_ns\n  m3-rtos  6268  10200.0\n(1 row)\n", shown)).isTrue();
    assertThat(closeTo("  device  events  p50_ns\n  m3-rtos  6267  11250.0\n(1 row)\n", shown)).isFalse();
    assertThat(closeTo("  device  events  p50_ns\n  m3-rtos2  6267  10250.0\n(1 row)\n", shown)).isFalse();
    assertThat(closeTo("  device  events  p50_ns\n(0 rows)\n", shown)).isFalse();
  }

  @Test
  void theTablesAreListedAsSqlTablesPrintsThem() throws Exception {
    String docs = Files.readString(FleetExample.ROOT.resolve("docs/fleet.md"));
    assertThat(docs).contains("```\n" + tonband("sql", "--tables").stripTrailing() + "\n```\n");
  }
}

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
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringWriter err = new StringWriter();
    PrintStream saved = System.out;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      var cli = TonbandCommand.commandLine();
      cli.setErr(new PrintWriter(err, true));
      assertWithMessage(err.toString()).that(cli.execute(args)).isEqualTo(0);
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
      assertWithMessage(query.sql()).that(tonband("sql", query.sql(), fleet.toString())).isEqualTo(query.output());
    }
  }

  @Test
  void theTablesAreListedAsSqlTablesPrintsThem() throws Exception {
    String docs = Files.readString(FleetExample.ROOT.resolve("docs/fleet.md"));
    assertThat(docs).contains("```\n" + tonband("sql", "--tables").stripTrailing() + "\n```\n");
  }
}

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/analysis.md shows real output: its worked example is what {@code tonband stats} and
 * {@code tonband check} print for the committed QEMU demo capture and its budgets.
 */
class AnalysisDocsTest extends CliFixture {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path DEMO = ROOT.resolve("target-firmware/examples/qemu-demo");

  /** The code block of the docs that starts with {@code firstLine}. */
  private static String block(String firstLine) throws Exception {
    String docs = Files.readString(ROOT.resolve("docs/analysis.md"));
    int start = docs.indexOf("```\n" + firstLine);
    assertThat(start).isAtLeast(0);
    return docs.substring(start + 4, docs.indexOf("```", start + 4));
  }

  @Test
  void theStatsOfTheDemoAreAsShown() throws Exception {
    assertThat(run("stats", "--no-progress", DEMO.resolve("demo_streaming.bin").toString())).isEqualTo(0);
    assertThat(out()).isEqualTo(block("383 events"));
  }

  @Test
  void theDemoKeepsTheBudgetsShown() throws Exception {
    Path budgets = DEMO.resolve("budgets.yaml");
    assertThat(Files.readString(ROOT.resolve("docs/analysis.md")))
        .contains(Files.readString(budgets).replaceAll("(?s)^(#[^\n]*\n)+", ""));
    assertThat(run("check", "--no-progress", "--budgets", budgets.toString(),
        DEMO.resolve("demo_streaming.bin").toString())).isEqualTo(0);
    assertThat(out().replace(budgets.toString(), "target-firmware/examples/qemu-demo/budgets.yaml"))
        .isEqualTo(block("target-firmware/examples/qemu-demo/budgets.yaml: all"));
  }
}

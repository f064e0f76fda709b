// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    assertThat(out()).isEqualTo(block("384 events"));
  }

  @Test
  void theDemoKeepsTheBudgetsShown() throws Exception {
    Path budgets = DEMO.resolve("budgets.yaml");
    assertThat(Files.readString(ROOT.resolve("docs/analysis.md")))
        .contains(Files.readString(budgets).replaceAll("^((#[^\n]*)?\n)+", "")); // less its header and opening comments
    assertThat(run("check", "--no-progress", "--budgets", budgets.toString(),
        DEMO.resolve("demo_streaming.bin").toString())).isEqualTo(0);
    assertThat(out().replace(budgets.toString(), "target-firmware/examples/qemu-demo/budgets.yaml"))
        .isEqualTo(block("target-firmware/examples/qemu-demo/budgets.yaml: all"));
  }

  @Test
  void theJsonExampleShowsWhatItsCommandPrints() throws Exception {
    String docs = Files.readString(ROOT.resolve("docs/analysis.md"));
    Matcher example = Pattern.compile("print\\(s((?:\\[[^]]+])+)\\)'\n```\n\n```\n([^`]*)```").matcher(docs);
    assertThat(example.find()).isTrue();

    assertThat(run("stats", "--json", "--no-progress", DEMO.resolve("demo_streaming.bin").toString())).isEqualTo(0);
    JsonNode value = new ObjectMapper().readTree(out());
    Matcher key = Pattern.compile("\\[(\"?)([^]\"]+)\\1]").matcher(example.group(1)); // s["isrs"][0]...
    while (key.find()) {
      value = key.group(1).isEmpty() ? value.get(Integer.parseInt(key.group(2))) : value.get(key.group(2));
    }
    assertThat(example.group(2)).isEqualTo(value.asText() + "\n");
  }

  @Test
  void theTimeOfTheWorstRunIsTheOneDecodePrints() throws Exception {
    String docs = Files.readString(ROOT.resolve("docs/analysis.md"));
    Matcher said = Pattern.compile("there this run starts at `(\\d+) ns`").matcher(docs);
    assertThat(said.find()).isTrue();
    assertThat(block("budgets.yaml: 1 of 10")).contains("above the limit of 10.0 us at "
        + String.format("%d.%09d s", Long.parseLong(said.group(1)) / 1_000_000_000L,
            Long.parseLong(said.group(1)) % 1_000_000_000L));

    assertThat(run("decode", DEMO.resolve("demo_streaming.bin").toString())).isEqualTo(0);
    assertThat(out()).containsMatch("(?m)^ *" + said.group(1) + " ns  core 0  isr_enter ");
  }
}

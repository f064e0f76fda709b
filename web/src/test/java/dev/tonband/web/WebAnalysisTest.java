// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.stats.StatsJson;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The page's analysis on the JVM against the CLI: the stats read in the same pass as the
 * conversion are those of {@code tonband stats --json}, and budgets held against them give the
 * verdicts of {@code tonband check}. Problems name an input by its file name, in the CLI as on
 * the page; the budgets file is named by its path, as the CLI names it.
 */
class WebAnalysisTest {
  private static final Path INPUTS = Path.of("target/web-analysis-test");
  private static final Path DEMO = INPUTS.resolve("demo_streaming.bin");
  static List<String> names() throws Exception {
    return TestInputs.writtenTo(INPUTS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("names")
  void theStatsAreThoseOfTonbandStatsJson(String name) throws Exception {
    Path input = INPUTS.resolve(name);
    WebConversion.Result web = WebConversion.convert(Files.readAllBytes(input), name, f -> {});
    Cli cli = Cli.run("stats", "--json", "--no-progress", input.toString());
    if (web.refusal() != null) {
      assertThat(web.stats()).isNull();
      assertThat(cli.exit()).isEqualTo(2);
      return;
    }
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    StatsJson.write(web.stats(), json);
    assertThat(json.toString(StandardCharsets.UTF_8)).isEqualTo(cli.out());
  }

  static List<String> budgets() throws Exception {
    names();
    return TestInputs.BUDGETS;
  }

  /** The demo's trace held to each budgets file: the lines {@code tonband check} prints, or its errors. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("budgets")
  void theVerdictsAreThoseOfTonbandCheck(String budgets) throws Exception {
    Path file = INPUTS.resolve(budgets);
    WebConversion.Result web = WebConversion.convert(Files.readAllBytes(DEMO), DEMO.getFileName().toString(), f -> {});
    WebConversion.Verdicts verdicts = WebConversion.check(Files.readAllBytes(file), file.toString(), web.stats());
    Cli cli = Cli.run("check", "--no-progress", "--budgets", file.toString(), DEMO.toString());

    assertThat(verdicts.file()).isEqualTo(file.toString());
    if (verdicts.errors() != null) {
      assertThat(cli.exit()).isEqualTo(2);
      assertThat(verdicts.results()).isEmpty();
      // the CLI's last line is its own: "tonband: FILE has N error(s); nothing was checked"
      assertThat(cli.err()).isEqualTo(verdicts.errors().replaceFirst("(?s)(.*\n)", "$1tonband: ") + "\n");
      assertThat(WebConversion.budgetErrors(Files.readAllBytes(file), file.toString())).isEqualTo(verdicts.errors());
      assertThat(verdicts.errors()).endsWith(file + " has 4 error(s); nothing was checked");
      return;
    }
    assertThat(WebConversion.budgetErrors(Files.readAllBytes(file), file.toString())).isNull();
    long failed = verdicts.results().stream().filter(r -> !r.passed()).count();
    assertThat(cli.exit()).isEqualTo(failed == 0 ? 0 : 1);
    assertThat(failed).isEqualTo(budgets.startsWith("tight") ? 1 : 0);
    List<String> lines = new ArrayList<>();
    lines.add(file + ": " + (failed == 0 ? "all " + verdicts.results().size() + " budgets hold"
        : failed + " of " + verdicts.results().size() + " budgets do not hold"));
    for (BudgetCheck.Result r : verdicts.results()) {
      if (!r.passed()) {
        lines.add("  FAIL  " + r.message());
      }
    }
    for (BudgetCheck.Result r : verdicts.results()) {
      if (r.passed()) {
        lines.add("  ok    " + r.message());
      }
    }
    assertThat(cli.out()).isEqualTo(String.join("\n", lines) + "\n");
  }
}

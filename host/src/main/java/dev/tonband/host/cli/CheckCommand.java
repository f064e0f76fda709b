// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.budget.Budget;
import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.budget.BudgetsException;
import dev.tonband.host.budget.BudgetsLoader;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.text.JUnitReport;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "check",
    description = {
      "Hold a trace to timing budgets (a YAML file: ISR durations, task CPU shares, queue high-water marks, mutex"
          + " waits, drops, problems, ...; docs/analysis.md) and list each budget it breaks, with the value, the limit"
          + " and the time of the worst case to find it in Perfetto.",
      "Exit code 0 when every budget holds, 1 when one does not, 2 for a budgets file with errors (file:line:column)."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every budget holds",
      "1:a budget does not hold (listed on stdout; in the JUnit report as a failed test)",
      "2:wrong command line, or a budgets file with errors (listed as file:line:column: message)",
      "3:an input could not be read or the report not written",
      "4:tonband failed: a bug; please report it with the message"
    })
final class CheckCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Mixin AnalysisOptions analysis;

  @Option(names = {"-b", "--budgets"}, required = true, paramLabel = "FILE",
      description = "The budgets: a YAML file of limits per interrupt, task, queue, mutex and marker (docs/analysis.md).")
  Path budgets;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML report, one test per budget, for CI systems to show.")
  Path junit;

  @Override
  public Integer call() throws IOException {
    List<Budget> limits = load(budgets, "nothing was checked");
    if (limits == null) {
      return ExitCode.USAGE;
    }
    if (junit != null) {
      input.checkNotAnInput(junit, "--junit");
    }
    return analysis.run(input, false, stats -> check(limits, stats));
  }

  private int check(List<Budget> limits, Stats stats) throws IOException {
    List<BudgetCheck.Result> results = BudgetCheck.check(limits, stats);
    if (junit != null) {
      try (OutputFile file = OutputFile.create(junit, "--junit")) {
        JUnitReport.write("tonband check", budgets.toString(), String.join(" ", input.inputs),
            results.stream().map(BudgetCheck.Result::testCase).toList(), file.stream());
        file.commit();
      }
    }
    long failed = results.stream().filter(r -> !r.passed()).count();
    System.out.println(TerminalText.escape(budgets + ": " + (failed == 0 ? "all " + results.size() + " budgets hold"
        : failed + " of " + results.size() + " budgets do not hold")));
    for (BudgetCheck.Result r : results) {
      if (!r.passed()) {
        System.out.println(TerminalText.escape("  FAIL  " + r.message()));
      }
    }
    for (BudgetCheck.Result r : results) {
      if (r.passed()) {
        System.out.println(TerminalText.escape("  ok    " + r.message()));
      }
    }
    if (junit != null) {
      System.err.println(TerminalText.escape("wrote " + junit));
    }
    return failed == 0 ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }

  /**
   * Reads a budgets file; when it has errors, lists each (file:line:column: message) on stderr,
   * then what was not done because of them, and returns null.
   */
  static List<Budget> load(Path budgets, String notDone) throws IOException {
    try {
      return BudgetsLoader.load(budgets);
    } catch (BudgetsException e) {
      for (String error : e.errors()) {
        System.err.println(TerminalText.escape(error));
      }
      System.err.println(TerminalText.escape("tonband: " + budgets + " has " + e.errors().size() + " error(s); "
          + notDone));
      return null;
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.budget.Budget;
import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.report.HtmlReport;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "report",
    description = {
      "Write the stats of a trace as one HTML page that opens offline in any browser: charts of CPU share per task"
          + " over time, interrupt durations and queue levels over time, the tables of 'tonband stats', and with"
          + " --budgets the result of each budget.",
      "Exit code 1 means the trace had problems or a budget does not hold; the report is written all the same."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class ReportCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Mixin AnalysisOptions analysis;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
      description = "The HTML file to write, e.g. report.html; never one of the inputs.")
  Path output;

  @Option(names = {"-b", "--budgets"}, paramLabel = "FILE",
      description = "Budgets to hold the trace to, as for 'tonband check' (docs/analysis.md); the report shows each result.")
  Path budgets;

  @Option(names = "--title", paramLabel = "TEXT", description = "The report's title (default: the inputs' names).")
  String title;

  @Override
  public Integer call() throws IOException {
    List<Budget> limits = null;
    if (budgets != null) {
      limits = CheckCommand.load(budgets, "no report was written");
      if (limits == null) {
        return ExitCode.USAGE;
      }
    }
    input.checkNotAnInput(output, "-o");
    List<Budget> budgetLimits = limits;
    return analysis.run(input, true, stats -> write(budgetLimits, stats));
  }

  private int write(List<Budget> limits, Stats stats) throws IOException {
    List<BudgetCheck.Result> results = limits == null ? null : BudgetCheck.check(limits, stats);
    String shownTitle = title != null ? title : "Tonband report: " + String.join(" ", input.inputs);
    try (OutputFile file = OutputFile.create(output, "-o")) {
      Writer writer = new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8);
      HtmlReport.write(shownTitle, stats, budgets == null ? null : budgets.toString(), results, TonbandCommand.VERSION,
          writer);
      writer.flush();
      file.commit();
    }
    System.err.println(TerminalText.escape("wrote " + output));
    boolean held = results == null || results.stream().allMatch(BudgetCheck.Result::passed);
    return stats.problems().clean() && held ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }
}

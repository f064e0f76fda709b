// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.budget.Budget;
import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.diff.Thresholds;
import dev.tonband.host.diff.TraceDiff;
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
      "With --against NEW..., compare two builds: INPUT... are the runs of the base build and NEW... those of the new"
          + " build, read as 'tonband diff' reads them (each file a run, a folder every file under it). The page starts"
          + " with the changes 'tonband diff' finds with its default thresholds, each with a chart of both sides' runs;"
          + " the sections below are of NEW's last run.",
      "Exit code 1 means the trace (with --against: NEW's last run) had problems or a budget does not hold; the report"
          + " is written all the same. The changes of a comparison do not set it: 'tonband diff --fail-on' does."
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

  @Option(names = "--against", arity = "1..*", paramLabel = "NEW",
      description = "Compare builds: the runs of the new build (files, or folders of runs), INPUT... being the base's;"
          + " the changes come first, then the report of NEW's last run.")
  List<String> against;

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
    if (against != null) {
      return compare(budgetLimits);
    }
    return analysis.run(input, true, stats -> write(budgetLimits, stats, null));
  }

  /** The runs of both builds, their diff, and the report of NEW's last run. */
  private int compare(List<Budget> limits) throws IOException {
    if (input.follow) {
      throw new IllegalArgumentException("--against compares recorded runs, and --follow reads a live capture: leave"
          + " out one of them");
    }
    RunsOfABuild.checkNotARun(output, input.inputs, "-o");
    RunsOfABuild.checkNotARun(output, against, "-o");
    List<Stats> baseRuns = RunsOfABuild.analyse(input.inputs, "base", input.decoding, !analysis.noProgress, false);
    // With the values over time of each (a few KB a run), as the last one is shown with its charts.
    List<RunsOfABuild.Run> newRuns = RunsOfABuild.read(against, "new", input.decoding, !analysis.noProgress, true);
    TraceDiff.Result diff = TraceDiff.compare(baseRuns, newRuns.stream().map(RunsOfABuild.Run::stats).toList(),
        Thresholds.DEFAULT);
    RunsOfABuild.Run shown = newRuns.get(newRuns.size() - 1);
    return write(limits, shown.stats(), new HtmlReport.Comparison(diff, Thresholds.DEFAULT, shown.file()));
  }

  private int write(List<Budget> limits, Stats stats, HtmlReport.Comparison comparison) throws IOException {
    List<BudgetCheck.Result> results = limits == null ? null : BudgetCheck.check(limits, stats);
    String shownTitle = title != null ? title : "Tonband report: " + String.join(" ", input.inputs)
        + (against == null ? "" : " against " + String.join(" ", against));
    try (OutputFile file = OutputFile.create(output, "-o")) {
      Writer writer = new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8);
      HtmlReport.write(shownTitle, comparison, stats, budgets == null ? null : budgets.toString(), results, TonbandCommand.VERSION,
          writer);
      writer.flush();
      file.commit();
    }
    System.err.println(TerminalText.escape("wrote " + output));
    boolean held = results == null || results.stream().allMatch(BudgetCheck.Result::passed);
    return stats.problems().clean() && held ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }
}

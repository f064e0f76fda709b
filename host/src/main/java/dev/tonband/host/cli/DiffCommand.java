// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.diff.Change;
import dev.tonband.host.diff.DiffJson;
import dev.tonband.host.diff.DiffText;
import dev.tonband.host.diff.FailRule;
import dev.tonband.host.diff.RunFigures;
import dev.tonband.host.diff.TableFigures;
import dev.tonband.host.diff.Thresholds;
import dev.tonband.host.diff.TraceDiff;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.text.JUnitReport;
import dev.tonband.host.text.TerminalText;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "diff",
    description = {
      "Compare the runs of one firmware build (BASE) with the runs of another (--against NEW): for every interrupt,"
          + " task, queue, mutex and marker either side has, and for the trace, each number that stats and check know"
          + " (CPU shares, run time per activation, ISR durations, response times, slice durations, high-water marks,"
          + " rates, drops, problems), and list what changed, largest change first, and the objects on one side only.",
      "A difference is a change when it is larger than --threshold and the floor of its kind (--floor) and, with two"
          + " runs or more on each side, consistent (--agreement) and significant: the Mann-Whitney U test over the"
          + " per-run values, Holm-adjusted (docs/analysis.md says why). Give each side a folder of runs: 8 or more each.",
      "Exit code 1 when a change breaks a --fail-on rule: a CI gate on relative change."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:compared; no --fail-on rule is broken",
      "1:a change breaks a --fail-on rule (listed on stdout; in the JUnit report as a failed test)",
      "2:wrong command line",
      "3:an input could not be read or the report not written",
      "4:tonband failed: a bug; please report it with the message"
    })
final class DiffCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "BASE",
      description = "The runs of the base build: trace files, or folders (every file under them is a run), or folders"
          + " of tables exported from the runs (each trace in them a run; fewer figures: docs/analysis.md).")
  List<String> base = new ArrayList<>();

  @Option(names = "--against", arity = "1..*", required = true, paramLabel = "NEW",
      description = "The runs of the new build, as BASE.")
  List<String> against = new ArrayList<>();

  @Mixin DecodingOptions decoding;

  @Option(names = "--threshold", paramLabel = "PERCENT", defaultValue = "10%",
      description = "The smallest relative change of a median reported (default: ${DEFAULT-VALUE}).")
  String threshold;

  @Option(names = "--floor", paramLabel = "AMOUNT",
      description = "The smallest absolute change reported, per kind of number, told by its unit: a duration (1us),"
          + " a share of time in percentage points (0.5%), a count or rate (2). Repeat for several kinds;"
          + " default: 1us, 0.5%, 2.")
  List<String> floors = new ArrayList<>();

  @Option(names = "--agreement", paramLabel = "PERCENT", defaultValue = "90%",
      description = "How consistently the runs must move: of the pairs of one base run and one new run, the share in"
          + " which the new run lies on the side of the change (default: ${DEFAULT-VALUE}).")
  String agreement;

  @Option(names = "--alpha", paramLabel = "P", defaultValue = "0.05",
      description = "The significance level of the Holm-adjusted p-values (default: ${DEFAULT-VALUE}).")
  double alpha;

  @Option(names = "--fail-on", paramLabel = "RULE",
      description = "Exit with 1 when a change breaks RULE: SECTION[.OBJECT].METRIC>PERCENT with a budgets file's names,"
          + " e.g. isrs.p99>10% (an interrupt's p99 up more than 10 %), tasks.cpu<-20%, trace.drops>0%. Repeatable.")
  List<String> failOn = new ArrayList<>();

  @Option(names = "--json", description = "Print one JSON object a line per change instead of the table (docs/analysis.md).")
  boolean json;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML report: a test per --fail-on rule and per change, for CI systems to show.")
  Path junit;

  @Option(names = "--no-progress", negatable = true,
      description = "Show a progress bar on stderr when it is a terminal (the default), or not (--no-progress).")
  boolean noProgress;

  @Override
  public Integer call() throws IOException {
    Thresholds thresholds = thresholds();
    List<FailRule> rules = failOn.stream().map(FailRule::parse).toList();
    if (junit != null) {
      RunsOfABuild.checkNotARun(junit, base, "--junit");
      RunsOfABuild.checkNotARun(junit, against, "--junit");
    }
    boolean tables = tables(base, "BASE");
    if (tables != tables(against, "--against")) {
      throw new IllegalArgumentException("one side is exported tables and the other traces; give both sides as traces,"
          + " or export both and give their table folders (the tables hold fewer figures than the traces)");
    }
    TraceDiff.Result diff = TraceDiff.compareFigures(figures(base, "base", tables), figures(against, "new", tables),
        thresholds);
    List<FailRule> broken = rules.stream().filter(rule -> diff.changes().stream().anyMatch(rule::brokenBy)).toList();
    PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false, StandardCharsets.UTF_8);
    if (json) {
      DiffJson.write(diff, out);
    } else {
      DiffText.print(diff, thresholds, broken, out);
    }
    out.flush();
    if (junit != null) {
      try (OutputFile file = OutputFile.create(junit, "--junit")) {
        JUnitReport.write("tonband diff", String.join(" ", base) + " against " + String.join(" ", against),
            String.join(" ", base), testCases(diff, rules), file.stream());
        file.commit();
      }
      System.err.println(TerminalText.escape("wrote " + junit));
    }
    return broken.isEmpty() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }

  private Thresholds thresholds() {
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("--alpha " + alpha + " is not a significance level; give one between 0 and 1,"
          + " e.g. 0.05");
    }
    double ns = Thresholds.DEFAULT.durationFloorNs();
    double share = Thresholds.DEFAULT.shareFloor();
    double count = Thresholds.DEFAULT.countFloor();
    for (String floor : floors) {
      String text = floor.strip();
      if (!Double.isNaN(Metric.Kind.DURATION.parse(text))) {
        ns = Metric.Kind.DURATION.parse(text);
      } else if (!Double.isNaN(Metric.Kind.SHARE.parse(text))) {
        share = Metric.Kind.SHARE.parse(text);
      } else if (!Double.isNaN(Metric.Kind.COUNT.parse(text))) {
        count = Metric.Kind.COUNT.parse(text);
      } else {
        throw new IllegalArgumentException("--floor '" + floor + "' is not an amount; write a duration (1us), a share of"
            + " time (0.5%) or a count (2)");
      }
    }
    return new Thresholds(percent(threshold, "--threshold"), ns, share, count, percent(agreement, "--agreement"), alpha);
  }

  /** Whether the side is exported table folders: all of its arguments, or none. */
  private static boolean tables(List<String> side, String option) throws IOException {
    long folders = 0;
    for (String argument : side) {
      Path path = Path.of(argument);
      if (Files.isDirectory(path) && TableFolder.holdsTables(path)) {
        folders++;
      }
    }
    if (folders > 0 && folders < side.size()) {
      throw new IllegalArgumentException(option + " mixes exported table folders and traces; give one or the other");
    }
    return folders > 0;
  }

  /** The figures of each run of one side: read from its traces, or each trace's row of its table folders. */
  private List<RunFigures> figures(List<String> side, String name, boolean tables) throws IOException {
    if (!tables) {
      return RunsOfABuild.analyse(side, name, decoding, !noProgress, false).stream().map(RunFigures::of).toList();
    }
    List<RunFigures> runs = new ArrayList<>();
    for (String folder : side) {
      try (SqlSession session = SqlSession.over(TableFolder.at(Path.of(folder)))) {
        runs.addAll(TableFigures.of(session));
      }
    }
    return runs;
  }

  private static double percent(String text, String option) {
    double share = Metric.Kind.SHARE.parse(text.strip());
    if (Double.isNaN(share)) {
      throw new IllegalArgumentException(option + " '" + text + "' is not a percentage; write one such as 10%");
    }
    return share;
  }

  /** A case per rule (failed when a change breaks it), and a case per change (failed when it breaks a rule). */
  private static List<JUnitReport.TestCase> testCases(TraceDiff.Result diff, List<FailRule> rules) {
    List<JUnitReport.TestCase> cases = new ArrayList<>();
    for (FailRule rule : rules) {
      List<Change> breaking = diff.changes().stream().filter(rule::brokenBy).toList();
      cases.add(new JUnitReport.TestCase("diff.rules", rule.text(), breaking.isEmpty(), "diff",
          breaking.isEmpty() ? "no change breaks it" : breaking.size() + " change(s) break it: " + String.join("; ",
              breaking.stream().map(DiffText::describe).toList())));
    }
    for (Change c : diff.changes()) {
      boolean fails = rules.stream().anyMatch(rule -> rule.brokenBy(c));
      cases.add(new JUnitReport.TestCase("diff." + c.figure().kind() + (c.figure().object().isEmpty() ? ""
          : "." + c.figure().object()), c.figure().metricName(), !fails, "diff", DiffText.describe(c)));
    }
    return cases;
  }
}

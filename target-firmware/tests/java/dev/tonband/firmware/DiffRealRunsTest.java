// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.diff.Change;
import dev.tonband.host.diff.Figure;
import dev.tonband.host.diff.RunFigures;
import dev.tonband.host.diff.TableFigures;
import dev.tonband.host.diff.Thresholds;
import dev.tonband.host.diff.TraceDiff;
import dev.tonband.host.sql.FleetExample;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.stats.Stats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tonband diff} on real runs: the FreeRTOS example on the real kernel under QEMU, built
 * three times (unchanged, with a busy loop of known length in the consumer task, with one in the
 * interrupt) and run with seeds that vary the interrupt's period, so that runs of one build differ
 * as real runs do (tests/freertos-kernel's diff-runs). The diff flags what was made slower, with
 * its sign and about its size; runs of one build, split in two sets twenty ways, differ in nothing.
 */
class DiffRealRunsTest {
  /** One iteration of the busy loops: 5 instructions of 32 ns under -icount shift=5 (workload.c). */
  private static final long ITERATION_NS = 160;
  /** The busy loops' lengths (examples/freertos/CMakeLists.txt). */
  private static final long TASK_LOOPS = 350;
  private static final long ISR_LOOPS = 200;

  private static List<Stats> base;
  private static List<Stats> slowTask;
  private static List<Stats> slowIsr;

  @BeforeAll
  static void analyseRuns() throws Exception {
    Assumptions.assumeTrue(FreertosKernelTest.kernelOfTheBuild().isPresent(),
        "no real FreeRTOS kernel in this build (set FREERTOS_KERNEL_PATH): no runs to diff");
    base = runs("base");
    slowTask = runs("slow_task");
    slowIsr = runs("slow_isr");
    assertThat(base).hasSize(24);
    assertThat(slowTask).hasSize(12);
    assertThat(slowIsr).hasSize(12);
  }

  static Path runsOf(String build) {
    return TraceExpectationsTest.traceDir().resolve("diff-runs").resolve(build);
  }

  private static List<Stats> runs(String build) throws Exception {
    List<Stats> runs = new ArrayList<>();
    try (Stream<Path> files = Files.list(runsOf(build))) {
      for (Path run : files.sorted().toList()) {
        Stats stats = FirmwareStatsTest.stats(run);
        assertWithMessage(run + ": problems").that(stats.problems().total()).isEqualTo(0);
        runs.add(stats);
      }
    }
    return runs;
  }

  private static Change change(TraceDiff.Result diff, Metric metric, String object) {
    return diff.changes().stream().filter(c -> c.figure().metric() == metric && c.figure().object().equals(object))
        .findFirst().orElseThrow(() -> new AssertionError(metric + " of " + object + " is not flagged"));
  }

  private static double median(List<Stats> runs, java.util.function.ToDoubleFunction<Stats> figure) {
    double[] values = runs.stream().mapToDouble(figure).sorted().toArray();
    return (values[(values.length - 1) / 2] + values[values.length / 2]) / 2;
  }

  private static Stats.Task task(Stats stats, String name) {
    return stats.tasks().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
  }

  private static double share(Stats stats, String task) {
    return stats.total().share(task(stats, task).cpuNs());
  }

  @Test
  void aSlowerTaskIsFlaggedWithItsSignAndSize() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(base, slowTask, Thresholds.DEFAULT);

    assertThat(diff.changes().get(0).figure().object()).isEqualTo("consumer");
    Change cpu = change(diff, Metric.TASK_CPU, "consumer");
    // Each item the consumer takes (a slice of its marker "item") costs the loop's time more.
    double items = median(slowTask, s -> s.markers().stream().filter(m -> m.name().equals("item")).findFirst()
        .orElseThrow().slices().count());
    double expected = median(base, s -> share(s, "consumer")) + items * TASK_LOOPS * ITERATION_NS
        / median(slowTask, s -> s.total().tracedNs());
    assertThat(cpu.change()).isGreaterThan(0);
    assertThat(cpu.now()).isWithin(0.1 * (expected - cpu.base())).of(expected);
    assertThat(change(diff, Metric.TASK_RUN_P99, "consumer").change()).isGreaterThan(0.3);

    // No interrupt changes, nor the CPU share of any task but the consumer's and the idle task's,
    // which loses what the consumer gains.
    assertThat(diff.changes().stream().filter(c -> c.figure().kind().equals("isr")).toList()).isEmpty();
    assertThat(diff.changes().stream().filter(c -> c.figure().metric() == Metric.TASK_CPU)
        .map(c -> c.figure().object()).toList()).containsExactly("consumer", "IDLE");
    Change idle = change(diff, Metric.TASK_CPU, "IDLE");
    assertThat(idle.now() - idle.base()).isWithin(0.01).of(-(cpu.now() - cpu.base()));
    assertThat(diff.presences()).isEmpty();
  }

  @Test
  void aLongerInterruptIsFlaggedAndOnlyIt() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(base, slowIsr, Thresholds.DEFAULT);

    assertThat(diff.changes().stream().map(c -> c.figure().kind() + " " + c.figure().object()).distinct().toList())
        .containsExactly("isr timer_irq");
    Change mean = change(diff, Metric.ISR_MEAN, "timer_irq");
    assertThat(mean.now() - mean.base()).isWithin(0.1 * ISR_LOOPS * ITERATION_NS).of(ISR_LOOPS * ITERATION_NS);
    assertThat(change(diff, Metric.ISR_P99, "timer_irq").change()).isGreaterThan(0.3);
  }

  /**
   * docs/analysis.md's example is what the command it shows prints for these runs, numbers within
   * 5 % (as docs/fleet.md's: the images follow the compiler's version). Its runs are of the kernel
   * the docs show.
   */
  @Test
  void theDocsShowWhatDiffPrintsForTheseRuns() throws Exception {
    String kernel = FreertosKernelTest.kernelOfTheBuild().orElseThrow().getProperty("version");
    Assumptions.assumeTrue(kernel.equals("11.3.0"), "docs/analysis.md's diff example shows runs on FreeRTOS 11.3.0;"
        + " this build's kernel: " + kernel);
    String docs = Files.readString(FleetExample.ROOT.resolve("docs/analysis.md"));
    Matcher example = Pattern.compile("<!-- diff example: DiffRealRunsTest -->\n```\n\\$ tonband ([^\n]*)\n([^`]*)```")
        .matcher(docs);
    assertThat(example.find()).isTrue();
    List<String> args = new ArrayList<>();
    Matcher word = Pattern.compile("'([^']*)'|(\\S+)").matcher(example.group(1));
    while (word.find()) {
      String arg = word.group(1) != null ? word.group(1) : word.group(2);
      args.add(arg.startsWith("runs/") ? runsOf(arg.substring("runs/".length())).toString() : arg);
    }
    args.add("--no-progress");

    String printed = FleetDocsTest.tonbandExiting(1, args.toArray(String[]::new));
    assertWithMessage("%s%nprints%n%s%nwhere the docs show%n%s", args, printed, example.group(2))
        .that(FleetDocsTest.closeTo(printed, example.group(2))).isTrue();
  }

  /**
   * The runs exported as tables give the figures the traces give, of what the tables hold, and
   * so the same diff: tonband diff over two table folders, as a fleet would run it.
   */
  @Test
  void tablesGiveTheFiguresOfTheTracesAndTheSameChanges(@TempDir Path dir) throws Exception {
    List<RunFigures> baseTables = tables(dir, "base");
    List<RunFigures> slowIsrTables = tables(dir, "slow_isr");
    List<RunFigures> baseTraces = base.stream().map(RunFigures::of).toList();
    assertThat(baseTables).hasSize(baseTraces.size());
    int figures = 0;
    for (int run = 0; run < baseTables.size(); run++) {
      for (Map.Entry<Figure, Double> figure : baseTables.get(run).values().entrySet()) {
        assertWithMessage("run %s, %s", run + 1, figure.getKey()).that(figure.getValue())
            .isWithin(1e-9 * Math.abs(figure.getValue())).of(baseTraces.get(run).values().get(figure.getKey()));
        figures++;
      }
    }
    assertThat(figures).isAtLeast(24 * 15); // interrupt, marker, queues and buffers, trace

    TraceDiff.Result fromTables = TraceDiff.compareFigures(baseTables, slowIsrTables, Thresholds.DEFAULT);
    TraceDiff.Result fromTraces = TraceDiff.compare(base, slowIsr, Thresholds.DEFAULT);
    assertThat(fromTables.changes().stream().map(Change::figure).toList())
        .containsExactlyElementsIn(fromTraces.changes().stream().map(Change::figure).toList());
  }

  /**
   * docs/fleet.md's query of two builds, run on their runs exported as its commands export them,
   * prints what the docs show, and its medians are diff's.
   */
  @Test
  void theFleetQueryOfTwoBuildsGivesDiffsMedians(@TempDir Path dir) throws Exception {
    String docs = Files.readString(FleetExample.ROOT.resolve("docs/fleet.md"));
    Matcher example = Pattern.compile("<!-- two builds: DiffRealRunsTest -->\n```sh\n(tonband export [^\n]*\n"
        + "tonband export [^\n]*\n)tonband sql \"([^\"]*)\" builds\n```\n\n```\n([^`]*)```").matcher(docs);
    assertThat(example.find()).isTrue();
    Path builds = dir.resolve("builds");
    for (String export : example.group(1).split("\n")) {
      List<String> args = new ArrayList<>(List.of(export.substring("tonband ".length()).split(" ")));
      args.replaceAll(arg -> arg.equals("builds") ? builds.toString()
          : arg.startsWith("target-firmware/target/traces/diff-runs/") ? runsOf(arg.substring(arg.lastIndexOf('/') + 1))
              .toString() : arg);
      args.add("--no-progress");
      FleetDocsTest.tonbandExiting(0, args.toArray(String[]::new));
    }
    String printed = FleetDocsTest.tonbandExiting(0, "sql", example.group(2), builds.toString());
    assertWithMessage("%s%nwhere the docs show%n%s", printed, example.group(3))
        .that(FleetDocsTest.closeTo(printed, example.group(3))).isTrue();

    Change p99 = change(TraceDiff.compare(base, slowIsr, Thresholds.DEFAULT), Metric.ISR_P99, "timer_irq");
    assertThat(printed).containsMatch("timer_irq +base +24 +" + p99.base() + "\\n");
    assertThat(printed).containsMatch("timer_irq +slow_isr +12 +" + p99.now() + "\\n");
  }

  /** The runs of a build exported into a folder of their own, and read back as figures. */
  private static List<RunFigures> tables(Path dir, String build) throws Exception {
    Path folder = dir.resolve(build);
    FleetDocsTest.tonbandExiting(0, "export", "--no-progress", "--to", "parquet", "--out", folder.toString(),
        runsOf(build).toString());
    try (SqlSession session = SqlSession.over(TableFolder.at(folder))) {
      return TableFigures.of(session);
    }
  }

  @Test
  void twoSetsOfRunsOfOneBuildDifferInNothing() throws IOException {
    Random random = new Random(40);
    for (int pair = 0; pair < 20; pair++) {
      List<Stats> shuffled = new ArrayList<>(base);
      Collections.shuffle(shuffled, random);
      TraceDiff.Result diff = TraceDiff.compare(shuffled.subList(0, 12), shuffled.subList(12, 24), Thresholds.DEFAULT);
      assertWithMessage("pair " + pair).that(diff.changes()).isEmpty();
      assertWithMessage("pair " + pair).that(diff.presences()).isEmpty();
    }
  }
}

// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.stats.KnownTraces;
import dev.tonband.host.stats.Stats;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The diff of simulated runs ({@link SimulatedRuns}) whose true difference is known: a slower
 * task or interrupt is flagged, with its sign and size, and nothing else; two sets of runs of one
 * build differ in nothing, over many pairs of sets.
 */
class TraceDiffTest {
  private static final long WORK_NS = 10_000;
  private static final long ISR_NS = 2_000;

  private static List<Stats> runs(int firstSeed, int count, long workNs, long isrNs, String extraTask)
      throws IOException {
    List<Stats> runs = new ArrayList<>();
    for (int seed = firstSeed; seed < firstSeed + count; seed++) {
      runs.add(KnownTraces.analyse(SimulatedRuns.run(seed, workNs, isrNs, extraTask)));
    }
    return runs;
  }

  private static List<String> flagged(TraceDiff.Result diff) {
    return diff.changes().stream().map(c -> c.figure().kind() + " " + c.figure().object()).distinct().toList();
  }

  private static Change change(TraceDiff.Result diff, Metric metric, String object) {
    return diff.changes().stream().filter(c -> c.figure().metric() == metric && c.figure().object().equals(object))
        .findFirst().orElseThrow(() -> new AssertionError(metric + " of " + object + " not flagged: " + diff.changes()));
  }

  @Test
  void aSlowerTaskIsFlaggedWithItsSizeAndNothingElse() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 6, WORK_NS, ISR_NS, null), runs(101, 6, 14_000, ISR_NS, null),
        Thresholds.DEFAULT);

    assertThat(flagged(diff)).containsExactly("task worker");
    assertThat(change(diff, Metric.TASK_RUN_P50, "worker").change()).isWithin(0.05).of(0.40);
    assertThat(change(diff, Metric.TASK_RUN_P50, "worker").p()).isLessThan(0.05);
    assertThat(change(diff, Metric.TASK_CPU, "worker").change()).isWithin(0.05).of(0.40);
    assertThat(diff.judged()).isTrue();
    assertThat(diff.presences()).isEmpty();
  }

  @Test
  void aLongerInterruptIsFlaggedAndNothingElse() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 6, WORK_NS, ISR_NS, null), runs(101, 6, WORK_NS, 3_500, null),
        Thresholds.DEFAULT);

    assertThat(flagged(diff)).containsExactly("isr tick");
    assertThat(change(diff, Metric.ISR_P50, "tick").change()).isWithin(0.05).of(0.75);
    assertThat(change(diff, Metric.ISR_MAX, "tick").change()).isGreaterThan(0);
  }

  @Test
  void runsOfOneBuildDifferInNothing() throws IOException {
    List<Stats> pool = runs(1, 24, WORK_NS, ISR_NS, null);
    Random random = new Random(7);
    for (int pair = 0; pair < 20; pair++) {
      List<Stats> shuffled = new ArrayList<>(pool);
      java.util.Collections.shuffle(shuffled, random);
      TraceDiff.Result diff = TraceDiff.compare(shuffled.subList(0, 6), shuffled.subList(6, 12), Thresholds.DEFAULT);
      assertThat(diff.changes()).isEmpty();
    }
  }

  @Test
  void noiseLargerThanTheThresholdIsNotAChangeWithoutSignificance() throws IOException {
    // 1 % apart, but with no threshold and no agreement asked: only the test can keep noise out.
    Thresholds noFloor = new Thresholds(0, 0, 0, 0, 0, 0.05);
    List<Stats> pool = runs(1, 12, WORK_NS, ISR_NS, null);
    TraceDiff.Result diff = TraceDiff.compare(pool.subList(0, 6), pool.subList(6, 12), noFloor);
    assertThat(diff.changes()).isEmpty();
  }

  @Test
  void withOneRunASideSizesAreReportedUnjudged() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 1, WORK_NS, ISR_NS, null), runs(2, 1, 14_000, ISR_NS, null),
        Thresholds.DEFAULT);

    assertThat(diff.judged()).isFalse();
    Change run = change(diff, Metric.TASK_RUN_P50, "worker");
    assertThat(run.p()).isNaN();
    assertThat(run.change()).isWithin(0.06).of(0.40);
    assertThat(DiffText.significanceNote(diff, Thresholds.DEFAULT)).contains("cannot be judged");
  }

  @Test
  void tooFewRunsAreSaidToBeTooFew() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 2, WORK_NS, ISR_NS, null), runs(11, 2, 14_000, ISR_NS, null),
        Thresholds.DEFAULT);

    assertThat(diff.smallestP()).isWithin(1e-12).of(2.0 / 6);
    assertThat(diff.changes()).isEmpty();
    assertThat(DiffText.significanceNote(diff, Thresholds.DEFAULT)).contains("no change can be significant");
  }

  @Test
  void objectsOnOneSideAreAddedOrRemoved() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 4, WORK_NS, ISR_NS, null), runs(11, 3, WORK_NS, ISR_NS, "logger"),
        Thresholds.DEFAULT);
    assertThat(diff.presences()).containsExactly(new Presence(Metric.Section.TASKS, "logger", true, 3));

    TraceDiff.Result back = TraceDiff.compare(runs(11, 3, WORK_NS, ISR_NS, "logger"), runs(1, 4, WORK_NS, ISR_NS, null),
        Thresholds.DEFAULT);
    assertThat(back.presences()).containsExactly(new Presence(Metric.Section.TASKS, "logger", false, 3));
  }

  @Test
  void theSmallestPValueIsTwoOverTheWaysToSplitTheRuns() {
    assertThat(TraceDiff.smallestP(4, 4)).isWithin(1e-15).of(2.0 / 70);
    assertThat(TraceDiff.smallestP(10, 10)).isWithin(1e-15).of(2.0 / 184_756);
    assertThat(TraceDiff.smallestP(3, 5)).isWithin(1e-15).of(2.0 / 56);
  }

  @Test
  void failRulesNameABudgetMetricAndALimit() throws IOException {
    TraceDiff.Result diff = TraceDiff.compare(runs(1, 6, WORK_NS, ISR_NS, null), runs(101, 6, 14_000, ISR_NS, null),
        Thresholds.DEFAULT);
    Change run = change(diff, Metric.TASK_RUN_P50, "worker");

    assertThat(FailRule.parse("tasks.run_p50>10%").brokenBy(run)).isTrue();
    assertThat(FailRule.parse("tasks.worker.run_p50 > 30 %").brokenBy(run)).isTrue();
    assertThat(FailRule.parse("tasks.idle.run_p50>10%").brokenBy(run)).isFalse();
    assertThat(FailRule.parse("tasks.run_p50>50%").brokenBy(run)).isFalse();
    assertThat(FailRule.parse("tasks.run_p50<-10%").brokenBy(run)).isFalse();
    assertThat(FailRule.parse("isrs.p99>10%").brokenBy(run)).isFalse();

    assertThat(assertThrows(IllegalArgumentException.class, () -> FailRule.parse("isr.p99>10%")).getMessage())
        .contains("no section 'isr'; the sections are trace, isrs, tasks");
    assertThat(assertThrows(IllegalArgumentException.class, () -> FailRule.parse("isrs.p95>10%")).getMessage())
        .contains("isrs has no metric 'p95' that diff compares; it has count, max, p99, p90, p50, mean, cpu, gap");
    assertThat(assertThrows(IllegalArgumentException.class, () -> FailRule.parse("trace.interrupts>10%")).getMessage())
        .contains("trace has no metric 'interrupts'");
    assertThat(assertThrows(IllegalArgumentException.class, () -> FailRule.parse("isrs.p99>-10%")).getMessage())
        .contains("a rise is limited by >N% and a fall by <-N%");
    assertThat(assertThrows(IllegalArgumentException.class, () -> FailRule.parse("isrs.p99 10")).getMessage())
        .contains("is not a rule");
  }
}

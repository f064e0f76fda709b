// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Metric;
import dev.tonband.host.stats.Stats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What changed from the runs of one build to the runs of another: every figure of every object
 * either side has, from the {@link Stats} of each run, compared side against side.
 *
 * <p>The test is Mann-Whitney's U over the per-run values (one value per run and figure, e.g. each
 * run's ISR p99): it assumes no distribution of the values, which for times of a real system are
 * rarely normal, and a run with an outlier moves it by one rank only. Runs are the independent
 * samples; the activations within one run are not (they share the run's start, load and
 * interleaving).
 *
 * <p>A figure is a change when its medians differ by more than the thresholds, its runs moved
 * consistently (in at least {@link Thresholds#agreement()} of the pairs of one base and one new
 * run, the new one lies on the side the medians moved to), and its p-value, adjusted by Holm's
 * method over all the figures that pass those two, is below alpha. A real change of the firmware
 * moves every run (a busy loop makes every run slower), while the tail figures of a system
 * (maxima, p99s, waits) jump between runs: a shift of their medians by chance is common, a shift
 * that nearly every pair of runs agrees on is not. (Adjusting over every figure compared would need many
 * more runs a side to find any change: most figures barely move, and would only dilute the test.)
 * A figure of one value in every run of both sides is not counted (as in Tarone's refinement for
 * discrete tests): no arrangement of its runs could give a p-value below 1.
 */
public final class TraceDiff {
  private TraceDiff() {}

  /**
   * @param baseRuns, newRuns how many runs each side has
   * @param figures how many figures were compared (of objects on both sides)
   * @param changes the changes, largest first
   * @param presences objects on one side only
   * @param smallestP the smallest p-value the test can give with these runs (NaN: not judged)
   */
  public record Result(int baseRuns, int newRuns, int figures, List<Change> changes, List<Presence> presences,
      double smallestP) {
    /** Whether significance was judged: both sides have two runs or more. */
    public boolean judged() {
      return !Double.isNaN(smallestP);
    }
  }

  /** An object of a section, by its name. */
  private record Key(Metric.Section section, String name) {}

  /** The diff of runs read to their end by the trackers: every figure of their {@link Stats}. */
  public static Result compare(List<Stats> base, List<Stats> now, Thresholds thresholds) {
    return compareFigures(base.stream().map(RunFigures::of).toList(), now.stream().map(RunFigures::of).toList(),
        thresholds);
  }

  /** The diff of runs given as their figures (from stats, or from exported tables). */
  public static Result compareFigures(List<RunFigures> base, List<RunFigures> now, Thresholds thresholds) {
    Map<Figure, double[]> baseValues = values(base);
    Map<Figure, double[]> newValues = values(now);
    Map<Key, Integer> baseObjects = objects(base);
    Map<Key, Integer> newObjects = objects(now);

    List<Presence> presences = new ArrayList<>();
    newObjects.forEach((key, runs) -> {
      if (!baseObjects.containsKey(key)) {
        presences.add(new Presence(key.section(), key.name(), true, runs));
      }
    });
    baseObjects.forEach((key, runs) -> {
      if (!newObjects.containsKey(key)) {
        presences.add(new Presence(key.section(), key.name(), false, runs));
      }
    });

    boolean judged = base.size() >= 2 && now.size() >= 2;
    List<Change> compared = new ArrayList<>();
    baseValues.forEach((figure, values) -> {
      double[] b = known(values);
      double[] n = newValues.containsKey(figure) ? known(newValues.get(figure)) : new double[0];
      if (b.length > 0 && n.length > 0) {
        double baseMedian = median(b);
        double newMedian = median(n);
        double change = baseMedian == 0 ? Double.NaN : (newMedian - baseMedian) / Math.abs(baseMedian);
        double above = RankSumTest.superiority(b, n);
        compared.add(new Change(figure, baseMedian, newMedian, change, judged ? pValue(b, n) : Double.NaN,
            newMedian >= baseMedian ? above : 1 - above, b, n));
      }
    });
    List<Change> large = compared.stream().filter(c -> thresholds.large(c.figure(), c.base(), c.now())
        && (!judged || c.agreement() >= thresholds.agreement())).toList();
    List<Change> changes = new ArrayList<>(judged ? holm(large).stream().filter(c -> c.p() < thresholds.alpha()).toList()
        : large);
    changes.sort(Comparator.comparingDouble(Change::effect).reversed()
        .thenComparing(c -> c.figure().metricName()).thenComparing(c -> c.figure().object()));
    return new Result(base.size(), now.size(), compared.size(), changes, presences,
        judged ? smallestP(base.size(), now.size()) : Double.NaN);
  }

  /** Each figure's value per run (NaN where the run does not have it, or does not tell), in the order found. */
  private static Map<Figure, double[]> values(List<RunFigures> runs) {
    Map<Figure, double[]> values = new LinkedHashMap<>();
    for (int run = 0; run < runs.size(); run++) {
      for (Map.Entry<Figure, Double> figure : runs.get(run).values().entrySet()) {
        double[] perRun = values.computeIfAbsent(figure.getKey(), f -> {
          double[] none = new double[runs.size()];
          Arrays.fill(none, Double.NaN);
          return none;
        });
        perRun[run] = figure.getValue();
      }
    }
    return values;
  }

  /** Each object of the runs (the trace itself left out), with how many runs have it. */
  private static Map<Key, Integer> objects(List<RunFigures> runs) {
    Map<Key, Integer> objects = new LinkedHashMap<>();
    for (RunFigures run : runs) {
      run.values().keySet().stream()
          .filter(f -> f.metric().section() != Metric.Section.TRACE)
          .map(f -> new Key(f.metric().section(), f.object()))
          .distinct()
          .forEach(key -> objects.merge(key, 1, Integer::sum));
    }
    return objects;
  }

  private static double[] known(double[] values) {
    return Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int half = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  }

  /** Two-sided; 1 when every value of both sides is the same (the test has nothing to rank). */
  private static double pValue(double[] base, double[] now) {
    return constant(base, now) ? 1 : RankSumTest.pValue(base, now);
  }

  private static boolean constant(double[] base, double[] now) {
    double first = base[0];
    return Arrays.stream(base).allMatch(v -> v == first) && Arrays.stream(now).allMatch(v -> v == first);
  }

  /**
   * Holm's step-down adjustment: the i-th smallest of the m p-values of varying figures is
   * multiplied by m - i (from 0), and no adjusted p-value is below the one before it.
   */
  private static List<Change> holm(List<Change> changes) {
    List<Change> sorted = new ArrayList<>(changes);
    sorted.sort(Comparator.comparingDouble(Change::p));
    long tested = changes.stream().filter(c -> !constant(c.baseValues(), c.newValues())).count();
    List<Change> adjusted = new ArrayList<>();
    double running = 0;
    for (int i = 0; i < sorted.size(); i++) {
      Change c = sorted.get(i);
      running = Math.max(running, Math.min(1, Math.max(1, tested - i) * c.p()));
      adjusted.add(new Change(c.figure(), c.base(), c.now(), c.change(), running, c.agreement(), c.baseValues(),
          c.newValues()));
    }
    return adjusted;
  }

  /** The smallest two-sided p-value of the exact test with {@code n} and {@code m} runs: 2 / C(n + m, n). */
  static double smallestP(int n, int m) {
    double ways = 1;
    for (int i = 1; i <= Math.min(n, m); i++) {
      ways = ways * (Math.max(n, m) + i) / i;
    }
    return Math.min(1, 2 / ways);
  }
}
